import type { MigrationInterface, QueryRunner } from 'typeorm';

/** orderSearchExpression() as it stood when this migration was written (a migration never changes). */
const SEARCH_TEXT = `lower(order_number || ' ' || customer_first_name || ' ' || customer_last_name || ' ' || customer_email)`;

/**
 * The staff search text becomes a stored generated column, and the trigram index moves onto it.
 * Every row the index finds is checked against the term; reading a stored column costs a fraction
 * of lowercasing a four-column concatenation on each check, which is most of a broad search's time.
 * TypeORM keeps the expressions of generated columns in its typeorm_metadata table, which its
 * schema comparison reads, so the row is written here as it would write it.
 */
export class OrderSearchText1764100000000 implements MigrationInterface {
  name = 'OrderSearchText1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "search_text" text GENERATED ALWAYS AS (${SEARCH_TEXT}) STORED NOT NULL`);
    await queryRunner.query(`DROP INDEX "ix_orders_search_trgm"`);
    await queryRunner.query(`CREATE INDEX "ix_orders_search_trgm" ON "orders" USING gin ("search_text" gin_trgm_ops)`);
    await queryRunner.query(
      `CREATE TABLE IF NOT EXISTS "typeorm_metadata" ("type" character varying NOT NULL, "database" character varying,
         "schema" character varying, "table" character varying, "name" character varying, "value" text)`,
    );
    await queryRunner.query(
      `INSERT INTO "typeorm_metadata" ("type", "database", "schema", "table", "name", "value")
       VALUES ('GENERATED_COLUMN', current_database(), current_schema(), 'orders', 'search_text', $1)`,
      [SEARCH_TEXT],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'orders' AND "name" = 'search_text'`);
    await queryRunner.query(`DROP INDEX "ix_orders_search_trgm"`);
    await queryRunner.query(`CREATE INDEX "ix_orders_search_trgm" ON "orders" USING gin (${SEARCH_TEXT} gin_trgm_ops)`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "search_text"`);
  }
}
