import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A rule run names the domain event that started it; one run per (rule, event) makes a redelivered
 * or retried automation job change nothing twice. Seeds the default rule set (names are unique, so
 * seeding is idempotent and an operator's later toggles are kept). Seeded switched off: an operator
 * turns each on once reviewed, so an upgrade never starts moving orders by itself.
 */
export class AutomationRuleRunsPerEvent1765600000000 implements MigrationInterface {
  name = 'AutomationRuleRunsPerEvent1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "automation_rule_runs" ADD "event_id" integer`);
    await queryRunner.query(
      `ALTER TABLE "automation_rule_runs" ADD CONSTRAINT "fk_automation_rule_runs_event_id" FOREIGN KEY ("event_id") REFERENCES "domain_events" ("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_automation_rule_runs_rule_id_event_id" ON "automation_rule_runs" ("rule_id", "event_id")`);
    await queryRunner.query(
      `INSERT INTO "automation_rules" ("name", "description", "trigger_type", "conditions", "actions", "is_active")
       VALUES ($1, $2, 'payment_received', $3::jsonb, $4::jsonb, false), ($5, $6, 'document_upload', $7::jsonb, $8::jsonb, false)
       ON CONFLICT ("name") DO NOTHING`,
      [
        'Paid order starts processing',
        'A paid order still pending moves to Processing.',
        JSON.stringify({ eventTypes: ['order.created', 'payment.received'], orderStatusIn: ['pending'], orderPaid: true }),
        JSON.stringify([{ type: 'change_status', status: 'processing' }]),
        'All documents apostilled',
        'When every document of an order is marked apostille complete, the order moves to Apostille Complete.',
        JSON.stringify({
          eventTypes: ['document.apostille_completed'],
          orderStatusIn: ['pending', 'processing', 'docs_received', 'authentication_in_progress'],
          allDocumentsApostilled: true,
        }),
        JSON.stringify([{ type: 'change_status', status: 'apostille_complete' }]),
      ],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "automation_rules" WHERE "name" IN ('Paid order starts processing', 'All documents apostilled')`);
    await queryRunner.query(`DROP INDEX "uq_automation_rule_runs_rule_id_event_id"`);
    await queryRunner.query(`ALTER TABLE "automation_rule_runs" DROP CONSTRAINT "fk_automation_rule_runs_event_id"`);
    await queryRunner.query(`ALTER TABLE "automation_rule_runs" DROP COLUMN "event_id"`);
  }
}
