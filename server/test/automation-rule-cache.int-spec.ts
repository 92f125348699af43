import request from 'supertest';
import { DataSource } from 'typeorm';
import { AutomationEngineService } from '../src/automation/automation-engine.service.js';
import { publishDomainEvent } from '../src/events/domain-event-publisher.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait-for.js';

const PAID_RULE = 'Paid order starts processing';
const ADMIN_USERNAME = 'rule-cache-admin';
const env = { ADMIN_USERNAME, ADMIN_PASSWORD: 'correct-horse-battery-staple', PUBLIC_URL: 'https://apostille.example' };

/**
 * Two instances of one deployment on one database: a worker (relays and rules) and an API instance
 * without queue workers, where staff switch rules on and off.
 */
describe('cached automation rules', () => {
  let worker: TestApp;
  let api: TestApp;
  let dataSource: DataSource;
  let token: string;
  let paidRuleId: number;

  beforeAll(async () => {
    worker = await bootTestApp({ env });
    api = await bootTestApp({ env: { ...env, RUN_QUEUE_WORKERS: 'false' }, sharedDatabase: worker.database });
    dataSource = worker.app.get(DataSource);
    ({ token } = await staffSession(api, ADMIN_USERNAME));
    [{ id: paidRuleId }] = await dataSource.query(`SELECT id FROM automation_rules WHERE name = $1`, [PAID_RULE]);
  });

  afterAll(async () => {
    await api?.close();
    await worker?.close();
  });

  let orderNumber = 0;
  async function paidOrder(): Promise<number> {
    orderNumber += 1;
    const [order] = await dataSource.query(
      `INSERT INTO orders (order_number, status, customer_first_name, customer_last_name, customer_email, customer_phone,
                           service_level, destination_country, document_type, total_amount_cents)
       VALUES ($1, 'pending', 'Cache', 'Test', 'rule-cache@example.com', '8505550100', 'fast', 'Italy', 'Birth Certificate', 10000) RETURNING id`,
      [`APO-2026-66${String(orderNumber).padStart(2, '0')}`],
    );
    await dataSource.query(
      `INSERT INTO payments (provider, payment_intent_id, amount_cents, currency, status, order_id) VALUES ('offline', $1, 10000, 'usd', 'succeeded', $2)`,
      [`pi_cache_${order.id}`, order.id],
    );
    return order.id;
  }

  const statusOf = async (orderId: number): Promise<string> => (await dataSource.query(`SELECT status FROM orders WHERE id = $1`, [orderId]))[0].status;
  const paymentEventHandled = (orderId: number) =>
    waitFor(async () => {
      const [row] = await dataSource.query(`SELECT status FROM domain_events WHERE type = 'payment.received' AND (payload->>'orderId')::int = $1`, [orderId]);
      return row?.status === 'processed' ? true : undefined;
    }, `the payment event of order ${orderId}`);
  const pay = (orderId: number) => dataSource.transaction((manager) => publishDomainEvent(manager, { type: 'payment.received', payload: { orderId } }));
  const switchPaidRule = (isActive: boolean) =>
    request(api.app.getHttpServer()).patch(`/api/admin/automation/rules/${paidRuleId}`).set('Authorization', `Bearer ${token}`).send({ isActive }).expect(200);

  it('runs a rule switched on or off in another instance from the next event on, without a restart', async () => {
    await switchPaidRule(true);
    const first = await paidOrder();
    await pay(first);
    await waitFor(async () => ((await statusOf(first)) === 'processing' ? true : undefined), 'the first order to move');

    // The worker now holds the rule in its cache; staff switch it off in the API instance.
    await switchPaidRule(false);
    const second = await paidOrder();
    await pay(second);
    await paymentEventHandled(second);
    expect(await statusOf(second)).toBe('pending');

    await switchPaidRule(true);
    const third = await paidOrder();
    await pay(third);
    await waitFor(async () => ((await statusOf(third)) === 'processing' ? true : undefined), 'the third order to move');
    expect(await statusOf(second)).toBe('pending');
  });

  it('records a failing action as failed and undoes only its run, keeping the rest of the batch', async () => {
    await switchPaidRule(true);
    const [failing] = await dataSource.query(
      `INSERT INTO automation_rules (name, description, trigger_type, conditions, actions, is_active)
       VALUES ('Failing rule', 'test', 'document_upload', $1::jsonb, $2::jsonb, true) RETURNING id`,
      [
        JSON.stringify({ eventTypes: ['document.uploaded'], orderStatusIn: ['pending'] }),
        JSON.stringify([
          { type: 'add_staff_note', text: 'Written, then undone' },
          { type: 'change_status', status: 'docs_received' },
        ]),
      ],
    );
    // The status change of this rule fails in the database, after its note was written.
    await dataSource.query(
      `CREATE FUNCTION refuse_failing_rule() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'history refused'; END $$;
       CREATE TRIGGER tr_refuse_failing_rule BEFORE INSERT ON order_status_history FOR EACH ROW
         WHEN (NEW.notes = 'Automation: Failing rule') EXECUTE FUNCTION refuse_failing_rule()`,
    );
    try {
      const failed = await paidOrder();
      const moved = await paidOrder();
      await dataSource.transaction(async (manager) => {
        await publishDomainEvent(manager, { type: 'document.uploaded', payload: { orderId: failed } });
        await publishDomainEvent(manager, { type: 'payment.received', payload: { orderId: moved } });
      });
      const events: Array<{ id: number }> = await dataSource.query(`SELECT id FROM domain_events WHERE (payload->>'orderId')::int = ANY($1) ORDER BY id`, [
        [failed, moved],
      ]);
      // Both in one batch (the worker's relay may have handed them to a job already: runs are claimed once).
      await worker.app.get(AutomationEngineService).handleEvents(events.map((event) => event.id));

      const runs = await dataSource.query(`SELECT status, error FROM automation_rule_runs WHERE rule_id = $1 AND order_id = $2`, [failing.id, failed]);
      expect(runs).toEqual([{ status: 'failed', error: expect.stringContaining('history refused') }]);
      expect(await statusOf(failed)).toBe('pending');
      const notes = await dataSource.query(
        `SELECT m.id FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.order_id = $1 AND m.content LIKE 'Written, then undone%'`,
        [failed],
      );
      expect(notes).toEqual([]);
      expect(await statusOf(moved)).toBe('processing');
      const handled = await dataSource.query(`SELECT status FROM domain_events WHERE id = ANY($1)`, [events.map((event) => event.id)]);
      expect(handled).toEqual([{ status: 'processed' }, { status: 'processed' }]);
    } finally {
      await dataSource.query(`DROP TRIGGER tr_refuse_failing_rule ON order_status_history; DROP FUNCTION refuse_failing_rule()`);
      await dataSource.query(`UPDATE automation_rules SET is_active = false WHERE id = $1`, [failing.id]);
    }
  });
});
