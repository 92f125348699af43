#!/usr/bin/env node
// Automation throughput: the path every domain event takes — relay → automation queue → rule engine
// → status change (history, audit, its own event, the customer's status e-mail row). Starts the
// built server as an API instance only (it runs the migrations), seeds ORDERS orders (default
// 1,000,000) of which EVENTS (default 20,000) are paid and pending, switches on the seeded rule
// "Paid order starts processing", then starts the queue worker process (server/dist/worker.js) alone
// and publishes one `payment.received` event per paid order in one statement. Measures how long the
// worker takes to drain the backlog (every event handled, every order moved), the events handled per
// second (the payment events and the status-change events the rule's actions publish), its CPU and
// its peak RSS. Targets: ≥ 1,000 events/s on the PostgreSQL backend, ≥ 3,000 on Redis.
//
// Before the worker starts, on the same database, a bare baseline: a plain `pg` script that applies
// the same writes for another EVENTS paid orders, one transaction per event (lock the order, update
// its status, history row, audit row, outbox row, the next event, mark the event processed), from
// --baseline-clients connections side by side. The report gives both rates and engine ÷ baseline.
//
//   npm run bench:automation                      # PostgreSQL queue backend
//   npm run bench:automation -- --redis-url redis://127.0.0.1:6379
//   npm run bench:automation -- --orders 100000 --events 5000
//   BENCH_WORKER_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' npm run bench:automation   # extra Node flags for the worker
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { cpuSeconds, createDatabase, machineCpuSeconds, memoryMb, SERVER_NODE_FLAGS, startServer } from '../lib/harness.mjs';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    events: { type: 'string', default: '20000' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    'redis-url': { type: 'string', default: process.env.BENCH_REDIS_URL },
    'baseline-clients': { type: 'string', default: '4' },
  },
});
const ORDERS = Number(args.orders);
const EVENTS = Number(args.events);
const WORKER_ENTRY = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'server', 'dist', 'worker.js');
const PAID_RULE = 'Paid order starts processing';
const BASELINE_CLIENTS = Number(args['baseline-clients']);

/**
 * ORDERS orders spread over two years; the last 2 × EVENTS of them pending with a succeeded payment
 * (the first EVENTS of these for the baseline, the last EVENTS for the engine).
 */
async function seed(client) {
  const batch = 250_000;
  for (let start = 1; start <= ORDERS; start += batch) {
    const end = Math.min(ORDERS, start + batch - 1);
    await client.query(
      `INSERT INTO orders (order_number, status, customer_first_name, customer_last_name, customer_email, customer_phone, service_level,
         destination_country, delivery_method, document_type, document_count, service_level_price_cents, total_amount_cents, source, created_at)
       SELECT 'APO-' || (2024 + i % 3) || '-' || lpad(i::text, 7, '0'),
              CASE WHEN i > $3::int THEN 'pending' ELSE (ARRAY['processing', 'docs_received', 'shipped', 'delivered'])[1 + i % 4] END,
              'Bench', 'Customer ' || i, 'bench' || i || '@example.com', '8505550123', (ARRAY['fast', 'rush', 'lightning'])[1 + i % 3],
              'Spain', 'mail', 'Birth Certificate', 1, 15700, 15700, 'web', now() - ((${ORDERS} - i) * interval '1 minute')
         FROM generate_series($1::int, $2::int) AS i`,
      [start, end, ORDERS - 2 * EVENTS],
    );
    process.stderr.write(`\rseeded ${end.toLocaleString('en-US')} orders`);
  }
  await client.query(
    `INSERT INTO payments (order_id, provider, payment_intent_id, amount_cents, status)
     SELECT id, 'offline', 'pi_bench_' || id, total_amount_cents, 'succeeded' FROM orders WHERE status = 'pending'`,
  );
  process.stderr.write('\nanalysing…\n');
  await client.query('VACUUM ANALYZE orders, payments');
  // Only the rule under test listens: the packing-slip rule (on by default) ignores these events anyway.
  await client.query(`UPDATE automation_rules SET is_active = (name = $1)`, [PAID_RULE]);
}

function startWorker(databaseUrl, dataDir) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    ALLOW_FILE_MAIL: 'true',
    ALLOW_OFFLINE_PAYMENTS: 'true',
    ...(args['redis-url'] ? { REDIS_URL: args['redis-url'] } : {}),
  };
  if (!args['redis-url']) delete env.REDIS_URL;
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, ...(process.env.BENCH_WORKER_FLAGS ? process.env.BENCH_WORKER_FLAGS.split(' ') : []), WORKER_ENTRY], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * Progress, read cheaply so the measuring costs the machine little: the paid pending orders are the
 * last EVENTS ids (a primary-key range), and unhandled events are read from their partial indexes.
 */
async function counts(client) {
  const [row] = (
    await client.query(
      `SELECT (SELECT count(*)::int FROM domain_events WHERE status = 'pending') + (SELECT count(*)::int FROM domain_events WHERE status = 'queued') AS pending,
              (SELECT count(*)::int FROM orders WHERE id > $1 AND status = 'pending') AS "pendingOrders"`,
      [ORDERS - EVENTS],
    )
  ).rows;
  return row;
}

const handledEvents = async (client) => Number((await client.query(`SELECT count(*)::int AS n FROM domain_events WHERE status = 'processed'`)).rows[0].n);

/**
 * The bare baseline: what the engine's path writes for a paid order, as plain SQL, one transaction
 * per event, BASELINE_CLIENTS connections taking events from a shared list. Its outbox rows and next
 * events are written already handled, so the worker started afterwards does not pick them up.
 */
async function baseline(databaseUrl) {
  const [{ id: ruleId }] = (await adminQuery(databaseUrl, `SELECT id FROM automation_rules WHERE name = $1`, [PAID_RULE])).rows;
  const setup = new pg.Client({ connectionString: databaseUrl });
  await setup.connect();
  const { rows: events } = await setup.query(
    `INSERT INTO domain_events (type, payload, status)
     SELECT 'payment.received', jsonb_build_object('orderId', id), 'queued' FROM orders
      WHERE id > $1 AND id <= $2 AND status = 'pending' ORDER BY id RETURNING id, (payload->>'orderId')::int AS "orderId"`,
    [ORDERS - 2 * EVENTS, ORDERS - EVENTS],
  );
  await setup.end();
  let next = 0;
  const clients = await Promise.all(
    Array.from({ length: BASELINE_CLIENTS }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    }),
  );
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      for (let index = next++; index < events.length; index = next++) {
        const { id: eventId, orderId } = events[index];
        await client.query('BEGIN');
        const {
          rows: [order],
        } = await client.query(`SELECT status, order_number, customer_email FROM orders WHERE id = $1 FOR UPDATE`, [orderId]);
        await client.query(`UPDATE orders SET status = 'processing', updated_at = now() WHERE id = $1`, [orderId]);
        await client.query(`INSERT INTO order_status_history (order_id, old_status, new_status, notes) VALUES ($1, $2, 'processing', $3)`, [
          orderId,
          order.status,
          `Automation: ${PAID_RULE}`,
        ]);
        await client.query(`INSERT INTO audit_log (actor_type, actor_id, action, order_id, details) VALUES ('system', $1, 'order.status_changed', $2, $3)`, [
          ruleId,
          orderId,
          JSON.stringify({ orderNumber: order.order_number, from: order.status, to: 'processing', notes: null, ruleId }),
        ]);
        await client.query(
          `INSERT INTO outbox_messages (kind, recipient, subject, text_body, html_body, order_id, status) VALUES ('baseline_status_changed', $1, $2, $3, $4, $5, 'sent')`,
          [order.customer_email, `Order ${order.order_number}: Processing`, 'Your order is being processed.', '<p>Your order is being processed.</p>', orderId],
        );
        await client.query(`INSERT INTO domain_events (type, payload, status, processed_at) VALUES ('order.status_changed', $1, 'processed', now())`, [
          JSON.stringify({ orderId, from: order.status, to: 'processing', actorType: 'automation', ruleId, ruleChainDepth: 1 }),
        ]);
        await client.query(`UPDATE domain_events SET status = 'processed', processed_at = now(), last_error = NULL WHERE id = $1`, [eventId]);
        await client.query('COMMIT');
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(clients.map((client) => client.end()));
  return { events: events.length, seconds: Number(seconds.toFixed(2)), eventsPerSecond: Number((events.length / seconds).toFixed(1)) };
}

async function adminQuery(databaseUrl, sql, params) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'apostille-bench-automation-'));
  const database = await createDatabase(args['database-url']);
  const client = new pg.Client({ connectionString: database.url });
  let server;
  let worker;
  try {
    // An API instance without queue workers: it migrates the database and nothing else runs the events.
    server = await startServer(dataDir, {
      DATABASE_URL: database.url,
      REDIS_URL: args['redis-url'] ?? undefined,
      API_PROCESSES: '1',
      RUN_QUEUE_WORKERS: 'false',
    });
    await client.connect();
    const seedStarted = performance.now();
    await seed(client);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    await client.query(`UPDATE domain_events SET status = 'processed', processed_at = now() WHERE status <> 'processed'`);
    process.stderr.write(`baseline: ${EVENTS.toLocaleString('en-US')} events, one transaction each, ${BASELINE_CLIENTS} connections…\n`);
    const bare = await baseline(database.url);
    await client.query('VACUUM ANALYZE orders');

    worker = startWorker(database.url, dataDir);
    // The worker is ready when it has handled a first event: one probe order moved by the rule.
    await client.query(
      `INSERT INTO domain_events (type, payload, status) SELECT 'payment.received', jsonb_build_object('orderId', id), 'pending' FROM orders WHERE status = 'pending' ORDER BY id LIMIT 1`,
    );
    for (let seen = 0; ; seen += 1) {
      if ((await counts(client)).pending === 0) break;
      if (worker.exitCode !== null) throw new Error('the worker exited before handling the probe event');
      await new Promise((r) => setTimeout(r, 100));
      if (seen > 1200) throw new Error('the worker handled no event in 120 s');
    }
    const backlog = EVENTS - 1;
    const processedBefore = await handledEvents(client);
    const workerCpuBefore = await cpuSeconds(worker.pid);
    const machineBefore = await machineCpuSeconds();
    const started = performance.now();
    await client.query(
      `INSERT INTO domain_events (type, payload, status) SELECT 'payment.received', jsonb_build_object('orderId', id), 'pending' FROM orders WHERE status = 'pending'`,
    );
    let peakRssMb = 0;
    for (let tick = 0; ; tick += 1) {
      const now = await counts(client);
      peakRssMb = Math.max(peakRssMb, (await memoryMb(worker.pid)).peak);
      if (tick % 4 === 0)
        process.stderr.write(`${now.pendingOrders.toLocaleString('en-US')} orders to move, ${now.pending.toLocaleString('en-US')} events waiting\n`);
      if (now.pending === 0 && now.pendingOrders === 0) break;
      if (worker.exitCode !== null) throw new Error('the worker exited during the run');
      await new Promise((r) => setTimeout(r, 500));
    }
    const seconds = (performance.now() - started) / 1000;
    const handled = (await handledEvents(client)) - processedBefore;
    const workerCpu = (await cpuSeconds(worker.pid)) - workerCpuBefore;
    const machineCpu = (await machineCpuSeconds()) - machineBefore;
    const [{ mails }] = (await client.query(`SELECT count(*)::int AS mails FROM outbox_messages WHERE kind = 'order_status_changed'`)).rows;
    const report = {
      date: new Date().toISOString(),
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      queues: args['redis-url'] ? 'Redis' : 'PostgreSQL',
      orders: ORDERS,
      seedSeconds: Number(seedSeconds.toFixed(1)),
      paymentEvents: backlog,
      eventsHandled: handled,
      drainSeconds: Number(seconds.toFixed(2)),
      paymentEventsPerSecond: Number((backlog / seconds).toFixed(1)),
      eventsPerSecond: Number((handled / seconds).toFixed(1)),
      statusMailRows: mails,
      worker: { cpuMsPerEvent: Number(((workerCpu * 1000) / handled).toFixed(2)), peakRssMb: Number(peakRssMb.toFixed(1)) },
      machineCpuMsPerEvent: Number(((machineCpu * 1000) / handled).toFixed(2)),
      baseline: { ...bare, clients: BASELINE_CLIENTS },
      engineToBaseline: Number((backlog / seconds / bare.eventsPerSecond).toFixed(2)),
    };
    console.log(JSON.stringify(report, null, 2));
    if (mails < EVENTS) {
      console.error(`CHECK FAILED: ${mails} status e-mail rows for ${EVENTS} orders moved`);
      process.exitCode = 1;
    } else console.log('CHECK OK: every order moved once, with its status e-mail row');
  } finally {
    if (worker && worker.exitCode === null) {
      worker.kill('SIGTERM');
      await new Promise((r) => worker.once('exit', r));
    }
    await client.end().catch(() => undefined);
    await server?.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
