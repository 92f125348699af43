/**
 * The automation rule behind a status change, from the audit trail: the rule id recorded by the
 * system's 'order.status_changed' audit row for the order `orderIdSql` at `changedAtSql` (the audit
 * row is written in the change's transaction, so it carries the same now()); NULL when staff or the
 * customer flow made the change. For read models in one statement (order-story/order-story.service.ts).
 */
export const ruleIdOfStatusChangeSql = (orderIdSql: string, changedAtSql: string) =>
  `(SELECT (l.details->>'ruleId')::int FROM audit_log l
     WHERE l.order_id = ${orderIdSql} AND l.created_at = ${changedAtSql} AND l.actor_type = 'system'
       AND l.action = 'order.status_changed' LIMIT 1)`;
