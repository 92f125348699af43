#!/usr/bin/env node
// What one order status change costs PostgreSQL, and what the staff search costs, on the schema
// before and after the search text left the orders table (migration 1766920000000, order_search).
// Plain SQL, no server: for each size, two throwaway databases migrated from server/dist, one with
// every migration ("after") and one where that migration was then reverted ("before": the stored
// generated column orders.search_text and its GIN trigram index), seeded with the same orders.
// Then, in each database:
//   - status changes: STATUS_CHANGES random orders (the same ones in both) get a new status twice
//     (first pass right after a checkpoint, so with full-page images; second pass without), one
//     statement each, as OrderStateService writes it (`UPDATE orders SET status, updated_at`). WAL
//     records and bytes per change are read from EXPLAIN (ANALYZE, WAL) of each statement, so other
//     work on the server does not count (walBytesWithoutFullPages: the changes that wrote no
//     full-page image, which any checkpoint of the server adds); HOT and non-HOT updates from pg_stat_user_tables; the
//     entries added to the GIN trigram index from its pending list (pgstattuple's pgstatginindex,
//     the list merged before the run; each row brings its trigrams, trigramsPerRow); and what the indexes of orders and order_search grew by;
//   - search: the staff list's search statement (count up to 10,001 matches and the newest 25) for
//     SEARCHES terms in the mix of bench/admin (order numbers, e-mails, last names, "first last"),
//     run ROUNDS times alternately in the two databases; total time per database, best round.
// The report gives the ratios after ÷ before. Absolute times on a shared machine mean little.
//
//   npm run bench:status-changes                          # 10,000 and 100,000 orders
//   npm run bench:status-changes -- --sizes 1000000 --changes 5000
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { cpus } from 'node:os';
import pg from 'pg';
import { createDatabase } from '../lib/harness.mjs';
import { FIRST_NAMES, LAST_NAMES } from '../admin/names.mjs';
import { runMigrations } from '../../server/dist/database/migrate.js';
import { OrderSearchSideTable1766920000000 } from '../../server/dist/database/migrations/1766920000000-order-search-side-table.js';
import { searchOnlyMatchesSql } from '../../server/dist/orders/admin/order-filter-sql.js';
import { selectiveSearchPart } from '../../server/dist/orders/admin/search-probe.js';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000' },
    changes: { type: 'string', default: '2000' },
    searches: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '5' },
    // Leaves the two databases of the last size in place (their names on stderr) for EXPLAIN.
    keep: { type: 'boolean', default: false },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const SIZES = args.sizes.split(',').map(Number);
const STATUS_CHANGES = Number(args.changes);
const SEARCHES = Number(args.searches);
const ROUNDS = Number(args.rounds);
const YEAR = 2026;
const STATUSES = ['pending', 'processing', 'docs_received', 'authentication_in_progress', 'apostille_complete', 'shipped', 'delivered'];
const SEARCH_COUNT_CAP = 10_000;

/**
 * The staff filter's search conditions before the migration (order-filter-sql.ts as it stood then),
 * on the generated column: kept here to measure the old schema with the query it was used with.
 */
function searchConditionsBefore(search, bind) {
  const escapeLikePattern = (term) => term.replace(/[\\%_]/g, (c) => `\\${c}`); // libs/domain's
  if (search.length < 3) return [`o.search_text LIKE '% ' || lower(${bind(escapeLikePattern(search))}) || ' %'`];
  const probe = selectiveSearchPart(search);
  const conditions = [`o.search_text LIKE '%' || lower(${bind(escapeLikePattern(probe))}) || '%'`];
  if (probe !== search) conditions.push(`(o.search_text || '') LIKE '%' || lower(${bind(escapeLikePattern(search))}) || '%'`);
  return conditions;
}

/** The list's statement for a search alone, newest first (admin-orders.service.ts, matchedPageSql): count up to the cap, newest 25. */
function searchStatement(schema, term) {
  const parameters = [];
  const bind = (value) => `$${parameters.push(value)}`;
  const matches =
    schema === 'before'
      ? `SELECT o.id, o.created_at AS sort_key FROM orders o WHERE ${['o.deleted_at IS NULL', ...searchConditionsBefore(term, bind)].join(' AND ')}`
      : searchOnlyMatchesSql({ status: null, search: term }, 'createdAt', bind);
  const sql = `WITH matches AS MATERIALIZED (
                 ${matches} LIMIT ${SEARCH_COUNT_CAP + 1}
               ), page AS (
                 SELECT id, sort_key FROM matches ORDER BY sort_key DESC, id DESC LIMIT 25
               )
               SELECT c.total, rows.* FROM (SELECT count(*)::int AS total FROM matches) c
               LEFT JOIN LATERAL (
                 SELECT o.id, o.order_number, o.status, o.created_at, o.customer_first_name, o.customer_last_name, o.customer_email
                   FROM page p JOIN orders o ON o.id = p.id
               ) rows ON true`;
  return { sql, parameters };
}

/** Every migration; for "before", then this one's down() (which only runs SQL) on the same database. */
async function migrate(url, schema) {
  await runMigrations(url);
  if (schema === 'after') return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await new OrderSearchSideTable1766920000000().down({ query: (sql, parameters) => client.query(sql, parameters) });
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

/** The orders of bench/admin (names, unique e-mails, every status, newest = highest id); trigram index built after the load. */
async function seed(client, total) {
  const gin = (await client.query(`SELECT indexname, indexdef FROM pg_indexes WHERE indexname IN ('ix_orders_search_trgm', 'ix_order_search_trgm')`)).rows[0];
  await client.query(`DROP INDEX ${gin.indexname}`);
  await client.query(
    `INSERT INTO orders (order_number, status, customer_first_name, customer_last_name, customer_email, customer_phone,
       service_level, destination_country, delivery_method, document_type, document_count,
       shipping_street, shipping_city, shipping_state, shipping_zip_code, shipping_country,
       service_level_price_cents, total_amount_cents, source, created_at, updated_at)
     SELECT format('APO-%s-%s', $2::int, lpad(i::text, 7, '0')),
            ($3::text[])[1 + i % cardinality($3::text[])],
            f.name, l.name,
            lower(f.name || '.' || l.name || '.' || i || '@example.com'),
            '+1 850 555 ' || lpad((i % 10000)::text, 4, '0'),
            (ARRAY['lightning', 'rush', 'fast'])[1 + i % 3], 'Spain', 'mail', 'Birth Certificate', 1 + i % 4,
            i || ' Main St', 'Tallahassee', 'FL', '32301', 'United States',
            9900, 9900 + (i % 4) * 2500, 'web',
            now() - (($1::int - i) * interval '90 seconds'), now()
     FROM generate_series(1, $1::int) AS i
     CROSS JOIN LATERAL (SELECT ($4::text[])[1 + (i * 31) % cardinality($4::text[])] AS name) AS f
     CROSS JOIN LATERAL (SELECT ($5::text[])[1 + (i * 17 + i / 7) % cardinality($5::text[])] AS name) AS l`,
    [total, YEAR, STATUSES, FIRST_NAMES, LAST_NAMES],
  );
  await client.query(`SET maintenance_work_mem = '256MB'`);
  await client.query(gin.indexdef);
  await client.query('CREATE EXTENSION IF NOT EXISTS pgstattuple');
  await client.query('VACUUM ANALYZE orders');
  if (gin.indexname === 'ix_order_search_trgm') await client.query('VACUUM ANALYZE order_search');
}

async function indexSizes(client) {
  const { rows } = await client.query(
    `SELECT i.indexrelid::regclass::text AS name, pg_relation_size(i.indexrelid)::bigint AS bytes
       FROM pg_index i WHERE i.indrelid IN (SELECT oid FROM pg_class WHERE relname IN ('orders', 'order_search'))`,
  );
  return new Map(rows.map((row) => [row.name, Number(row.bytes)]));
}

async function tableStats(client) {
  await client.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await client.query(`SELECT relname, n_tup_upd::int AS upd, n_tup_hot_upd::int AS hot, n_tup_ins::int AS ins FROM pg_stat_user_tables
                                        WHERE relname IN ('orders', 'order_search')`);
  return Object.fromEntries(rows.map((row) => [row.relname, row]));
}

async function ginPending(client, gin) {
  return (await client.query(`SELECT pending_tuples::int AS tuples, pending_pages::int AS pages FROM pgstatginindex($1)`, [gin])).rows[0];
}

/** STATUS_CHANGES status changes, one statement each; answers the per-change costs. */
async function measureStatusChanges(client, ids) {
  const gin = (await client.query(`SELECT to_regclass('ix_order_search_trgm') IS NOT NULL AS side`)).rows[0].side
    ? 'ix_order_search_trgm'
    : 'ix_orders_search_trgm';
  await client.query(`SELECT gin_clean_pending_list($1::regclass)`, [gin]);
  await client.query('CHECKPOINT');
  const sizesBefore = await indexSizes(client);
  const statsBefore = await tableStats(client);
  const pendingBefore = await ginPending(client, gin);
  // Two passes over the same orders: the first after a checkpoint (each page's first change since then
  // writes a full-page image), the second without them (the WAL of the change itself).
  const passes = [];
  // The changes that wrote no full-page image (whenever a checkpoint falls, also one of another database).
  const plain = { bytes: 0, count: 0 };
  for (let pass = 0; pass < 2; pass += 1) {
    const totals = { records: 0, bytes: 0, fpi: 0, ms: 0 };
    for (const [n, id] of ids.entries()) {
      // Seeded with status index id % 7: always a different status, in both passes.
      const status = STATUSES[((id % STATUSES.length) + 1 + ((n + pass) % (STATUSES.length - 1))) % STATUSES.length];
      const started = performance.now();
      const { rows } = await client.query(`EXPLAIN (ANALYZE, WAL, FORMAT JSON) UPDATE orders SET status = $1, updated_at = CURRENT_TIMESTAMP WHERE id = $2`, [
        status,
        id,
      ]);
      totals.ms += performance.now() - started;
      const plan = rows[0]['QUERY PLAN'][0].Plan;
      totals.records += plan['WAL Records'];
      totals.bytes += plan['WAL Bytes'];
      totals.fpi += plan['WAL FPI'];
      if (plan['WAL FPI'] === 0) {
        plain.bytes += plan['WAL Bytes'];
        plain.count += 1;
      }
    }
    passes.push(totals);
  }
  const changes = ids.length * 2;
  const records = passes[0].records + passes[1].records;
  const bytes = passes[0].bytes + passes[1].bytes;
  const fpi = passes[0].fpi + passes[1].fpi;
  const ms = passes[0].ms + passes[1].ms;
  await new Promise((resolve) => setTimeout(resolve, 1500)); // the statistics are flushed at most once a second
  const statsAfter = await tableStats(client);
  const sizesAfter = await indexSizes(client);
  const pendingAfter = await ginPending(client, gin);
  const updated = statsAfter.orders.upd - statsBefore.orders.upd;
  const hot = statsAfter.orders.hot - statsBefore.orders.hot;
  const sideWrites = statsAfter.order_search
    ? statsAfter.order_search.upd - statsBefore.order_search.upd + statsAfter.order_search.ins - statsBefore.order_search.ins
    : null;
  const indexCount = sizesAfter.size;
  let grown = 0;
  for (const [name, size] of sizesAfter) grown += size - (sizesBefore.get(name) ?? 0);
  return {
    changes,
    updated,
    hotShare: updated ? hot / updated : 0,
    walRecordsPerChange: records / changes,
    walBytesPerChange: bytes / changes,
    walBytesWithoutFullPages: plain.count ? plain.bytes / plain.count : null,
    walBytesFirstPass: passes[0].bytes / ids.length,
    walBytesSecondPass: passes[1].bytes / ids.length,
    fullPageImagesSecondPass: passes[1].fpi / ids.length,
    fullPageImagesPerChange: fpi / changes,
    ginRowsPerChange: (pendingAfter.tuples - pendingBefore.tuples) / changes,
    trigramsPerRow: Number(
      (await client.query(`SELECT avg(cardinality(show_trgm(search_text)))::float AS n FROM ${gin === 'ix_order_search_trgm' ? 'order_search' : 'orders'}`))
        .rows[0].n,
    ),
    indexBytesGrownPerChange: grown / changes,
    indexes: indexCount,
    orderSearchWrites: sideWrites,
    msPerChange: ms / changes,
  };
}

function searchTerms(total, count) {
  const terms = [];
  for (let i = 0; i < count; i += 1) {
    const n = 1 + Math.floor(Math.random() * total);
    const first = FIRST_NAMES[(n * 31) % FIRST_NAMES.length];
    const last = LAST_NAMES[(n * 17 + Math.floor(n / 7)) % LAST_NAMES.length];
    terms.push([`APO-${YEAR}-${String(n).padStart(7, '0')}`, `${first}.${last}.${n}@example.com`.toLowerCase(), last, `${first} ${last}`][i % 4]);
  }
  return terms;
}

/** Total time of every term's search statement, per schema, best of ROUNDS alternating rounds; the match counts must agree. */
async function measureSearch(clients, terms) {
  const best = { before: Infinity, after: Infinity };
  const plans = {};
  for (const schema of ['before', 'after']) {
    await clients[schema].query('VACUUM ANALYZE orders');
    if (schema === 'after') await clients[schema].query('VACUUM ANALYZE order_search');
    const { sql, parameters } = searchStatement(schema, terms[2]);
    plans[schema] = (await clients[schema].query(`EXPLAIN ${sql}`, parameters)).rows.map((row) => row['QUERY PLAN']).join('\n');
  }
  for (let round = 0; round < ROUNDS + 1; round += 1) {
    const totals = {};
    for (const schema of round % 2 ? ['after', 'before'] : ['before', 'after']) {
      const started = performance.now();
      totals[schema] = [];
      for (const term of terms) {
        const { sql, parameters } = searchStatement(schema, term);
        totals[schema].push((await clients[schema].query(sql, parameters)).rows[0].total);
      }
      const ms = performance.now() - started;
      if (round > 0) best[schema] = Math.min(best[schema], ms); // round 0 warms the caches
    }
    if (JSON.stringify(totals.before) !== JSON.stringify(totals.after)) throw new Error('the two schemas found different orders');
  }
  return { best, usesTrigramIndex: { before: plans.before.includes('ix_orders_search_trgm'), after: plans.after.includes('ix_order_search_trgm') } };
}

const fixed = (value, digits = 2) => Number(value.toFixed(digits));

async function runSize(total) {
  const databases = {};
  const clients = {};
  try {
    for (const schema of ['before', 'after']) {
      databases[schema] = await createDatabase(args['database-url'], `apostille_bench_status_${schema}`);
      await migrate(databases[schema].url, schema);
      clients[schema] = new pg.Client({ connectionString: databases[schema].url });
      await clients[schema].connect();
      const started = performance.now();
      await seed(clients[schema], total);
      process.stderr.write(`${total.toLocaleString('en-US')} orders, ${schema}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    }
    const ids = [...new Set(Array.from({ length: STATUS_CHANGES * 2 }, () => 1 + Math.floor(Math.random() * total)))].slice(0, Math.min(STATUS_CHANGES, total));
    const changes = {};
    for (const schema of ['before', 'after']) changes[schema] = await measureStatusChanges(clients[schema], ids);
    const search = await measureSearch(clients, searchTerms(total, SEARCHES));
    const ratio = (key) => (changes.before[key] ? fixed(changes.after[key] / changes.before[key]) : null);
    return {
      orders: total,
      statusChange: {
        before: Object.fromEntries(Object.entries(changes.before).map(([k, v]) => [k, typeof v === 'number' ? fixed(v) : v])),
        after: Object.fromEntries(Object.entries(changes.after).map(([k, v]) => [k, typeof v === 'number' ? fixed(v) : v])),
        ratioAfterToBefore: {
          walBytes: ratio('walBytesPerChange'),
          walBytesWithoutFullPages: ratio('walBytesWithoutFullPages'),
          walBytesFirstPass: ratio('walBytesFirstPass'),
          walBytesSecondPass: ratio('walBytesSecondPass'),
          walRecords: ratio('walRecordsPerChange'),
          ginRows: ratio('ginRowsPerChange'),
          indexBytesGrown: ratio('indexBytesGrownPerChange'),
          time: ratio('msPerChange'),
        },
      },
      search: {
        terms: SEARCHES,
        bestMs: { before: fixed(search.best.before, 0), after: fixed(search.best.after, 0) },
        ratioAfterToBefore: fixed(search.best.after / search.best.before),
        usesTrigramIndex: search.usesTrigramIndex,
      },
    };
  } finally {
    for (const client of Object.values(clients)) await client.end().catch(() => {});
    for (const database of Object.values(databases)) {
      if (args.keep) process.stderr.write(`kept ${database.url}\n`);
      else await database.drop();
    }
  }
}

const results = [];
for (const size of SIZES) results.push(await runSize(size));
console.log(JSON.stringify({ date: new Date().toISOString(), cpus: cpus().length, cpu: cpus()[0]?.model, statusChanges: STATUS_CHANGES, results }, null, 2));
