/**
 * The conversations part of an order's console page, for the one-statement story
 * (order-story/order-story.service.ts): conversations linked to the order whose id is `orderIdSql`.
 */
export const conversationsOfOrderSql = (orderIdSql: string) => `SELECT id, subject, status, last_message_at FROM conversations WHERE order_id = ${orderIdSql}`;
