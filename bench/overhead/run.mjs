#!/usr/bin/env node
// API overhead: the product against a bare node:http + pg server (bare-server.mjs) running the same
// SQL on the same database, side by side in one run, at a fixed concurrency (default 50):
//   - tracking lookup: GET /api/orders/track?orderNumber&email (product) vs GET /track (bare);
//   - staff first page: the console's GraphQL `orders` page 1, newest first (product, signed in) vs
//     GET /first-page (bare).
// Each measure: throughput (requests/s over a fixed number of requests) and p50/p99 latency.
// Targets: the product reaches ≥ 60% of the bare server's throughput with p99 < 25 ms.
//
//   npm run bench:overhead                          # 200,000 orders, 50 connections
//   npm run bench:overhead -- --orders 50000 --requests 2000
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDatabase, freePort, httpPost, percentile, startServer } from '../lib/harness.mjs';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: process.env.BENCH_ORDERS ?? '200000' },
    concurrency: { type: 'string', default: '50' },
    requests: { type: 'string', default: '6000' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const ORDERS = Number(args.orders);
const CONCURRENCY = Number(args.concurrency);
const REQUESTS = Number(args.requests);
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password-1' };
const YEAR = 2026;

/** Orders with two status-history rows each and a document on every tenth, in a few INSERT … SELECTs. */
async function seed(client, total) {
  await client.query(
    `INSERT INTO orders (order_number, status, customer_first_name, customer_last_name, customer_email, customer_phone,
       service_level, destination_country, delivery_method, document_type, document_count,
       service_level_price_cents, total_amount_cents, source, created_at, updated_at)
     SELECT format('APO-%s-%s', $2::int, lpad(i::text, 7, '0')), 'processing', 'Ada', 'Lovelace' || i, 'ada.' || i || '@example.com',
            '+1 850 555 0100', 'fast', 'Spain', 'mail', 'Birth Certificate', 1, 9900, 9900, 'web',
            now() - ((${total} - i) * interval '90 seconds'), now()
       FROM generate_series(1, $1::int) AS i`,
    [total, YEAR],
  );
  await client.query(
    `INSERT INTO order_status_history (order_id, old_status, new_status, changed_at)
     SELECT id, NULL, 'pending', created_at FROM orders
     UNION ALL SELECT id, 'pending', 'processing', created_at + interval '1 hour' FROM orders`,
  );
  await client.query(
    `INSERT INTO order_documents (order_id, original_name, file_name, mime_type, file_size, document_type)
     SELECT id, 'birth-certificate.pdf', md5(id::text) || '.pdf', 'application/pdf', 120000, 'Birth Certificate' FROM orders WHERE id % 10 = 0`,
  );
  await client.query(`SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT max(id) FROM orders))`);
  await client.query('VACUUM ANALYZE orders, order_status_history, order_documents');
}

// A keep-alive agent of its own for GETs, sized for the concurrency (as the harness's POST agent is).
const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
function httpGet(url, headers) {
  return new Promise((resolveAnswer, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolveAnswer({ status: response.statusCode, bytes: Buffer.concat(chunks).length }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

async function measure(call) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const index = next++;
        const t0 = performance.now();
        const { status } = await call(index);
        if (status !== 200) throw new Error(`answered ${status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(REQUESTS / seconds),
    p50: Number(percentile(latencies, 50).toFixed(1)),
    p99: Number(percentile(latencies, 99).toFixed(1)),
  };
}

async function startBare(databaseUrl) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(dirname(fileURLToPath(import.meta.url)), 'bare-server.mjs')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolveStart, reject) => {
    child.stdout.once('data', resolveStart);
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => (child.kill('SIGTERM'), child.once('exit', r))) };
}

const ORDERS_QUERY = `query Orders($page: PageInput, $sort: AdminOrderSort) {
  orders(page: $page, sort: $sort) { total items { id orderNumber status createdAt customerFirstName customerLastName customerEmail totalAmount } }
}`;

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'apostille-bench-overhead-'));
  const database = await createDatabase(args['database-url'], 'apostille_bench_overhead');
  let product;
  let bare;
  try {
    // TRUST_PROXY: the load comes "from" many customers (X-Forwarded-For), as through a load balancer, so the
    // per-client tracking limit (30 a minute) applies per simulated customer, as in production.
    product = await startServer(dataDir, {
      DATABASE_URL: database.url,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: 'loopback',
      REDIS_URL: undefined,
    });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await seed(client, ORDERS);
    await client.end();
    bare = await startBare(database.url);

    const login = await fetch(`${product.base}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = await login.json();
    if (!token) throw new Error(`admin login failed with ${login.status}`);

    const pick = (index) => 1 + ((index * 7919) % ORDERS);
    const trackQuery = (index) => {
      const n = pick(index);
      return `orderNumber=APO-${YEAR}-${String(n).padStart(7, '0')}&email=ada.${n}%40example.com`;
    };
    const customer = (index) => ({ 'X-Forwarded-For': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` });
    const calls = {
      productTracking: (index) => httpGet(`${product.base}/api/orders/track?${trackQuery(index)}`, customer(index)),
      bareTracking: (index) => httpGet(`${bare.base}/track?${trackQuery(index)}`, {}),
      productFirstPage: () =>
        httpPost(
          `${product.base}/graphql`,
          { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          Buffer.from(JSON.stringify({ query: ORDERS_QUERY, variables: { page: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' } } })),
        ),
      bareFirstPage: () => httpGet(`${bare.base}/first-page`, {}),
    };
    // Warm-up of both servers (connections, plans, JIT), then each measure in turn.
    for (const call of Object.values(calls)) for (let i = 0; i < 300; i += 1) await call(REQUESTS + i);
    const results = {};
    for (const [name, call] of Object.entries(calls)) results[name] = await measure(call);

    const ratio = (a, b) => Number((results[a].requestsPerSecond / results[b].requestsPerSecond).toFixed(2));
    const summary = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      memoryGb: Math.round(totalmem() / 1024 ** 3),
      orders: ORDERS,
      concurrency: CONCURRENCY,
      requestsPerMeasure: REQUESTS,
      ...results,
      trackingShareOfBare: ratio('productTracking', 'bareTracking'),
      firstPageShareOfBare: ratio('productFirstPage', 'bareFirstPage'),
      loadAverageAtEnd: loadavg().map((l) => Number(l.toFixed(2))),
    };
    console.log(JSON.stringify(summary, null, 2));
    const targets = {
      'tracking ≥ 60% of bare throughput': summary.trackingShareOfBare >= 0.6,
      'first page ≥ 60% of bare throughput': summary.firstPageShareOfBare >= 0.6,
      'tracking p99 < 25 ms': results.productTracking.p99 < 25,
      'first page p99 < 25 ms': results.productFirstPage.p99 < 25,
    };
    for (const [target, met] of Object.entries(targets)) console.log(`${met ? 'met    ' : 'NOT MET'}  ${target}`);
  } finally {
    await bare?.stop();
    await product?.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
