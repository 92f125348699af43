import { ADMIN_ORDER_CSV_COLUMNS, CSV_BOM, csvLine } from '@apostille/domain';
import type { Writable } from 'node:stream';
import type { PoolClient } from 'pg';
import type { DataSource } from 'typeorm';

type CsvRow = (string | number | null)[];

/**
 * Rows per FETCH adapt to the row size: about FETCH_CHARS of CSV per batch (1,000 rows of a
 * typical order), so a batch never holds more than a few hundred KB however long the notes are.
 * Rows that live short stay in V8's young generation and are freed cheaply.
 */
const FETCH_CHARS = 256 * 1024;
const FIRST_FETCH_ROWS = 200;
const MIN_FETCH_ROWS = 50;
const MAX_FETCH_ROWS = 2000;
const CURSOR = 'admin_orders_export';
/**
 * Characters per socket write. Small enough that each chunk string and its encoded buffer stay in
 * V8's young generation (objects above ~128 KB go straight to the old generation and linger until
 * a full collection), large enough to keep the number of writes low.
 */
const WRITE_CHARS = 48 * 1024;

/**
 * SQL for each CSV column, by the column's field in ADMIN_ORDER_CSV_COLUMNS. Dates and amounts
 * are formatted by PostgreSQL so the stream never builds Date objects per row.
 */
const COLUMN_SQL: Readonly<Record<string, string>> = {
  orderNumber: 'o.order_number',
  status: 'o.status',
  createdAt: `to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  customerFirstName: 'o.customer_first_name',
  customerLastName: 'o.customer_last_name',
  customerEmail: 'o.customer_email',
  customerPhone: 'o.customer_phone',
  serviceLevel: 'o.service_level',
  documentType: 'o.document_type',
  documentCount: 'o.document_count',
  destinationCountry: 'o.destination_country',
  deliveryMethod: 'o.delivery_method',
  shippingStreet: 'o.shipping_street',
  shippingCity: 'o.shipping_city',
  shippingState: 'o.shipping_state',
  shippingZipCode: 'o.shipping_zip_code',
  shippingCountry: 'o.shipping_country',
  shippingNotes: 'o.shipping_notes',
  totalAmount: `to_char(o.total_amount_cents / 100.0, 'FM999999999990.00')`,
  notes: 'o.notes',
};

/** [alias, SQL] per CSV column; rows come as arrays and are put in CSV order by their field names. */
export const EXPORT_SELECT: readonly (readonly [string, string])[] = ADMIN_ORDER_CSV_COLUMNS.map((column) => {
  const sql = COLUMN_SQL[column.field];
  if (!sql) throw new Error(`no SQL for CSV column ${column.field}`);
  return [column.field, sql] as const;
});

const HEADER = csvLine(ADMIN_ORDER_CSV_COLUMNS.map((column) => column.header));

export interface ExportResult {
  rows: number;
  /** false when the client went away before the last row. */
  completed: boolean;
}

function isGone(out: Writable): boolean {
  return out.destroyed || out.writableEnded;
}

/** Writes a chunk and, when the socket buffer is full, waits for it to drain (or close). */
function write(out: Writable, chunk: string): Promise<void> {
  if (out.write(chunk)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      out.off('error', done);
      resolve();
    };
    out.once('drain', done);
    out.once('close', done);
    out.once('error', done);
  });
}

/**
 * Streams the query's rows as CSV (BOM, header, CRLF lines) through a server-side cursor in a
 * read-only REPEATABLE READ transaction: one consistent snapshot, FETCH_ROWS rows in memory at a
 * time, and no next FETCH until the client has taken the previous batch (backpressure), so memory
 * stays flat whatever the row count.
 */
export async function streamCsvExport(dataSource: DataSource, sql: string, parameters: unknown[], out: Writable): Promise<ExportResult> {
  const runner = dataSource.createQueryRunner();
  // The driver's own client: array rows (no object per row) straight from the cursor.
  const client = (await runner.connect()) as PoolClient;
  let rows = 0;
  let completed = false;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query(`DECLARE ${CURSOR} NO SCROLL CURSOR FOR ${sql}`, parameters);
    await write(out, CSV_BOM + HEADER);
    let fetchRows = FIRST_FETCH_ROWS;
    while (!isGone(out)) {
      const result = await client.query<CsvRow>({ text: `FETCH ${fetchRows} FROM ${CURSOR}`, rowMode: 'array' });
      const batch: (CsvRow | undefined)[] = result.rows;
      if (batch.length === 0) {
        completed = true;
        break;
      }
      // The query builder may list the selected columns in another order than asked.
      const names = result.fields.map((field) => field.name);
      const positions = ADMIN_ORDER_CSV_COLUMNS.map((column) => names.indexOf(column.field));
      let chunk = '';
      let batchChars = 0;
      for (let i = 0; i < batch.length; i++) {
        const row = batch[i] as CsvRow;
        const line = csvLine(positions.map((position) => row[position]));
        batch[i] = undefined; // let each row go as soon as it is written out
        batchChars += line.length;
        chunk += line;
        if (chunk.length >= WRITE_CHARS) {
          await write(out, chunk);
          chunk = '';
        }
      }
      rows += batch.length;
      if (chunk) await write(out, chunk);
      fetchRows = Math.min(MAX_FETCH_ROWS, Math.max(MIN_FETCH_ROWS, Math.round(FETCH_CHARS / (batchChars / batch.length))));
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
  }
  return { rows, completed };
}
