// Shared by the benchmarks: throwaway databases, a free port, the built server, CPU and memory of its processes.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const SERVER_ENTRY = join(resolve(dirname(fileURLToPath(import.meta.url)), '..', '..'), 'server', 'dist', 'main.js');

/** Node.js flags the product starts the server with (package.json `start`, Dockerfile `CMD`). */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2', '--heap-growing-percent=50'];

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** A fresh database on the given server, dropped by `drop()`. */
export async function createDatabase(adminUrl, prefix = 'apostille_bench') {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function waitForHealth(base, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in time');
}

/**
 * Starts the built server (server/dist/main.js) as production runs it, with the Node.js flags of
 * `npm start` plus BENCH_SERVER_NODE_ARGS (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the
 * server only), and resolves once every API process listens: keep-alive sockets opened while the
 * others still start would all stay on the first. `env` adds to the production settings (offline
 * e-mail and payments, allowed explicitly as production demands, warnings only); a value of undefined removes the variable.
 */
export async function startServer(dataDir, env = {}) {
  if (!existsSync(SERVER_ENTRY)) throw new Error('server/dist/main.js not found: run `npx nx run server:build` first');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const serverEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: base,
    SMTP_URL: '',
    STRIPE_SECRET_KEY: '',
    ALLOW_OFFLINE_PAYMENTS: 'true',
    ALLOW_FILE_MAIL: 'true',
    ...env,
  };
  for (const [name, value] of Object.entries(serverEnv)) if (value === undefined) delete serverEnv[name];
  const nodeArgs = [...SERVER_NODE_FLAGS, ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], { env: serverEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', r)));
  };
  try {
    await waitForHealth(base, child);
    await untilIdle(child.pid);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, base, stop };
}

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * CPU seconds (user + system) of the server process and its Node.js descendants (the supervised
 * API and queue processes); the embedded PostgreSQL's processes are not counted.
 */
export async function cpuSeconds(pid) {
  try {
    if ((await readFile(`/proc/${pid}/comm`, 'utf8')).trim().startsWith('postgres')) return 0;
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
    let seconds = (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime in clock ticks (100 Hz)
    const children = (await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '')).split(' ').filter(Boolean);
    for (const child of children) seconds += (await cpuSeconds(Number(child))) ?? 0;
    return seconds;
  } catch {
    return undefined;
  }
}

/** CPU seconds the whole machine has been busy (every process and the kernel), from /proc/stat. */
export async function machineCpuSeconds() {
  try {
    const [, ...ticks] = (await readFile('/proc/stat', 'utf8')).split('\n')[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = ticks;
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return undefined;
  }
}

/**
 * Where the CPU of a measured phase went, in ms per request: the server's Node.js processes, this
 * load generator, and the rest of the machine (PostgreSQL, the kernel's network and disk work).
 */
export function cpuMeter(serverPid) {
  const read = async () => ({ server: await cpuSeconds(serverPid), client: process.cpuUsage(), machine: await machineCpuSeconds() });
  return {
    async start() {
      const before = await read();
      return async (requests) => {
        const after = await read();
        const perRequest = (seconds) => (seconds === undefined || Number.isNaN(seconds) ? undefined : Number(((seconds * 1000) / requests).toFixed(2)));
        const server = after.server - before.server;
        const client = (after.client.user - before.client.user + after.client.system - before.client.system) / 1e6;
        const machine = after.machine - before.machine;
        return { serverMs: perRequest(server), clientMs: perRequest(client), restMs: perRequest(machine - server - client), machineMs: perRequest(machine) };
      };
    },
  };
}

/** Resident and peak resident memory of one process, in MB (from /proc/<pid>/status). */
export async function memoryMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** The process and its Node.js descendants (the supervisor and its API and queue processes), without PostgreSQL. */
export async function nodeProcessTree(pid) {
  try {
    if ((await readFile(`/proc/${pid}/comm`, 'utf8')).trim().startsWith('postgres')) return [];
    const children = (await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '')).split(' ').filter(Boolean);
    const tree = [pid];
    for (const child of children) tree.push(...(await nodeProcessTree(Number(child))));
    return tree;
  } catch {
    return [];
  }
}

/** Resolves once the server's processes have used (almost) no CPU for a second: every process has finished starting. */
export async function untilIdle(pid, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let before = await cpuSeconds(pid);
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = await cpuSeconds(pid);
    if (now === undefined || now - before < 0.05) return;
    before = now;
  }
}

// node:http with keep-alive, not fetch: the load generator shares the two cores with the server,
// and fetch (undici) costs several times more CPU per request.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * One request on the keep-alive agent (fetch costs several times more client CPU on shared cores):
 * writes the body parts one by one and answers the status and the parsed JSON.
 */
function jsonRequest(url, method, headers, parts) {
  return new Promise((resolveAnswer, reject) => {
    const request = http.request(url, { method, agent, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        try {
          resolveAnswer({ status: response.statusCode, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        } catch (error) {
          reject(error);
        }
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    for (const part of parts) request.write(part);
    request.end();
  });
}

export function httpGet(url, headers) {
  return jsonRequest(url, 'GET', headers, []);
}

/** Sends `body` (one Buffer or a list of parts written one by one) and answers the status and parsed JSON. */
export function httpPost(url, headers, body) {
  const parts = Array.isArray(body) ? body : [body];
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  return jsonRequest(url, 'POST', { ...headers, 'Content-Length': length }, parts);
}
