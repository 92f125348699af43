/** The name of the automation rule whose id is the SQL expression `ruleIdSql` (NULL when there is none), for read models in one statement. */
export const ruleNameSql = (ruleIdSql: string) => `(SELECT name FROM automation_rules WHERE id = ${ruleIdSql})`;
