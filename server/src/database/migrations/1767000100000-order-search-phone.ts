import type { MigrationInterface, QueryRunner } from 'typeorm';

/** orderSearchExpression() as it stood when this migration was written (a migration never changes). */
const searchText = (row: string) =>
  `lower(${row}."order_number" || ' ' || ${row}."customer_first_name" || ' ' || ${row}."customer_last_name" || ' ' || ${row}."customer_email"` +
  ` || ' ' || regexp_replace(${row}."customer_phone", '[^0-9]', '', 'g'))`;
/** The search text before this migration (1766920000000), which down() restores. */
const previousSearchText = (row: string) =>
  `lower(${row}."order_number" || ' ' || ${row}."customer_first_name" || ' ' || ${row}."customer_last_name" || ' ' || ${row}."customer_email")`;
const COPIED_COLUMNS = `"order_number", "customer_first_name", "customer_last_name", "customer_email", "created_at", "deleted_at"`;

const syncFunction = (text: (row: string) => string) =>
  `CREATE OR REPLACE FUNCTION "order_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO "order_search" ("order_id", "search_text", "created_at", "deleted_at")
     VALUES (NEW."id", ${text('NEW')}, NEW."created_at", NEW."deleted_at")
     ON CONFLICT ("order_id") DO UPDATE
       SET "search_text" = EXCLUDED."search_text", "created_at" = EXCLUDED."created_at", "deleted_at" = EXCLUDED."deleted_at"
       WHERE ("order_search"."search_text", "order_search"."created_at", "order_search"."deleted_at")
             IS DISTINCT FROM (EXCLUDED."search_text", EXCLUDED."created_at", EXCLUDED."deleted_at");
     RETURN NULL;
   END $$`;

/**
 * Staff search finds an order by the customer's phone: its digits alone join the search text, so
 * "(850) 555-0100", "850-555-0100" and "8505550100" (the search strips a phone-shaped term to its
 * digits) all find it. The trigger now also fires when the phone is written, and the existing rows
 * are rewritten with the orders locked against writes, so that none is missed.
 */
export class OrderSearchPhone1767000100000 implements MigrationInterface {
  name = 'OrderSearchPhone1767000100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`LOCK TABLE "orders" IN SHARE ROW EXCLUSIVE MODE`);
    await queryRunner.query(syncFunction(searchText));
    await queryRunner.query(`DROP TRIGGER "tr_orders_search" ON "orders"`);
    await queryRunner.query(
      `CREATE TRIGGER "tr_orders_search" AFTER INSERT OR UPDATE OF ${COPIED_COLUMNS}, "customer_phone" ON "orders"
       FOR EACH ROW EXECUTE FUNCTION "order_search_sync"()`,
    );
    await queryRunner.query(`UPDATE "order_search" s SET "search_text" = ${searchText('o')} FROM "orders" o WHERE o."id" = s."order_id"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`LOCK TABLE "orders" IN SHARE ROW EXCLUSIVE MODE`);
    await queryRunner.query(syncFunction(previousSearchText));
    await queryRunner.query(`DROP TRIGGER "tr_orders_search" ON "orders"`);
    await queryRunner.query(
      `CREATE TRIGGER "tr_orders_search" AFTER INSERT OR UPDATE OF ${COPIED_COLUMNS} ON "orders"
       FOR EACH ROW EXECUTE FUNCTION "order_search_sync"()`,
    );
    await queryRunner.query(`UPDATE "order_search" s SET "search_text" = ${previousSearchText('o')} FROM "orders" o WHERE o."id" = s."order_id"`);
  }
}
