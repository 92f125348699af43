import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

/**
 * The pg pool behind TypeORM, for the few hot read paths where TypeORM's query runner and entity
 * hydration cost more than the query itself. Same connections, same limits.
 */
export function poolOf(dataSource: DataSource): Pool {
  return (dataSource.driver as PostgresDriver).master as Pool;
}
