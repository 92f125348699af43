import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Conversations by e-mail: messages may come from automation ('system') and remember the e-mail
 * Message-ID they arrived or left with; outbox rows may carry a reply address and the headers
 * that thread a reply under earlier messages.
 */
export class ConversationThreading1765300000000 implements MigrationInterface {
  name = 'ConversationThreading1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "messages" DROP CONSTRAINT "ck_messages_sender_type"`);
    await queryRunner.query(`ALTER TABLE "messages" ADD CONSTRAINT "ck_messages_sender_type" CHECK ("sender_type" IN ('admin', 'customer', 'system'))`);
    await queryRunner.query(`ALTER TABLE "messages" ADD "email_message_id" text`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" ADD "reply_to" text`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" ADD "in_reply_to" text`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" ADD "thread_references" text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_messages" DROP COLUMN "thread_references"`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" DROP COLUMN "in_reply_to"`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" DROP COLUMN "reply_to"`);
    await queryRunner.query(`ALTER TABLE "messages" DROP COLUMN "email_message_id"`);
    await queryRunner.query(`DELETE FROM "messages" WHERE "sender_type" = 'system'`);
    await queryRunner.query(`ALTER TABLE "messages" DROP CONSTRAINT "ck_messages_sender_type"`);
    await queryRunner.query(`ALTER TABLE "messages" ADD CONSTRAINT "ck_messages_sender_type" CHECK ("sender_type" IN ('admin', 'customer'))`);
  }
}
