import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The moment the customer's originals reached the centre: the Terms count turnaround from that
 * day, so the expected date becomes firm then. Set by the first change into "Documents Received"
 * or any later status; existing orders take it from their history.
 */
export class OriginalsReceivedAt1766990000000 implements MigrationInterface {
  name = 'OriginalsReceivedAt1766990000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "originals_received_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`
      UPDATE "orders" o SET "originals_received_at" = h.first_at
      FROM (
        SELECT "order_id", min("changed_at") AS first_at
        FROM "order_status_history"
        WHERE "new_status" IN ('docs_received', 'authentication_in_progress', 'apostille_complete', 'shipped', 'delivered')
        GROUP BY "order_id"
      ) h
      WHERE h."order_id" = o."id"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "originals_received_at"`);
  }
}
