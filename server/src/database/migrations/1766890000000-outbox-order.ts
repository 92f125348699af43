import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Which order an e-mail is about, so the order's console page can list the e-mails sent about it. */
export class OutboxOrder1766890000000 implements MigrationInterface {
  name = 'OutboxOrder1766890000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_messages" ADD "order_id" integer`);
    await queryRunner.query(`CREATE INDEX "ix_outbox_messages_order_id" ON "outbox_messages" ("order_id") WHERE "order_id" IS NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "outbox_messages" ADD CONSTRAINT "fk_outbox_messages_order_id" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_messages" DROP CONSTRAINT "fk_outbox_messages_order_id"`);
    await queryRunner.query(`DROP INDEX "ix_outbox_messages_order_id"`);
    await queryRunner.query(`ALTER TABLE "outbox_messages" DROP COLUMN "order_id"`);
  }
}
