import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Time-based automation: the facts the periodic check noticed (each published once), and two rules
 * using them, seeded switched off like the others: a payment reminder for an extra charge unpaid
 * for 48 hours, and a staff note on a rush or lightning order past its expected completion date.
 */
export class AutomationTimeFacts1766830000000 implements MigrationInterface {
  name = 'AutomationTimeFacts1766830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "automation_time_facts" (
        "kind" text NOT NULL,
        "subject_id" integer NOT NULL,
        "noticed_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_automation_time_facts" PRIMARY KEY ("kind", "subject_id")
      )`,
    );
    await queryRunner.query(
      `INSERT INTO "automation_rules" ("name", "description", "trigger_type", "conditions", "actions", "is_active")
       VALUES ($1, $2, 'time_based', $3::jsonb, $4::jsonb, false), ($5, $6, 'time_based', $7::jsonb, $8::jsonb, false)
       ON CONFLICT ("name") DO NOTHING`,
      [
        'Remind an unpaid payment link after 48 hours',
        'When an extra charge is still unpaid 48 hours after its link was sent, the customer gets one payment reminder.',
        JSON.stringify({ eventTypes: ['payment_link.unpaid'] }),
        JSON.stringify([{ type: 'send_notification', notification: 'payment-reminder' }]),
        'Flag overdue rush and lightning orders',
        'A rush or lightning order past its expected completion date and not yet apostille complete gets a staff note in its conversation.',
        JSON.stringify({ eventTypes: ['order.overdue'], orderStatusIn: ['pending', 'processing', 'docs_received', 'authentication_in_progress'] }),
        JSON.stringify([{ type: 'add_staff_note', text: 'This order is past its expected completion date and not yet apostille complete.' }]),
      ],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM "automation_rules" WHERE "name" IN ('Remind an unpaid payment link after 48 hours', 'Flag overdue rush and lightning orders')`,
    );
    await queryRunner.query(`DROP TABLE "automation_time_facts"`);
  }
}
