import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each order keeps the route of every document as it was shown and priced before payment (office,
 * what it issues, fee, typical time, risks, the data's "as of" day): the confirmation, packing slip,
 * tracking and console show the same steps, and the route-change watch compares them with today's.
 * Orders placed before this change have none ([]).
 */
export class OrderDocumentRoutes1766930000000 implements MigrationInterface {
  name = 'OrderDocumentRoutes1766930000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "document_routes" jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "document_routes"`);
  }
}
