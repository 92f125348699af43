#!/usr/bin/env node
// E-mail path benchmark: starts the built server (server/dist/main.js) on a throwaway database,
// writes N confirmation-sized rows into the outbox in one statement, and measures how fast the
// relay, the mail queue and the delivery turn them into .eml files, with the CPU each message costs.
// The order benchmark includes this path; this one shows it alone.
//
//   npm run bench:mail -- --database-url postgres://postgres@127.0.0.1:5432/postgres [--mails 1000] [--redis-url redis://…]
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { cpuSeconds, createDatabase, machineCpuSeconds, startServer } from '../lib/harness.mjs';
const { values: args } = parseArgs({
  options: {
    mails: { type: 'string', default: '1000' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    'redis-url': { type: 'string', default: process.env.BENCH_REDIS_URL },
  },
});
const MAILS = Number(args.mails);

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'apostille-bench-mail-'));
  const database = await createDatabase(args['database-url']);
  const client = new pg.Client({ connectionString: database.url });
  let server;
  try {
    server = await startServer(dataDir, { DATABASE_URL: database.url, REDIS_URL: args['redis-url'] ?? '', API_PROCESSES: '1' });
    const { child } = server;
    await client.connect();
    const serverBefore = await cpuSeconds(child.pid);
    const machineBefore = await machineCpuSeconds();
    const started = performance.now();
    // Rows the size of an order confirmation (about 1.5 kB of text and its HTML).
    await client.query(
      `INSERT INTO outbox_messages (kind, recipient, subject, text_body, html_body)
       SELECT 'order_confirmation', 'bench-' || n || '@example.com', 'Order APO-2026-' || n || ' confirmed',
              repeat('Thank you for your order. ', 60), '<p>' || repeat('Thank you for your order. ', 60) || '</p>'
         FROM generate_series(1, $1) AS n`,
      [MAILS],
    );
    for (;;) {
      const [{ unsent }] = (await client.query(`SELECT count(*)::int AS unsent FROM outbox_messages WHERE status <> 'sent'`)).rows;
      if (unsent === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    const serverMs = (((await cpuSeconds(child.pid)) - serverBefore) * 1000) / MAILS;
    const machineMs = (((await machineCpuSeconds()) - machineBefore) * 1000) / MAILS;
    const files = (await readdir(join(dataDir, 'mail'))).filter((name) => name.endsWith('.eml')).length;
    const report = {
      date: new Date().toISOString(),
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      queues: args['redis-url'] ? 'Redis' : 'PostgreSQL',
      mails: MAILS,
      seconds: Number(seconds.toFixed(2)),
      mailsPerSecond: Number((MAILS / seconds).toFixed(1)),
      cpuPerMail: { serverMs: Number(serverMs.toFixed(2)), machineMs: Number(machineMs.toFixed(2)) },
      emlFiles: files,
    };
    console.log(JSON.stringify(report, null, 2));
    if (files !== MAILS) {
      console.error(`CHECK FAILED: ${files} .eml files for ${MAILS} messages`);
      process.exitCode = 1;
    } else console.log('CHECK OK: one .eml file per message');
  } finally {
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
