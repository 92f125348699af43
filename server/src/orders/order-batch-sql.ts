/**
 * SQL forms of the orders table's batch link, for the payments module, whose one statement per
 * page (which orders are paid) and whose settling transaction (who hears "payment received") need
 * the orders of a wholesale batch without a second round trip.
 */

/** The batch the order `orderIdSql` was placed in (NULL for an order of no batch). */
export function batchOfOrderSql(orderIdSql: string): string {
  return `(SELECT batch_id FROM orders WHERE id = ${orderIdSql})`;
}

/** The live orders of the batch `batchIdSql`, with their totals, in the order they were placed. */
export function liveOrdersOfBatchSql(batchIdSql: string): string {
  return `SELECT id, total_amount_cents FROM orders WHERE batch_id = ${batchIdSql} AND deleted_at IS NULL ORDER BY id`;
}
