import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AdminUser } from '../src/admin/entities/admin-user.entity.js';
import { AuthTokensService } from '../src/auth/auth-tokens.service.js';
import { AUTOMATION_REQUEST_ERRORS } from '../src/automation/automation-requests.service.js';
import { AUTOMATION_REQUEST_MESSAGES } from '../src/automation/dto/automation-requests.dto.js';
import { QUEUES } from '../src/queue/queue-names.js';
import { intentRequest, orderFields, payOffline, submitOrder } from './support/ordering-fixtures.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait-for.js';

const backends: Array<[string, Record<string, string>]> = [['PostgreSQL', {}]];
if (process.env.REDIS_URL) backends.push(['Redis', { REDIS_URL: process.env.REDIS_URL }]);

const PAID_RULE = 'Paid order starts processing';
const ADMIN_USERNAME = 'automation-requests-admin';

describe.each(backends)('manual triggers and batch processing on the %s queue backend', (_name, backendEnv) => {
  let testApp: TestApp;
  let dataSource: DataSource;
  let token: string;
  let ruleId: number;

  beforeAll(async () => {
    testApp = await bootTestApp({
      env: {
        ...backendEnv,
        ADMIN_USERNAME,
        ADMIN_PASSWORD: 'correct-horse-battery-staple',
        QUEUE_PREFIX: `autoreq${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`,
      },
    });
    dataSource = testApp.app.get(DataSource);
    ({ token } = await staffSession(testApp, ADMIN_USERNAME));
    [{ id: ruleId }] = await dataSource.query(`SELECT id FROM automation_rules WHERE name = $1`, [PAID_RULE]);
  });
  afterAll(async () => {
    const queue = testApp?.app.get<Queue>(getQueueToken(QUEUES.automation));
    if (backendEnv.REDIS_URL) await queue?.obliterate({ force: true }).catch(() => undefined);
    await testApp?.close();
  });

  const staff = (path: string, body: unknown) =>
    request(testApp.app.getHttpServer())
      .post(path)
      .set('Authorization', `Bearer ${token}`)
      .send(body as object);
  const setRuleActive = (isActive: boolean) => dataSource.query(`UPDATE automation_rules SET is_active = $2 WHERE id = $1`, [ruleId, isActive]);
  const statusOf = async (orderId: number) => (await dataSource.query(`SELECT status FROM orders WHERE id = $1`, [orderId]))[0].status as string;
  const eventCount = async () => (await dataSource.query(`SELECT count(*)::int AS n FROM domain_events WHERE type LIKE 'automation.%'`))[0].n as number;

  /** A paid order placed while the rule is off: it stays pending until someone runs the rule. */
  async function paidPendingOrder(email: string): Promise<{ id: number; orderNumber: string }> {
    await setRuleActive(false);
    const intent = await payOffline(testApp, intentRequest({ customerEmail: email }));
    expect((await submitOrder(testApp, orderFields(intent, { customerEmail: email }))).status).toBe(201);
    const [order] = await dataSource.query(`SELECT id, order_number AS "orderNumber" FROM orders WHERE payment_intent_id = $1`, [intent]);
    // Let the placement's own event be handled (no active rule: nothing happens) before the rule is switched on.
    await waitFor(
      async () => ((await dataSource.query(`SELECT count(*)::int AS n FROM domain_events WHERE status <> 'processed'`))[0].n === 0 ? true : undefined),
      'the placement event',
    );
    return order;
  }

  it('runs the active rules of a trigger type on one order, recorded as a manual run, and refuses a trigger nothing listens to', async () => {
    const order = await paidPendingOrder('manual-trigger@example.com');
    const before = await eventCount();
    const refused = await staff('/api/admin/automation/trigger', { orderId: order.id, triggerType: 'payment_received', triggerData: {} }).expect(409);
    expect(refused.body.message).toBe(AUTOMATION_REQUEST_ERRORS.noActiveRule('payment_received'));
    expect(await eventCount()).toBe(before);

    await setRuleActive(true);
    const queued = await staff('/api/admin/automation/trigger', {
      orderId: order.id,
      triggerType: 'payment_received',
      triggerData: { reason: 'customer called' },
    }).expect(202);
    expect(queued.body).toEqual({ queued: true, orderId: order.id, orderNumber: order.orderNumber, triggerType: 'payment_received', activeRules: 1 });
    await waitFor(async () => ((await statusOf(order.id)) === 'processing' ? true : undefined), 'the rule to move the order');
    const runs = await dataSource.query(
      `SELECT rule_id AS "ruleId", trigger_type AS "triggerType", trigger_data AS "triggerData", status FROM automation_rule_runs WHERE order_id = $1`,
      [order.id],
    );
    expect(runs).toEqual([
      { ruleId, triggerType: 'manual', triggerData: { eventType: 'automation.manual_trigger', reason: 'customer called' }, status: 'succeeded' },
    ]);
    const [audit] = await dataSource.query(`SELECT actor_type, details FROM audit_log WHERE action = 'automation.triggered' AND order_id = $1`, [order.id]);
    expect(audit).toEqual({ actor_type: 'admin', details: { triggerType: 'payment_received', triggerData: { reason: 'customer called' } } });

    // Triggered again, the rule's conditions no longer hold: a skipped run, nothing changed twice.
    await staff('/api/admin/automation/trigger', { orderId: order.id, triggerType: 'payment_received' }).expect(202);
    await waitFor(
      async () =>
        (await dataSource.query(`SELECT count(*)::int AS n FROM automation_rule_runs WHERE order_id = $1`, [order.id]))[0].n === 2 ? true : undefined,
      'the second run',
    );
    expect(
      (await dataSource.query(`SELECT count(*)::int AS n FROM order_status_history WHERE order_id = $1 AND new_status = 'processing'`, [order.id]))[0].n,
    ).toBe(1);
  });

  it('refuses bad triggers with a clear 4xx, storing nothing', async () => {
    const order = await paidPendingOrder('bad-trigger@example.com');
    await setRuleActive(true);
    const before = await eventCount();
    const cases: Array<[unknown, number, string]> = [
      [{ orderId: 'abc', triggerType: 'payment_received' }, 400, AUTOMATION_REQUEST_MESSAGES.orderIdInvalid],
      [{ orderId: 2 ** 31, triggerType: 'payment_received' }, 400, AUTOMATION_REQUEST_MESSAGES.orderIdInvalid],
      [{ orderId: 1.5, triggerType: 'payment_received' }, 400, AUTOMATION_REQUEST_MESSAGES.orderIdInvalid],
      [{ orderId: order.id, triggerType: 'whenever' }, 400, AUTOMATION_REQUEST_MESSAGES.triggerTypeInvalid],
      [{ orderId: order.id, triggerType: 'payment_received', triggerData: [1, 2] }, 400, AUTOMATION_REQUEST_MESSAGES.triggerDataInvalid],
      [{ orderId: order.id, triggerType: 'payment_received', triggerData: { note: 'x'.repeat(5000) } }, 400, AUTOMATION_REQUEST_ERRORS.triggerDataTooLarge],
      [{ orderId: order.id, triggerType: 'payment_received', triggerData: deeplyNested(12) }, 400, AUTOMATION_REQUEST_ERRORS.triggerDataTooDeep],
      [{ orderId: 999_999, triggerType: 'payment_received' }, 404, AUTOMATION_REQUEST_ERRORS.orderNotFound],
    ];
    for (const [body, status, message] of cases) {
      const answer = await staff('/api/admin/automation/trigger', body).expect(status);
      expect(JSON.stringify(answer.body.message ?? answer.body)).toContain(message);
    }
    // The same over GraphQL: a clear BAD_REQUEST, never an internal error.
    const deep = await request(testApp.app.getHttpServer())
      .post('/graphql')
      .set('Authorization', `Bearer ${token}`)
      .send({
        query: 'mutation($orderId: Int!, $data: String) { triggerAutomation(orderId: $orderId, triggerType: payment_received, triggerData: $data) { queued } }',
        variables: { orderId: order.id, data: JSON.stringify(deeplyNested(2000)) },
      })
      .expect(200);
    expect(deep.body.errors[0]).toMatchObject({ message: AUTOMATION_REQUEST_ERRORS.triggerDataTooDeep, extensions: { code: 'BAD_REQUEST' } });
    // A deleted order is not there to run rules on.
    await request(testApp.app.getHttpServer()).delete(`/api/admin/orders/${order.id}`).set('Authorization', `Bearer ${token}`).expect(200);
    await staff('/api/admin/automation/trigger', { orderId: order.id, triggerType: 'payment_received' }).expect(404);
    expect(await eventCount()).toBe(before);
    await staff('/api/admin/automation/batch-process', { orderIds: [] }).expect(400);
    await staff('/api/admin/automation/batch-process', { orderIds: ['x'] }).expect(400);
    await staff('/api/admin/automation/batch-process', { orderIds: Array.from({ length: 10_001 }, (_, i) => i + 1) }).expect(400);
    expect(await eventCount()).toBe(before);
  });

  it('runs every active rule on each listed order and names each id left out, with why', async () => {
    const orders = [await paidPendingOrder('batch-1@example.com'), await paidPendingOrder('batch-2@example.com')];
    await setRuleActive(true);
    const answer = await staff('/api/admin/automation/batch-process', { orderIds: [orders[0].id, orders[1].id, orders[0].id, 888_888] }).expect(202);
    expect(answer.body).toEqual({
      processed: 2,
      failed: 2,
      ignored: [
        { entry: String(orders[0].id), reason: 'duplicate' },
        { entry: '888888', reason: 'unknown' },
      ],
    });
    for (const order of orders) await waitFor(async () => ((await statusOf(order.id)) === 'processing' ? true : undefined), `order ${order.orderNumber}`);
    const runs = await dataSource.query(
      `SELECT DISTINCT trigger_type AS "triggerType" FROM automation_rule_runs WHERE order_id = ANY($1::int[]) AND status = 'succeeded'`,
      [orders.map((o) => o.id)],
    );
    expect(runs).toEqual([{ triggerType: 'batch' }]);
    // The packing-slip rule is active too, but a batch cannot know that an envelope arrived: it does not run.
    const slipRuns = await dataSource.query(
      `SELECT count(*)::int AS n FROM automation_rule_runs r JOIN automation_rules a ON a.id = r.rule_id WHERE r.order_id = ANY($1::int[]) AND a.name LIKE '%packing slip%'`,
      [orders.map((o) => o.id)],
    );
    expect(slipRuns).toEqual([{ n: 0 }]);
  });

  it('takes order numbers as staff type them: unknown, too long, deleted and repeated entries are named, the rest run', async () => {
    const kept = await paidPendingOrder('entries-kept@example.com');
    const byId = await paidPendingOrder('entries-by-id@example.com');
    const gone = await paidPendingOrder('entries-gone@example.com');
    await request(testApp.app.getHttpServer()).delete(`/api/admin/orders/${gone.id}`).set('Authorization', `Bearer ${token}`).expect(200);
    await setRuleActive(true);
    const before = await eventCount();
    const tooLong = '1234567890123456789012';
    const answer = await staff('/api/admin/automation/batch-process', {
      entries: [kept.orderNumber.toLowerCase(), String(byId.id), 'APO-2026-99999', tooLong, gone.orderNumber, kept.orderNumber, 'hello'],
    }).expect(202);
    expect(answer.body).toEqual({
      processed: 2,
      failed: 5,
      ignored: [
        { entry: 'APO-2026-99999', reason: 'unknown' },
        { entry: tooLong, reason: 'tooLong' },
        { entry: gone.orderNumber, reason: 'deleted' },
        { entry: kept.orderNumber, reason: 'duplicate' },
        { entry: 'hello', reason: 'invalid' },
      ],
    });
    expect(await eventCount()).toBe(before + 2);
    for (const order of [kept, byId]) await waitFor(async () => ((await statusOf(order.id)) === 'processing' ? true : undefined), `order ${order.orderNumber}`);
    expect(await statusOf(gone.id)).not.toBe('processing');
    // A batch of nothing but bad entries is answered the same way, not refused whole.
    const none = await staff('/api/admin/automation/batch-process', { entries: ['APO-2026-99998'] }).expect(202);
    expect(none.body).toEqual({ processed: 0, failed: 1, ignored: [{ entry: 'APO-2026-99998', reason: 'unknown' }] });
    // Sizes are checked before any lookup.
    await staff('/api/admin/automation/batch-process', { entries: Array.from({ length: 10_001 }, (_, i) => String(i + 1)) }).expect(400);
    await staff('/api/admin/automation/batch-process', { entries: [{ id: 1 }] }).expect(400);
  });

  it('triggers an order by its number, and says an unknown number is not found', async () => {
    const order = await paidPendingOrder('trigger-by-number@example.com');
    await setRuleActive(true);
    const queued = await staff('/api/admin/automation/trigger', { orderId: order.orderNumber, triggerType: 'payment_received' }).expect(202);
    expect(queued.body).toMatchObject({ queued: true, orderId: order.id, orderNumber: order.orderNumber });
    const missing = await staff('/api/admin/automation/trigger', { orderId: 'APO-2026-99997', triggerType: 'payment_received' }).expect(404);
    expect(missing.body.message).toBe(AUTOMATION_REQUEST_ERRORS.orderNotFound);
    await staff('/api/admin/automation/trigger', { orderId: '12345678901234567890', triggerType: 'payment_received' }).expect(400);
  });

  it('refuses a batch from a staff (non-admin) account', async () => {
    const admins = dataSource.getRepository(AdminUser);
    const clerk = await admins.save(admins.create({ username: 'batch.clerk', email: 'batch.clerk@example.com', role: 'staff', passwordHash: 'x' }));
    const clerkToken = testApp.app.get(AuthTokensService).issueAdminToken(clerk);
    const before = await eventCount();
    await request(testApp.app.getHttpServer())
      .post('/api/admin/automation/batch-process')
      .set('Authorization', `Bearer ${clerkToken}`)
      .send({ entries: ['APO-2026-001'] })
      .expect(403);
    expect(await eventCount()).toBe(before);
  });

  it('accepts 10,000 ids in one request: one queued event per order, answered without waiting for the rules', async () => {
    await dataSource.query(
      `INSERT INTO orders (order_number, status, customer_first_name, customer_last_name, customer_email, customer_phone, service_level,
         destination_country, delivery_method, document_type, document_count, service_level_price_cents, total_amount_cents, source)
       SELECT 'APO-2026-B' || lpad(i::text, 5, '0'), 'processing', 'Bulk', 'Order', 'bulk' || i || '@example.com', '8505550123', 'fast',
              'Spain', 'mail', 'Birth Certificate', 1, 15700, 15700, 'admin'
         FROM generate_series(1, 9990) AS i`,
    );
    const ids: number[] = (await dataSource.query(`SELECT id FROM orders WHERE order_number LIKE 'APO-2026-B%' ORDER BY id`)).map(
      (row: { id: number }) => row.id,
    );
    const orderIds = [...ids, ...Array.from({ length: 10 }, (_, i) => 2_000_000_000 + i)];
    expect(orderIds).toHaveLength(10_000);
    const answer = await staff('/api/admin/automation/batch-process', { orderIds }).expect(202);
    expect(answer.body).toMatchObject({ processed: 9_990, failed: 10 });
    expect(answer.body.ignored).toHaveLength(10);
    const [{ n }] = await dataSource.query(
      `SELECT count(*)::int AS n FROM domain_events WHERE type = 'automation.batch_requested' AND (payload->>'orderId')::int = ANY($1::int[])`,
      [ids],
    );
    expect(n).toBe(9_990);
    // The queue works through them: the first runs appear while the request is long answered.
    await waitFor(
      async () =>
        (await dataSource.query(`SELECT count(*)::int AS n FROM automation_rule_runs WHERE trigger_type = 'batch' AND order_id = ANY($1::int[])`, [ids]))[0].n >
        0
          ? true
          : undefined,
      'the first batch runs',
    );
  });
});

/** { a: { a: { … } } }, `levels` deep. */
function deeplyNested(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = { leaf: true };
  for (let i = 1; i < levels; i += 1) value = { a: value };
  return value;
}
