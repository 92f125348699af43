import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * At most one open (still payable, not yet used by an order) offline intent per request fingerprint,
 * so an identical intent request finds or creates its intent in one statement, without an advisory
 * lock. Older duplicates, which the service never handed out again (it reused the newest), are
 * cancelled first so the index can be built.
 */
export class OpenOfflineIntentPerFingerprint1764000000000 implements MigrationInterface {
  name = 'OpenOfflineIntentPerFingerprint1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "payments" p SET "status" = 'canceled', "updated_at" = now()
        WHERE p."provider" = 'offline' AND p."order_id" IS NULL AND p."status" IN ('requires_payment_method', 'failed')
          AND EXISTS (SELECT 1 FROM "payments" newer
                       WHERE newer."request_fingerprint" = p."request_fingerprint" AND newer."id" > p."id"
                         AND newer."provider" = 'offline' AND newer."order_id" IS NULL
                         AND newer."status" IN ('requires_payment_method', 'failed'))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_payments_open_offline_fingerprint" ON "payments" ("request_fingerprint")
        WHERE "provider" = 'offline' AND "order_id" IS NULL AND "status" IN ('requires_payment_method', 'failed')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_payments_open_offline_fingerprint"`);
  }
}
