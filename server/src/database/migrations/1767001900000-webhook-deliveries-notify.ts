import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The webhook relay wakes when deliveries are written, as the outbox relay does for e-mails: a
 * statement inserting into webhook_deliveries notifies its channel when its transaction commits
 * (statement-level, so a status change of a thousand orders notifies once). Retries stay polled:
 * a due time is a moment, not an insert.
 */
export class WebhookDeliveriesNotify1767001900000 implements MigrationInterface {
  name = 'WebhookDeliveriesNotify1767001900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TRIGGER "tr_webhook_deliveries_notify" AFTER INSERT ON "webhook_deliveries" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"('webhook_deliveries')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "tr_webhook_deliveries_notify" ON "webhook_deliveries"`);
  }
}
