import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * orders.placed_with_account: true when a signed-in customer placed the order with their token.
 * An account sees such orders at once; orders linked to it only by e-mail (guest checkouts) stay
 * hidden until the e-mail address is confirmed, so registering someone else's address reveals nothing.
 */
export class OrderPlacedWithAccount1763800000000 implements MigrationInterface {
  name = 'OrderPlacedWithAccount1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "placed_with_account" boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "placed_with_account"`);
  }
}
