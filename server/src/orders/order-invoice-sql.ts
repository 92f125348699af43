/**
 * SQL forms of the orders table's monthly-invoice link, for the payments module, whose one statement
 * per page (which orders are paid) and whose settling transaction (who hears "payment received")
 * need the orders of a monthly invoice without a second round trip.
 */

/** The monthly invoice that bills the order `orderIdSql` (NULL for an order on no invoice). */
export function invoiceOfOrderSql(orderIdSql: string): string {
  return `(SELECT monthly_invoice_id FROM orders WHERE id = ${orderIdSql})`;
}

/** The live orders of the monthly invoice `invoiceIdSql`, with their totals, in the order they were placed. */
export function liveOrdersOfInvoiceSql(invoiceIdSql: string): string {
  return `SELECT id, total_amount_cents FROM orders WHERE monthly_invoice_id = ${invoiceIdSql} AND deleted_at IS NULL ORDER BY id`;
}
