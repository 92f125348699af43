// The product's side of the wholesale benchmark, over HTTP as a customer and staff call it.
import { performance } from 'node:perf_hooks';
import { Buffer } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import { httpPost } from '../lib/harness.mjs';

const PASSWORD = 'correct horse battery';
const RETURN_ADDRESS = { street: '1 Main St', city: 'Tampa', state: 'FL', zipCode: '33602', country: 'United States' };
// Rows that pass the check, in turn: state and federal issuers, three destinations, two service levels.
const ROWS = ['Birth Certificate,FL,Spain', 'FBI Background Check,Federal agency,Germany', 'Marriage Certificate,TX,Italy'];
const SERVICE_LEVELS = ['rush', 'fast'];

export const RETURN_ADDRESS_JSON = JSON.stringify(RETURN_ADDRESS);

/** A valid batch CSV of `rows` rows, each with its own customer reference. */
export function batchCsv(rows) {
  const lines = ['document_type,issued_in,destination,customer_reference,service_level'];
  for (let i = 0; i < rows; i += 1) lines.push(`${ROWS[i % ROWS.length]},CASE-${i + 1},${SERVICE_LEVELS[i % SERVICE_LEVELS.length]}`);
  return `${lines.join('\r\n')}\r\n`;
}

let clients = 0;

export async function postJson(url, body, headers = {}) {
  return httpPost(url, { 'Content-Type': 'application/json', ...headers }, Buffer.from(JSON.stringify(body)));
}

/**
 * A confirmed wholesale account (enterprise tier, billed by card: the batch gets a payment link),
 * registered and signed in over HTTP and made wholesale with SQL as the server's tests do; each
 * account calls from its own address, so the per-client limits apply to it alone.
 */
export async function customerAccount(base, client, email) {
  clients += 1;
  const address = { 'X-Forwarded-For': `10.77.${Math.floor(clients / 250)}.${1 + (clients % 250)}` };
  const registered = await postJson(
    `${base}/api/customers/register`,
    { firstName: 'Grace', lastName: 'Hopper', email, phone: '8505550100', password: PASSWORD },
    address,
  );
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.json)}`);
  await client.query(
    `UPDATE customers SET email_verified = true, account_type = 'wholesale', wholesale_tier = 'enterprise', invoice_monthly = false WHERE lower(email) = lower($1)`,
    [email],
  );
  const login = await postJson(`${base}/api/customers/login`, { email, password: PASSWORD }, address);
  if (!login.json.token) throw new Error(`login answered ${login.status}`);
  return { email, headers: { ...address, Authorization: `Bearer ${login.json.token}` } };
}

export async function staffToken(base, admin) {
  const login = await postJson(`${base}/api/admin/login`, admin);
  if (!login.json.token) throw new Error(`staff login answered ${login.status}`);
  return login.json.token;
}

/** A multipart/form-data body: the CSV as "file" and the text fields. */
function multipart(csv, fields) {
  const boundary = `----bench${randomBytes(12).toString('hex')}`;
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="batch.csv"\r\nContent-Type: text/csv\r\n\r\n`);
  const body = Buffer.concat([Buffer.from(parts.join('')), Buffer.from(csv, 'utf8'), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The check, then the placement with the total it showed; the time of each and the batch written. */
export async function placeBatch(base, account, csv) {
  const rows = csv.split('\r\n').length - 2;
  let started = performance.now();
  const check = multipart(csv, {});
  const checked = await httpPost(`${base}/api/customers/batch-orders/check`, { ...account.headers, 'Content-Type': check.contentType }, check.body);
  const checkMs = performance.now() - started;
  if (checked.status !== 200 || checked.json.summary.validRows !== rows) {
    throw new Error(`check answered ${checked.status}: ${JSON.stringify(checked.json).slice(0, 500)}`);
  }
  started = performance.now();
  const place = multipart(csv, { expectedTotalCents: String(checked.json.summary.totalCents), returnAddress: RETURN_ADDRESS_JSON });
  const placed = await httpPost(
    `${base}/api/customers/batch-orders`,
    { ...account.headers, 'Content-Type': place.contentType, 'Idempotency-Key': `bench-${randomBytes(8).toString('hex')}` },
    place.body,
  );
  const placeMs = performance.now() - started;
  if (placed.status !== 201 || placed.json.rowCount !== rows)
    throw new Error(`placing answered ${placed.status}: ${JSON.stringify(placed.json).slice(0, 500)}`);
  return { checkMs, placeMs, batchId: placed.json.id, prices: checked.json.rows.map((row) => row.price.totalCents) };
}
