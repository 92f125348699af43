import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Today's visitors and conversions per network (hashed), for the per-network caps of the visitor count. */
export class VisitorNetworks1766996300000 implements MigrationInterface {
  name = 'VisitorNetworks1766996300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "visitor_networks" (
         "day" date NOT NULL,
         "network_hash" text NOT NULL,
         "visitors" integer NOT NULL DEFAULT 0,
         "conversions" integer NOT NULL DEFAULT 0,
         CONSTRAINT "pk_visitor_networks" PRIMARY KEY ("day", "network_hash"),
         CONSTRAINT "ck_visitor_networks_counts" CHECK ("visitors" >= 0 AND "conversions" >= 0)
       )`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "visitor_networks"`);
  }
}
