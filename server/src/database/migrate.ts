import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options.js';

// Any fixed number: every instance that starts takes the same lock, so migrations run once.
const MIGRATION_LOCK_ID = 4_271_001;

/** Applies pending migrations; safe when several instances start at once. Returns the names applied. */
export async function runMigrations(databaseUrl: string): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(databaseUrl, { extra: { max: 2 } }));
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await runner.release();
    await dataSource.destroy();
  }
}
