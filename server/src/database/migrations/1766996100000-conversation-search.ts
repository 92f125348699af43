import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff search the Messages list by customer name or e-mail anywhere in the text: a trigram index on
 * the lower-cased pair answers `LIKE '%…%'` without reading every conversation.
 */
export class ConversationSearch1766996100000 implements MigrationInterface {
  name = 'ConversationSearch1766996100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "ix_conversations_search_trgm" ON "conversations" USING gin ((lower("customer_name" || ' ' || "customer_email")) gin_trgm_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_conversations_search_trgm"`);
  }
}
