import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The carrier and tracking number of the return parcel, recorded by staff with the status Shipped. */
export class OrderReturnShipment1766992000000 implements MigrationInterface {
  name = 'OrderReturnShipment1766992000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "return_carrier" text`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "return_tracking_number" text`);
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "ck_orders_return_carrier" CHECK ("return_carrier" IS NULL OR "return_carrier" IN ('USPS', 'FEDEX', 'UPS', 'DHL'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "ck_orders_return_carrier"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "return_tracking_number"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "return_carrier"`);
  }
}
