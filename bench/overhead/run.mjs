#!/usr/bin/env node
// API overhead: the product against a bare node:http + pg server (bare-server.mjs) running the same
// SQL on the same database, side by side in one run:
//   - tracking lookup: GET /api/orders/track?orderNumber&email (product) vs GET /track (bare);
//   - staff first page: the console's GraphQL `orders` page 1, newest first (product, signed in) vs
//     GET /first-page (bare).
// The product runs as a production API node does: NODE_ENV=production, RUN_QUEUE_WORKERS=false (the
// queue workers and pollers run elsewhere), LOG_LEVEL=info (the access log production pays for).
// Each route, each server:
//   - CPU per request: user + system of the server's processes at a fixed arrival rate well below
//     saturation (open loop: requests start on schedule whether or not earlier ones have answered),
//     so neither server's cost mixes with queueing or with the load generator's;
//   - p50/p99 latency at a fixed number of connections (default 10).
// Targets (issue #35, ratios in one run): product CPU per request ≤ 2× the bare server's; p99 at 10
// connections ≤ 2× the bare server's; each API process under 200 MB resident.
// Where the machine has more than one core, this load generator is pinned to the last one (taskset).
//
//   npm run bench:overhead                                   # 100,000 orders, 100 requests/s for 20 s, 10 connections
//   npm run bench:overhead -- --orders 10000 --rate 50 --seconds 10
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { cpuSeconds, createDatabase, freePort, httpPost, memoryMb, nodeProcessTree, percentile, startServer } from '../lib/harness.mjs';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: process.env.BENCH_ORDERS ?? '100000' },
    concurrency: { type: 'string', default: '10' },
    requests: { type: 'string', default: '3000' },
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '20' },
    // Comma-separated route names (tracking, firstPage, …) to measure only those.
    only: { type: 'string', default: '' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const ORDERS = Number(args.orders);
const CONCURRENCY = Number(args.concurrency);
const REQUESTS = Number(args.requests);
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
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

/**
 * CPU per request at a fixed arrival rate: RATE requests a second for SECONDS, each started on its
 * schedule (open loop). CPU is user + system of the server's Node.js processes over the phase.
 */
async function cpuPerRequest(call, serverPid) {
  const total = Math.round(RATE * SECONDS);
  const before = await cpuSeconds(serverPid);
  const started = performance.now();
  const pending = [];
  let late = 0;
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    else if (wait < -50) late += 1;
    pending.push(
      call(index).then(({ status }) => {
        if (status !== 200) throw new Error(`answered ${status}`);
      }),
    );
  }
  await Promise.all(pending);
  const after = await cpuSeconds(serverPid);
  return { cpuMsPerRequest: Number((((after - before) * 1000) / total).toFixed(3)), requests: total, startedLate: late };
}

/** Peak resident memory of each Node.js process of a server, in MB. */
async function peakMemory(pid) {
  const processes = await nodeProcessTree(pid);
  return Promise.all(processes.map(async (one) => Math.round((await memoryMb(one)).peak)));
}

function pinLoadGenerator() {
  const cores = cpus().length;
  if (cores < 2) return 'not pinned (one core)';
  const pin = spawnSync('taskset', ['-a', '-cp', String(cores - 1), String(process.pid)], { encoding: 'utf8' });
  return pin.status === 0 ? `core ${cores - 1}` : `not pinned (${(pin.stderr || 'taskset unavailable').trim()})`;
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
  return { child, base: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => (child.kill('SIGTERM'), child.once('exit', r))) };
}

const ORDERS_QUERY = `query Orders($page: PageInput, $sort: AdminOrderSort) {
  orders(page: $page, sort: $sort) { total items { id orderNumber status createdAt customerFirstName customerLastName customerEmail totalAmount } }
}`;

async function main() {
  const pinned = pinLoadGenerator();
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
      // As a production API node runs: queue workers and pollers elsewhere, the access log on.
      RUN_QUEUE_WORKERS: 'false',
      LOG_LEVEL: 'info',
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
    const pid = (name) => (name.startsWith('product') ? product.child.pid : bare.child.pid);
    const results = {};
    const wanted = (name) => !args.only || args.only.split(',').some((route) => name.toLowerCase().endsWith(route.toLowerCase()));
    for (const [name, call] of Object.entries(calls)) if (wanted(name)) results[name] = { ...(await cpuPerRequest(call, pid(name))), ...(await measure(call)) };

    const cpuRatio = (a, b) => (results[a] && results[b] ? Number((results[a].cpuMsPerRequest / results[b].cpuMsPerRequest).toFixed(2)) : null);
    const p99Ratio = (a, b) => (results[a] && results[b] ? Number((results[a].p99 / results[b].p99).toFixed(2)) : null);
    const summary = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      memoryGb: Math.round(totalmem() / 1024 ** 3),
      orders: ORDERS,
      loadGenerator: pinned,
      openLoop: { requestsPerSecond: RATE, seconds: SECONDS },
      closedLoop: { connections: CONCURRENCY, requests: REQUESTS },
      ...results,
      trackingCpuVsBare: cpuRatio('productTracking', 'bareTracking'),
      firstPageCpuVsBare: cpuRatio('productFirstPage', 'bareFirstPage'),
      trackingP99VsBare: p99Ratio('productTracking', 'bareTracking'),
      firstPageP99VsBare: p99Ratio('productFirstPage', 'bareFirstPage'),
      productPeakMemoryMb: await peakMemory(product.child.pid),
      loadAverageAtEnd: loadavg().map((l) => Number(l.toFixed(2))),
    };
    console.log(JSON.stringify(summary, null, 2));
    const targets = {
      'tracking CPU per request ≤ 2× bare': summary.trackingCpuVsBare <= 2,
      'first page CPU per request ≤ 2× bare': summary.firstPageCpuVsBare <= 2,
      'tracking p99 ≤ 2× bare': summary.trackingP99VsBare <= 2,
      'first page p99 ≤ 2× bare': summary.firstPageP99VsBare <= 2,
      'each API process < 200 MB resident': summary.productPeakMemoryMb.every((mb) => mb < 200),
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
