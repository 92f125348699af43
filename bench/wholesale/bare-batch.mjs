// The batch baseline: the least a bare script does to place the same CSV, on the same PostgreSQL.
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { RETURN_ADDRESS_JSON } from './product-calls.mjs';

// The server's own csv-parse: the parser the product reads the file with.
const { parse } = createRequire(new URL('../../server/package.json', import.meta.url))('csv-parse/sync');

// The product's tables the placement writes to, copied into schema "bare" (columns, defaults and
// indexes; no triggers, so the server's workers never see these rows).
const TABLES = ['order_batches', 'orders', 'order_status_history', 'domain_events', 'extra_charges', 'order_number_counters', 'audit_log'];

export async function createBareTables(client) {
  await client.query('CREATE SCHEMA bare');
  for (const table of TABLES) await client.query(`CREATE TABLE bare.${table} (LIKE public.${table} INCLUDING ALL)`);
}

// A price per service level: the baseline writes prices, it does not work them out.
const PRICE_CENTS = { rush: 14900, fast: 9900 };
let runs = 0;

/**
 * Parses the CSV and writes, in one transaction, one batch row, one order row, one status-history
 * row and one event row per CSV row, and one payment-link row: one statement per table.
 */
export async function bareBatch(client, csv, account, { rowByRow = false } = {}) {
  runs += 1;
  const started = performance.now();
  const [header, ...records] = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true });
  const column = Object.fromEntries(header.map((name, index) => [name, index]));
  const address = JSON.parse(RETURN_ADDRESS_JSON);
  const orders = records.map((cells, index) => {
    const serviceLevel = cells[column.service_level] || 'rush';
    return {
      order_number: `BARE-${runs}-${String(index + 1).padStart(6, '0')}`,
      document_type: cells[column.document_type],
      destination_country: cells[column.destination],
      customer_reference: cells[column.customer_reference] || null,
      service_level: serviceLevel,
      total_amount_cents: PRICE_CENTS[serviceLevel],
    };
  });
  const totalCents = orders.reduce((sum, order) => sum + order.total_amount_cents, 0);
  await client.query('BEGIN');
  try {
    const batch = await client.query(
      `INSERT INTO bare.order_batches (row_count, total_cents, billing_method, idempotency_key, request_hash)
       VALUES ($1, $2, 'card', $3, $4) RETURNING id`,
      [orders.length, totalCents, `bare-${runs}`, randomBytes(32).toString('hex')],
    );
    const batchId = batch.rows[0].id;
    if (rowByRow) await rowByRowInserts(client, orders, batchId, account, address);
    else {
      const inserted = await client.query(
        `INSERT INTO bare.orders (order_number, status, source, batch_id, placed_with_account, customer_first_name, customer_last_name,
           customer_email, customer_phone, service_level, destination_country, delivery_method, document_type, document_count,
           shipping_street, shipping_city, shipping_state, shipping_zip_code, shipping_country, customer_reference, total_amount_cents)
         SELECT r.order_number, 'pending', 'batch', $2, true, 'Grace', 'Hopper', $3, '8505550100', r.service_level,
                r.destination_country, 'mail', r.document_type, 1, $4, $5, $6, $7, $8, r.customer_reference, r.total_amount_cents
           FROM json_to_recordset($1::json) AS r(order_number text, document_type text, destination_country text,
                customer_reference text, service_level text, total_amount_cents int)
         RETURNING id, order_number, total_amount_cents`,
        [JSON.stringify(orders), batchId, account.email, address.street, address.city, address.state, address.zipCode, address.country],
      );
      const ids = inserted.rows.map((row) => row.id);
      await client.query(
        `INSERT INTO bare.order_status_history (order_id, old_status, new_status, notes)
         SELECT id, NULL, 'pending', 'Order received in a batch upload' FROM unnest($1::int[]) AS id`,
        [ids],
      );
      await client.query(
        `INSERT INTO bare.domain_events (type, payload, status)
         SELECT 'order.created', jsonb_build_object('orderId', r.id, 'orderNumber', r.order_number, 'customerEmail', $2::text,
                'totalAmountCents', r.total_amount_cents, 'source', 'batch'), 'pending'
           FROM json_to_recordset($1::json) AS r(id int, order_number text, total_amount_cents int)`,
        [JSON.stringify(inserted.rows), account.email],
      );
    }
    const [{ id: firstOrderId }] = (await client.query(`SELECT min(id) AS id FROM bare.orders WHERE batch_id = $1`, [batchId])).rows;
    const token = randomBytes(32).toString('base64url');
    await client.query(
      `INSERT INTO bare.extra_charges (order_id, order_batch_id, description, amount_cents, payment_token, payment_url)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [firstOrderId, batchId, `Batch of ${orders.length} orders`, totalCents, token, `http://127.0.0.1/pay/${token}`],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
  const ms = performance.now() - started;
  const [{ count }] = (await client.query(`SELECT count(*)::int AS count FROM bare.orders WHERE order_number LIKE $1`, [`BARE-${runs}-%`])).rows;
  return { ms, orders: count };
}

/**
 * The same rows written as the product's placement writes them: per order, the year's counter,
 * then the order, its history row, its event and its audit row, one statement each, in the same
 * one transaction. What the row-by-row path itself costs, without the framework around it.
 */
async function rowByRowInserts(client, orders, batchId, account, address) {
  for (const order of orders) {
    await client.query(
      `INSERT INTO bare.order_number_counters (year, last_value) VALUES (2026, 1)
       ON CONFLICT (year) DO UPDATE SET last_value = bare.order_number_counters.last_value + 1 RETURNING last_value`,
    );
    const inserted = await client.query(
      `INSERT INTO bare.orders (order_number, status, source, batch_id, placed_with_account, customer_first_name, customer_last_name,
         customer_email, customer_phone, service_level, destination_country, delivery_method, document_type, document_count,
         shipping_street, shipping_city, shipping_state, shipping_zip_code, shipping_country, customer_reference, total_amount_cents)
       VALUES ($1, 'pending', 'batch', $2, true, 'Grace', 'Hopper', $3, '8505550100', $4, $5, 'mail', $6, 1, $7, $8, $9, $10, $11, $12, $13)
       RETURNING id`,
      [
        order.order_number,
        batchId,
        account.email,
        order.service_level,
        order.destination_country,
        order.document_type,
        address.street,
        address.city,
        address.state,
        address.zipCode,
        address.country,
        order.customer_reference,
        order.total_amount_cents,
      ],
    );
    const id = inserted.rows[0].id;
    await client.query(`INSERT INTO bare.order_status_history (order_id, old_status, new_status, notes) VALUES ($1, NULL, 'pending', $2)`, [
      id,
      'Order received in a batch upload',
    ]);
    await client.query(`INSERT INTO bare.domain_events (type, payload, status) VALUES ('order.created', $1, 'pending')`, [
      JSON.stringify({
        orderId: id,
        orderNumber: order.order_number,
        customerEmail: account.email,
        totalAmountCents: order.total_amount_cents,
        source: 'batch',
      }),
    ]);
    await client.query(`INSERT INTO bare.audit_log (actor_type, action, order_id, details) VALUES ('customer', 'order.created', $1, $2)`, [
      id,
      JSON.stringify({ orderNumber: order.order_number, source: 'batch', batchId, totalAmountCents: order.total_amount_cents }),
    ]);
  }
}
