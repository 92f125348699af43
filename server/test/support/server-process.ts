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
  return { child, output: () => output };
}

export async function waitForHealth(port: number, server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

export function stopWith(signal: NodeJS.Signals, child: ChildProcess): Promise<number | null> {
  return new Promise((resolveExit) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolveExit(child.exitCode);
    child.once('exit', (code) => resolveExit(code));
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
