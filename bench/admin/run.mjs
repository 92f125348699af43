#!/usr/bin/env node
// Staff-area benchmark on a large order table: starts the built server (server/dist/main.js) on a
// fresh database, seeds N generated orders (default 1,000,000) with SQL, signs in as the admin and
// measures at a fixed concurrency:
//   - search: GraphQL `orders(filter: { search }, page 1)` with realistic terms (order numbers,
//     e-mail addresses, last names, "first last"), p50/p95;
//   - first page: GraphQL `orders(page 1, newest first)` without filters, p50/p95;
//   - export: GET /api/admin/orders/export of every order, rows/s, and the server's resident
//     memory sampled during the download (peak);
//   - order page: GET /api/admin/orders/:id/story (everything the console's order page shows) for
//     random orders, p50/p95;
//   - console first load: the gzip bytes of the JavaScript the console's index.html names (entry
//     and preloads), when admin-console is built;
//   - analytics: GET /api/admin/analytics after seeding N page views (default 10,000,000, stored
//     as one row per visitor and day, 2.5 views each) and refreshing the rollups: a mix of all
//     time, the last 30 days and the last 365 days, p50/p95, and how long the refresh took.
//
//   npm run bench:admin                                   # 1,000,000 orders, 10 connections
//   npm run bench:admin -- --orders 200000 --requests 500
//   npm run bench:admin -- --database-url postgres://postgres@127.0.0.1:5432/postgres --keep-database
//
// --database-url (or BENCH_DATABASE_URL, default the local server postgres://postgres@127.0.0.1:5432/postgres)
// names the PostgreSQL server on which a throwaway database is created and dropped.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { cpuMeter, createDatabase, httpGet, httpPost, memoryMb, nodeProcessTree, percentile, startServer } from '../lib/harness.mjs';
import { FIRST_NAMES, LAST_NAMES } from './names.mjs';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: process.env.BENCH_ORDERS ?? '1000000' },
    concurrency: { type: 'string', default: process.env.BENCH_CONCURRENCY ?? '10' },
    requests: { type: 'string', default: '2000' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    'keep-database': { type: 'boolean', default: false },
    // A database a previous run kept (--keep-database): no seeding, not dropped.
    'existing-database': { type: 'string' },
    // Which measures to run (e.g. `--phases page` while profiling one of them).
    phases: { type: 'string', default: 'search,page,order,export,analytics' },
    visits: { type: 'string', default: process.env.BENCH_VISITS ?? '10000000' },
    // API_PROCESSES of the server under test.
    'api-processes': { type: 'string', default: process.env.BENCH_API_PROCESSES ?? '1' },
  },
});
let ORDERS = Number(args.orders);
const CONCURRENCY = Number(args.concurrency);
const REQUESTS = Number(args.requests);
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password-1' };
const YEAR = 2026;

/**
 * Generated orders in one INSERT … SELECT per batch: names from the lists, a unique e-mail per
 * order, every status, created over the last years (newest = highest id).
 */
async function seedOrders(client, total) {
  const statuses = ['pending', 'processing', 'docs_received', 'authentication_in_progress', 'apostille_complete', 'shipped', 'delivered'];
  // The trigram index is rebuilt once after the load instead of being maintained row by row.
  const { rows } = await client.query(`SELECT indexdef FROM pg_indexes WHERE indexname = 'ix_order_search_trgm'`);
  await client.query('DROP INDEX IF EXISTS ix_order_search_trgm');
  const batch = 100_000;
  for (let start = 1; start <= total; start += batch) {
    const end = Math.min(total, start + batch - 1);
    await client.query(
      `INSERT INTO orders (order_number, status, customer_first_name, customer_last_name, customer_email, customer_phone,
         service_level, destination_country, delivery_method, document_type, document_count,
         shipping_street, shipping_city, shipping_state, shipping_zip_code, shipping_country,
         service_level_price_cents, total_amount_cents, source, created_at, updated_at)
       SELECT format('APO-%s-%s', $3::int, lpad(i::text, 7, '0')),
              ($4::text[])[1 + (i * 7) % cardinality($4::text[])],
              f.name, l.name,
              lower(f.name || '.' || l.name || '.' || i || '@example.com'),
              '+1 850 555 ' || lpad((i % 10000)::text, 4, '0'),
              (ARRAY['lightning', 'rush', 'fast'])[1 + i % 3], 'Spain', 'mail', 'Birth Certificate', 1 + i % 4,
              i || ' Main St', 'Tallahassee', 'FL', '32301', 'United States',
              9900, 9900 + (i % 4) * 2500, 'web',
              now() - ((${total} - i) * interval '90 seconds'), now()
       FROM generate_series($1::int, $2::int) AS i
       CROSS JOIN LATERAL (SELECT ($5::text[])[1 + (i * 31) % cardinality($5::text[])] AS name) AS f
       CROSS JOIN LATERAL (SELECT ($6::text[])[1 + (i * 17 + i / 7) % cardinality($6::text[])] AS name) AS l`,
      [start, end, YEAR, statuses, FIRST_NAMES, LAST_NAMES],
    );
    process.stderr.write(`\rseeded ${end.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} orders`);
  }
  process.stderr.write('\nrebuilding the search index and analysing…\n');
  await client.query(`SET maintenance_work_mem = '512MB'`);
  if (rows[0]) await client.query(rows[0].indexdef);
  await client.query(`SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT max(id) FROM orders))`);
  await client.query('VACUUM ANALYZE orders');
  await client.query('VACUUM ANALYZE order_search');
}

/**
 * Page views for the analytics figures: stored as the product stores them, one row per visitor and
 * day (2.5 views each on average), spread over the same years as the orders, 3 % converted.
 */
async function seedVisits(client, pageViews) {
  const visitorDays = Math.round(pageViews / 2.5);
  const batch = 500_000;
  for (let start = 1; start <= visitorDays; start += batch) {
    const end = Math.min(visitorDays, start + batch - 1);
    await client.query(
      `INSERT INTO site_visitors (day, visitor_hash, page_views, converted)
       SELECT (now() - ((i % 1040) * interval '1 day'))::date, md5(i::text), 1 + (i % 4), i % 33 = 0
         FROM generate_series($1::int, $2::int) AS i`,
      [start, end],
    );
    process.stderr.write(`\rseeded ${end.toLocaleString('en-US')} / ${visitorDays.toLocaleString('en-US')} visitor-days`);
  }
  process.stderr.write('\n');
  await client.query('VACUUM ANALYZE site_visitors');
  return visitorDays;
}

/**
 * Loads the orders table and its indexes into PostgreSQL's cache (pg_prewarm, when the server has
 * it), so the measures start from the steady state of a running server rather than from a cold
 * cache right after the bulk load.
 */
async function prewarm(client) {
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
    await client.query(`SELECT pg_prewarm(c.oid) FROM pg_class c WHERE c.relname IN ('orders', 'order_search')
                        UNION ALL SELECT pg_prewarm(i.indexrelid) FROM pg_index i WHERE i.indrelid IN ('orders'::regclass, 'order_search'::regclass)`);
  } catch (error) {
    process.stderr.write(`no prewarm (${error.message}); the first requests read from disk\n`);
  }
}

function searchTerms(total, count) {
  const terms = [];
  for (let i = 0; i < count; i += 1) {
    const n = 1 + Math.floor(Math.random() * total);
    const first = FIRST_NAMES[(n * 31) % FIRST_NAMES.length];
    const last = LAST_NAMES[(n * 17 + Math.floor(n / 7)) % LAST_NAMES.length];
    switch (i % 4) {
      case 0:
        terms.push(`APO-${YEAR}-${String(n).padStart(7, '0')}`);
        break;
      case 1:
        terms.push(`${first}.${last}.${n}@example.com`.toLowerCase());
        break;
      case 2:
        terms.push(last);
        break;
      default:
        terms.push(`${first} ${last}`);
    }
  }
  return terms;
}

const ORDERS_QUERY = `query Orders($filter: AdminOrderFilter, $page: PageInput, $sort: AdminOrderSort) {
  orders(filter: $filter, page: $page, sort: $sort) { total items { id orderNumber status createdAt customerFirstName customerLastName customerEmail totalAmount } }
}`;

/** POST of a JSON body through the shared keep-alive client (bench/lib/harness.mjs). */
const postJson = (url, headers, payload) => httpPost(url, { 'Content-Type': 'application/json', ...headers }, Buffer.from(JSON.stringify(payload)));

async function graphql(base, token, variables) {
  const started = performance.now();
  const { status, json: body } = await postJson(`${base}/graphql`, { Authorization: `Bearer ${token}` }, { query: ORDERS_QUERY, variables });
  if (status !== 200 || body.errors) throw new Error(`GraphQL answered ${status}: ${JSON.stringify(body.errors ?? body)}`);
  return { ms: performance.now() - started, total: body.data.orders.total, items: body.data.orders.items.length };
}

/** Runs the calls at the given concurrency; answers sorted latencies in ms. */
async function measure(calls) {
  const latencies = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < calls.length) {
        const call = calls[next++];
        latencies.push((await call()).ms);
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
}

const summarise = (sorted) => ({
  p50: Number(percentile(sorted, 50).toFixed(1)),
  p95: Number(percentile(sorted, 95).toFixed(1)),
  max: Number(sorted.at(-1).toFixed(1)),
});

/** The largest resident set among the server's Node.js processes (the one serving the export). */
async function largestRssMb(pid) {
  const sizes = await Promise.all(
    (await nodeProcessTree(pid)).map((p) =>
      memoryMb(p).then(
        ({ rss }) => rss,
        () => 0,
      ),
    ),
  );
  return Math.max(0, ...sizes);
}

async function exportAll(base, token, pid) {
  let peakRss = 0;
  const sampler = setInterval(
    () =>
      largestRssMb(pid).then(
        (rss) => (peakRss = Math.max(peakRss, rss)),
        () => undefined,
      ),
    50,
  );
  const before = { rss: await largestRssMb(pid) };
  const started = performance.now();
  const response = await fetch(`${base}/api/admin/orders/export`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`export answered ${response.status}`);
  let newlines = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (let i = 0; i < chunk.length; i += 1) if (chunk[i] === 10) newlines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = { rss: await largestRssMb(pid) };
  const rows = newlines - 1; // minus the header row
  return {
    rows,
    megabytes: Number((bytes / 1024 / 1024).toFixed(1)),
    seconds: Number(seconds.toFixed(2)),
    rowsPerSecond: Math.round(rows / seconds),
    serverRssBeforeMb: Math.round(before.rss),
    serverRssPeakDuringExportMb: Math.round(Math.max(peakRss, after.rss)),
  };
}

async function getJson(url, token) {
  const started = performance.now();
  const { status, json: body } = await httpGet(url, { Authorization: `Bearer ${token}` });
  if (status !== 200) throw new Error(`${url} answered ${status}: ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, body };
}

/** Random live orders' ids, for the order page measure. */
async function randomOrderIds(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT id FROM orders TABLESAMPLE SYSTEM (1) WHERE deleted_at IS NULL LIMIT $1', [count]);
    if (rows.length >= count) return rows.map((row) => row.id);
    return (await client.query('SELECT id FROM orders WHERE deleted_at IS NULL ORDER BY random() LIMIT $1', [count])).rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

/** gzip bytes of the scripts admin-console/dist/index.html names: what a staff browser loads before the console runs. */
function consoleFirstLoadJsGzipBytes() {
  const dist = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'admin-console', 'dist');
  if (!existsSync(join(dist, 'index.html'))) return undefined;
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const scripts = new Set([...html.matchAll(/(?:src|href)="\/admin\/([^"]+\.js)"/g)].map((match) => join(dist, match[1])));
  return [...scripts].reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
}

/** Seeds the visits, refreshes the rollups (timed) and measures the Analytics call over three ranges. */
async function analyticsPhase(base, token, databaseUrl, phase) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const existingVisitors = (await client.query('SELECT count(*)::int AS n FROM site_visitors')).rows[0].n;
  const visitorDays = existingVisitors > 0 ? existingVisitors : await seedVisits(client, Number(args.visits));
  await client.end();
  const refreshStarted = performance.now();
  const refreshed = await fetch(`${base}/api/admin/analytics/refresh`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  if (!refreshed.ok) throw new Error(`refresh answered ${refreshed.status}`);
  const refreshSeconds = (performance.now() - refreshStarted) / 1000;
  const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const ranges = ['', `?from=${day(29)}&to=${day(0)}`, `?from=${day(364)}&to=${day(0)}`];
  // The first call for a period after a refresh computes it (cold); later calls until the next
  // refresh are answered from the server's per-period cache. Both are reported.
  const cold = {};
  for (const [name, range] of [
    ['allTime', ranges[0]],
    ['last30Days', ranges[1]],
    ['last365Days', ranges[2]],
  ]) {
    cold[name] = Number((await getJson(`${base}/api/admin/analytics${range}`, token)).ms.toFixed(1));
  }
  const check = (await getJson(`${base}/api/admin/analytics`, token)).body;
  const measured = await phase(
    'analytics',
    Array.from({ length: REQUESTS }, (_, i) => () => getJson(`${base}/api/admin/analytics${ranges[i % ranges.length]}`, token)),
  );
  return {
    visitorDays,
    refreshSeconds: Number(refreshSeconds.toFixed(1)),
    coldMs: cold,
    allTime: {
      orders: Object.values(check.ordersByStatus).reduce((a, b) => a + b, 0),
      customers: check.customerCount,
      visitors: check.visitors,
      conversionRate: check.conversionRate,
    },
    ...measured,
  };
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'apostille-bench-admin-'));
  const existing = args['existing-database'];
  const database = existing ? { url: existing, drop: async () => undefined } : await createDatabase(args['database-url'], 'apostille_bench_admin');
  let server;
  let exitCode = 0;
  try {
    server = await startServer(dataDir, {
      DATABASE_URL: database.url,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      API_PROCESSES: args['api-processes'],
      REDIS_URL: undefined,
    });
    const { child, base } = server;
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const seedStarted = performance.now();
    if (existing) ORDERS = (await client.query('SELECT count(*)::int AS n FROM orders WHERE deleted_at IS NULL')).rows[0].n;
    else await seedOrders(client, ORDERS);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    await prewarm(client);
    await client.end();

    const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const { token } = await login.json();
    if (!token) throw new Error(`admin login failed with ${login.status}`);

    // Warm-up: connection pool, plans, the first pages of the indexes.
    for (const term of searchTerms(ORDERS, 20)) await graphql(base, token, { filter: { search: term }, page: { page: 1, perPage: 25 } });
    const terms = searchTerms(ORDERS, REQUESTS);
    const phases = new Set(args.phases.split(','));
    const meter = cpuMeter(child.pid);
    /** Runs one measure with its CPU breakdown, or skips it when not among --phases. */
    const phase = async (name, calls) => {
      if (!phases.has(name)) return {};
      const stop = await meter.start();
      const latencies = await measure(calls);
      return { ms: summarise(latencies), cpuPerRequest: await stop(calls.length) };
    };
    const search = await phase(
      'search',
      terms.map((term) => () => graphql(base, token, { filter: { search: term }, page: { page: 1, perPage: 25 } })),
    );
    const firstPage = await phase(
      'page',
      Array.from({ length: REQUESTS }, () => () => graphql(base, token, { page: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' } })),
    );
    const firstAnswer = await graphql(base, token, { page: { page: 1, perPage: 25 } });
    const storyIds = phases.has('order') ? await randomOrderIds(database.url, REQUESTS) : [];
    const orderPage = await phase(
      'order',
      storyIds.map((id) => () => getJson(`${base}/api/admin/orders/${id}/story`, token)),
    );
    const searchToFirstPage = search.ms && firstPage.ms ? Number((search.ms.p95 / firstPage.ms.p95).toFixed(2)) : undefined;
    const consoleJsGzip = consoleFirstLoadJsGzipBytes();
    const analytics = phases.has('analytics') ? await analyticsPhase(base, token, database.url, phase) : undefined;
    const exported = phases.has('export') ? await exportAll(base, token, child.pid) : undefined;

    const summary = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      memoryGb: Math.round(totalmem() / 1024 ** 3),
      orders: ORDERS,
      seedSeconds: Number(seedSeconds.toFixed(1)),
      concurrency: CONCURRENCY,
      apiProcesses: Number(args['api-processes']),
      requestsPerMeasure: REQUESTS,
      searchMs: search.ms,
      searchCpuPerRequest: search.cpuPerRequest,
      firstPageMs: firstPage.ms,
      firstPageCpuPerRequest: firstPage.cpuPerRequest,
      firstPageTotal: firstAnswer.total,
      searchP95ToFirstPageP95: searchToFirstPage,
      orderPageMs: orderPage.ms,
      orderPageCpuPerRequest: orderPage.cpuPerRequest,
      consoleFirstLoadJsGzipBytes: consoleJsGzip,
      export: exported,
      analytics,
      loadAverageAtEnd: loadavg().map((l) => Number(l.toFixed(2))),
    };
    console.log(JSON.stringify(summary, null, 2));
    const targets = {
      'search p95 < 50 ms': search.ms && search.ms.p95 < 50,
      'first page p95 < 30 ms': firstPage.ms && firstPage.ms.p95 < 30,
      'search p95 ≤ 2.5 × first page p95': searchToFirstPage === undefined ? undefined : searchToFirstPage <= 2.5,
      'order page p95 < 30 ms': orderPage.ms && orderPage.ms.p95 < 30,
      'export ≥ 100,000 rows/s': exported && exported.rowsPerSecond >= 100_000,
      'export peak RSS < 200 MB': exported && exported.serverRssPeakDuringExportMb < 200,
      'export rows = orders': exported && exported.rows === ORDERS,
      'analytics p95 < 100 ms': analytics && analytics.ms.p95 < 100,
    };
    for (const [name, met] of Object.entries(targets)) console.log(`${met === undefined ? 'SKIPPED' : met ? 'MET    ' : 'NOT MET'} ${name}`);
    if (targets['export rows = orders'] === false) exitCode = 1;
  } finally {
    await server?.stop();
    if (!args['keep-database'] && !existing) await database.drop();
    else if (!existing) console.log(`kept database ${database.url}`);
    await rm(dataDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
