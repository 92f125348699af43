import type { MigrationInterface, QueryRunner } from 'typeorm';

const TZ = `'America/New_York'`;

/**
 * Daily rollups of the Analytics tab, so that its figures read a few thousand rows instead of every
 * order, document and visitor. Materialized views refreshed CONCURRENTLY by the analytics job
 * scheduler (and on demand by staff), each with the unique index CONCURRENTLY needs.
 */
export class AnalyticsRollups1766870000000 implements MigrationInterface {
  name = 'AnalyticsRollups1766870000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE MATERIALIZED VIEW "analytics_order_days" AS
       SELECT (o.created_at AT TIME ZONE ${TZ})::date AS day, o.status, o.service_level,
              count(*)::int AS orders, sum(o.total_amount_cents + coalesce(c.cents, 0))::bigint AS revenue_cents
         FROM orders o
         LEFT JOIN (SELECT order_id, sum(amount_cents) AS cents FROM extra_charges WHERE status = 'paid' GROUP BY order_id) c ON c.order_id = o.id
        WHERE o.deleted_at IS NULL
        GROUP BY 1, 2, 3`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_analytics_order_days" ON "analytics_order_days" ("day", "status", "service_level")`);
    await queryRunner.query(
      `CREATE MATERIALIZED VIEW "analytics_document_type_days" AS
       SELECT (o.created_at AT TIME ZONE ${TZ})::date AS day, t.type, count(*)::int AS orders
         FROM orders o
         CROSS JOIN LATERAL (
           SELECT o.document_type AS type
           UNION SELECT d.document_type FROM order_documents d WHERE d.order_id = o.id AND d.uploaded_by = 'customer'
           UNION SELECT item->>'documentType' FROM jsonb_array_elements(coalesce(o.line_items, '[]'::jsonb)) item
         ) t
        WHERE o.deleted_at IS NULL AND t.type IS NOT NULL AND t.type <> ''
        GROUP BY 1, 2`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_analytics_document_type_days" ON "analytics_document_type_days" ("day", "type")`);
    await queryRunner.query(
      // A 64-bit hash of the address, not the address: counting distinct numbers is several times
      // cheaper, and the rollup holds no personal data (collisions at a million customers: about 0).
      `CREATE MATERIALIZED VIEW "analytics_customer_days" AS
       SELECT DISTINCT (created_at AT TIME ZONE ${TZ})::date AS day, hashtextextended(lower(customer_email), 0) AS customer
         FROM orders WHERE deleted_at IS NULL`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_analytics_customer_days" ON "analytics_customer_days" ("day", "customer")`);
    await queryRunner.query(
      `CREATE MATERIALIZED VIEW "analytics_customer_totals" AS
       SELECT 1 AS id, count(DISTINCT lower(customer_email))::int AS customers FROM orders WHERE deleted_at IS NULL`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_analytics_customer_totals" ON "analytics_customer_totals" ("id")`);
    await queryRunner.query(
      `CREATE MATERIALIZED VIEW "analytics_visitor_days" AS
       SELECT day, count(*)::int AS visitors, count(*) FILTER (WHERE converted)::int AS converted FROM site_visitors GROUP BY day`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_analytics_visitor_days" ON "analytics_visitor_days" ("day")`);
    await queryRunner.query(`CREATE TABLE "analytics_refreshes" ("id" integer NOT NULL DEFAULT 1, "refreshed_at" timestamptz NOT NULL DEFAULT now(),
       CONSTRAINT "pk_analytics_refreshes" PRIMARY KEY ("id"), CONSTRAINT "ck_analytics_refreshes_one_row" CHECK ("id" = 1))`);
    await queryRunner.query(`INSERT INTO "analytics_refreshes" ("id") VALUES (1)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "analytics_refreshes"`);
    for (const view of [
      'analytics_visitor_days',
      'analytics_customer_totals',
      'analytics_customer_days',
      'analytics_document_type_days',
      'analytics_order_days',
    ]) {
      await queryRunner.query(`DROP MATERIALIZED VIEW "${view}"`);
    }
  }
}
