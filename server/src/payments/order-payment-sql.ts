/**
 * Settling a verified payment on the order it paid for, for a writer that puts a whole change in
 * one SQL statement (order placement: orders/order-insert.ts, given this form by the checkout): the body of a CTE that links the
 * payment `paymentIdSql` to the order `id` of `orderFromSql` and marks it succeeded.
 */
export function settlePaymentOnOrderSql(paymentIdSql: string, orderFromSql: string): string {
  return `UPDATE payments SET order_id = o.id, status = 'succeeded', updated_at = now() FROM ${orderFromSql} WHERE payments.id = ${paymentIdSql}`;
}
