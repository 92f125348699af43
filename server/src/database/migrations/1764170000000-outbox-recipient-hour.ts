import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lets the outbox count the e-mails one address got in the last hour (the per-recipient cap on
 * unsolicited mail) without reading the whole outbox; addresses compare case-insensitively.
 */
export class OutboxRecipientHour1764170000000 implements MigrationInterface {
  name = 'OutboxRecipientHour1764170000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "ix_outbox_messages_recipient_created" ON "outbox_messages" (lower("recipient"), "created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_outbox_messages_recipient_created"`);
  }
}
