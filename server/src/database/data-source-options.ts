import type { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';

/** One definition of how the app talks to PostgreSQL: schema only ever changes through migrations. */
export function dataSourceOptions(url: string, overrides: Partial<DataSourceOptions> = {}): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    // Random UUIDs come from PostgreSQL's own gen_random_uuid() (core since version 13): no extension is
    // needed, and the app never tries to install one at connect (it would need rights it should not have).
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    extra: { max: 20 },
    ...overrides,
  } as DataSourceOptions;
}
