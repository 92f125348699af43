import { DataSource, type QueryRunner } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { ENTITIES } from '../src/database/entities.js';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { ADMIN_ROLES, AdminUser } from '../src/admin/entities/admin-user.entity.js';
import { AUDIT_ACTOR_TYPES } from '../src/audit/entities/audit-log-entry.entity.js';
import { AUTOMATION_RUN_STATUSES, AUTOMATION_RUN_TRIGGER_TYPES } from '../src/automation/entities/automation-rule-run.entity.js';
import { AUTOMATION_TRIGGER_TYPES } from '../src/automation/entities/automation-rule.entity.js';
import { DOMAIN_EVENT_STATUSES } from '../src/events/entities/domain-event.entity.js';
import { CCPA_REQUEST_STATUSES, CCPA_VERIFICATION_METHODS } from '../src/ccpa/entities/ccpa-request.entity.js';
import { ACCOUNT_TYPES } from '../src/customers/entities/customer.entity.js';
import { CONVERSATION_PRIORITIES, CONVERSATION_STATUSES } from '../src/messaging/entities/conversation.entity.js';
import { MESSAGE_SENDER_TYPES } from '../src/messaging/entities/message.entity.js';
import { OUTBOX_MESSAGE_STATUSES } from '../src/notifications/entities/outbox-message.entity.js';
import { DOCUMENT_UPLOADERS, OrderDocument } from '../src/orders/entities/order-document.entity.js';
import { DELIVERY_METHODS, ORDER_SOURCES, ORDER_STATUSES, Order, SERVICE_LEVELS, orderSearchExpression } from '../src/orders/entities/order.entity.js';
import { EXTRA_CHARGE_STATUSES } from '../src/payments/entities/extra-charge.entity.js';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '../src/payments/entities/payment.entity.js';
import { TRANSLATION_QUOTE_STATUSES } from '../src/translations/entities/translation-quote.entity.js';
import { TRANSLATION_SERVICE_STATUSES } from '../src/translations/entities/translation-service.entity.js';
import { WEBHOOK_DELIVERY_STATUS_VALUES } from '../src/webhooks/entities/webhook-delivery.entity.js';
import { WHOLESALE_APPLICATION_STATUSES } from '../src/wholesale/entities/wholesale-application.entity.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/** Catalog snapshot of the application tables (TypeORM's own `migrations` and `typeorm_metadata` tables excluded). */
interface SchemaSnapshot {
  tables: string[];
  columns: string[];
  constraints: Map<string, string>;
  indexes: Map<string, string>;
}

async function snapshot(dataSource: DataSource): Promise<SchemaSnapshot> {
  const tables: { table_name: string }[] = await dataSource.query(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('migrations', 'typeorm_metadata')
      ORDER BY table_name`,
  );
  const columns: Record<string, string | null>[] = await dataSource.query(
    `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default, is_identity, identity_generation,
            is_generated, generation_expression
       FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name NOT IN ('migrations', 'typeorm_metadata')
      ORDER BY table_name, column_name`,
  );
  const constraints: { name: string; definition: string }[] = await dataSource.query(
    `SELECT c.conrelid::regclass::text || '.' || c.conname AS name, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE n.nspname = 'public' AND c.conrelid <> 0 AND c.conrelid::regclass::text NOT IN ('migrations', 'typeorm_metadata')`,
  );
  const indexes: { indexname: string; indexdef: string }[] = await dataSource.query(
    // The analytics rollups are materialized views that only migrations create (no entity describes them);
    // their refresh, which needs their unique indexes, is exercised by the analytics tests.
    `SELECT indexname, indexdef FROM pg_indexes
      WHERE schemaname = 'public' AND tablename NOT IN ('migrations', 'typeorm_metadata')
        AND tablename NOT IN (SELECT matviewname FROM pg_matviews WHERE schemaname = 'public')`,
  );
  return {
    tables: tables.map((t) => t.table_name),
    columns: columns.map((c) => JSON.stringify(c)),
    constraints: new Map(constraints.map((c) => [c.name, c.definition])),
    indexes: new Map(indexes.map((i) => [i.indexname, i.indexdef])),
  };
}

/** The value lists the entity files export for the application, and the CHECK constraint that enforces each. */
const VALUE_LISTS: [constraint: string, column: string, values: readonly string[]][] = [
  ['orders.ck_orders_status', 'status', ORDER_STATUSES],
  ['orders.ck_orders_service_level', 'service_level', SERVICE_LEVELS],
  ['orders.ck_orders_delivery_method', 'delivery_method', DELIVERY_METHODS],
  ['orders.ck_orders_source', 'source', ORDER_SOURCES],
  ['order_status_history.ck_order_status_history_old_status', 'old_status', ORDER_STATUSES],
  ['order_status_history.ck_order_status_history_new_status', 'new_status', ORDER_STATUSES],
  ['order_documents.ck_order_documents_uploaded_by', 'uploaded_by', DOCUMENT_UPLOADERS],
  ['customers.ck_customers_account_type', 'account_type', ACCOUNT_TYPES],
  ['admin_users.ck_admin_users_role', 'role', ADMIN_ROLES],
  ['wholesale_applications.ck_wholesale_applications_status', 'status', WHOLESALE_APPLICATION_STATUSES],
  ['ccpa_requests.ck_ccpa_requests_verification_method', 'verification_method', CCPA_VERIFICATION_METHODS],
  ['ccpa_requests.ck_ccpa_requests_status', 'status', CCPA_REQUEST_STATUSES],
  ['conversations.ck_conversations_status', 'status', CONVERSATION_STATUSES],
  ['conversations.ck_conversations_priority', 'priority', CONVERSATION_PRIORITIES],
  ['messages.ck_messages_sender_type', 'sender_type', MESSAGE_SENDER_TYPES],
  ['translation_services.ck_translation_services_status', 'status', TRANSLATION_SERVICE_STATUSES],
  ['translation_quotes.ck_translation_quotes_status', 'status', TRANSLATION_QUOTE_STATUSES],
  ['automation_rules.ck_automation_rules_trigger_type', 'trigger_type', AUTOMATION_TRIGGER_TYPES],
  ['automation_rule_runs.ck_automation_rule_runs_trigger_type', 'trigger_type', AUTOMATION_RUN_TRIGGER_TYPES],
  ['automation_rule_runs.ck_automation_rule_runs_status', 'status', AUTOMATION_RUN_STATUSES],
  ['domain_events.ck_domain_events_status', 'status', DOMAIN_EVENT_STATUSES],
  ['extra_charges.ck_extra_charges_status', 'status', EXTRA_CHARGE_STATUSES],
  ['payments.ck_payments_provider', 'provider', PAYMENT_PROVIDERS],
  ['payments.ck_payments_status', 'status', PAYMENT_STATUSES],
  ['outbox_messages.ck_outbox_messages_status', 'status', OUTBOX_MESSAGE_STATUSES],
  ['audit_log.ck_audit_log_actor_type', 'actor_type', AUDIT_ACTOR_TYPES],
  ['webhook_deliveries.ck_webhook_deliveries_status', 'status', WEBHOOK_DELIVERY_STATUS_VALUES],
];

function validOrderRow(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    order_number: `APO-2025-${Math.floor(Math.random() * 1e9)}`,
    customer_first_name: 'Ada',
    customer_last_name: 'Lovelace',
    customer_email: 'Ada@Example.com',
    customer_phone: '5555550100',
    service_level: 'rush',
    destination_country: 'Spain',
    document_type: 'Birth Certificate',
    total_amount_cents: 24700,
    ...overrides,
  };
}

async function insertOrder(runner: DataSource | QueryRunner, overrides: Record<string, unknown> = {}): Promise<number> {
  const row = validOrderRow(overrides);
  const columns = Object.keys(row);
  const rows: { id: number }[] = await runner.query(
    `INSERT INTO orders (${columns.map((c) => `"${c}"`).join(', ')})
     VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(row),
  );
  return rows[0].id;
}

/** Runs `fn` and returns the PostgreSQL error it raised (fails if it did not raise). */
async function pgError(fn: () => Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await fn();
  } catch (error) {
    const driverError = (error as { driverError?: { code?: string; constraint?: string } }).driverError;
    return driverError ?? (error as { code?: string; constraint?: string });
  }
  throw new Error('expected the statement to be rejected by the database');
}

describe('database schema: initial migration and entities', () => {
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase();
    dataSource = new DataSource(dataSourceOptions(db.url, { extra: { max: 2 } }));
    await dataSource.initialize();
  });

  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await db?.drop();
  });

  it('runs every migration, in order, on an empty database', async () => {
    expect(await dataSource.showMigrations()).toBe(true);
    const executed = await dataSource.runMigrations({ transaction: 'each' });
    expect(executed.map((m) => m.name)).toEqual(MIGRATIONS.map((migration) => migration.name));
    expect(await dataSource.showMigrations()).toBe(false);
  });

  it('leaves nothing for TypeORM to change: the entities describe exactly the migrated schema', async () => {
    const sql = await dataSource.driver.createSchemaBuilder().log();
    expect(sql.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('has one table per entity', async () => {
    const { tables } = await snapshot(dataSource);
    const entityTables = dataSource.entityMetadatas.map((m) => m.tableName).sort();
    expect(entityTables).toHaveLength(ENTITIES.length);
    expect(tables).toEqual(entityTables);
  });

  it('is identical, column by column and constraint by constraint, to a schema synchronized from the entities', async () => {
    // TypeORM's diff ignores CHECK expressions, partial-index predicates and index order; this compares the catalogs.
    const syncDb = await createTestDatabase();
    const synced = new DataSource(dataSourceOptions(syncDb.url, { synchronize: true, migrations: [], extra: { max: 2 } }));
    try {
      await synced.initialize();
      const fromEntities = await snapshot(synced);
      const fromMigration = await snapshot(dataSource);

      expect(fromMigration.tables).toEqual(fromEntities.tables);
      expect(fromMigration.columns).toEqual(fromEntities.columns);
      expect(Object.fromEntries(fromMigration.constraints)).toEqual(Object.fromEntries(fromEntities.constraints));

      // Every index TypeORM can express is defined identically ...
      const expressible = [...fromEntities.indexes.keys()];
      expect(Object.fromEntries(expressible.map((name) => [name, fromMigration.indexes.get(name)]))).toEqual(Object.fromEntries(fromEntities.indexes));
      // ... and the rest are exactly the indexes the entities declare with { synchronize: false }.
      const declaredOnly = dataSource.entityMetadatas.flatMap((m) => m.indices.filter((i) => !i.synchronize).map((i) => i.name)).sort();
      const migrationOnly = [...fromMigration.indexes.keys()].filter((name) => !fromEntities.indexes.has(name)).sort();
      expect(migrationOnly).toEqual(declaredOnly);
    } finally {
      if (synced.isInitialized) await synced.destroy();
      await syncDb.drop();
    }
  });

  it('enforces exactly the value lists the entity files export', async () => {
    const { constraints } = await snapshot(dataSource);
    for (const [constraint, column, values] of VALUE_LISTS) {
      const definition = constraints.get(constraint) ?? '';
      // PostgreSQL shows `col IN ('a', 'b')` as `(col = ANY (ARRAY['a'::text, 'b'::text]))`.
      const list = new RegExp(`\\b${column} = ANY \\(ARRAY\\[([^\\]]*)\\]\\)`).exec(definition);
      const allowed = list ? [...list[1].matchAll(/'([^']*)'::text/g)].map((m) => m[1]) : [];
      expect({ constraint, allowed }).toEqual({ constraint, allowed: [...values] });
    }
  });

  it('has the indexes the order queries rely on', async () => {
    const { indexes } = await snapshot(dataSource);
    const def = (name: string) => {
      const definition = indexes.get(name);
      if (!definition) throw new Error(`index ${name} is missing`);
      return definition;
    };

    expect(def('uq_orders_order_number')).toMatch(/^CREATE UNIQUE INDEX .* ON public\.orders USING btree \(order_number\)$/);
    expect(def('uq_orders_payment_intent_id')).toMatch(/^CREATE UNIQUE INDEX .* USING btree \(payment_intent_id\)$/);
    expect(def('ix_orders_customer_email_lower')).toMatch(/USING btree \(lower\(customer_email\)\)$/);
    expect(def('ix_orders_status_created_at')).toMatch(/USING btree \(status, created_at\)$/);
    expect(def('ix_orders_created_at')).toMatch(/USING btree \(created_at DESC\)$/);
    expect(def('ix_order_search_trgm')).toMatch(/ON public\.order_search USING gin \(search_text gin_trgm_ops\)$/);
    expect(def('pk_order_route_offices')).toMatch(/ON public\.order_route_offices USING btree \(office, order_id\)$/);
    // A status change must not add entries to a GIN index: no index of orders covers the search text or the routes.
    expect([...indexes].filter(([, definition]) => / ON public\.orders USING gin /.test(definition))).toEqual([]);
    expect(def('uq_customers_email_lower')).toMatch(/^CREATE UNIQUE INDEX .* USING btree \(lower\(email\)\)$/);
    expect(def('ix_order_status_history_order_id_changed_at')).toMatch(/USING btree \(order_id, changed_at\)$/);
    expect(def('ix_outbox_messages_pending')).toMatch(/USING btree \(id\) WHERE \(status = 'pending'::text\)$/);
    expect(def('ix_messages_unread_customer')).toMatch(/\(conversation_id\) WHERE \(\(sender_type = 'customer'::text\) AND \(NOT is_read\)\)$/);
  });

  it('serves the admin search, the e-mail lookup and the outbox relay from those indexes', async () => {
    const runner = dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      await insertOrder(runner);
      await runner.query('SET LOCAL enable_seqscan = off');
      await runner.query('ANALYZE orders');
      // A realistic outbox: mostly sent mail, one row waiting.
      await runner.query(
        `INSERT INTO outbox_messages (kind, recipient, subject, text_body, status, sent_at)
         SELECT 'order_confirmation', 'c' || n || '@example.com', 's', 'b', 'sent', now() FROM generate_series(1, 20000) AS n`,
      );
      await runner.query(`INSERT INTO outbox_messages (kind, recipient, subject, text_body) VALUES ('order_confirmation', 'w@example.com', 's', 'b')`);
      await runner.query('ANALYZE outbox_messages');

      const plan = async (sql: string, params: unknown[]) =>
        ((await runner.query(`EXPLAIN ${sql}`, params)) as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');

      await runner.query('ANALYZE order_search');
      expect(await plan(`SELECT order_id FROM order_search s WHERE s.search_text LIKE $1`, ['%lovelace%'])).toContain('ix_order_search_trgm');
      // order_search is kept by the trigger: exactly orderSearchExpression() of the order.
      const [kept] = (await runner.query(
        `SELECT s.search_text = ${orderSearchExpression('o')} AS same, s.search_text FROM orders o JOIN order_search s ON s.order_id = o.id LIMIT 1`,
      )) as {
        same: boolean;
        search_text: string;
      }[];
      expect(kept.same).toBe(true);
      expect(kept.search_text).toBe(kept.search_text.toLowerCase());
      expect(await plan(`SELECT id FROM orders WHERE lower(customer_email) = lower($1)`, ['ada@example.com'])).toContain('ix_orders_customer_email_lower');
      // The outbox relay's claim: pending rows, or queued rows whose job was lost.
      const relayPlan = await plan(
        `SELECT id FROM outbox_messages
          WHERE status = 'pending' OR (status = 'queued' AND queued_at < now() - make_interval(mins => $1))
          ORDER BY id LIMIT 100`,
        [15],
      );
      expect(relayPlan).toContain('ix_outbox_messages_pending');
      expect(relayPlan).toContain('ix_outbox_messages_queued');
      const found = await runner.query(`SELECT id FROM orders o WHERE ${orderSearchExpression('o')} LIKE $1`, ['%ada@example%']);
      expect(found).toHaveLength(1);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('lets CHECK, UNIQUE and FOREIGN KEY constraints keep bad data out', async () => {
    const runner = dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      // Every status the application knows is accepted ...
      for (const status of ORDER_STATUSES) await insertOrder(runner, { status });

      // ... anything else is not, inside a savepoint so the transaction survives each rejection.
      const rejected = async (fn: () => Promise<unknown>) => {
        await runner.query('SAVEPOINT attempt');
        try {
          return await pgError(fn);
        } finally {
          await runner.query('ROLLBACK TO SAVEPOINT attempt');
        }
      };

      expect(await rejected(() => insertOrder(runner, { status: 'completed' }))).toMatchObject({
        code: '23514',
        constraint: 'ck_orders_status',
      });
      expect(await rejected(() => insertOrder(runner, { service_level: 'standard' }))).toMatchObject({
        code: '23514',
        constraint: 'ck_orders_service_level',
      });
      expect(await rejected(() => insertOrder(runner, { total_amount_cents: -1 }))).toMatchObject({
        code: '23514',
        constraint: 'ck_orders_amounts',
      });
      expect(
        await rejected(() => insertOrder(runner, { order_number: 'APO-2025-001' }).then(() => insertOrder(runner, { order_number: 'APO-2025-001' }))),
      ).toMatchObject({
        code: '23505',
        constraint: 'uq_orders_order_number',
      });
      expect(
        await rejected(() => runner.query(`INSERT INTO customers (email, first_name, last_name) VALUES ('a@b.co', 'A', 'B'), ('A@B.CO', 'A', 'B')`)),
      ).toMatchObject({ code: '23505', constraint: 'uq_customers_email_lower' });
      expect(
        await rejected(async () =>
          runner.query(`INSERT INTO extra_charges (order_id, description, amount_cents, payment_token, payment_url) VALUES ($1, 'x', 0, 't', 'u')`, [
            await insertOrder(runner),
          ]),
        ),
      ).toMatchObject({ code: '23514', constraint: 'ck_extra_charges_amount_cents' });
      expect(
        await rejected(() =>
          runner.query(`INSERT INTO order_documents (order_id, original_name, file_name, mime_type, file_size, document_type)
                        VALUES (-1, 'a.pdf', 'f', 'application/pdf', 1, 'Other')`),
        ),
      ).toMatchObject({ code: '23503', constraint: 'fk_order_documents_order_id' });
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('round-trips an order with its relations through the entities', async () => {
    const orders = dataSource.getRepository(Order);
    const saved = await orders.save(
      orders.create({
        orderNumber: 'APO-2025-900',
        customerFirstName: 'Grace',
        customerLastName: 'Hopper',
        customerEmail: 'grace@example.com',
        customerPhone: '5555550101',
        serviceLevel: 'lightning',
        destinationCountry: 'Italy',
        documentType: 'Diploma',
        documentCount: 2,
        selectedShippingRate: { rateId: 'usps-priority', cost: 9.45, serviceDescription: 'Priority Flat Rate' },
        serviceLevelPriceCents: 34700,
        additionalDocumentPriceCents: 5500,
        totalAmountCents: 40200,
        documents: [],
      }),
    );
    await dataSource.getRepository(OrderDocument).save({
      orderId: saved.id,
      originalName: 'diploma.pdf',
      fileName: 'b1946ac92492d2347c6235b4d2611184.pdf',
      mimeType: 'application/pdf',
      fileSize: 1024,
      documentType: 'Diploma',
    });
    const admins = dataSource.getRepository(AdminUser);
    const admin = await admins.save({ username: 'root', email: 'root@example.com', passwordHash: 'x', lastTotpStep: 58_000_000 });

    const loaded = await orders.findOneOrFail({ where: { id: saved.id }, relations: { documents: true } });
    expect(loaded).toMatchObject({
      status: 'pending',
      source: 'web',
      deliveryMethod: 'mail',
      additionalServices: {},
      discountCents: 0,
      deletedAt: null,
      documents: [expect.objectContaining({ uploadedBy: 'customer', isApostilleComplete: false })],
    });
    expect(loaded.createdAt).toBeInstanceOf(Date);
    expect(await admins.findOneByOrFail({ id: admin.id })).toMatchObject({ lastTotpStep: 58_000_000, backupCodeHashes: [], role: 'admin' });

    await orders.softDelete(saved.id);
    expect(await orders.findOneBy({ id: saved.id })).toBeNull();
    expect(await orders.findOne({ where: { id: saved.id }, withDeleted: true })).not.toBeNull();
  });

  it('reverts completely, leaving no application tables', async () => {
    while ((await dataSource.query(`SELECT count(*)::int AS n FROM migrations`))[0].n > 0) {
      await dataSource.undoLastMigration({ transaction: 'each' });
    }
    expect(MIGRATIONS.length).toBeGreaterThan(0);
    expect(await dataSource.showMigrations()).toBe(true);
    const { tables, indexes, constraints } = await snapshot(dataSource);
    expect(tables).toEqual([]);
    expect([...indexes.keys()]).toEqual([]);
    expect([...constraints.keys()]).toEqual([]);
  });
});
