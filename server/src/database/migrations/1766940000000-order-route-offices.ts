import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The distinct offices of a document_routes value (every step of every document's route). */
const officesOf = (routes: string) =>
  `SELECT DISTINCT step->>'office' FROM jsonb_array_elements(${routes}) AS route, jsonb_array_elements(route->'steps') AS step
    WHERE step->>'office' IS NOT NULL`;

/**
 * The orders list's Office filter and the batch sheets ask which orders have a document whose route
 * passes through an office. The answer is kept in its own table, one row per (office, order), by a
 * trigger that fires only when document_routes is written (at placement): an index on orders itself
 * (a GIN index on document_routes) would get new entries on every status change, since a status
 * change is never a HOT update (status is indexed), the churn order_search was made to avoid.
 */
export class OrderRouteOffices1766940000000 implements MigrationInterface {
  name = 'OrderRouteOffices1766940000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`LOCK TABLE "orders" IN SHARE ROW EXCLUSIVE MODE`);
    await queryRunner.query(
      `CREATE TABLE "order_route_offices" ("office" text NOT NULL, "order_id" integer NOT NULL,
         CONSTRAINT "pk_order_route_offices" PRIMARY KEY ("office", "order_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_order_route_offices_order_id" ON "order_route_offices" ("order_id")`);
    await queryRunner.query(
      `ALTER TABLE "order_route_offices" ADD CONSTRAINT "fk_order_route_offices_order_id" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "order_route_offices_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'UPDATE' AND OLD."document_routes" = NEW."document_routes" THEN
           RETURN NULL;
         END IF;
         DELETE FROM "order_route_offices" WHERE "order_id" = NEW."id";
         INSERT INTO "order_route_offices" ("office", "order_id") SELECT office, NEW."id" FROM (${officesOf('NEW."document_routes"')}) AS offices(office);
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "tr_orders_route_offices" AFTER INSERT OR UPDATE OF "document_routes" ON "orders"
       FOR EACH ROW EXECUTE FUNCTION "order_route_offices_sync"()`,
    );
    await queryRunner.query(
      `INSERT INTO "order_route_offices" ("office", "order_id")
       SELECT DISTINCT step->>'office', o."id" FROM "orders" o, jsonb_array_elements(o."document_routes") AS route, jsonb_array_elements(route->'steps') AS step
        WHERE step->>'office' IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "tr_orders_route_offices" ON "orders"`);
    await queryRunner.query(`DROP FUNCTION "order_route_offices_sync"()`);
    await queryRunner.query(`DROP TABLE "order_route_offices"`);
  }
}
