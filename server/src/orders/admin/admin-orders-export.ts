import { ADMIN_ORDER_CSV_COLUMNS, CSV_BOM, CSV_FORMULA_START_CHARACTERS, csvLine } from '@apostille/domain';
import { Transform, type TransformCallback, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

/** The codes of CSV_FORMULA_START_CHARACTERS, for SQL's ascii() (which costs half of `left()`). */
const FORMULA_START_CODES = CSV_FORMULA_START_CHARACTERS.map((character) => character.charCodeAt(0)).join(', ');

/**
 * A text cell as the CSV shows it: a value starting with a formula character (libs/domain's
 * CSV_FORMULA_START_CHARACTERS) gets a leading single quote so a spreadsheet shows it instead of
 * running it (CSV injection), as csvCell does for the CSVs written in TypeScript.
 */
const text = (column: string) => `CASE WHEN ascii(${column}) IN (${FORMULA_START_CODES}) THEN '''' || ${column} ELSE ${column} END`;

/**
 * SQL for each CSV column, by the column's field in ADMIN_ORDER_CSV_COLUMNS. PostgreSQL formats the
 * whole file (dates, amounts, quoting), so the server only moves bytes.
 */
const COLUMN_SQL: Readonly<Record<string, string>> = {
  orderNumber: 'o.order_number', // allocated by the server, never typed by anyone
  status: 'o.status',
  createdAt: `to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  customerFirstName: text('o.customer_first_name'),
  customerLastName: text('o.customer_last_name'),
  customerEmail: text('o.customer_email'),
  customerPhone: text('o.customer_phone'),
  serviceLevel: 'o.service_level',
  documentType: text('o.document_type'),
  documentCount: 'o.document_count',
  destinationCountry: text('o.destination_country'),
  deliveryMethod: 'o.delivery_method',
  shippingStreet: text('o.shipping_street'),
  shippingCity: text('o.shipping_city'),
  shippingState: text('o.shipping_state'),
  shippingZipCode: text('o.shipping_zip_code'),
  shippingCountry: text('o.shipping_country'),
  shippingNotes: text('o.shipping_notes'),
  totalAmount: '(o.total_amount_cents / 100.0)::numeric(14, 2)',
  notes: text('o.notes'),
};

const SELECT_LIST = ADMIN_ORDER_CSV_COLUMNS.map((column) => {
  const sql = COLUMN_SQL[column.field];
  if (!sql) throw new Error(`no SQL for CSV column ${column.field}`);
  return sql;
}).join(', ');

const HEADER = csvLine(ADMIN_ORDER_CSV_COLUMNS.map((column) => column.header));

/** The export's rows in CSV column order, newest first, for the given WHERE conditions (values already literals). */
export function exportQuery(conditions: readonly string[]): string {
  const where = ['o.deleted_at IS NULL', ...conditions].join(' AND ');
  return `SELECT ${SELECT_LIST} FROM orders o WHERE ${where} ORDER BY o.created_at DESC, o.id DESC`;
}

export interface ExportResult {
  rows: number;
  /** false when the client went away before the last row. */
  completed: boolean;
}

const LF = 0x0a;
const QUOTE = 0x22;
const CRLF = Buffer.from('\r\n');

/**
 * PostgreSQL ends CSV records with LF; the file keeps RFC 4180's CRLF. A line break inside a quoted
 * cell (a note over several lines) stays as typed: quotes are counted across chunks, and COPY
 * quotes every cell that holds a line break, so an LF outside quotes always ends a record.
 */
export class CrlfRecords extends Transform {
  /** Records passed on so far (for the audit of an export the client cut short). */
  records = 0;
  private quoted = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    const parts: Buffer[] = [];
    let start = 0;
    let position = 0;
    while (position < chunk.length) {
      const lf = chunk.indexOf(LF, position);
      const quote = chunk.indexOf(QUOTE, position);
      if (lf === -1) {
        // No record ends in the rest of the chunk: only the quote state moves.
        for (let q = quote; q !== -1; q = chunk.indexOf(QUOTE, q + 1)) this.quoted = !this.quoted;
        break;
      }
      if (quote !== -1 && quote < lf) {
        this.quoted = !this.quoted;
        position = quote + 1;
        continue;
      }
      if (!this.quoted) {
        parts.push(chunk.subarray(start, lf), CRLF);
        start = lf + 1;
        this.records++;
      }
      position = lf + 1;
    }
    if (parts.length === 0) return callback(null, chunk);
    if (start < chunk.length) parts.push(chunk.subarray(start));
    callback(null, Buffer.concat(parts));
  }
}

/**
 * Streams the query's rows as CSV (BOM, header, CRLF records) with `COPY (…) TO STDOUT`: PostgreSQL
 * formats every row, in one snapshot, and the bytes are piped to the client with backpressure (the
 * database socket is read only as fast as the client takes the file), so memory stays flat and the
 * server's CPU stays free whatever the row count. A client that goes away ends the COPY: its
 * connection is dropped instead of returned to the pool mid-COPY.
 */
export async function streamCsvExport(dataSource: DataSource, sql: string, out: Writable): Promise<ExportResult> {
  // Straight from the driver's pool: the connection of a COPY that did not finish must be released
  // with its error, so the pool closes it instead of handing it out again.
  const [client, release] = (await (dataSource.driver as PostgresDriver).obtainMasterConnection()) as [PoolClient, (error?: Error) => void];
  let broken: Error | undefined;
  try {
    if (!out.write(CSV_BOM + HEADER)) await new Promise((resolve) => out.once('drain', resolve));
    const copy = client.query(copyTo(`COPY (${sql}) TO STDOUT WITH (FORMAT csv)`));
    const records = new CrlfRecords();
    try {
      await pipeline(copy, records, out, { end: false });
    } catch (error) {
      if (!isGone(out)) throw error;
      broken = error instanceof Error ? error : new Error(String(error));
      return { rows: records.records, completed: false };
    }
    return { rows: copy.rowCount, completed: true };
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A connection whose COPY did not finish is closed rather than reused.
    release(broken);
  }
}

function isGone(out: Writable): boolean {
  return out.destroyed || out.writableEnded;
}
