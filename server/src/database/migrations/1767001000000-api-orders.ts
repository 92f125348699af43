import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders placed through the wholesale API (source 'api'): the integration's own reference, the
 * Idempotency-Key it sent (one order per key and account) with a hash of the request it came with,
 * and whether the order is billed on the account's monthly invoice. The customer's "Invoice
 * monthly" flag is set by staff.
 */
export class ApiOrders1767001000000 implements MigrationInterface {
  name = 'ApiOrders1767001000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "ck_orders_source"`);
    await queryRunner.query(`ALTER TABLE "orders" ADD CONSTRAINT "ck_orders_source" CHECK ("source" IN ('web', 'admin', 'custom', 'api'))`);
    await queryRunner.query(`ALTER TABLE "orders"
      ADD "customer_reference" text,
      ADD "api_idempotency_key" text,
      ADD "api_request_hash" text,
      ADD "invoice_monthly" boolean NOT NULL DEFAULT false,
      ADD CONSTRAINT "ck_orders_customer_reference" CHECK ("customer_reference" IS NULL OR char_length("customer_reference") <= 64)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_orders_api_idempotency_key" ON "orders" ("customer_id", "api_idempotency_key")`);
    await queryRunner.query(`ALTER TABLE "customers" ADD "invoice_monthly" boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customers" DROP COLUMN "invoice_monthly"`);
    await queryRunner.query(`DROP INDEX "uq_orders_api_idempotency_key"`);
    await queryRunner.query(`ALTER TABLE "orders"
      DROP CONSTRAINT "ck_orders_customer_reference",
      DROP COLUMN "customer_reference",
      DROP COLUMN "api_idempotency_key",
      DROP COLUMN "api_request_hash",
      DROP COLUMN "invoice_monthly"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "ck_orders_source"`);
    await queryRunner.query(`ALTER TABLE "orders" ADD CONSTRAINT "ck_orders_source" CHECK ("source" IN ('web', 'admin', 'custom'))`);
  }
}
