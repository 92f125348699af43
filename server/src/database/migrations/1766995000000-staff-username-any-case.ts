import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff usernames are unique whatever their case: `ADMIN` beside `admin` let a look-alike account be
 * created and signed into. Existing names that differ only in case keep the oldest as it is; each
 * later one gets its id appended (`Admin-7`), so the unique index can be built and nobody is locked out
 * (an owner sees the new name in the Staff screen).
 */
export class StaffUsernameAnyCase1766995000000 implements MigrationInterface {
  name = 'StaffUsernameAnyCase1766995000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "admin_users" AS later SET "username" = later."username" || '-' || later."id"
        WHERE EXISTS (SELECT 1 FROM "admin_users" AS earlier WHERE lower(earlier."username") = lower(later."username") AND earlier."id" < later."id")`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_admin_users_username_any_case" ON "admin_users" (lower("username"))`);
    await queryRunner.query(`DROP INDEX "uq_admin_users_username"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_admin_users_username" ON "admin_users" ("username")`);
    await queryRunner.query(`DROP INDEX "uq_admin_users_username_any_case"`);
  }
}
