import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff decide wholesale applications and privacy requests in the console: who decided, when, with
 * which note, and (for wholesale) the tier granted and the customer account it went to. An
 * application's "rejected" becomes "declined", the word the console and the e-mail use.
 */
export class WholesaleAndPrivacyDecisions1767000500000 implements MigrationInterface {
  name = 'WholesaleAndPrivacyDecisions1767000500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "wholesale_applications" DROP CONSTRAINT "ck_wholesale_applications_status"`);
    await queryRunner.query(`UPDATE "wholesale_applications" SET "status" = 'declined' WHERE "status" = 'rejected'`);
    await queryRunner.query(
      `ALTER TABLE "wholesale_applications" ADD CONSTRAINT "ck_wholesale_applications_status" CHECK ("status" IN ('pending', 'approved', 'declined'))`,
    );
    await queryRunner.query(`ALTER TABLE "wholesale_applications"
      ADD "tier" text,
      ADD "decision_note" text,
      ADD "decided_by_admin_id" integer,
      ADD "customer_id" integer,
      ADD CONSTRAINT "fk_wholesale_applications_decided_by_admin_id" FOREIGN KEY ("decided_by_admin_id") REFERENCES "admin_users" ("id") ON DELETE SET NULL,
      ADD CONSTRAINT "fk_wholesale_applications_customer_id" FOREIGN KEY ("customer_id") REFERENCES "customers" ("id") ON DELETE SET NULL,
      ADD CONSTRAINT "ck_wholesale_applications_tier" CHECK ("tier" IS NULL OR "tier" IN ('partner', 'professional', 'enterprise'))`);

    await queryRunner.query(`ALTER TABLE "ccpa_requests" DROP CONSTRAINT "ck_ccpa_requests_status"`);
    await queryRunner.query(
      `ALTER TABLE "ccpa_requests" ADD CONSTRAINT "ck_ccpa_requests_status" CHECK ("status" IN ('received', 'acknowledged', 'completed', 'declined'))`,
    );
    await queryRunner.query(`ALTER TABLE "ccpa_requests"
      ADD "decision_note" text,
      ADD "decided_by_admin_id" integer,
      ADD CONSTRAINT "fk_ccpa_requests_decided_by_admin_id" FOREIGN KEY ("decided_by_admin_id") REFERENCES "admin_users" ("id") ON DELETE SET NULL`);
    await queryRunner.query(`ALTER TABLE "data_deletion_requests" ADD "requester_told_at" timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "data_deletion_requests" DROP COLUMN "requester_told_at"`);
    await queryRunner.query(`ALTER TABLE "ccpa_requests" DROP COLUMN "decision_note", DROP COLUMN "decided_by_admin_id"`);
    await queryRunner.query(`ALTER TABLE "ccpa_requests" DROP CONSTRAINT "ck_ccpa_requests_status"`);
    await queryRunner.query(`UPDATE "ccpa_requests" SET "status" = 'completed' WHERE "status" = 'declined'`);
    await queryRunner.query(
      `ALTER TABLE "ccpa_requests" ADD CONSTRAINT "ck_ccpa_requests_status" CHECK ("status" IN ('received', 'acknowledged', 'completed'))`,
    );
    await queryRunner.query(`ALTER TABLE "wholesale_applications"
      DROP CONSTRAINT "ck_wholesale_applications_tier",
      DROP COLUMN "tier", DROP COLUMN "decision_note", DROP COLUMN "decided_by_admin_id", DROP COLUMN "customer_id"`);
    await queryRunner.query(`ALTER TABLE "wholesale_applications" DROP CONSTRAINT "ck_wholesale_applications_status"`);
    await queryRunner.query(`UPDATE "wholesale_applications" SET "status" = 'rejected' WHERE "status" = 'declined'`);
    await queryRunner.query(
      `ALTER TABLE "wholesale_applications" ADD CONSTRAINT "ck_wholesale_applications_status" CHECK ("status" IN ('pending', 'approved', 'rejected'))`,
    );
  }
}
