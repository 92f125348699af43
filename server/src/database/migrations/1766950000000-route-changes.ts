import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Route changes of open orders found by the daily watch, one row per order and set of new routes
 * (unique), with the customer e-mail that announced it and the staff member who reviewed it.
 */
export class RouteChanges1766950000000 implements MigrationInterface {
  name = 'RouteChanges1766950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "route_changes" (
        "id" SERIAL NOT NULL,
        "order_id" integer NOT NULL,
        "detected_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "detected_for_day" date NOT NULL,
        "changes" jsonb NOT NULL,
        "fee_delta_cents" integer NOT NULL,
        "routes_hash" text NOT NULL,
        "customer_mail_id" integer,
        "reviewed_at" TIMESTAMP WITH TIME ZONE,
        "reviewed_by" integer,
        CONSTRAINT "pk_route_changes" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_route_changes_order_routes" ON "route_changes" ("order_id", "routes_hash")`);
    await queryRunner.query(`CREATE INDEX "ix_route_changes_detected_at" ON "route_changes" ("detected_at")`);
    await queryRunner.query(
      `ALTER TABLE "route_changes" ADD CONSTRAINT "fk_route_changes_order_id" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "route_changes"`);
  }
}
