import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * orders.line_items: the line items of a staff custom order (document type, quantity, shipping
 * address, delivery method, shipping cost in cents each). The order's own columns keep the first
 * item (and the summed document count) so every list, search and export reads them unchanged.
 * NULL for every other order.
 */
export class OrderLineItems1763900000000 implements MigrationInterface {
  name = 'OrderLineItems1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "line_items" jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "line_items"`);
  }
}
