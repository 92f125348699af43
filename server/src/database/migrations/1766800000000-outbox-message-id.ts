import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every outbox row gets its own Message-ID at insert: a random UUID, unique across databases and
 * restores. The old `outbox-{id}@…` repeated (ids restart in a new database or after a restore), so a
 * receiver that drops duplicates by Message-ID could have dropped a real, different e-mail. The
 * default covers rows written by plain SQL as well as by the outbox service.
 */
export class OutboxMessageId1766800000000 implements MigrationInterface {
  name = 'OutboxMessageId1766800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_messages" ADD "message_id" uuid NOT NULL DEFAULT gen_random_uuid()`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" ADD CONSTRAINT "uq_outbox_messages_message_id" UNIQUE ("message_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_messages" DROP CONSTRAINT "uq_outbox_messages_message_id"`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" DROP COLUMN "message_id"`);
  }
}
