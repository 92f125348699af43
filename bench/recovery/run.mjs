#!/usr/bin/env node
// Recovery times of the built server on its embedded default (targets from the fault-tolerance work):
//   - PostgreSQL: its postmaster is killed (kill -9); the server restarts it after
//     EMBEDDED_PG_RESTART_DELAY_MS. Measured: from PostgreSQL running again (the server's log line)
//     to /api/health answering 200. Target < 5 s. The kill-to-healthy time is shown too.
//   - The server: kill -9, then the same start command on the same DATA_DIR (which stops the
//     PostgreSQL the dead server left behind first). Measured: from the start to health 200.
//     Target < 15 s.
//
//   npm run bench:recovery                 # three rounds of each
//   npm run bench:recovery -- --rounds 5
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from '../lib/harness.mjs';

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const ROUNDS = Math.max(1, Number(args.rounds));
const MAIN = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'server', 'dist', 'main.js');

function start(dataDir, port, pgPort) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PORT: String(port),
    EMBEDDED_PG_PORT: String(pgPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    ALLOW_FILE_MAIL: 'true',
    ALLOW_OFFLINE_PAYMENTS: 'true',
    STRIPE_SECRET_KEY: '',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  const collect = (chunk) => {
    for (const line of String(chunk).split('\n')) if (line.trim()) lines.push({ at: performance.now(), line });
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return { child, lines };
}

/** Milliseconds (performance.now()) at which health first answered 200. */
async function healthyAt(port, server, timeoutMs = 120_000) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.lines.map((l) => l.line).join('\n')}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return performance.now();
    } catch {
      // not answering yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('server did not become healthy');
}

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${(sorted[Math.floor(sorted.length / 2)] / 1000).toFixed(2)} s, max ${(sorted.at(-1) / 1000).toFixed(2)} s`;
};

async function main() {
  if (!existsSync(MAIN)) throw new Error('server/dist/main.js not found: run `npx nx run server:build` first');
  const dataDir = await mkdtemp(join(tmpdir(), 'apostille-bench-recovery-'));
  const port = await freePort();
  const pgPort = await freePort();
  const backAfterReturn = [];
  const killToHealthy = [];
  const restartToReady = [];
  let server = start(dataDir, port, pgPort);
  try {
    await healthyAt(port, server);
    for (let round = 0; round < ROUNDS; round++) {
      const postmaster = Number((await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
      const killedAt = performance.now();
      process.kill(postmaster, 'SIGKILL');
      while (isAlive(postmaster)) await new Promise((r) => setTimeout(r, 10));
      const seen = server.lines.length;
      const healthy = await healthyAt(port, server);
      const back = server.lines.slice(seen).find((l) => l.line.includes('embedded PostgreSQL is running again'));
      if (!back) throw new Error('the server did not report PostgreSQL running again');
      backAfterReturn.push(healthy - back.at);
      killToHealthy.push(healthy - killedAt);
    }
    for (let round = 0; round < ROUNDS; round++) {
      server.child.kill('SIGKILL');
      await new Promise((r) => (server.child.exitCode !== null || server.child.signalCode !== null ? r() : server.child.once('exit', r)));
      const startedAt = performance.now();
      server = start(dataDir, port, pgPort);
      restartToReady.push((await healthyAt(port, server)) - startedAt);
    }
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      const exited = new Promise((r) => server.child.once('exit', r));
      server.child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(
    `recovery · ${new Date().toISOString().slice(0, 10)} · ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'} · ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM · ${ROUNDS} rounds`,
  );
  console.log(
    `PostgreSQL back → healthy: ${stats(backAfterReturn)} (target < 5 s); kill → healthy incl. the 1 s restart delay and crash recovery: ${stats(killToHealthy)}`,
  );
  console.log(`server kill -9 → start → ready: ${stats(restartToReady)} (target < 15 s)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
