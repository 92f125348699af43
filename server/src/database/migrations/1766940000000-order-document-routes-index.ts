import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The orders list's Office filter and the batch sheets ask which orders have a document whose route
 * passes through an office (`document_routes @> '[{"steps":[{"office":"us-dos"}]}]'`). Without an
 * index that reads every order's routes; jsonb_path_ops indexes exactly such containment, compactly.
 */
export class OrderDocumentRoutesIndex1766940000000 implements MigrationInterface {
  name = 'OrderDocumentRoutesIndex1766940000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "ix_orders_document_routes" ON "orders" USING gin ("document_routes" jsonb_path_ops)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_orders_document_routes"`);
  }
}
