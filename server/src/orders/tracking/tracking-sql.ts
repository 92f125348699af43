/**
 * A tracked order in one statement: the order (matched by number and e-mail, not deleted) with its
 * status history and documents as JSON arrays. One statement reads one snapshot and costs one round
 * trip instead of three. Exported for `npm run bench:overhead`, whose bare server runs the same SQL.
 */
export const TRACKING_SQL = `SELECT row_to_json(o) AS "order",
  COALESCE((SELECT json_agg(h ORDER BY h.changed_at, h.id)
              FROM (SELECT id, old_status, new_status, notes, changed_at, changed_by_admin_id
                      FROM order_status_history WHERE order_id = o.id) h), '[]'::json) AS history,
  COALESCE((SELECT json_agg(d ORDER BY d.uploaded_at, d.id)
              FROM (SELECT id, original_name, file_size, file_name, document_type, uploaded_by, is_apostille_complete, purged_at, uploaded_at
                      FROM order_documents WHERE order_id = o.id) d), '[]'::json) AS documents
  FROM orders o
 WHERE o.order_number = $1 AND lower(o.customer_email) = lower($2) AND o.deleted_at IS NULL`;

/** Order number and e-mail as TRACKING_SQL compares them. */
export const trackingParameters = (orderNumber: string, email: string): [string, string] => [orderNumber.trim().toUpperCase(), email.trim()];
