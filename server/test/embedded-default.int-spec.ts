import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';

// The built server, started the way `npm start` starts it: no DATABASE_URL, no REDIS_URL.
const MAIN = resolve(import.meta.dirname, '..', 'dist', 'main.js');

function postgresProcessesUsing(dataDir: string): string[] {
  try {
    return execFileSync('pgrep', ['-af', dataDir], { encoding: 'utf8' }).split('\n').filter((line) => line.includes('postgres'));
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

/** Node.js processes started by the given process (the supervised API and queue processes). */
function nodeChildrenOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid), '-x', 'node'], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function startServer(dataDir: string, port: number, pgPort: number, extraEnv: NodeJS.ProcessEnv = {}): { child: ChildProcess; output: () => string } {
  let output = '';
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', OUTBOX_POLL_MS: '100', ...extraEnv };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.SMTP_URL;
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function waitForHealth(port: number, server: { child: ChildProcess; output: () => string }): Promise<void> {
  const deadline = Date.now() + 90_000;
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

function stopWith(signal: NodeJS.Signals, child: ChildProcess): Promise<number | null> {
  return new Promise((resolveExit) => {
    child.once('exit', (code) => resolveExit(code));
    child.kill(signal);
  });
}

const stopWithCtrlC = (child: ChildProcess) => stopWith('SIGINT', child);

/** A client of the embedded database, with the superuser password the server generated into DATA_DIR/secrets.json. */
async function databaseClient(dataDir: string, port: number): Promise<Client> {
  const { embeddedPostgresPassword } = JSON.parse(await readFile(join(dataDir, 'secrets.json'), 'utf8')) as { embeddedPostgresPassword: string };
  return new Client({ host: '127.0.0.1', port, user: 'postgres', password: embeddedPostgresPassword, database: 'apostille' });
}

async function deliveredMails(mailDir: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  const eml = async () => (existsSync(mailDir) ? (await readdir(mailDir)).filter((name) => name.endsWith('.eml')) : []);
  while (Date.now() < deadline && (await eml()).length < count) await new Promise((r) => setTimeout(r, 200));
  return eml();
}

describe('the one-command embedded default', () => {
  let dataDir: string;
  const port = 3900 + Math.floor(Math.random() * 400);
  const pgPort = 55000 + Math.floor(Math.random() * 1000);

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: the server test target builds it first (nx run server:test)`);
    dataDir = await mkdtemp(join(tmpdir(), 'apostille-embedded-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('runs on embedded PostgreSQL, leaves no postgres behind on Ctrl-C, and keeps its data across restarts', async () => {
    const first = startServer(dataDir, port, pgPort);
    await waitForHealth(port, first);
    const catalog = (await (await fetch(`http://127.0.0.1:${port}/api/catalog`)).json()) as { documentTypes: string[] };
    expect(catalog.documentTypes).toHaveLength(43);
    expect(postgresProcessesUsing(dataDir).length).toBeGreaterThan(0);

    // Write an e-mail into the outbox as a business transaction would; the relay delivers it as a file.
    const client = await databaseClient(dataDir, pgPort);
    await client.connect();
    await client.query(`INSERT INTO outbox_messages (kind, recipient, subject, text_body) VALUES ('test', 'kept@example.com', 'Kept', 'hello')`);
    await client.end();
    expect(await deliveredMails(join(dataDir, 'mail'), 1)).toHaveLength(1);

    expect(await stopWithCtrlC(first.child)).toBe(0);
    expect(postgresProcessesUsing(dataDir)).toEqual([]);

    const second = startServer(dataDir, port, pgPort);
    await waitForHealth(port, second);
    const again = await databaseClient(dataDir, pgPort);
    await again.connect();
    const { rows } = await again.query(`SELECT status FROM outbox_messages WHERE recipient = 'kept@example.com'`);
    await again.end();
    expect(rows).toEqual([{ status: 'sent' }]);
    expect(await stopWithCtrlC(second.child)).toBe(0);
    expect(postgresProcessesUsing(dataDir)).toEqual([]);
  }, 240_000);

  it('with API_PROCESSES=2 supervises two API processes and a queue worker, and a SIGTERM stops them all before PostgreSQL', async () => {
    const supervisor = startServer(dataDir, port, pgPort, { API_PROCESSES: '2' });
    await waitForHealth(port, supervisor);
    const pid = supervisor.child.pid ?? 0;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && nodeChildrenOf(pid).length < 3) await new Promise((r) => setTimeout(r, 200));
    const children = nodeChildrenOf(pid);
    expect(children).toHaveLength(3);

    // The queue worker process delivers what the API processes put in the outbox.
    const client = await databaseClient(dataDir, pgPort);
    await client.connect();
    await client.query(`INSERT INTO outbox_messages (kind, recipient, subject, text_body) VALUES ('test', 'cluster@example.com', 'Cluster', 'hello')`);
    await client.end();
    // The data folder is the one of the test above, whose e-mail is already there.
    expect(await deliveredMails(join(dataDir, 'mail'), 2)).toHaveLength(2);
    const answers = await Promise.all(Array.from({ length: 6 }, () => fetch(`http://127.0.0.1:${port}/api/health`)));
    expect(answers.every((answer) => answer.ok)).toBe(true);

    // A service manager signals only the supervisor.
    const code = await stopWith('SIGTERM', supervisor.child);
    if (code !== 0) throw new Error(`the supervisor exited with ${code}:\n${supervisor.output()}`);
    expect(children.filter((child) => existsSync(`/proc/${child}`))).toEqual([]);
    expect(postgresProcessesUsing(dataDir)).toEqual([]);
  }, 240_000);
});
