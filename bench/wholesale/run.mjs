#!/usr/bin/env node
// Wholesale paths (issue #36) against bare baselines doing the same inserts in the same run, on the
// same PostgreSQL. One server boot (server/dist/main.js with its queue workers) on a throwaway database.
//
// CSV batch, per size (rows): a confirmed wholesale account (registered over HTTP, made wholesale
// with SQL as the server tests do) sends the same generated CSV to
//   POST /api/customers/batch-orders/check   (timed: "check")
//   POST /api/customers/batch-orders         (timed: "place"; Idempotency-Key, expectedTotalCents
//                                             from the check, returnAddress)
// and the orders written are counted. Baseline (bare-batch.mjs): the same file parsed with csv-parse
// and the same rows (batch, orders, a status-history row and an event per order, one payment link)
// inserted in one transaction with plain pg into copies of the product's tables (schema "bare":
// same columns and indexes, no triggers), one statement per table, best of two runs (one before
// the product, one after). To show where the product's time goes, also "bare row by row": the
// statements the product's placement makes per order (year counter, order, history, event, audit
// row), one at a time in one transaction, and the rows each placement added per table of the
// product's schema (its triggers' side tables included).
//
// Webhooks: an account with WEBHOOKS orders (placed as a batch, untimed) registers an endpoint on a
// local node:http receiver that verifies every Apostille-Signature with the secret returned once;
// staff change the status of all of them in one "status of all matching" request, and the time runs
// until the receiver has verified one delivery per order and the server has recorded them all as
// delivered. Baseline (bare-webhooks.mjs): the same payloads signed and POSTed to the same receiver
// with node:http, as many at once as the product's webhook worker (10), one attempt row written
// with pg for each.
//
// The report (stderr: a table; stdout: JSON as the other benchmarks) gives the times and the
// product ÷ baseline ratios. Absolute times on a shared machine mean little; the ratios, in one run, more.
//
//   npm run bench:wholesale                              # 100 and 1,000 rows, 1,000 webhooks
//   npm run bench:wholesale -- --sizes 100,1000,10000    # 10,000 rows: the CSV's limit
import { performance } from 'node:perf_hooks';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { cpuSeconds, createDatabase, startServer } from '../lib/harness.mjs';
import { bareBatch, createBareTables } from './bare-batch.mjs';
import { bareWebhooks } from './bare-webhooks.mjs';
import { batchCsv, customerAccount, placeBatch, postJson, staffToken } from './product-calls.mjs';
import { startReceiver } from './receiver.mjs';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100,1000' },
    webhooks: { type: 'string', default: '1000' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const SIZES = args.sizes.split(',').map(Number);
const WEBHOOKS = Number(args.webhooks);
// "Status of all matching" changes at most this many orders at once (ADMIN_BULK_STATUS_MAX_ORDERS).
const MAX_STATUS_CHANGES = 1000;
if (!(WEBHOOKS >= 0 && WEBHOOKS <= MAX_STATUS_CHANGES)) throw new Error(`--webhooks must be 0 (none) to ${MAX_STATUS_CHANGES}`);
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password-1' };

const seconds = (ms) => Number((ms / 1000).toFixed(3));
const ratio = (product, bare) => Number((product / bare).toFixed(1));

async function until(check, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Rows per table of the product's schema, and with `before`, the rows each table gained since (triggers' side tables included). */
async function tableWrites(client, before) {
  const tables = (await client.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).rows.map((row) => row.tablename);
  const { rows } = await client.query(tables.map((table) => `SELECT '${table}' AS name, count(*)::int AS n FROM public."${table}"`).join(' UNION ALL '));
  const now = Object.fromEntries(rows.map((row) => [row.name, row.n]));
  if (!before) return now;
  return Object.fromEntries(Object.entries(now).flatMap(([table, n]) => (n - (before[table] ?? 0) > 0 ? [[table, n - (before[table] ?? 0)]] : [])));
}

/** One size: the product's check and placement over HTTP, the bare baseline before and after it. */
async function batchRun(server, client, rows) {
  const csv = batchCsv(rows);
  const account = await customerAccount(server.base, client, `bench-batch-${rows}@agency.example`);
  const bareBefore = await bareBatch(client, csv, account);

  const writesBefore = await tableWrites(client);
  const cpuBefore = await cpuSeconds(server.child.pid);
  const started = performance.now();
  const placed = await placeBatch(server.base, account, csv);
  const cpu = (await cpuSeconds(server.child.pid)) - cpuBefore;
  const total = performance.now() - started;
  const writes = await tableWrites(client, writesBefore);
  const [{ orders }] = (await client.query(`SELECT count(*)::int AS orders FROM orders WHERE batch_id = $1`, [placed.batchId])).rows;
  if (orders !== rows) throw new Error(`${orders} orders written for ${rows} rows`);

  const bareAfter = await bareBatch(client, csv, account);
  const bareMs = Math.min(bareBefore.ms, bareAfter.ms);
  const rowByRow = await bareBatch(client, csv, account, { rowByRow: true });
  return {
    rows,
    ordersWritten: orders,
    product: { checkS: seconds(placed.checkMs), placeS: seconds(placed.placeMs), totalS: seconds(total), serverCpuS: Number(cpu.toFixed(2)) },
    bare: { s: seconds(bareMs), runsS: [seconds(bareBefore.ms), seconds(bareAfter.ms)], ordersWritten: bareAfter.orders },
    bareRowByRow: { s: seconds(rowByRow.ms), ordersWritten: rowByRow.orders },
    ratio: { place: ratio(placed.placeMs, bareMs), checkAndPlace: ratio(total, bareMs), placeToRowByRow: ratio(placed.placeMs, rowByRow.ms) },
    productMsPerRow: Number((placed.placeMs / rows).toFixed(2)),
    rowsWrittenPerOrder: Object.fromEntries(Object.entries(writes).map(([table, n]) => [table, Number((n / rows).toFixed(2))])),
  };
}

/** WEBHOOKS status changes delivered by the product, then the same payloads by the bare loop. */
async function webhookRun(server, client, databaseUrl, receiver) {
  const account = await customerAccount(server.base, client, 'bench-webhooks@agency.example');
  await placeBatch(server.base, account, batchCsv(WEBHOOKS));
  const endpoint = await postJson(`${server.base}/api/customers/webhooks`, { url: receiver.url }, account.headers);
  if (!endpoint.json.secret) throw new Error(`endpoint not registered: ${endpoint.status} ${JSON.stringify(endpoint.json)}`);
  receiver.expect(endpoint.json.secret, WEBHOOKS);
  const staff = { Authorization: `Bearer ${await staffToken(server.base, ADMIN)}` };

  const cpuBefore = await cpuSeconds(server.child.pid);
  const started = performance.now();
  const change = await postJson(
    `${server.base}/api/admin/orders/status-matching`,
    { filter: { search: account.email }, status: 'processing', notes: null },
    staff,
  );
  const answeredMs = performance.now() - started;
  if (change.json.updated !== WEBHOOKS) throw new Error(`status change answered ${change.status} ${JSON.stringify(change.json)}`);
  await receiver.done;
  const receivedMs = performance.now() - started;
  await until(async () => (await client.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'delivered'`)).rows[0].n === WEBHOOKS);
  const recordedMs = performance.now() - started;
  const cpu = (await cpuSeconds(server.child.pid)) - cpuBefore;
  const product = receiver.report();

  const deliveries = (await client.query(`SELECT id, event_id, type, created_at, payload FROM webhook_deliveries ORDER BY id`)).rows;
  receiver.expect(endpoint.json.secret, WEBHOOKS);
  const bare = await bareWebhooks(client, databaseUrl, receiver, endpoint.json.secret, deliveries);
  await receiver.done;
  const bareReport = receiver.report();
  return {
    deliveries: WEBHOOKS,
    product: {
      statusChangeAnsweredS: seconds(answeredMs),
      receivedS: seconds(receivedMs),
      recordedS: seconds(recordedMs),
      verified: product.verified,
      refused: product.refused,
      duplicates: product.duplicates,
      serverCpuS: Number(cpu.toFixed(2)),
    },
    bare: { s: seconds(bare.ms), verified: bareReport.verified, refused: bareReport.refused, attemptRows: bare.attemptRows },
    ratio: ratio(recordedMs, bare.ms),
  };
}

function printTable(report) {
  const lines = ['', 'CSV batch          check s   place s   bare s   place ÷ bare   (check+place) ÷ bare   ms/row placed   bare row by row s   place ÷ that'];
  for (const r of report.batches) {
    lines.push(
      `${String(r.rows).padStart(6)} rows    ${String(r.product.checkS).padStart(8)}  ${String(r.product.placeS).padStart(8)}  ${String(r.bare.s).padStart(7)}   ${String(r.ratio.place).padStart(10)}×   ${String(r.ratio.checkAndPlace).padStart(18)}×   ${String(r.productMsPerRow).padStart(12)}   ${String(r.bareRowByRow.s).padStart(17)}   ${String(r.ratio.placeToRowByRow).padStart(11)}×`,
    );
  }
  const w = report.webhooks;
  if (w) {
    lines.push('', 'Webhooks           status change answered s   all received s   all recorded s   bare s   ratio');
    lines.push(
      `${String(w.deliveries).padStart(6)} deliveries ${String(w.product.statusChangeAnsweredS).padStart(24)}  ${String(w.product.receivedS).padStart(15)}  ${String(w.product.recordedS).padStart(15)}  ${String(w.bare.s).padStart(7)}  ${String(w.ratio).padStart(5)}×`,
    );
  }
  process.stderr.write(`${lines.join('\n')}\n\n`);
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'apostille-bench-wholesale-'));
  const database = await createDatabase(args['database-url'], 'apostille_bench_wholesale');
  const client = new pg.Client({ connectionString: database.url });
  const receiver = await startReceiver();
  let server;
  try {
    server = await startServer(dataDir, {
      DATABASE_URL: database.url,
      REDIS_URL: '',
      API_PROCESSES: '1',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // Each account "comes from" its own address (X-Forwarded-For), as customers behind a load balancer do.
      TRUST_PROXY: 'loopback',
      // The receiver is on 127.0.0.1, which only a non-production start may deliver to; the
      // production settings differ from development only in the checks of the configuration.
      NODE_ENV: 'development',
      WEBHOOKS_ALLOW_LOOPBACK_HTTP: 'true',
    });
    await client.connect();
    await createBareTables(client);
    const batches = [];
    for (const rows of SIZES) {
      batches.push(await batchRun(server, client, rows));
      process.stderr.write(`${rows} rows: ${JSON.stringify(batches.at(-1))}\n`);
    }
    const webhooks = WEBHOOKS ? await webhookRun(server, client, database.url, receiver) : null;
    const report = { date: new Date().toISOString(), cpus: cpus().length, cpuModel: cpus()[0]?.model, queues: 'PostgreSQL', batches, webhooks };
    printTable(report);
    console.log(JSON.stringify(report, null, 2));
  } finally {
    await client.end().catch(() => undefined);
    await server?.stop();
    await receiver.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
