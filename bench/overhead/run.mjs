#!/usr/bin/env node
// API overhead: the product against a bare node:http + pg server (bare-server.mjs) doing the same SQL
// on the same database, side by side in one run, on seven routes:
//   tracking (GET /api/orders/track), the staff first page and a staff search (the console's GraphQL
//   `orders`), the order page (GET /api/admin/orders/:id/story), the unread count and the
//   conversation list (/api/admin/conversations…), and one write: a staff status change
//   (PATCH /api/admin/orders/:id/status); and the framework's floor: an unknown API address (404, no
//   SQL) against a bare server answering the same 404.
// The same SQL: tracking's bare route runs the product's own exported statement; for the others the
// product's process records the statements one request of each route runs (capture-sql.mjs, loaded
// with --import) and the bare server replays them, one pg connection per connection the product
// used, so a transaction stays on one connection.
// The product runs as a production API node does: NODE_ENV=production, RUN_QUEUE_WORKERS=false (the
// queue workers and pollers run elsewhere), LOG_LEVEL=info (the access log production pays for).
// Each route, each server:
//   - CPU per request: user + system of the server's processes at a fixed arrival rate well below
//     saturation (open loop: requests start on schedule whether or not earlier ones have answered),
//     in --rounds rounds that alternate product and bare, so a neighbour's load on a shared machine
//     falls on both; and PostgreSQL's share: user + system of the database's backends meanwhile;
//   - p50/p99 latency at a fixed number of connections (default 10).
// Targets (issue #35, ratios in one run): product CPU per request ≤ 2× the bare server's; p99 at 10
// connections ≤ 2× the bare server's; each API process under 200 MB resident.
// Where the machine has more than one core, this load generator is pinned to the last one (taskset).
//
//   npm run bench:overhead                                   # 100,000 orders, 100 requests/s for 20 s, 10 connections
//   npm run bench:overhead -- --orders 10000 --rate 50 --seconds 10 --only tracking,story
import { spawn, spawnSync } from 'node:child_process';
import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { cpuSeconds, createDatabase, freePort, memoryMb, nodeProcessTree, percentile, startServer } from '../lib/harness.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: process.env.BENCH_ORDERS ?? '100000' },
    concurrency: { type: 'string', default: '10' },
    requests: { type: 'string', default: '3000' },
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '4' },
    // Comma-separated route names (tracking, firstPage, search, story, unreadCount, conversations, floor, statusChange).
    only: { type: 'string', default: '' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const ORDERS = Number(args.orders);
const CONCURRENCY = Number(args.concurrency);
const REQUESTS = Number(args.requests);
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const ROUNDS = Math.max(1, Number(args.rounds));
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password-1' };
const YEAR = 2026;
const CONVERSATIONS = Math.max(100, Math.round(ORDERS / 10));

/**
 * Orders with two status-history rows each and a document on every tenth, and a conversation for
 * every tenth order (two messages, one in twenty unread), in a few INSERT … SELECTs.
 */
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
  await client.query(
    `INSERT INTO conversations (subject, status, priority, customer_email, customer_name, order_id, last_message_at, created_at, updated_at)
     SELECT 'Question about APO-${YEAR}-' || lpad((i * 10)::text, 7, '0'), (ARRAY['open', 'pending', 'closed'])[1 + i % 3], 'normal',
            'ada.' || (i * 10) || '@example.com', 'Ada Lovelace' || (i * 10), i * 10,
            now() - ((${CONVERSATIONS} - i) * interval '10 minutes'), now() - ((${CONVERSATIONS} - i) * interval '10 minutes'), now()
       FROM generate_series(1, $1::int) AS i`,
    [CONVERSATIONS],
  );
  await client.query(
    `INSERT INTO messages (conversation_id, content, sender_type, is_read, created_at)
     SELECT c.id, 'When will my apostille be ready?', 'customer', c.id % 20 <> 0, c.last_message_at - interval '1 minute' FROM conversations c
     UNION ALL SELECT c.id, 'It is with the Secretary of State.', 'admin', true, c.last_message_at FROM conversations c`,
  );
  await client.query('VACUUM ANALYZE orders, order_status_history, order_documents, conversations, messages');
}

// A keep-alive agent of its own for GETs, sized for the concurrency (as the harness's POST agent is).
const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
function request(method, url, headers, body, retried = false) {
  return new Promise((resolveAnswer, reject) => {
    const call = http.request(url, { method, agent, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolveAnswer({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    call.on('error', (error) => {
      // A kept-alive socket the server closed as idle just as it was reused: the client's race, not
      // the server's failure (as browsers do, send it again once on a fresh socket).
      if (!retried && call.reusedSocket && error.code === 'ECONNRESET') resolveAnswer(request(method, url, headers, body, true));
      else reject(error);
    });
    call.end(body);
  });
}
const httpGet = (url, headers = {}) => request('GET', url, headers);

async function expectOk(call, index) {
  const { status, body } = await call(index);
  if (status !== 200 && !(status === 404 && body.includes('no-such-route'))) throw new Error(`answered ${status}: ${body?.slice(0, 300)}`);
  if (body?.includes('"errors"')) throw new Error(`answered with errors: ${body.slice(0, 300)}`);
}

async function measure(call, firstIndex) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const index = firstIndex + next++;
        const t0 = performance.now();
        await expectOk(call, index);
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
 * CPU seconds (user + system) of each of the database's backends, by process id: PostgreSQL's share
 * of the requests. A backend that ends between two readings takes its last seconds with it (the
 * pools keep their connections through a phase, so that is rare).
 */
async function postgresCpuSeconds(databaseName) {
  const backends = new Map();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = (await readFile(`/proc/${entry}/cmdline`, 'utf8')).replaceAll('\0', ' ');
      if (!command.startsWith('postgres:') || !command.includes(` ${databaseName} `)) continue;
      const fields = (await readFile(`/proc/${entry}/stat`, 'utf8')).split(') ')[1].split(' ');
      backends.set(entry, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // The process ended meanwhile.
    }
  }
  return backends;
}

/** CPU seconds the backends used between two readings (a backend started meanwhile counts whole). */
function postgresCpuBetween(before, after) {
  let seconds = 0;
  for (const [pid, now] of after) seconds += now - (before.get(pid) ?? 0);
  return seconds;
}

/**
 * One phase at a fixed arrival rate: `total` requests, RATE a second, each started on its schedule
 * (open loop). Returns the CPU seconds of the server's Node.js processes and of the database's backends.
 */
async function openLoop(call, serverPid, databaseName, firstIndex, total) {
  const before = { server: await cpuSeconds(serverPid), postgres: await postgresCpuSeconds(databaseName) };
  const started = performance.now();
  const pending = [];
  let late = 0;
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    else if (wait < -50) late += 1;
    const answer = expectOk(call, firstIndex + index);
    answer.catch(() => {}); // awaited below; marked handled so a failure ends the run there, reported
    pending.push(answer);
  }
  await Promise.all(pending);
  return {
    server: (await cpuSeconds(serverPid)) - before.server,
    postgres: postgresCpuBetween(before.postgres, await postgresCpuSeconds(databaseName)),
    late,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (seconds, requests) => Number(((seconds * 1000) / requests).toFixed(3));

/**
 * CPU per request of both servers on one route, in ROUNDS rounds that alternate the two, each round
 * RATE × SECONDS / ROUNDS requests a server. The ratio reported is the median of the rounds' ratios.
 */
async function cpuPerRequest(route, product, bare, databaseName, nextIndex) {
  const perRound = Math.round((RATE * SECONDS) / ROUNDS);
  const totals = { product: { server: 0, postgres: 0, late: 0 }, bare: { server: 0, postgres: 0, late: 0 } };
  const ratios = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const productRound = await openLoop(route.product, product.child.pid, databaseName, nextIndex(perRound), perRound);
    const bareRound = await openLoop(route.bare, bare.child.pid, databaseName, nextIndex(perRound), perRound);
    for (const [total, one] of [
      [totals.product, productRound],
      [totals.bare, bareRound],
    ])
      for (const key of Object.keys(total)) total[key] += one[key];
    ratios.push(bareRound.server > 0 ? productRound.server / bareRound.server : Infinity);
  }
  const requests = perRound * ROUNDS;
  const side = (total) => ({ cpuMsPerRequest: ms(total.server, requests), postgresCpuMsPerRequest: ms(total.postgres, requests), startedLate: total.late });
  return { requests, product: side(totals.product), bare: side(totals.bare), cpuVsBare: Number(median(ratios).toFixed(2)) };
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

async function startBare(databaseUrl, captureFile) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(HERE, 'bare-server.mjs')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), BENCH_CAPTURE_FILE: captureFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolveStart, reject) => {
    child.stdout.once('data', resolveStart);
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => (child.kill('SIGTERM'), child.once('exit', r))) };
}

const ORDERS_QUERY = `query Orders($filter: AdminOrderFilter, $page: PageInput, $sort: AdminOrderSort) {
  orders(filter: $filter, page: $page, sort: $sort) { total items { id orderNumber status createdAt customerFirstName customerLastName customerEmail totalAmount } }
}`;

async function main() {
  const pinned = pinLoadGenerator();
  const dataDir = await mkdtemp(join(tmpdir(), 'apostille-bench-overhead-'));
  const captureFile = join(dataDir, 'captured-sql.jsonl');
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
      // Records the SQL of requests marked X-Bench-Capture, for the bare server to replay.
      NODE_OPTIONS: `--import ${join(HERE, 'capture-sql.mjs')}`,
      BENCH_CAPTURE_FILE: captureFile,
      BENCH_SERVER_DIR: resolve(HERE, '..', '..', 'server'),
    });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await seed(client, ORDERS);
    await client.end();

    const login = await fetch(`${product.base}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = await login.json();
    if (!token) throw new Error(`admin login failed with ${login.status}`);
    const staff = { Authorization: `Bearer ${token}` };
    const graphql = (variables, extra = {}) =>
      request(
        'POST',
        `${product.base}/graphql`,
        { 'Content-Type': 'application/json', ...staff, ...extra },
        JSON.stringify({ query: ORDERS_QUERY, variables }),
      );

    const pick = (index) => 1 + ((index * 7919) % ORDERS);
    const trackQuery = (index) => {
      const n = pick(index);
      return `orderNumber=APO-${YEAR}-${String(n).padStart(7, '0')}&email=ada.${n}%40example.com`;
    };
    const customer = (index) => ({ 'X-Forwarded-For': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` });
    // Each status change is made on an order not changed before (ids from the top down), as staff do.
    let changed = 0;
    const product_ = {
      tracking: (index, extra = {}) => httpGet(`${product.base}/api/orders/track?${trackQuery(index)}`, { ...customer(index), ...extra }),
      firstPage: (_index, extra) => graphql({ page: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' } }, extra),
      search: (index, extra) =>
        graphql({ filter: { search: `lovelace${pick(index)}` }, page: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' } }, extra),
      story: (index, extra = {}) => httpGet(`${product.base}/api/admin/orders/${pick(index)}/story`, { ...staff, ...extra }),
      unreadCount: (_index, extra = {}) => httpGet(`${product.base}/api/admin/conversations/unread-count`, { ...staff, ...extra }),
      conversations: (_index, extra = {}) => httpGet(`${product.base}/api/admin/conversations?page=1`, { ...staff, ...extra }),
      // The framework's floor: an unknown API address, answered 404 with no SQL.
      floor: (_index, extra = {}) => httpGet(`${product.base}/api/orders/no-such-route`, extra),
      statusChange: (_index, extra = {}) =>
        request(
          'PATCH',
          `${product.base}/api/admin/orders/${ORDERS - changed++}/status`,
          { 'Content-Type': 'application/json', ...staff, ...extra },
          JSON.stringify({ status: 'docs_received', notes: 'Originals arrived' }),
        ),
    };
    const wanted = (name) => !args.only || args.only.split(',').some((route) => route.trim().toLowerCase() === name.toLowerCase());
    const names = Object.keys(product_).filter(wanted);

    // One request of each replayed route, marked for capture, before the bare server starts; after one
    // unmarked request, so what the product does once (filling its staff-account cache) is not replayed.
    for (const name of names) {
      if (name === 'tracking' || name === 'floor') continue;
      await expectOk(product_[name], 0);
      await expectOk((index) => product_[name](index, { 'X-Bench-Capture': name }), 1);
    }
    bare = await startBare(database.url, captureFile);
    const statementsPerRequest = {};
    for (const line of (await readFile(captureFile, 'utf8').catch(() => '')).split('\n').filter(Boolean)) {
      const { route, text } = JSON.parse(line);
      statementsPerRequest[route] = (statementsPerRequest[route] ?? 0) + 1;
      // BENCH_PRINT_SQL=1 lists the statements each route's request ran.
      if (process.env.BENCH_PRINT_SQL) console.error(`${route}: ${text.replace(/\s+/g, ' ').slice(0, 240)}`);
    }
    const routes = Object.fromEntries(
      names.map((name) => [
        name,
        {
          product: (index) => product_[name](index),
          bare:
            name === 'tracking'
              ? (index) => httpGet(`${bare.base}/track?${trackQuery(index)}`)
              : name === 'floor'
                ? () => httpGet(`${bare.base}/orders/no-such-route`)
                : () => httpGet(`${bare.base}/replay/${name}`),
        },
      ]),
    );
    let nextRequest = 1;
    const nextIndex = (count) => {
      const first = nextRequest;
      nextRequest += count;
      return first;
    };
    // Warm-up of both servers (connections, plans, JIT), then each route in turn.
    for (const route of Object.values(routes))
      for (let i = 0; i < 300; i += 1) await Promise.all([expectOk(route.product, nextIndex(1)), expectOk(route.bare, i)]);
    const results = {};
    for (const [name, route] of Object.entries(routes)) {
      const cpu = await cpuPerRequest(route, product, bare, database.name, nextIndex);
      const latency = { product: await measure(route.product, nextIndex(REQUESTS)), bare: await measure(route.bare, nextIndex(REQUESTS)) };
      results[name] = {
        product: { ...cpu.product, ...latency.product },
        bare: { ...cpu.bare, ...latency.bare },
        statements: statementsPerRequest[name] ?? 1,
        cpuVsBare: cpu.cpuVsBare,
        // The whole server's cost: the API process and PostgreSQL together (the same SQL on both sides).
        cpuWithPostgresVsBare: Number(
          ((cpu.product.cpuMsPerRequest + cpu.product.postgresCpuMsPerRequest) / (cpu.bare.cpuMsPerRequest + cpu.bare.postgresCpuMsPerRequest)).toFixed(2),
        ),
        p99VsBare: Number((latency.product.p99 / latency.bare.p99).toFixed(2)),
      };
    }

    const summary = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      memoryGb: Math.round(totalmem() / 1024 ** 3),
      orders: ORDERS,
      conversations: CONVERSATIONS,
      loadGenerator: pinned,
      openLoop: { requestsPerSecond: RATE, seconds: SECONDS, rounds: ROUNDS },
      closedLoop: { connections: CONCURRENCY, requests: REQUESTS },
      routes: results,
      productPeakMemoryMb: await peakMemory(product.child.pid),
      loadAverageAtEnd: loadavg().map((l) => Number(l.toFixed(2))),
    };
    console.log(JSON.stringify(summary, null, 2));
    console.log(
      '\nroute            CPU ms/request (product / bare / ratio)   PostgreSQL ms/request (product / bare)   with PostgreSQL   p99 ms (product / bare / ratio)',
    );
    for (const [name, r] of Object.entries(results))
      console.log(
        `${name.padEnd(16)} ${String(r.product.cpuMsPerRequest).padStart(7)} / ${String(r.bare.cpuMsPerRequest).padStart(6)} / ${String(r.cpuVsBare).padStart(5)}×` +
          `                ${String(r.product.postgresCpuMsPerRequest).padStart(6)} / ${String(r.bare.postgresCpuMsPerRequest).padStart(6)}` +
          `   ${String(r.cpuWithPostgresVsBare).padStart(14)}×` +
          `                       ${String(r.product.p99).padStart(6)} / ${String(r.bare.p99).padStart(6)} / ${String(r.p99VsBare).padStart(5)}×`,
      );
    console.log('');
    const targets = {};
    // The floor is a reading, not a route anyone uses: no target of its own.
    for (const [name, r] of Object.entries(results).filter(([name]) => name !== 'floor')) {
      targets[`${name} CPU per request ≤ 2× bare`] = r.cpuVsBare <= 2;
      targets[`${name} p99 ≤ 2× bare`] = r.p99VsBare <= 2;
    }
    targets['each API process < 200 MB resident'] = summary.productPeakMemoryMb.every((mb) => mb < 200);
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
