/**
 * The username of the staff member whose id is the SQL expression `adminIdSql` (NULL when there is
 * none), for read models that show who made a change in one statement (order-story/order-story.service.ts).
 */
export const staffUsernameSql = (adminIdSql: string) => `(SELECT username FROM admin_users WHERE id = ${adminIdSql})`;
