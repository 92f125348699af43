import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff roles are enforced from here on (issue #17). Existing accounts keep their role; when no
 * owner exists, the oldest account becomes the owner so someone can manage staff. Adds disabled accounts, the require-two-factor setting and
 * failure counts for unknown usernames at sign-in.
 */
export class StaffRoles1765100000000 implements MigrationInterface {
  name = 'StaffRoles1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "admin_login_failures" ("username_key" text NOT NULL, "failed_login_count" integer NOT NULL DEFAULT '0',
         "locked_until" TIMESTAMP WITH TIME ZONE, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         CONSTRAINT "pk_admin_login_failures" PRIMARY KEY ("username_key"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "staff_settings" ("id" smallint NOT NULL, "require_two_factor" boolean NOT NULL DEFAULT false,
         "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         CONSTRAINT "ck_staff_settings_single_row" CHECK ("id" = 1), CONSTRAINT "pk_staff_settings" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`INSERT INTO "staff_settings" ("id") VALUES (1)`);
    await queryRunner.query(`ALTER TABLE "admin_users" ADD "disabled_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `UPDATE "admin_users" SET "role" = 'owner'
        WHERE NOT EXISTS (SELECT 1 FROM "admin_users" WHERE "role" = 'owner')
          AND "id" = (SELECT "id" FROM "admin_users" ORDER BY "created_at", "id" LIMIT 1)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admin_users" DROP COLUMN "disabled_at"`);
    await queryRunner.query(`DROP TABLE "staff_settings"`);
    await queryRunner.query(`DROP TABLE "admin_login_failures"`);
  }
}
