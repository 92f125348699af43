import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff conversation list at a hundred thousand conversations: the page comes from an index in
 * its order (per status too), and the total from per-status counts a trigger keeps exact on every
 * insert, status change and delete, whoever writes the row.
 */
export class ConversationListAtScale1766820000000 implements MigrationInterface {
  name = 'ConversationListAtScale1766820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "ix_conversations_last_message_at_id" ON "conversations" ("last_message_at", "id")`);
    await queryRunner.query(`CREATE INDEX "ix_conversations_status_last_message_at_id" ON "conversations" ("status", "last_message_at", "id")`);
    await queryRunner.query(`DROP INDEX "ix_conversations_last_message_at"`);
    await queryRunner.query(
      `CREATE TABLE "conversation_status_counts" ("status" text NOT NULL, "count" integer NOT NULL DEFAULT 0, CONSTRAINT "pk_conversation_status_counts" PRIMARY KEY ("status"))`,
    );
    await queryRunner.query(
      `INSERT INTO "conversation_status_counts" ("status", "count")
       SELECT s.status, (SELECT count(*)::int FROM "conversations" c WHERE c."status" = s.status) FROM unnest(ARRAY['open', 'pending', 'closed']) AS s(status)`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "conversation_status_counts_maintain"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP IN ('UPDATE', 'DELETE') THEN
           UPDATE conversation_status_counts SET count = count - 1 WHERE status = OLD.status;
         END IF;
         IF TG_OP IN ('INSERT', 'UPDATE') THEN
           INSERT INTO conversation_status_counts (status, count) VALUES (NEW.status, 1)
           ON CONFLICT (status) DO UPDATE SET count = conversation_status_counts.count + 1;
         END IF;
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "trg_conversation_status_counts_insert_delete" AFTER INSERT OR DELETE ON "conversations"
       FOR EACH ROW EXECUTE FUNCTION "conversation_status_counts_maintain"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "trg_conversation_status_counts_update" AFTER UPDATE OF "status" ON "conversations"
       FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "conversation_status_counts_maintain"()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "trg_conversation_status_counts_update" ON "conversations"`);
    await queryRunner.query(`DROP TRIGGER "trg_conversation_status_counts_insert_delete" ON "conversations"`);
    await queryRunner.query(`DROP FUNCTION "conversation_status_counts_maintain"()`);
    await queryRunner.query(`DROP TABLE "conversation_status_counts"`);
    await queryRunner.query(`CREATE INDEX "ix_conversations_last_message_at" ON "conversations" ("last_message_at")`);
    await queryRunner.query(`DROP INDEX "ix_conversations_status_last_message_at_id"`);
    await queryRunner.query(`DROP INDEX "ix_conversations_last_message_at_id"`);
  }
}
