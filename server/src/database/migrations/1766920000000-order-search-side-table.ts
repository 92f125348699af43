import type { MigrationInterface, QueryRunner } from 'typeorm';

/** orderSearchExpression() as it stood when this migration was written (a migration never changes). */
const searchText = (row: string) =>
  `lower(${row}."order_number" || ' ' || ${row}."customer_first_name" || ' ' || ${row}."customer_last_name" || ' ' || ${row}."customer_email")`;
/** The generated column this migration replaces (migration 1764100000000), restored by down(). */
const GENERATED = `lower(order_number || ' ' || customer_first_name || ' ' || customer_last_name || ' ' || customer_email)`;
/** The columns order_search copies: the searched ones, and the creation and deletion times its search alone needs. */
const COPIED_COLUMNS = `"order_number", "customer_first_name", "customer_last_name", "customer_email", "created_at", "deleted_at"`;

/**
 * The staff search text moves from the generated column orders.search_text to its own table,
 * order_search, with the trigram index. A status change rewrites the order's row, and since
 * `status` is indexed (the staff list filters on it) PostgreSQL adds a new entry to every index of
 * the row: with the search text on the row, that included the GIN trigram index, some fifty keys
 * for a change that does not touch the searched text. The trigger keeps order_search in step, in
 * the same transaction, and fires only for an insert or an update that writes one of the searched
 * columns or the creation or deletion time (copied so that a search alone is answered from
 * order_search without visiting the orders); an update that leaves them as they were writes
 * nothing. The orders table is locked against writes before the trigger exists and the rows are
 * copied, so no order is missed.
 */
export class OrderSearchSideTable1766920000000 implements MigrationInterface {
  name = 'OrderSearchSideTable1766920000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`LOCK TABLE "orders" IN SHARE ROW EXCLUSIVE MODE`);
    await queryRunner.query(
      `CREATE TABLE "order_search" ("order_id" integer NOT NULL, "search_text" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
         "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "pk_order_search" PRIMARY KEY ("order_id"))`,
    );
    // Read only through the trigram index or the primary key. At 100,000 orders the planner otherwise chose a
    // parallel scan of the whole table for a last name joined to orders, several times slower than the index.
    await queryRunner.query(`ALTER TABLE "order_search" SET (parallel_workers = 0)`);
    await queryRunner.query(
      `ALTER TABLE "order_search" ADD CONSTRAINT "fk_order_search_order_id" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "order_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         INSERT INTO "order_search" ("order_id", "search_text", "created_at", "deleted_at")
         VALUES (NEW."id", ${searchText('NEW')}, NEW."created_at", NEW."deleted_at")
         ON CONFLICT ("order_id") DO UPDATE
           SET "search_text" = EXCLUDED."search_text", "created_at" = EXCLUDED."created_at", "deleted_at" = EXCLUDED."deleted_at"
           WHERE ("order_search"."search_text", "order_search"."created_at", "order_search"."deleted_at")
                 IS DISTINCT FROM (EXCLUDED."search_text", EXCLUDED."created_at", EXCLUDED."deleted_at");
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "tr_orders_search" AFTER INSERT OR UPDATE OF ${COPIED_COLUMNS} ON "orders"
       FOR EACH ROW EXECUTE FUNCTION "order_search_sync"()`,
    );
    await queryRunner.query(`INSERT INTO "order_search" ("order_id", "search_text", "created_at", "deleted_at")
       SELECT o."id", ${searchText('o')}, o."created_at", o."deleted_at" FROM "orders" o`);
    await queryRunner.query(`CREATE INDEX "ix_order_search_trgm" ON "order_search" USING gin ("search_text" gin_trgm_ops)`);
    await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'orders' AND "name" = 'search_text'`);
    await queryRunner.query(`DROP INDEX "ix_orders_search_trgm"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "search_text"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "search_text" text GENERATED ALWAYS AS (${GENERATED}) STORED NOT NULL`);
    await queryRunner.query(`CREATE INDEX "ix_orders_search_trgm" ON "orders" USING gin ("search_text" gin_trgm_ops)`);
    await queryRunner.query(
      `INSERT INTO "typeorm_metadata" ("type", "database", "schema", "table", "name", "value")
       VALUES ('GENERATED_COLUMN', current_database(), current_schema(), 'orders', 'search_text', $1)`,
      [GENERATED],
    );
    await queryRunner.query(`DROP TRIGGER "tr_orders_search" ON "orders"`);
    await queryRunner.query(`DROP FUNCTION "order_search_sync"()`);
    await queryRunner.query(`DROP TABLE "order_search"`);
  }
}
