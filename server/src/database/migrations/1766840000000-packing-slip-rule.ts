import type { MigrationInterface, QueryRunner } from 'typeorm';

const RULE_NAME = 'Mark documents received when the packing slip is scanned';

/**
 * The packing-slip rule, seeded switched on: scanning a slip is staff saying "the envelope is here",
 * so a pending or processing order moves to docs_received without a second click. Staff who want to
 * check the contents first switch it off on the Automation tab; the scan is still recorded.
 */
export class PackingSlipRule1766840000000 implements MigrationInterface {
  name = 'PackingSlipRule1766840000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO "automation_rules" ("name", "description", "trigger_type", "conditions", "actions", "is_active")
       VALUES ($1, $2, 'document_upload', $3::jsonb, $4::jsonb, true)
       ON CONFLICT ("name") DO NOTHING`,
      [
        RULE_NAME,
        'When staff scan the packing slip of an arrived envelope, a pending or processing order moves to docs_received.',
        JSON.stringify({ eventTypes: ['packing_slip.scanned'], orderStatusIn: ['pending', 'processing'] }),
        JSON.stringify([{ type: 'change_status', status: 'docs_received' }]),
      ],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "automation_rules" WHERE "name" = $1`, [RULE_NAME]);
  }
}
