import type { EntityManager } from 'typeorm';

/**
 * The orders module's part of retention and data deletion: which document files may go, and how an
 * order forgets the person behind it. Order numbers, services, amounts and dates stay: they are the
 * transaction record the business must keep (seven years, the privacy policy says).
 *
 * (The `[rows]` of UPDATE/DELETE … RETURNING here and in the other modules' *-personal-data.ts:
 * TypeORM answers those statements as [rows, affected count].)
 */

export interface RemovableDocument {
  id: number;
  orderId: number;
  fileName: string;
}

/**
 * Documents whose retention period ended: of orders delivered before `cutoff` (the time of the
 * latest change to delivered), or deleted before it. Purged ones are never listed again.
 */
export async function documentsPastRetention(manager: EntityManager, cutoff: Date, limit: number): Promise<RemovableDocument[]> {
  return manager.query(
    `SELECT d.id, d.order_id AS "orderId", d.file_name AS "fileName"
       FROM order_documents d
       JOIN orders o ON o.id = d.order_id
      WHERE d.purged_at IS NULL
        AND (
          (o.deleted_at IS NOT NULL AND o.deleted_at < $1)
          OR (o.status IN ('delivered', 'cancelled') AND COALESCE(
                (SELECT max(h.changed_at) FROM order_status_history h WHERE h.order_id = o.id AND h.new_status IN ('delivered', 'cancelled')),
                o.updated_at) < $1)
        )
      ORDER BY d.id
      LIMIT $2`,
    [cutoff, limit],
  );
}

/** Documents of these orders whose files are still stored. */
export async function storedDocumentsOfOrders(manager: EntityManager, orderIds: readonly number[]): Promise<RemovableDocument[]> {
  if (orderIds.length === 0) return [];
  return manager.query(
    `SELECT id, order_id AS "orderId", file_name AS "fileName" FROM order_documents WHERE order_id = ANY($1::int[]) AND purged_at IS NULL ORDER BY id`,
    [orderIds],
  );
}

/**
 * Marks documents purged once their files are gone. The original file name goes too (it often names
 * the person); type, size and dates stay for the order's history. Answers the ids it marked.
 */
export async function markDocumentsPurged(manager: EntityManager, documentIds: readonly number[], now: Date): Promise<number[]> {
  if (documentIds.length === 0) return [];
  const [rows]: [{ id: number }[]] = await manager.query(
    `UPDATE order_documents SET purged_at = $2, original_name = 'removed' || substring(original_name from '\\.[A-Za-z0-9]{1,5}$')
      WHERE id = ANY($1::int[]) AND purged_at IS NULL RETURNING id`,
    [documentIds, now],
  );
  return rows.map((row) => row.id);
}

/** Orders of this person (by order e-mail or by their account) that are not finished yet: the service still needs their data. */
export async function openOrderNumbersOf(manager: EntityManager, email: string, customerIds: readonly number[]): Promise<string[]> {
  const rows: { orderNumber: string }[] = await manager.query(
    `SELECT order_number AS "orderNumber" FROM orders
      WHERE (lower(customer_email) = lower($1) OR customer_id = ANY($2::int[]))
        AND deleted_at IS NULL AND status NOT IN ('delivered', 'cancelled')
      ORDER BY id`,
    [email, customerIds],
  );
  return rows.map((row) => row.orderNumber);
}

const BLANK_ADDRESS = { street: '', city: '', state: '', zipCode: '', country: '', notes: '' };

/**
 * Removes the person from their orders: names, e-mail (replaced by `placeholderEmail`), phone,
 * shipping address (also inside custom-order line items) and staff notes. Answers the order ids.
 */
export async function anonymiseOrdersOf(manager: EntityManager, email: string, customerIds: readonly number[], placeholderEmail: string): Promise<number[]> {
  const [rows]: [{ id: number }[]] = await manager.query(
    `UPDATE orders SET
        customer_first_name = 'Deleted', customer_last_name = 'customer', customer_email = $3, customer_phone = '',
        shipping_street = NULL, shipping_city = NULL, shipping_state = NULL, shipping_zip_code = NULL, shipping_notes = NULL,
        notes = NULL,
        line_items = CASE WHEN line_items IS NULL THEN NULL ELSE
          (SELECT jsonb_agg(CASE WHEN item ? 'shippingAddress' THEN jsonb_set(item, '{shippingAddress}', $4::jsonb) ELSE item END)
             FROM jsonb_array_elements(line_items) AS item) END,
        updated_at = now()
      WHERE lower(customer_email) = lower($1) OR customer_id = ANY($2::int[])
      RETURNING id`,
    [email, customerIds, placeholderEmail, JSON.stringify(BLANK_ADDRESS)],
  );
  return rows.map((row) => row.id);
}
