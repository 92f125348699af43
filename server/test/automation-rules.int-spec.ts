import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { publishDomainEvent } from '../src/events/domain-event-publisher.js';
import { AutomationRelayService, automationJobId } from '../src/automation/automation-relay.service.js';
import { QUEUES } from '../src/queue/queue-names.js';
import { AutomationEngineService, MAX_RULE_CHAIN, RULE_CHAIN_STOPPED } from '../src/automation/automation-engine.service.js';
import { intentRequest, orderFields, payOffline, PDF, submitOrder } from './support/ordering-fixtures.js';
import { bootTestApp, type TestApp } from './support/test-app.js';
import request from 'supertest';
import { staffSession } from './support/staff-session.js';
import { waitFor } from './support/wait-for.js';

const backends: Array<[string, Record<string, string>]> = [['PostgreSQL', {}]];
if (process.env.REDIS_URL) backends.push(['Redis', { REDIS_URL: process.env.REDIS_URL }]);

const PAID_RULE = 'Paid order starts processing';
const APOSTILLED_RULE = 'All documents apostilled';
const ADMIN_USERNAME = 'automation-admin';

describe.each(backends)('automation rules on the %s queue backend', (_name, backendEnv) => {
  let testApp: TestApp;
  let dataSource: DataSource;
  let ruleId: number;
  let token: string;

  beforeAll(async () => {
    testApp = await bootTestApp({
      env: {
        ...backendEnv,
        ADMIN_USERNAME,
        ADMIN_PASSWORD: 'correct-horse-battery-staple',
        PUBLIC_URL: 'https://apostille.example',
        QUEUE_PREFIX: `auto${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`,
      },
    });
    dataSource = testApp.app.get(DataSource);
    // Seeded switched off; an operator turns it on.
    await dataSource.query(`UPDATE automation_rules SET is_active = true WHERE name = ANY($1)`, [[PAID_RULE, APOSTILLED_RULE]]);
    ({ token } = await staffSession(testApp, ADMIN_USERNAME));
    [{ id: ruleId }] = await dataSource.query(`SELECT id FROM automation_rules WHERE name = $1`, [PAID_RULE]);
  });

  afterAll(async () => {
    const queue = testApp?.app.get<Queue>(getQueueToken(QUEUES.automation));
    if (backendEnv.REDIS_URL) await queue?.obliterate({ force: true }).catch(() => undefined);
    await testApp?.close();
  });

  const runsFor = (orderId: number) =>
    dataSource.query(`SELECT rule_id AS "ruleId", event_id AS "eventId", status, error FROM automation_rule_runs WHERE order_id = $1 ORDER BY id`, [orderId]);
  const historyOf = (orderId: number) =>
    dataSource.query(
      `SELECT old_status AS "from", new_status AS "to", changed_by_admin_id AS "adminId" FROM order_status_history WHERE order_id = $1 ORDER BY id`,
      [orderId],
    );

  async function placePaidOrder(email: string): Promise<{ id: number; orderNumber: string }> {
    const intent = await payOffline(testApp, intentRequest({ customerEmail: email }));
    const placed = await submitOrder(testApp, orderFields(intent, { customerEmail: email }));
    expect(placed.status).toBe(201);
    const [order] = await dataSource.query(`SELECT id, order_number AS "orderNumber" FROM orders WHERE payment_intent_id = $1`, [intent]);
    return order;
  }

  it('moves a paid order to Processing with history, an audit row naming the rule and one e-mail, once', async () => {
    const order = await placePaidOrder('auto-paid@example.com');
    const [run] = await waitFor(async () => {
      const runs = await runsFor(order.id);
      return runs.length > 0 && runs[0].status !== 'failed' ? runs : undefined;
    }, 'the rule run');
    expect(run).toMatchObject({ ruleId, status: 'succeeded', error: null });

    expect(await historyOf(order.id)).toEqual([
      { from: null, to: 'pending', adminId: null },
      { from: 'pending', to: 'processing', adminId: null },
    ]);
    const audit = await dataSource.query(
      `SELECT actor_type AS "actorType", actor_id AS "actorId", details->>'ruleId' AS "ruleId" FROM audit_log WHERE order_id = $1 AND action = 'order.status_changed'`,
      [order.id],
    );
    expect(audit).toEqual([{ actorType: 'system', actorId: ruleId, ruleId: String(ruleId) }]);
    const mails = await dataSource.query(`SELECT subject FROM outbox_messages WHERE kind = 'order_status_changed' AND recipient = $1`, [
      'auto-paid@example.com',
    ]);
    expect(mails).toEqual([{ subject: `Order ${order.orderNumber}: Processing` }]);

    // The status change the rule made is itself an event; it is handled without re-running the rule.
    await waitFor(async () => {
      const [row] = await dataSource.query(`SELECT status FROM domain_events WHERE type = 'order.status_changed' AND (payload->>'orderId')::int = $1`, [
        order.id,
      ]);
      return row?.status === 'processed' ? true : undefined;
    }, 'the status-change event to be handled');
    expect(await runsFor(order.id)).toHaveLength(1);

    // A duplicated job for the same event (a redelivery) changes nothing twice.
    const queue = testApp.app.get<Queue>(getQueueToken(QUEUES.automation));
    const duplicate = await queue.add('event', { eventId: run.eventId }, { jobId: `duplicate-${run.eventId}`, removeOnComplete: false });
    await waitFor(async () => ((await duplicate.isCompleted()) ? true : undefined), 'the duplicate job');
    expect(await historyOf(order.id)).toHaveLength(2);
    expect(await runsFor(order.id)).toHaveLength(1);
    expect(
      await dataSource.query(`SELECT 1 FROM outbox_messages WHERE kind = 'order_status_changed' AND recipient = $1`, ['auto-paid@example.com']),
    ).toHaveLength(1);
  });

  it('moves an order to Apostille Complete when its last document is marked complete, not before', async () => {
    const order = await placePaidOrder('auto-apostille@example.com');
    await waitFor(async () => ((await historyOf(order.id)).length === 2 ? true : undefined), 'the paid-order rule');
    const documents: Array<{ id: number }> = await dataSource.query(`SELECT id FROM order_documents WHERE order_id = $1 ORDER BY id`, [order.id]);
    expect(documents).toHaveLength(3);
    const mark = (documentId: number) =>
      request(testApp.app.getHttpServer())
        .patch(`/api/admin/orders/${order.id}/documents/${documentId}`)
        .set('Authorization', `Bearer ${token}`)
        .send({ isApostilleComplete: true })
        .expect(200);
    const [apostilledRuleId] = (await dataSource.query(`SELECT id FROM automation_rules WHERE name = $1`, [APOSTILLED_RULE])).map((r: { id: number }) => r.id);
    const runsOfRule = async () => (await runsFor(order.id)).filter((run: { ruleId: number }) => run.ruleId === apostilledRuleId) as Array<{ status: string }>;

    await mark(documents[0].id);
    await mark(documents[1].id);
    // Two documents of three: both runs are recorded as skipped and the order stays where it was.
    await waitFor(async () => ((await runsOfRule()).length === 2 ? true : undefined), 'the first two runs');
    expect((await runsOfRule()).map((run) => run.status)).toEqual(['skipped', 'skipped']);
    await mark(documents[2].id);
    await waitFor(async () => ((await runsOfRule()).at(-1)?.status === 'succeeded' ? true : undefined), 'the last run');

    expect((await historyOf(order.id)).map((row: { to: string }) => row.to)).toEqual(['pending', 'processing', 'apostille_complete']);
    expect(await dataSource.query(`SELECT status FROM orders WHERE id = $1`, [order.id])).toEqual([{ status: 'apostille_complete' }]);
  });

  it('moves a staff-entered order whose only document is uploaded already apostilled', async () => {
    const http = () => request(testApp.app.getHttpServer());
    const created = await http()
      .post('/api/admin/orders')
      .set('Authorization', `Bearer ${token}`)
      .send({ firstName: 'Walk', lastName: 'In', email: 'walk-in@example.com', phone: '8505550123', serviceLevel: 'fast', documentType: 'Birth Certificate' })
      .expect(201);
    const orderId = created.body.order.id as number;
    await http()
      .post(`/api/admin/orders/${orderId}/documents`)
      .set('Authorization', `Bearer ${token}`)
      .field('documentType', 'Completed Apostille')
      .field('isApostilleComplete', 'true')
      .attach('documents', PDF, 'apostille.pdf')
      .expect(201);
    await waitFor(async () => ((await historyOf(orderId)).at(-1)?.to === 'apostille_complete' ? true : undefined), 'the apostilled rule');
    expect((await historyOf(orderId)).map((row: { to: string }) => row.to)).toEqual(['pending', 'apostille_complete']);
  });

  it('reads the conditions of a rule under the order lock: two events at once for one order make one change (100 times)', async () => {
    // Only two rules for this test, both starting from Pending and leading elsewhere, on two different events.
    const [active]: [Array<{ id: number }>, number] = await dataSource.query(`UPDATE automation_rules SET is_active = false WHERE is_active RETURNING id`);
    const rules: Array<{ id: number }> = await dataSource.query(
      `INSERT INTO automation_rules (name, description, trigger_type, conditions, actions, is_active)
       VALUES ('Race: scanned', 'test', 'document_upload', $1::jsonb, $2::jsonb, true),
              ('Race: overdue', 'test', 'time_based', $3::jsonb, $4::jsonb, true)
       RETURNING id`,
      [
        JSON.stringify({ eventTypes: ['packing_slip.scanned'], orderStatusIn: ['pending'] }),
        JSON.stringify([{ type: 'change_status', status: 'docs_received' }]),
        JSON.stringify({ eventTypes: ['order.overdue'], orderStatusIn: ['pending'] }),
        JSON.stringify([{ type: 'change_status', status: 'processing' }]),
      ],
    );
    try {
      const engine = testApp.app.get(AutomationEngineService);
      const orderIds: number[] = [];
      for (let round = 0; round < 100; round++) {
        const [order] = await dataSource.query(
          `INSERT INTO orders (order_number, status, customer_first_name, customer_last_name, customer_email, customer_phone,
                               service_level, destination_country, document_type, total_amount_cents)
           VALUES ($1, 'pending', 'Race', 'Order', 'race-rules@example.com', '8505550100', 'fast', 'Italy', 'Birth Certificate', 10000) RETURNING id`,
          [`APO-2007-${String(round + 1).padStart(3, '0')}`],
        );
        orderIds.push(order.id);
        await dataSource.transaction(async (manager) => {
          await publishDomainEvent(manager, { type: 'packing_slip.scanned', payload: { orderId: order.id } });
          await publishDomainEvent(manager, { type: 'order.overdue', payload: { orderId: order.id } });
        });
        const events: Array<{ id: number }> = await dataSource.query(`SELECT id FROM domain_events WHERE (payload->>'orderId')::int = $1`, [order.id]);
        expect(events).toHaveLength(2);
        await Promise.all(events.map((event) => engine.handleEvent(event.id)));
      }
      const changes = await dataSource.query(
        `SELECT order_id, count(*)::int AS n FROM order_status_history WHERE order_id = ANY($1) GROUP BY order_id ORDER BY order_id`,
        [orderIds],
      );
      expect(changes).toEqual(orderIds.map((id) => ({ order_id: id, n: 1 })));
      const mails = await dataSource.query(`SELECT count(*)::int AS n FROM outbox_messages WHERE recipient = 'race-rules@example.com'`);
      expect(mails).toEqual([{ n: 100 }]);
    } finally {
      await dataSource.query(`UPDATE automation_rules SET is_active = false WHERE id = ANY($1)`, [rules.map((rule) => rule.id)]);
      await dataSource.query(`UPDATE automation_rules SET is_active = true WHERE id = ANY($1)`, [active.map((rule) => rule.id)]);
    }
  });

  it('stops rules that trigger each other after MAX_RULE_CHAIN changes, saying why', async () => {
    const [active]: [Array<{ id: number }>, number] = await dataSource.query(`UPDATE automation_rules SET is_active = false WHERE is_active RETURNING id`);
    // A moves Processing on to Documents Received; B moves it back: without a bound, forever.
    const rules: Array<{ id: number }> = await dataSource.query(
      `INSERT INTO automation_rules (name, description, trigger_type, conditions, actions, is_active)
       VALUES ('Ping', 'test', 'status_change', $1::jsonb, $2::jsonb, true), ('Pong', 'test', 'status_change', $3::jsonb, $4::jsonb, true)
       RETURNING id`,
      [
        JSON.stringify({ eventTypes: ['order.status_changed'], orderStatusIn: ['processing'] }),
        JSON.stringify([{ type: 'change_status', status: 'docs_received' }]),
        JSON.stringify({ eventTypes: ['order.status_changed'], orderStatusIn: ['docs_received'] }),
        JSON.stringify([{ type: 'change_status', status: 'processing' }]),
      ],
    );
    try {
      const [order] = await dataSource.query(
        `INSERT INTO orders (order_number, status, customer_first_name, customer_last_name, customer_email, customer_phone,
                             service_level, destination_country, document_type, total_amount_cents)
         VALUES ('APO-2006-001', 'pending', 'Ping', 'Pong', 'ping-pong@example.com', '8505550100', 'fast', 'Italy', 'Birth Certificate', 10000) RETURNING id`,
      );
      await request(testApp.app.getHttpServer())
        .patch(`/api/admin/orders/${order.id}/status`)
        .set('Authorization', `Bearer ${token}`)
        .send({ status: 'processing' })
        .expect(200);
      const stopped = await waitFor(async () => {
        const [run] = await dataSource.query(`SELECT status, error FROM automation_rule_runs WHERE order_id = $1 AND error IS NOT NULL`, [order.id]);
        return run;
      }, 'the chain to stop');
      expect(stopped).toEqual({ status: 'skipped', error: RULE_CHAIN_STOPPED });
      // Every event of the order handled: nothing more is coming.
      await waitFor(async () => {
        const [pending] = await dataSource.query(
          `SELECT count(*)::int AS n FROM domain_events WHERE (payload->>'orderId')::int = $1 AND status <> 'processed'`,
          [order.id],
        );
        return pending.n === 0 ? true : undefined;
      }, 'every event of the order to be handled');
      const ruleChanges = await dataSource.query(`SELECT count(*)::int AS n FROM order_status_history WHERE order_id = $1 AND notes LIKE 'Automation:%'`, [
        order.id,
      ]);
      // The longest chain is MAX_RULE_CHAIN changes; Pong may also act on the staff change itself
      // once Ping has moved the order, which starts the chain one step earlier.
      expect(ruleChanges[0].n).toBeGreaterThanOrEqual(MAX_RULE_CHAIN);
      expect(ruleChanges[0].n).toBeLessThanOrEqual(MAX_RULE_CHAIN + 1);
    } finally {
      await dataSource.query(`UPDATE automation_rules SET is_active = false WHERE id = ANY($1)`, [rules.map((rule) => rule.id)]);
      await dataSource.query(`UPDATE automation_rules SET is_active = true WHERE id = ANY($1)`, [active.map((rule) => rule.id)]);
    }
  });

  it('never runs a rule for an event written in a rolled-back transaction', async () => {
    const [{ id: orderId }] = await dataSource.query(
      `INSERT INTO orders (order_number, status, customer_first_name, customer_last_name, customer_email, customer_phone,
                           service_level, destination_country, document_type, total_amount_cents)
       VALUES ('APO-2026-7001', 'pending', 'Roll', 'Back', 'rollback@example.com', '8505550100', 'fast', 'Italy', 'Birth Certificate', 10000)
       RETURNING id`,
    );
    await dataSource.query(
      `INSERT INTO payments (provider, payment_intent_id, amount_cents, currency, status, order_id) VALUES ('offline', 'pi_rollback_7001', 10000, 'usd', 'succeeded', $1)`,
      [orderId],
    );
    await expect(
      dataSource.transaction(async (manager) => {
        await publishDomainEvent(manager, { type: 'payment.received', payload: { orderId } });
        throw new Error('payment recording failed');
      }),
    ).rejects.toThrow('payment recording failed');
    // A committed event after it is handled; the relay goes in id order, so the rolled-back one would have come first.
    await dataSource.transaction((manager) => publishDomainEvent(manager, { type: 'document.uploaded', payload: { orderId } }));
    await testApp.app.get(AutomationRelayService).relayOnce();
    await waitFor(async () => {
      const rows: Array<{ status: string }> = await dataSource.query(`SELECT status FROM domain_events WHERE (payload->>'orderId')::int = $1`, [orderId]);
      return rows.length === 1 && rows[0].status === 'processed' ? true : undefined;
    }, 'the committed event to be handled');

    expect(await runsFor(orderId)).toEqual([]);
    expect(await dataSource.query(`SELECT status FROM orders WHERE id = $1`, [orderId])).toEqual([{ status: 'pending' }]);
  });

  it('marks an event no active rule listens to as handled at once, without a queue job', async () => {
    const [{ id: orderId }] = await dataSource.query(
      `INSERT INTO orders (order_number, status, customer_first_name, customer_last_name, customer_email, customer_phone,
                           service_level, destination_country, document_type, total_amount_cents)
       VALUES ('APO-2026-7002', 'pending', 'Un', 'Heard', 'unheard@example.com', '8505550100', 'fast', 'Italy', 'Birth Certificate', 10000)
       RETURNING id`,
    );
    // document.uploaded: none of the active rules (paid, apostilled, packing slip) listens to it.
    await dataSource.transaction((manager) => publishDomainEvent(manager, { type: 'document.uploaded', payload: { orderId } }));
    await testApp.app.get(AutomationRelayService).relayOnce();
    const [event] = await dataSource.query(
      `SELECT id, status, (extract(epoch FROM created_at) * 1000000)::bigint::text AS created_us FROM domain_events WHERE (payload->>'orderId')::int = $1`,
      [orderId],
    );
    expect(event.status).toBe('processed');
    const queue = testApp.app.get<Queue>(getQueueToken(QUEUES.automation));
    expect(await queue.getJob(automationJobId(event))).toBeUndefined();
    expect(await runsFor(orderId)).toEqual([]);
  });
});
