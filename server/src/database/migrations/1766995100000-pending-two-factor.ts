import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The two-factor secret and backup codes being set up, kept by the server between setup-2fa and
 * enable-2fa: the client only confirms a code, so nobody can choose their own (an all-zero secret
 * was once accepted). Encrypted and hashed like the active ones.
 */
export class PendingTwoFactor1766995100000 implements MigrationInterface {
  name = 'PendingTwoFactor1766995100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admin_users" ADD "pending_two_factor_secret" text`);
    await queryRunner.query(`ALTER TABLE "admin_users" ADD "pending_backup_code_hashes" text array NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE "admin_users" ADD "pending_two_factor_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admin_users" DROP COLUMN "pending_two_factor_at"`);
    await queryRunner.query(`ALTER TABLE "admin_users" DROP COLUMN "pending_backup_code_hashes"`);
    await queryRunner.query(`ALTER TABLE "admin_users" DROP COLUMN "pending_two_factor_secret"`);
  }
}
