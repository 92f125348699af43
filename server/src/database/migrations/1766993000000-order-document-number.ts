import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which of the order's documents a customer's file belongs to (1-based, as the order form numbered
 * them): one document scanned as two files is listed once, with both files, in the confirmation
 * e-mail and gets one box on the packing slip. NULL for staff uploads and files of older orders.
 */
export class OrderDocumentNumber1766993000000 implements MigrationInterface {
  name = 'OrderDocumentNumber1766993000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_documents" ADD "document_number" integer`);
    await queryRunner.query(
      `ALTER TABLE "order_documents" ADD CONSTRAINT "ck_order_documents_document_number" CHECK ("document_number" IS NULL OR "document_number" >= 1)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_documents" DROP CONSTRAINT "ck_order_documents_document_number"`);
    await queryRunner.query(`ALTER TABLE "order_documents" DROP COLUMN "document_number"`);
  }
}
