/**
 * The orders part of an order's console page, for the one-statement story
 * (order-story/order-story.service.ts): SELECTs over this module's tables for the order whose id
 * is the SQL expression `orderIdSql`. Kept here so a change to these tables is made beside them.
 */

/** The order's row as JSON (null when there is none or it was deleted). */
export const orderRowOfStorySql = (orderIdSql: string) => `SELECT row_to_json(o) FROM orders o WHERE o.id = ${orderIdSql} AND o.deleted_at IS NULL`;

export const documentsOfOrderSql = (orderIdSql: string) =>
  `SELECT id, original_name, document_type, uploaded_by, is_apostille_complete, uploaded_at, purged_at FROM order_documents WHERE order_id = ${orderIdSql}`;

/** The history row's alias in statusHistoryOfOrderSql, for the caller's `whoColumns`. */
export const HISTORY_ROW = 'h';

/** The status history, with the caller's columns saying who made each change (over `h.*`). */
export const statusHistoryOfOrderSql = (orderIdSql: string, whoColumns: string) =>
  `SELECT h.id, h.old_status, h.new_status, h.notes, h.changed_at, ${whoColumns}
     FROM order_status_history h
    WHERE h.order_id = ${orderIdSql}`;

export const staffNotesOfOrderSql = (orderIdSql: string) => `SELECT id, body, author_name, created_at FROM order_notes WHERE order_id = ${orderIdSql}`;
