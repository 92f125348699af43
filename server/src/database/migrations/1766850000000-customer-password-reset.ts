import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Password reset: the hash of the one live reset token of a customer and when it stops working. */
export class CustomerPasswordReset1766850000000 implements MigrationInterface {
  name = 'CustomerPasswordReset1766850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customers" ADD "password_reset_token_hash" text, ADD "password_reset_expires_at" timestamptz`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_customers_password_reset_token_hash" ON "customers" ("password_reset_token_hash")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_customers_password_reset_token_hash"`);
    await queryRunner.query(`ALTER TABLE "customers" DROP COLUMN "password_reset_expires_at", DROP COLUMN "password_reset_token_hash"`);
  }
}
