import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { loadConfig } from '../../src/config/config.js';
import { resolveSecrets, type ResolvedConfig } from '../../src/config/secrets.js';
import { createApp } from '../../src/create-app.js';
import { runMigrations } from '../../src/database/migrate.js';
import { migrateQueueSchema } from '../../src/queue/queue-database.js';
import { queueBackendKind } from '../../src/queue/queue.module.js';
import type { WebAppDirs } from '../../src/web/web-apps.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: NestExpressApplication;
  config: ResolvedConfig;
  database: TestDatabase;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment variables, as an operator would set them. */
  env?: Record<string, string | undefined>;
  webAppDirs?: WebAppDirs;
  /**
   * Another instance of the same deployment: use this database (already migrated by its first
   * instance) instead of a fresh one, and leave dropping it to that instance.
   */
  sharedDatabase?: TestDatabase;
}

/**
 * The real application on a fresh PostgreSQL database with its migrations applied, a temporary
 * DATA_DIR, and the queue backend the environment asks for (REDIS_URL or PostgreSQL).
 */
export async function bootTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.sharedDatabase;
  const database = shared ?? (await createTestDatabase());
  const dropOwnDatabase = () => (shared ? Promise.resolve() : database.drop());
  const dataDir = await mkdtemp(join(tmpdir(), 'apostille-test-data-'));
  try {
    // Tests speak as many clients through a proxy on loopback (X-Forwarded-For), so per-client limits
    // stay out of the way of tests that are not about them; the abuse suite boots without it.
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      REDIS_URL: undefined,
      OUTBOX_POLL_MS: '100',
      TRUST_PROXY: 'loopback',
      ...options.env,
    };
    const config = await resolveSecrets(loadConfig(env));
    await runMigrations(database.url);
    if (queueBackendKind(config) === 'postgres') await migrateQueueSchema(database.url);
    const app = await createApp({ config, databaseUrl: database.url, webAppDirs: options.webAppDirs });
    return {
      app,
      config,
      database,
      dataDir,
      async close() {
        await app.close();
        await dropOwnDatabase();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await dropOwnDatabase();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
