/**
 * The e-mails part of an order's console page, for the one-statement story
 * (order-story/order-story.service.ts): the outbox rows about the order whose id is `orderIdSql`.
 */
export const emailsOfOrderSql = (orderIdSql: string) =>
  `SELECT id, kind, subject, status, created_at, sent_at FROM outbox_messages WHERE order_id = ${orderIdSql}`;
