import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A translation quote belongs to the order whose add-on asked for it (one per order), names the
 * destination country, and remembers the extra charge that bills it; the translation service it
 * turns into when paid points back to it (one per quote).
 */
export class TranslationQuotesForOrders1765310000000 implements MigrationInterface {
  name = 'TranslationQuotesForOrders1765310000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "translation_quotes" ADD "order_id" integer`);
    await queryRunner.query(`ALTER TABLE "translation_quotes" ADD "destination_country" text`);
    await queryRunner.query(`ALTER TABLE "translation_quotes" ADD "extra_charge_id" integer`);
    await queryRunner.query(
      `ALTER TABLE "translation_quotes" ADD CONSTRAINT "fk_translation_quotes_order_id" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "translation_quotes" ADD CONSTRAINT "fk_translation_quotes_extra_charge_id" FOREIGN KEY ("extra_charge_id") REFERENCES "extra_charges" ("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_translation_quotes_order_id" ON "translation_quotes" ("order_id")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_translation_quotes_extra_charge_id" ON "translation_quotes" ("extra_charge_id")`);
    await queryRunner.query(`ALTER TABLE "translation_services" ADD "quote_id" integer`);
    await queryRunner.query(
      `ALTER TABLE "translation_services" ADD CONSTRAINT "fk_translation_services_quote_id" FOREIGN KEY ("quote_id") REFERENCES "translation_quotes" ("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_translation_services_quote_id" ON "translation_services" ("quote_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_translation_services_quote_id"`);
    await queryRunner.query(`ALTER TABLE "translation_services" DROP CONSTRAINT "fk_translation_services_quote_id"`);
    await queryRunner.query(`ALTER TABLE "translation_services" DROP COLUMN "quote_id"`);
    await queryRunner.query(`DROP INDEX "uq_translation_quotes_extra_charge_id"`);
    await queryRunner.query(`DROP INDEX "uq_translation_quotes_order_id"`);
    await queryRunner.query(`ALTER TABLE "translation_quotes" DROP CONSTRAINT "fk_translation_quotes_extra_charge_id"`);
    await queryRunner.query(`ALTER TABLE "translation_quotes" DROP CONSTRAINT "fk_translation_quotes_order_id"`);
    await queryRunner.query(`ALTER TABLE "translation_quotes" DROP COLUMN "extra_charge_id"`);
    await queryRunner.query(`ALTER TABLE "translation_quotes" DROP COLUMN "destination_country"`);
    await queryRunner.query(`ALTER TABLE "translation_quotes" DROP COLUMN "order_id"`);
  }
}
