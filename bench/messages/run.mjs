#!/usr/bin/env node
// Staff messaging at scale: starts the built server on a fresh database, seeds N conversations
// (default 100,000) with M messages (default 1,000,000; a few hundred threads still unread) in SQL,
// signs in as the admin and measures at a fixed concurrency (default 10):
//   - list: GET /api/admin/conversations (first page, newest activity first), p50/p95;
//   - unread count: GET /api/admin/conversations/unread-count, p50/p95.
// Targets: list p95 < 50 ms, unread count p95 < 10 ms.
//
//   npm run bench:messages
//   npm run bench:messages -- --conversations 20000 --messages 200000 --requests 500
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { cpuMeter, createDatabase, percentile, startServer } from '../lib/harness.mjs';

const { values: args } = parseArgs({
  options: {
    conversations: { type: 'string', default: '100000' },
    messages: { type: 'string', default: '1000000' },
    unread: { type: 'string', default: '500' },
    concurrency: { type: 'string', default: '10' },
    requests: { type: 'string', default: '2000' },
    // RUN_QUEUE_WORKERS of the server under test: false measures an API instance of a scaled-out deployment.
    // Which measures to run (e.g. `--phases unread` while profiling one of them).
    phases: { type: 'string', default: 'list,unread' },
    'queue-workers': { type: 'string', default: 'true' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const CONVERSATIONS = Number(args.conversations);
const MESSAGES = Number(args.messages);
const UNREAD = Number(args.unread);
const CONCURRENCY = Number(args.concurrency);
const REQUESTS = Number(args.requests);
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password-1' };

/**
 * Conversations with activity spread over two years; messages alternate customer / staff, all read
 * except the newest customer message of UNREAD conversations scattered through the table.
 */
async function seed(client) {
  const perConversation = Math.max(1, Math.floor(MESSAGES / CONVERSATIONS));
  await client.query(
    `INSERT INTO conversations (subject, status, priority, customer_email, customer_name, last_message_at, created_at, updated_at)
     SELECT 'Question about order ' || i, (ARRAY['open', 'pending', 'closed'])[1 + i % 3], (ARRAY['low', 'normal', 'high', 'urgent'])[1 + i % 4],
            'customer' || i || '@example.com', 'Customer ' || i, now() - ((${CONVERSATIONS} - i) * interval '10 minutes'), now() - ((${CONVERSATIONS} - i) * interval '10 minutes'), now()
       FROM generate_series(1, $1::int) AS i`,
    [CONVERSATIONS],
  );
  const batch = 200_000;
  for (let start = 0; start < CONVERSATIONS * perConversation; start += batch) {
    const end = Math.min(CONVERSATIONS * perConversation, start + batch) - 1;
    await client.query(
      `INSERT INTO messages (conversation_id, content, sender_type, is_read, created_at)
       SELECT 1 + n / $3::int, 'Message ' || n || ': when will my apostille be ready?', CASE WHEN n % 2 = 0 THEN 'customer' ELSE 'admin' END, true,
              now() - ((${CONVERSATIONS * perConversation} - n) * interval '1 minute')
         FROM generate_series($1::int, $2::int) AS n`,
      [start, end, perConversation],
    );
    process.stderr.write(`\rseeded ${(end + 1).toLocaleString('en-US')} messages`);
  }
  // Unread: the newest customer message of UNREAD conversations spread over the table.
  await client.query(
    `UPDATE messages m SET is_read = false
       FROM (SELECT DISTINCT ON (conversation_id) id FROM messages
              WHERE sender_type = 'customer' AND conversation_id % (${CONVERSATIONS} / $1::int) = 0
              ORDER BY conversation_id, created_at DESC) AS newest
      WHERE m.id = newest.id`,
    [UNREAD],
  );
  process.stderr.write('\nanalysing…\n');
  await client.query('VACUUM ANALYZE conversations, messages');
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function get(url, token) {
  const started = performance.now();
  return new Promise((resolveAnswer, reject) => {
    http
      .get(url, { agent, headers: { Authorization: `Bearer ${token}` } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`));
          resolveAnswer({ ms: performance.now() - started, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        });
      })
      .on('error', reject);
  });
}

async function measure(call) {
  const latencies = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        latencies.push((await call()).ms);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { p50: Number(percentile(latencies, 50).toFixed(2)), p95: Number(percentile(latencies, 95).toFixed(2)), max: Number(latencies.at(-1).toFixed(1)) };
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'apostille-bench-messages-'));
  const database = await createDatabase(args['database-url'], 'apostille_bench_messages');
  let server;
  try {
    server = await startServer(dataDir, {
      DATABASE_URL: database.url,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      REDIS_URL: undefined,
      RUN_QUEUE_WORKERS: args['queue-workers'],
    });
    const client = new pg.Client({ connectionString: database.url });
    // Dropping the database at the end (or after a failure) ends this connection: not an error to crash on.
    client.on('error', () => undefined);
    await client.connect();
    const seedStarted = performance.now();
    await seed(client);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const [{ unread_conversations: unreadConversations }] = (
      await client.query(`SELECT count(DISTINCT conversation_id)::int AS unread_conversations FROM messages WHERE sender_type = 'customer' AND NOT is_read`)
    ).rows;
    await client.end();

    const login = await fetch(`${server.base}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = await login.json();
    if (!token) throw new Error(`admin login failed with ${login.status}`);
    const list = () => get(`${server.base}/api/admin/conversations`, token);
    const unread = () => get(`${server.base}/api/admin/conversations/unread-count`, token);
    const first = await list();
    const counted = await unread();
    if (counted.body.count !== unreadConversations) throw new Error(`unread count ${counted.body.count}, expected ${unreadConversations}`);
    for (let i = 0; i < 200; i += 1) await list().then(unread);

    const meter = cpuMeter(server.child.pid);
    const phases = new Set(args.phases.split(','));
    /** One measure with its CPU breakdown, or nothing when it is not among --phases. */
    const phase = async (name, call) => {
      if (!phases.has(name)) return [undefined, undefined];
      const stop = await meter.start();
      const ms = await measure(call);
      return [ms, await stop(REQUESTS)];
    };
    const [listMs, listCpu] = await phase('list', list);
    const [unreadMs, unreadCpu] = await phase('unread', unread);

    const summary = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      memoryGb: Math.round(totalmem() / 1024 ** 3),
      conversations: CONVERSATIONS,
      messages: MESSAGES,
      unreadConversations,
      seedSeconds: Number(seedSeconds.toFixed(1)),
      queueWorkersInApi: args['queue-workers'] === 'true',
      concurrency: CONCURRENCY,
      requestsPerMeasure: REQUESTS,
      firstPageTotal: first.body.total,
      listMs,
      listCpuPerRequest: listCpu,
      unreadCountMs: unreadMs,
      unreadCountCpuPerRequest: unreadCpu,
      loadAverageAtEnd: loadavg().map((l) => Number(l.toFixed(2))),
    };
    console.log(JSON.stringify(summary, null, 2));
    if (listMs) console.log(`${listMs.p95 < 50 ? 'met    ' : 'NOT MET'}  list p95 < 50 ms`);
    if (unreadMs) console.log(`${unreadMs.p95 < 10 ? 'met    ' : 'NOT MET'}  unread count p95 < 10 ms`);
  } finally {
    await server?.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
