import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Client } from 'pg';

/** The built server, started the way `npm start` starts it. */
export const MAIN = resolve(import.meta.dirname, '..', '..', 'dist', 'main.js');

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
}

/** Servers started by this test file that have not exited yet: a failed test leaves them behind. */
const started = new Set<ServerProcess>();

/** How long one request may take before the test fails with the server's output instead of hanging. */
const REQUEST_TIMEOUT_MS = 20_000;
/** How long a signalled server may take to exit (its own forced exit comes after 30 s). */
const EXIT_TIMEOUT_MS = 45_000;

/** The built server on the embedded default (no DATABASE_URL, REDIS_URL or SMTP_URL unless given). */
export function startServerProcess(dataDir: string, port: number, pgPort: number, extraEnv: NodeJS.ProcessEnv = {}): ServerProcess {
  let output = '';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    EMBEDDED_PG_PORT: String(pgPort),
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    OUTBOX_POLL_MS: '100',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.SMTP_URL;
  Object.assign(env, extraEnv);
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const server = { child, output: () => output };
  started.add(server);
  child.once('exit', () => started.delete(server));
  return server;
}

/**
 * For afterEach: a server still running after its test means the test failed part-way. It is
 * killed, so the next test gets the port and folder, and what it printed is shown, so the
 * failure has a cause to read.
 */
export async function killLeftoverServers(log: (text: string) => void = (text) => process.stderr.write(text)): Promise<void> {
  for (const server of [...started]) {
    log(`\n--- server ${server.child.pid} was still running after its test; its output:\n${server.output()}\n--- end of output\n`);
    await stopWith('SIGKILL', server.child);
  }
}

/** One request to a started server; one that does not answer fails with what the server printed. */
export async function requestTo(server: ServerProcess, url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw new Error(`${url} did not answer (${error instanceof Error ? error.message : String(error)}); the server printed:\n${server.output()}`, {
      cause: error,
    });
  }
}

export async function waitForHealth(port: number, server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      // A request that hangs counts as not healthy yet; the deadline still applies.
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

/** Sends the signal and resolves with the exit code; a process that does not exit fails the test with its output. */
export function stopWith(signal: NodeJS.Signals, child: ChildProcess, server?: ServerProcess): Promise<number | null> {
  return new Promise((resolveExit, reject) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolveExit(child.exitCode);
    const timer = setTimeout(() => {
      reject(
        new Error(`process ${child.pid} did not exit within ${EXIT_TIMEOUT_MS / 1000} s of ${signal}${server ? `; it printed:\n${server.output()}` : ''}`),
      );
    }, EXIT_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolveExit(code);
    });
    child.kill(signal);
  });
}

export function postgresProcessesUsing(dataDir: string): string[] {
  try {
    return execFileSync('pgrep', ['-af', dataDir], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes('postgres'));
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

/** A client of the embedded database, with the superuser password the server generated into DATA_DIR/secrets.json. */
export async function databaseClient(dataDir: string, port: number): Promise<Client> {
  const { embeddedPostgresPassword } = JSON.parse(await readFile(join(dataDir, 'secrets.json'), 'utf8')) as { embeddedPostgresPassword: string };
  return new Client({ host: '127.0.0.1', port, user: 'postgres', password: embeddedPostgresPassword, database: 'apostille' });
}

/** The .eml files the file mailer wrote, once there are at least `count` (or after 20 s). */
export async function deliveredMails(mailDir: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  const eml = async () => (existsSync(mailDir) ? (await readdir(mailDir)).filter((name) => name.endsWith('.eml')) : []);
  while (Date.now() < deadline && (await eml()).length < count) await new Promise((r) => setTimeout(r, 200));
  return eml();
}
