import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The per-recipient cap keeps what it holds back: such a message is written as 'suppressed' with
 * the reason (never sent, visible to operators) instead of not at all. `cap_group` says which cap
 * a message counts towards (public-form acknowledgements, or account e-mails); NULL for mail that
 * is never capped (an order's own e-mails, staff replies).
 */
export class OutboxSuppressedMail1766991000000 implements MigrationInterface {
  name = 'OutboxSuppressedMail1766991000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_messages" ADD "cap_group" text`);
    await queryRunner.query(`
      UPDATE "outbox_messages" SET "cap_group" = CASE
        WHEN "kind" IN ('customer_email_verification', 'customer_registration_attempt', 'customer_password_reset') THEN 'account'
        WHEN "kind" IN ('contact_acknowledgement', 'wholesale_application_received', 'ccpa_request_received') THEN 'public_form'
      END`);
    await queryRunner.query(
      `ALTER TABLE "outbox_messages" ADD CONSTRAINT "ck_outbox_messages_cap_group" CHECK ("cap_group" IS NULL OR "cap_group" IN ('public_form', 'account'))`,
    );
    await queryRunner.query(`ALTER TABLE "outbox_messages" DROP CONSTRAINT "ck_outbox_messages_status"`);
    await queryRunner.query(
      `ALTER TABLE "outbox_messages" ADD CONSTRAINT "ck_outbox_messages_status" CHECK ("status" IN ('pending', 'queued', 'sent', 'failed', 'suppressed'))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_outbox_messages_suppressed" ON "outbox_messages" ("created_at") WHERE "status" = 'suppressed'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_outbox_messages_suppressed"`);
    await queryRunner.query(`DELETE FROM "outbox_messages" WHERE "status" = 'suppressed'`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" DROP CONSTRAINT "ck_outbox_messages_status"`);
    await queryRunner.query(
      `ALTER TABLE "outbox_messages" ADD CONSTRAINT "ck_outbox_messages_status" CHECK ("status" IN ('pending', 'queued', 'sent', 'failed'))`,
    );
    await queryRunner.query(`ALTER TABLE "outbox_messages" DROP CONSTRAINT "ck_outbox_messages_cap_group"`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" DROP COLUMN "cap_group"`);
  }
}
