import { DefaultNamingStrategy, type NamingStrategyInterface, type Table } from 'typeorm';

/** PostgreSQL truncates identifiers beyond 63 bytes; longer generated names get a short hash suffix instead. */
const MAX_IDENTIFIER_LENGTH = 63;

/** `shippingZipCode` → `shipping_zip_code`, `lastTotpStep` → `last_totp_step`, `HTMLBody` → `html_body`. */
export function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .replace(/[\s.-]+/g, '_')
    .toLowerCase();
}

/**
 * Columns are the snake_case form of the property names; tables are named explicitly in every
 * `@Entity('...')` (snake_case of the class name otherwise).
 *
 * Constraint and index names are readable and deterministic (`pk_orders`, `fk_orders_customer_id`,
 * `uq_...`, `ix_...`) instead of TypeORM's hashes, so the hand-written migrations spell the same names
 * and a unique-violation error (`err.constraint`) tells the service which rule was hit.
 */
export class SnakeNamingStrategy extends DefaultNamingStrategy implements NamingStrategyInterface {
  override tableName(targetName: string, userSpecifiedName: string | undefined): string {
    return userSpecifiedName ?? snakeCase(targetName);
  }

  override columnName(propertyName: string, customName: string | undefined, embeddedPrefixes: string[]): string {
    if (customName) return customName;
    return snakeCase([...embeddedPrefixes, propertyName].join('_'));
  }

  override relationName(propertyName: string): string {
    return propertyName;
  }

  override joinColumnName(relationName: string, referencedColumnName: string): string {
    return snakeCase(`${relationName}_${referencedColumnName}`);
  }

  override joinTableName(firstTableName: string, secondTableName: string, firstPropertyName: string): string {
    return snakeCase(`${firstTableName}_${firstPropertyName.replace(/\./g, '_')}_${secondTableName}`);
  }

  override joinTableColumnName(tableName: string, propertyName: string, columnName?: string): string {
    return snakeCase(`${tableName}_${columnName ?? propertyName}`);
  }

  override primaryKeyName(tableOrName: Table | string): string {
    return this.limit(`pk_${this.plainTableName(tableOrName)}`);
  }

  override uniqueConstraintName(tableOrName: Table | string, columnNames: string[]): string {
    return this.limit(`uq_${this.plainTableName(tableOrName)}_${columnNames.join('_')}`);
  }

  override relationConstraintName(tableOrName: Table | string, columnNames: string[], where?: string): string {
    return this.limit(`rel_${this.plainTableName(tableOrName)}_${columnNames.join('_')}`, where);
  }

  override foreignKeyName(tableOrName: Table | string, columnNames: string[]): string {
    return this.limit(`fk_${this.plainTableName(tableOrName)}_${columnNames.join('_')}`);
  }

  override indexName(tableOrName: Table | string, columnNames: string[], where?: string): string {
    return this.limit(`ix_${this.plainTableName(tableOrName)}_${columnNames.join('_')}`, where);
  }

  override checkConstraintName(tableOrName: Table | string, expression: string, isEnum?: boolean): string {
    // Every @Check in this project is named explicitly; this only covers enum columns (none are used).
    return this.limit(`ck_${this.plainTableName(tableOrName)}`, `${expression}${isEnum ? '_enum' : ''}`);
  }

  override defaultConstraintName(tableOrName: Table | string, columnName: string): string {
    return this.limit(`df_${this.plainTableName(tableOrName)}_${columnName}`);
  }

  override exclusionConstraintName(tableOrName: Table | string, expression: string): string {
    return this.limit(`xcl_${this.plainTableName(tableOrName)}`, expression);
  }

  /** Table name without schema. */
  private plainTableName(tableOrName: Table | string): string {
    const name = typeof tableOrName === 'string' ? tableOrName : tableOrName.name;
    return name.split('.').pop() as string;
  }

  /** Adds a hash of `distinguisher` (if any) and keeps the name within PostgreSQL's identifier limit. */
  private limit(name: string, distinguisher?: string): string {
    const full = distinguisher ? `${name}_${this.hash(distinguisher).slice(0, 8)}` : name;
    if (full.length <= MAX_IDENTIFIER_LENGTH) return full;
    return `${full.slice(0, MAX_IDENTIFIER_LENGTH - 9)}_${this.hash(full).slice(0, 8)}`;
  }
}
