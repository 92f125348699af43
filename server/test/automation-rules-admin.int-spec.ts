import request from 'supertest';
import { DataSource } from 'typeorm';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

const ADMIN_USERNAME = 'automation-owner';
const ADMIN_PASSWORD = 'correct-horse-battery-staple';

describe('automation rules for staff: list, switch, metrics', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  let token: string;
  let adminId: number;

  const as = (method: 'get' | 'patch', path: string) => request(testApp.app.getHttpServer())[method](path).set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    testApp = await bootTestApp({ env: { ADMIN_USERNAME, ADMIN_PASSWORD } });
    dataSource = testApp.app.get(DataSource);
    const session = await staffSession(testApp, ADMIN_USERNAME);
    token = session.token;
    adminId = session.admin.id;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('lists the seeded rules: the packing-slip rule on, the others off', async () => {
    const response = await as('get', '/api/admin/automation/rules').expect(200);
    expect(response.body).toEqual([
      {
        id: expect.any(Number),
        name: 'Paid order starts processing',
        description: 'A paid order still pending moves to Processing.',
        triggerType: 'payment_received',
        isActive: false,
      },
      {
        id: expect.any(Number),
        name: 'All documents apostilled',
        description: 'When every document of an order is marked apostille complete, the order moves to Apostille Complete.',
        triggerType: 'document_upload',
        isActive: false,
      },
      {
        id: expect.any(Number),
        name: 'Remind an unpaid payment link after 48 hours',
        description: 'When an extra charge is still unpaid 48 hours after its link was sent, the customer gets one payment reminder.',
        triggerType: 'time_based',
        isActive: false,
      },
      {
        id: expect.any(Number),
        name: 'Flag overdue rush and lightning orders',
        description: 'A rush or lightning order past its expected completion date and not yet apostille complete gets a staff note in its conversation.',
        triggerType: 'time_based',
        isActive: false,
      },
      {
        id: expect.any(Number),
        name: 'Mark documents received when the packing slip is scanned',
        description: 'When staff scan the packing slip of an arrived envelope, a pending or processing order moves to docs_received.',
        triggerType: 'document_upload',
        isActive: true,
      },
    ]);
  });

  it('switches a rule on and off with an audit row for each change', async () => {
    const [{ id }] = await dataSource.query(`SELECT id FROM automation_rules WHERE name = 'Paid order starts processing'`);
    expect((await as('patch', `/api/admin/automation/rules/${id}`).send({ isActive: true }).expect(200)).body).toMatchObject({ id, isActive: true });
    // Asking for the state it already has changes nothing and audits nothing.
    await as('patch', `/api/admin/automation/rules/${id}`).send({ isActive: true }).expect(200);
    await as('patch', `/api/admin/automation/rules/${id}`).send({ isActive: false }).expect(200);

    const audit = await dataSource.query(`SELECT actor_id AS "actorId", action, details FROM audit_log WHERE action LIKE 'automation_rule.%' ORDER BY id`);
    expect(audit).toEqual([
      { actorId: adminId, action: 'automation_rule.enabled', details: { ruleId: id, name: 'Paid order starts processing' } },
      { actorId: adminId, action: 'automation_rule.disabled', details: { ruleId: id, name: 'Paid order starts processing' } },
    ]);
  });

  it('refuses bad input with 4xx and stores nothing', async () => {
    const [{ id }] = await dataSource.query(`SELECT id FROM automation_rules WHERE name = 'Paid order starts processing'`);
    await as('patch', `/api/admin/automation/rules/${id}`).send({ isActive: 'yes' }).expect(400);
    await as('patch', `/api/admin/automation/rules/${id}`).send({}).expect(400);
    await as('patch', '/api/admin/automation/rules/99999999999').send({ isActive: true }).expect(400);
    await as('patch', '/api/admin/automation/rules/abc').send({ isActive: true }).expect(400);
    const missing = await as('patch', '/api/admin/automation/rules/424242').send({ isActive: true }).expect(404);
    expect(missing.body.message).toBe('Automation rule not found');
    expect(await dataSource.query(`SELECT is_active AS "isActive" FROM automation_rules WHERE id = $1`, [id])).toEqual([{ isActive: false }]);
  });

  it('reports how many orders the rules changed', async () => {
    const ids: number[] = [];
    for (let n = 1; n <= 4; n++) {
      const [row] = await dataSource.query(
        `INSERT INTO orders (order_number, status, customer_first_name, customer_last_name, customer_email, customer_phone,
                             service_level, destination_country, document_type, total_amount_cents)
         VALUES ($1, 'pending', 'Metric', 'Order', 'metrics@example.com', '8505550100', 'fast', 'Italy', 'Birth Certificate', 10000) RETURNING id`,
        [`APO-2026-860${n}`],
      );
      ids.push(row.id);
    }
    const [{ id: ruleId }] = await dataSource.query(`SELECT id FROM automation_rules LIMIT 1`);
    // Two runs changed the first order, one the second; a skipped and a failed run change nothing.
    await dataSource.query(
      `INSERT INTO automation_rule_runs (rule_id, order_id, trigger_type, status, error) VALUES
         ($1, $2, 'manual', 'succeeded', NULL), ($1, $2, 'batch', 'succeeded', NULL), ($1, $3, 'manual', 'succeeded', NULL),
         ($1, $4, 'manual', 'skipped', NULL), ($1, $5, 'manual', 'failed', 'boom')`,
      [ruleId, ...ids],
    );
    const response = await as('get', '/api/admin/automation/metrics').expect(200);
    expect(response.body).toEqual({ totalOrders: 4, automatedOrders: 2, automationRate: 0.5, activeRules: 1, totalRules: 5 });

    const graphql = await request(testApp.app.getHttpServer())
      .post('/graphql')
      .set('Authorization', `Bearer ${token}`)
      .send({ query: '{ automationMetrics { totalOrders automatedOrders automationRate activeRules totalRules } automationRules { name isActive } }' })
      .expect(200);
    expect(graphql.body.data).toEqual({
      automationMetrics: { totalOrders: 4, automatedOrders: 2, automationRate: 0.5, activeRules: 1, totalRules: 5 },
      automationRules: [
        { name: 'Paid order starts processing', isActive: false },
        { name: 'All documents apostilled', isActive: false },
        { name: 'Remind an unpaid payment link after 48 hours', isActive: false },
        { name: 'Flag overdue rush and lightning orders', isActive: false },
        { name: 'Mark documents received when the packing slip is scanned', isActive: true },
      ],
    });
  });

  it('switches a rule over GraphQL, audited, and answers an unknown rule with an error', async () => {
    const [{ id }] = await dataSource.query(`SELECT id FROM automation_rules WHERE name = 'Paid order starts processing'`);
    const gql = (variables: Record<string, unknown>) =>
      request(testApp.app.getHttpServer())
        .post('/graphql')
        .set('Authorization', `Bearer ${token}`)
        .send({ query: 'mutation($id: Int!, $on: Boolean!) { setAutomationRuleActive(id: $id, isActive: $on) { id isActive } }', variables });
    expect((await gql({ id, on: true })).body.data).toEqual({ setAutomationRuleActive: { id, isActive: true } });
    const missing = await gql({ id: 424242, on: false });
    expect(missing.body.errors[0].message).toBe('Automation rule not found');
    expect(await dataSource.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'automation_rule.enabled'`)).toEqual([{ n: 2 }]);
    await gql({ id, on: false });
  });
});
