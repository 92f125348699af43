import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * A connection to the database of the server Playwright started: the embedded PostgreSQL
 * (127.0.0.1:EMBEDDED_PG_PORT, default 54400, database apostille), or, when DATABASE_URL was
 * given, the fresh apostille_e2e_<port>_* database start-server.mjs created on that server for this run's port.
 */
export async function e2eDatabase(): Promise<pg.Client> {
  if (process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname DESC LIMIT 1`, [
        `apostille_e2e_${Number(process.env.E2E_PORT ?? 3100)}_`,
      ]);
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${rows[0]?.datname ?? 'apostille'}`;
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      return client;
    } finally {
      await admin.end();
    }
  }
  const port = Number(process.env.EMBEDDED_PG_PORT ?? '54400');
  // The embedded superuser's password is generated into DATA_DIR/secrets.json at the first start.
  const { embeddedPostgresPassword } = JSON.parse(readFileSync(path.join(process.env.E2E_DATA_DIR ?? '', 'secrets.json'), 'utf8')) as {
    embeddedPostgresPassword: string;
  };
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: embeddedPostgresPassword, database: 'apostille' });
  await client.connect();
  return client;
}

export interface InsertedOrder {
  orderNumber: string;
  email: string;
}

/** Inserts a paid order in docs_received with its history and one document (the ordering API belongs to another issue). */
export async function insertTrackedOrder(): Promise<InsertedOrder> {
  const orderNumber = `APO-2024-${String(100000 + Math.floor(Math.random() * 900000))}`;
  const email = `track.${orderNumber.toLowerCase()}@example.com`;
  const db = await e2eDatabase();
  try {
    await db.query('BEGIN');
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO orders (order_number, status, customer_first_name, customer_last_name, customer_email, customer_phone,
         service_level, destination_country, delivery_method, document_type, document_count, additional_services,
         service_level_price_cents, additional_document_price_cents, state_fees_cents, shipping_price_cents,
         delivery_price_cents, additional_services_cents, total_amount_cents)
       VALUES ($1, 'docs_received', 'Jane', 'Tracker', $2, '3055550100', 'rush', 'Spain', 'mail', 'Birth Certificate', 1,
         '{"scanning": true}', 22700, 0, 1000, 945, 0, 1500, 26145)
       RETURNING id`,
      [orderNumber, email],
    );
    const id = rows[0].id;
    await db.query(
      `INSERT INTO order_status_history (order_id, old_status, new_status, notes, changed_at) VALUES
         ($1, NULL, 'pending', 'Order placed', now() - interval '2 days'),
         ($1, 'pending', 'processing', NULL, now() - interval '1 day'),
         ($1, 'processing', 'docs_received', 'Originals arrived in Tallahassee', now())`,
      [id],
    );
    await db.query(
      `INSERT INTO order_documents (order_id, original_name, file_name, mime_type, file_size, document_type)
       VALUES ($1, 'birth-certificate.pdf', $2, 'application/pdf', 245760, 'Birth Certificate')`,
      [id, `e2e-${orderNumber}.pdf`],
    );
    await db.query('COMMIT');
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  } finally {
    await db.end();
  }
  return { orderNumber, email };
}
