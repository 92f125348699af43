import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether the sender of the e-mail that opened a conversation was proven to own its address.
 * Existing conversations were opened by the contact form, staff, or e-mail before the check: true.
 */
export class ConversationSenderVerified1766994100000 implements MigrationInterface {
  name = 'ConversationSenderVerified1766994100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "conversations" ADD "sender_verified" boolean NOT NULL DEFAULT true`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "conversations" DROP COLUMN "sender_verified"`);
  }
}
