import { join } from 'node:path';
import { ConfigError, loadConfig, productionWarnings, redact } from '../config/config.js';
import { embeddedPostgresPassword, resolveSecrets, type ResolvedConfig } from '../config/secrets.js';
import { claimDataDir, DataDirInUseError } from '../database/data-dir-claim.js';
import { startEmbeddedPostgres } from '../database/embedded-postgres.js';
import { runMigrations } from '../database/migrate.js';
import { migrateQueueSchema } from '../queue/queue-database.js';
import { queueBackendKind } from '../queue/queue.module.js';

export interface Runtime {
  config: ResolvedConfig;
  databaseUrl: string;
  /** Stops what the runtime started itself (the embedded PostgreSQL). */
  stop(): Promise<void>;
}

type Log = (message: string) => void;

/**
 * Everything that must exist before Nest starts: valid configuration, signing secrets,
 * a PostgreSQL server (embedded when DATABASE_URL is unset) and an up-to-date schema.
 */
export async function prepareRuntime(log: Log, env: NodeJS.ProcessEnv = process.env): Promise<Runtime> {
  const config = await resolveSecrets(loadConfig(env));
  for (const warning of productionWarnings(config)) log(`WARNING: ${warning}`);
  let databaseUrl = config.databaseUrl;
  let stop = (): Promise<void> => Promise.resolve();
  if (!databaseUrl) {
    const dataDir = join(config.dataDir, 'postgres');
    log(`DATABASE_URL is unset: starting embedded PostgreSQL in ${dataDir} on 127.0.0.1:${config.embeddedPostgresPort}`);
    const claim = await claimDataDir({ dataDir: config.dataDir, databaseDir: dataDir, log });
    const embedded = await startEmbeddedPostgres({
      dataDir,
      port: config.embeddedPostgresPort,
      password: await embeddedPostgresPassword(config.dataDir),
      onNotice: log,
      restartDelayMs: config.embeddedPostgresRestartDelayMs,
    }).catch(async (error: unknown) => {
      await claim.release();
      throw error;
    });
    if (embedded.replacedLegacyPassword) log('embedded PostgreSQL: the default superuser password was replaced by the generated one in secrets.json');
    databaseUrl = embedded.url;
    stop = async () => {
      log('stopping embedded PostgreSQL');
      await embedded.stop();
      await claim.release();
    };
  } else {
    log(`using PostgreSQL at ${redact(databaseUrl)}`);
  }
  try {
    const applied = await runMigrations(databaseUrl);
    log(applied.length ? `applied migrations: ${applied.join(', ')}` : 'database schema is up to date');
    if (queueBackendKind(config) === 'postgres') await migrateQueueSchema(databaseUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  return { config: { ...config, databaseUrl }, databaseUrl, stop };
}

/** One clear line for a bad environment variable, then exit. */
export function exitOnConfigError(error: unknown): never {
  if (error instanceof ConfigError) {
    process.stderr.write(`Configuration error: ${error.message}\n`);
    process.exit(78);
  }
  if (error instanceof DataDirInUseError) {
    process.stderr.write(`Start failed: ${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`Start failed: ${describeStartError(error)}\n`);
  process.exit(1);
}

/** Some libraries reject with nothing at all; the operator still gets a sentence to act on. */
export function describeStartError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? error.message;
  if (error === undefined || error === null || (typeof error === 'string' && error.trim() === '')) {
    return 'the database or a service it needs did not start, and gave no reason; the lines above say what it was doing';
  }
  if (typeof error === 'string') return error;
  if (typeof error === 'number' || typeof error === 'boolean' || typeof error === 'bigint') return String(error);
  return typeof error === 'object' ? JSON.stringify(error) : `a ${typeof error}`;
}
