import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ties a payment intent to the checkout that created it: a hash of the browser's checkout key
 * (proof of possession when the order is submitted) and the e-mail the intent was made for.
 * Existing rows keep NULL and can no longer be turned into orders (they are abandoned intents).
 */
export class PaymentCheckoutOwner1765000000000 implements MigrationInterface {
  name = 'PaymentCheckoutOwner1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payments" ADD COLUMN "checkout_key_hash" text, ADD COLUMN "customer_email" text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "customer_email", DROP COLUMN "checkout_key_hash"`);
  }
}
