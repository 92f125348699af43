import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import {
  databaseClient,
  deliveredMails,
  killLeftoverServers,
  MAIN,
  postgresProcessesUsing,
  requestTo,
  startServerProcess as startServer,
  type ServerProcess,
  stopWith,
  waitForHealth,
} from './support/server-process.js';
import { freePort } from './support/free-port.js';

/** Node.js processes started by the given process (the supervised API and queue processes). */
function nodeChildrenOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid), '-x', 'node'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

const stopWithCtrlC = (server: ServerProcess) => stopWith('SIGINT', server.child, server);

describe('the one-command embedded default', () => {
  let dataDir: string;
  let port: number;
  let pgPort: number;

  beforeAll(async () => {
    [port, pgPort] = [await freePort(), await freePort()];
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: the server test target builds it first (nx run server:test)`);
    dataDir = await mkdtemp(join(tmpdir(), 'apostille-embedded-'));
  });
  afterEach(() => killLeftoverServers());
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('runs on embedded PostgreSQL, leaves no postgres behind on Ctrl-C, and keeps its data across restarts', async () => {
    const first = startServer(dataDir, port, pgPort);
    await waitForHealth(port, first);
    const catalog = (await (await requestTo(first, `http://127.0.0.1:${port}/api/catalog`)).json()) as { documentTypes: string[] };
    expect(catalog.documentTypes).toHaveLength(43);
    expect(postgresProcessesUsing(dataDir).length).toBeGreaterThan(0);

    // Write an e-mail into the outbox as a business transaction would; the relay delivers it as a file.
    const client = await databaseClient(dataDir, pgPort);
    await client.connect();
    await client.query(`INSERT INTO outbox_messages (kind, recipient, subject, text_body) VALUES ('test', 'kept@example.com', 'Kept', 'hello')`);
    await client.end();
    expect(await deliveredMails(join(dataDir, 'mail'), 1)).toHaveLength(1);

    expect(await stopWithCtrlC(first)).toBe(0);
    expect(postgresProcessesUsing(dataDir)).toEqual([]);

    const second = startServer(dataDir, port, pgPort);
    await waitForHealth(port, second);
    const again = await databaseClient(dataDir, pgPort);
    await again.connect();
    const { rows } = await again.query(`SELECT status FROM outbox_messages WHERE recipient = 'kept@example.com'`);
    await again.end();
    expect(rows).toEqual([{ status: 'sent' }]);
    expect(await stopWithCtrlC(second)).toBe(0);
    expect(postgresProcessesUsing(dataDir)).toEqual([]);
  }, 240_000);

  it('starts again after being killed outright, and refuses a second server on the same folder in one clear line', async () => {
    const crashed = startServer(dataDir, port, pgPort);
    await waitForHealth(port, crashed);
    await stopWith('SIGKILL', crashed.child);
    // The postmaster outlives a killed server (re-parented to init): what the next start must handle.
    expect(postgresProcessesUsing(dataDir).length).toBeGreaterThan(0);

    const restarted = startServer(dataDir, port, pgPort);
    await waitForHealth(port, restarted);
    expect(restarted.output()).toContain('was left running by a server that ended without stopping it: stopping it first');
    // The data of the earlier test is still there.
    const client = await databaseClient(dataDir, pgPort);
    await client.connect();
    const { rows } = await client.query(`SELECT status FROM outbox_messages WHERE recipient = 'kept@example.com'`);
    await client.end();
    expect(rows).toEqual([{ status: 'sent' }]);

    const intruder = startServer(dataDir, port + 1, pgPort + 1);
    const code = await new Promise<number | null>((resolveExit) => intruder.child.once('exit', resolveExit));
    expect(code).toBe(1);
    expect(intruder.output()).toContain(`Start failed: DATA_DIR ${dataDir} is in use by a running server (PID ${restarted.child.pid})`);
    expect(intruder.output()).not.toContain('undefined');
    // The refused start left the running one alone.
    expect((await requestTo(restarted, `http://127.0.0.1:${port}/api/health`)).ok).toBe(true);

    expect(await stopWithCtrlC(restarted)).toBe(0);
    expect(postgresProcessesUsing(dataDir)).toEqual([]);
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);

    // A stale server.pid naming some other live node program (this test's own process, which holds
    // nothing of the folder) does not block the next start.
    await writeFile(join(dataDir, 'server.pid'), `${process.pid}\n`);
    const afterReboot = startServer(dataDir, port, pgPort);
    await waitForHealth(port, afterReboot);
    expect(afterReboot.output()).not.toContain('is in use by a running server');
    expect(await stopWithCtrlC(afterReboot)).toBe(0);
  }, 240_000);

  it('survives its PostgreSQL dying: 503 with Retry-After meanwhile, then restarts it and answers again', async () => {
    // A wide restart window, so the answers while PostgreSQL is away can be seen.
    const server = startServer(dataDir, port, pgPort, { EMBEDDED_PG_RESTART_DELAY_MS: '8000' });
    await waitForHealth(port, server);
    const track = () => requestTo(server, `http://127.0.0.1:${port}/api/orders/track?orderNumber=APO-2026-999&email=nobody%40example.com`);
    expect((await track()).status).toBe(404);

    const postmaster = Number((await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    process.kill(postmaster, 'SIGKILL');
    const goneBy = Date.now() + 20_000;
    while (existsSync(`/proc/${postmaster}`)) {
      if (Date.now() > goneBy) throw new Error(`the killed postmaster ${postmaster} is still there; the server printed:\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 50));
    }

    // The dead postmaster's backends notice its death within moments and may answer once more first.
    let away = await track();
    for (let tries = 0; away.status === 404 && tries < 50; tries++) away = await track();
    expect(away.status).toBe(503);
    expect(away.headers.get('retry-after')).toBe('5');
    expect(await away.json()).toEqual({ statusCode: 503, message: 'The service is briefly unavailable. Please try again in a moment.' });
    expect((await requestTo(server, `http://127.0.0.1:${port}/api/health`)).status).toBe(503);

    // Back by itself: nobody restarts anything.
    await waitForHealth(port, server);
    expect((await track()).status).toBe(404);
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).toContain('embedded PostgreSQL stopped unexpectedly (SIGKILL): restarting it');
    expect(server.output()).toContain('embedded PostgreSQL is running again');
    // The outbox relay and the mail queue resumed too: a new e-mail goes out.
    const mailsBefore = (await deliveredMails(join(dataDir, 'mail'), 0)).length;
    const client = await databaseClient(dataDir, pgPort);
    await client.connect();
    await client.query(`INSERT INTO outbox_messages (kind, recipient, subject, text_body) VALUES ('test', 'after-crash@example.com', 'After', 'hello')`);
    await client.end();
    expect(await deliveredMails(join(dataDir, 'mail'), mailsBefore + 1)).toHaveLength(mailsBefore + 1);
    expect(await stopWithCtrlC(server)).toBe(0);
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
    const mailsBefore = (await deliveredMails(join(dataDir, 'mail'), 0)).length;
    const client = await databaseClient(dataDir, pgPort);
    await client.connect();
    await client.query(`INSERT INTO outbox_messages (kind, recipient, subject, text_body) VALUES ('test', 'cluster@example.com', 'Cluster', 'hello')`);
    await client.end();
    expect(await deliveredMails(join(dataDir, 'mail'), mailsBefore + 1)).toHaveLength(mailsBefore + 1);
    const answers = await Promise.all(Array.from({ length: 6 }, () => requestTo(supervisor, `http://127.0.0.1:${port}/api/health`)));
    expect(answers.every((answer) => answer.ok)).toBe(true);

    // A service manager signals only the supervisor.
    const code = await stopWith('SIGTERM', supervisor.child, supervisor);
    if (code !== 0) throw new Error(`the supervisor exited with ${code}:\n${supervisor.output()}`);
    expect(children.filter((child) => existsSync(`/proc/${child}`))).toEqual([]);
    expect(postgresProcessesUsing(dataDir)).toEqual([]);
  }, 240_000);
});
