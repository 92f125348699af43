import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
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

function startServer(dataDir: string, port: number, pgPort: number): { child: ChildProcess; output: () => string } {
  let output = '';
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', OUTBOX_POLL_MS: '100' };
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

function stopWithCtrlC(child: ChildProcess): Promise<number | null> {
  return new Promise((resolveExit) => {
    child.once('exit', (code) => resolveExit(code));
    child.kill('SIGINT');
  });
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
    const client = new Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${pgPort}/apostille` });
    await client.connect();
    await client.query(`INSERT INTO outbox_messages (kind, recipient, subject, text_body) VALUES ('test', 'kept@example.com', 'Kept', 'hello')`);
    await client.end();
    const mailDir = join(dataDir, 'mail');
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && !(existsSync(mailDir) && (await readdir(mailDir)).length > 0)) await new Promise((r) => setTimeout(r, 200));
    expect((await readdir(mailDir)).filter((name) => name.endsWith('.eml'))).toHaveLength(1);

    expect(await stopWithCtrlC(first.child)).toBe(0);
    expect(postgresProcessesUsing(dataDir)).toEqual([]);

    const second = startServer(dataDir, port, pgPort);
    await waitForHealth(port, second);
    const again = new Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${pgPort}/apostille` });
    await again.connect();
    const { rows } = await again.query(`SELECT status FROM outbox_messages WHERE recipient = 'kept@example.com'`);
    await again.end();
    expect(rows).toEqual([{ status: 'sent' }]);
    expect(await stopWithCtrlC(second.child)).toBe(0);
    expect(postgresProcessesUsing(dataDir)).toEqual([]);
  }, 240_000);
});
