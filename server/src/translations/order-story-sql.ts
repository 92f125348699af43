/**
 * The translations part of an order's console page, for the one-statement story
 * (order-story/order-story.service.ts): quotes and services of the order whose id is `orderIdSql`,
 * as one list (`kind` tells them apart; a quote's price is its estimate).
 */
export const translationsOfOrderSql = (orderIdSql: string) =>
  `SELECT 'quote' AS kind, id, status, source_language, target_language, estimated_price_cents AS price_cents, created_at
     FROM translation_quotes WHERE order_id = ${orderIdSql}
   UNION ALL
   SELECT 'service', id, status, source_language, target_language, price_cents, created_at FROM translation_services WHERE order_id = ${orderIdSql}`;
