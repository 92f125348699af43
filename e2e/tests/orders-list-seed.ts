import { e2eDatabase } from './public-db';

/** What seedListOrders made: the surname every order shares and the numbers of the marked ones. */
export interface SeededList {
  surname: string;
  paidNumber: string;
  unreadNumber: string;
}

/**
 * Orders for the orders-list specs, straight into the database (no checkout): `count` orders of one
 * fresh surname, newest first by number, with `statuses` giving the status of the first ones (the rest
 * pending). The newest is paid (a succeeded payment); the second newest has an unread customer message.
 */
export async function seedListOrders(count: number, statuses: readonly string[] = []): Promise<SeededList> {
  const tag = Date.now().toString(36);
  const surname = `Scroll${tag}`;
  const db = await e2eDatabase();
  try {
    await db.query(
      `INSERT INTO orders (order_number, status, customer_first_name, customer_last_name, customer_email, customer_phone,
                           service_level, destination_country, document_type, total_amount_cents, created_at)
       SELECT 'APO-2016-' || $1::text || lpad(i::text, 4, '0'), coalesce(($3::text[])[i], 'pending'), 'List', $2::text,
              lower($2::text) || i || '@example.com', '8505550100', 'fast', 'Italy', 'Diploma', 5000, now() - make_interval(secs => i)
         FROM generate_series(1, $4::int) AS i`,
      [tag, surname, statuses, count],
    );
    const paidNumber = `APO-2016-${tag}0001`;
    const unreadNumber = `APO-2016-${tag}0002`;
    await db.query(
      `INSERT INTO payments (order_id, provider, payment_intent_id, amount_cents, status)
       SELECT id, 'offline', 'pi_e2e_list_' || $2::text, 5000, 'succeeded' FROM orders WHERE order_number = $1`,
      [paidNumber, tag],
    );
    await db.query(
      `WITH c AS (
         INSERT INTO conversations (subject, customer_email, customer_name, order_id)
         SELECT 'Where is my order?', customer_email, 'List ' || customer_last_name, id FROM orders WHERE order_number = $1 RETURNING id
       ) INSERT INTO messages (conversation_id, content, sender_type) SELECT id, 'Any news?', 'customer' FROM c`,
      [unreadNumber],
    );
    return { surname, paidNumber, unreadNumber };
  } finally {
    await db.end();
  }
}

/** The orders list filtered by a search, as the search box leaves it in the address. */
export function ordersListPath(search: string): string {
  return `/admin/orders?filter=${encodeURIComponent(JSON.stringify({ q: search.toLowerCase() }))}`;
}
