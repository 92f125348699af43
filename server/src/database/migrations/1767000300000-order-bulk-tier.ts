import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The wholesale tier an order's discount was priced with (the order response's `bulkTier`): kept
 * on the order, because staff may change the customer's tier later. NULL for retail orders.
 */
export class OrderBulkTier1767000300000 implements MigrationInterface {
  name = 'OrderBulkTier1767000300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "bulk_tier" varchar(20)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "bulk_tier"`);
  }
}
