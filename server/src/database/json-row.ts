import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

const TIMESTAMP_TYPES = new Set<unknown>(['timestamptz', 'timestamp', 'timestamp with time zone', 'timestamp without time zone', Date]);

/**
 * Maps a row that PostgreSQL built with `row_to_json` to the entity's property names and types,
 * from the entity's own metadata: for hot read paths that fetch a row and its children in one
 * statement instead of through TypeORM's query builder and hydration. Timestamps arrive as JSON
 * text and become Dates as TypeORM gives them; every other column type the entities use (text,
 * integer, boolean, jsonb, date as 'YYYY-MM-DD') arrives as TypeORM would give it. A column the
 * JSON lacks stays undefined, so a caller selecting fewer columns gets only those.
 */
export function jsonRowMapper<T extends ObjectLiteral>(dataSource: DataSource, entity: EntityTarget<T>): (row: Record<string, unknown>) => T {
  const columns = dataSource.getMetadata(entity).columns.map((column) => ({
    from: column.databaseName,
    to: column.propertyName,
    timestamp: TIMESTAMP_TYPES.has(column.type),
  }));
  return (row) => {
    const entityRow: Record<string, unknown> = {};
    for (const { from, to, timestamp } of columns) {
      const value = row[from];
      entityRow[to] = timestamp && typeof value === 'string' ? new Date(value) : value;
    }
    return entityRow as T;
  };
}
