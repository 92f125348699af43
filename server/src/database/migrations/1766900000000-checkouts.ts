import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Checkouts kept on the server (form data and files staged before payment) and, on payments, the
 * order the intent was made for and its refund.
 */
export class Checkouts1766900000000 implements MigrationInterface {
  name = 'Checkouts1766900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "checkouts" ("key_hash" text NOT NULL, "step" integer NOT NULL DEFAULT 0, "draft" jsonb,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "ck_checkouts_step" CHECK ("step" BETWEEN 0 AND 10), CONSTRAINT "pk_checkouts" PRIMARY KEY ("key_hash"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "checkout_files" ("id" uuid NOT NULL, "checkout_key_hash" text NOT NULL, "file_name" text NOT NULL,
        "original_name" text NOT NULL, "mime_type" text NOT NULL, "file_size" integer NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "pk_checkout_files" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_checkout_files_checkout_key_hash" ON "checkout_files" ("checkout_key_hash")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_checkout_files_file_name" ON "checkout_files" ("file_name")`);
    await queryRunner.query(
      `ALTER TABLE "checkout_files" ADD CONSTRAINT "fk_checkout_files_checkout_key_hash" FOREIGN KEY ("checkout_key_hash") REFERENCES "checkouts"("key_hash") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "payments" ADD "order_request" jsonb`);
    await queryRunner.query(`ALTER TABLE "payments" ADD "refund_status" text`);
    await queryRunner.query(`ALTER TABLE "payments" ADD "refund_reason" text`);
    await queryRunner.query(`ALTER TABLE "payments" ADD "refunded_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "payments" ADD CONSTRAINT "ck_payments_refund_status" CHECK ("refund_status" IN ('pending', 'refunded'))`);
    await queryRunner.query(`CREATE INDEX "ix_payments_checkout_key_hash" ON "payments" ("checkout_key_hash") WHERE "checkout_key_hash" IS NOT NULL`);
    await queryRunner.query(
      `CREATE INDEX "ix_payments_unsettled" ON "payments" ("created_at") WHERE "order_id" IS NULL AND "extra_charge_id" IS NULL AND "refund_status" IS DISTINCT FROM 'refunded'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_payments_unsettled"`);
    await queryRunner.query(`DROP INDEX "ix_payments_checkout_key_hash"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "ck_payments_refund_status"`);
    for (const column of ['refunded_at', 'refund_reason', 'refund_status', 'order_request']) {
      await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "${column}"`);
    }
    await queryRunner.query(`DROP TABLE "checkout_files"`);
    await queryRunner.query(`DROP TABLE "checkouts"`);
  }
}
