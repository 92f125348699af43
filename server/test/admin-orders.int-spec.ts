import { ADMIN_MESSAGES, ADMIN_ORDER_MESSAGES, TRACKING_MESSAGES } from '@apostille/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AdminUser } from '../src/admin/entities/admin-user.entity.js';
import { AdminOrdersService } from '../src/orders/admin/admin-orders.service.js';
import { AdminOrdersController } from '../src/orders/admin/admin-orders.controller.js';
import { OrderStateService } from '../src/orders/order-state.service.js';
import { UnitOfWork } from '../src/database/unit-of-work.js';
import { AdminOrdersResolver } from '../src/orders/admin/admin-orders.resolver.js';
import { AutomationEngineService } from '../src/automation/automation-engine.service.js';
import { AuthTokensService } from '../src/auth/auth-tokens.service.js';
import { orderFields, payOffline, intentRequest, submitOrder } from './support/ordering-fixtures.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

const ADMIN_USERNAME = 'orders-admin';
const ADMIN_PASSWORD = 'correct-horse-battery-staple';

interface PlacedOrder {
  id: number;
  orderNumber: string;
  email: string;
}

describe('staff order management (REST and GraphQL)', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  let admin: AdminUser;
  let token: string;
  let ada: PlacedOrder;
  let grace: PlacedOrder;

  const server = () => testApp.app.getHttpServer();
  const get = (path: string) => request(server()).get(path).set('Authorization', `Bearer ${token}`);
  const patch = (path: string) => request(server()).patch(path).set('Authorization', `Bearer ${token}`);
  const del = (path: string) => request(server()).delete(path).set('Authorization', `Bearer ${token}`);

  async function gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, bearer: string | null = token) {
    let call = request(server()).post('/graphql');
    if (bearer) call = call.set('Authorization', `Bearer ${bearer}`);
    const response = await call.send({ query, variables });
    return response as Omit<request.Response, 'body'> & { body: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] } };
  }

  /** A real order through the customer flow (payment, multipart submit). */
  async function placeOrder(first: string, last: string, email: string): Promise<PlacedOrder> {
    const intentId = await payOffline(testApp, intentRequest({ customerEmail: email }));
    const response = await submitOrder(testApp, orderFields(intentId, { customerFirstName: first, customerLastName: last, customerEmail: email })).expect(201);
    const [row] = await dataSource.query('SELECT id FROM orders WHERE order_number = $1', [response.body.orderNumber]);
    return { id: row.id, orderNumber: response.body.orderNumber, email };
  }

  /** Inserts orders straight into the table (volume and exact values); answers their ids in insertion order. */
  async function insertOrders(rows: { number: string; first: string; last: string; email: string; status?: string; cents?: number }[]): Promise<number[]> {
    const ids: number[] = [];
    for (const [index, row] of rows.entries()) {
      const [inserted] = await dataSource.query(
        `INSERT INTO orders (order_number, status, customer_first_name, customer_last_name, customer_email, customer_phone,
                             service_level, destination_country, document_type, total_amount_cents, created_at)
         VALUES ($1, $2, $3, $4, $5, '8505550100', 'fast', 'Italy', 'Birth Certificate', $6, now() - make_interval(secs => $7))
         RETURNING id`,
        [row.number, row.status ?? 'pending', row.first, row.last, row.email, row.cents ?? 10000, 10_000 - index],
      );
      ids.push(inserted.id);
    }
    return ids;
  }

  const restOrderNumbers = async (query: string) => {
    const response = await get(`/api/admin/orders${query}`).expect(200);
    return (response.body.orders as { orderNumber: string }[]).map((o) => o.orderNumber).sort();
  };

  beforeAll(async () => {
    testApp = await bootTestApp({ env: { ADMIN_USERNAME, ADMIN_PASSWORD } });
    dataSource = testApp.app.get(DataSource);
    ({ admin, token } = await staffSession(testApp, ADMIN_USERNAME));
    ada = await placeOrder('Ada', 'Lovelace', 'ada@example.com');
    grace = await placeOrder('Grace', 'Hopper', 'Grace.Hopper@Example.org');
    await insertOrders([
      { number: 'APO-2020-001', first: 'Per%cent', last: 'Literal', email: 'percent@example.net' },
      { number: 'APO-2020-002', first: 'Under_score', last: 'Literal', email: 'underscore@example.net', status: 'processing' },
      { number: 'APO-2020-003', first: 'Plain', last: 'Percentage', email: 'plain@example.net', status: 'processing' },
    ]);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('refuses every route and operation without a staff token', async () => {
    const customerToken = testApp.app.get(AuthTokensService).issueCustomerToken({ id: 1, tokenVersion: 0 });
    for (const bearer of [null, customerToken, 'not-a-token']) {
      const auth = (call: request.Test) => (bearer ? call.set('Authorization', `Bearer ${bearer}`) : call);
      await auth(request(server()).get('/api/admin/orders')).expect(401);
      await auth(request(server()).get('/api/admin/orders/export')).expect(401);
      await auth(request(server()).get('/api/admin/stats')).expect(401);
      await auth(request(server()).patch(`/api/admin/orders/${ada.id}`).send({ notes: 'x' })).expect(401);
      await auth(request(server()).patch(`/api/admin/orders/${ada.id}/status`).send({ status: 'shipped' })).expect(401);
      await auth(request(server()).delete(`/api/admin/orders/${ada.id}`)).expect(401);
      for (const operation of [
        '{ orders { total } }',
        `{ order(id: ${ada.id}) { id } }`,
        '{ stats { totalOrders } }',
        `mutation { updateOrder(id: ${ada.id}, input: { notes: "x" }) { id } }`,
        `mutation { updateOrderStatus(id: ${ada.id}, status: "shipped") { id } }`,
        `mutation { bulkUpdateOrderStatus(ids: [${ada.id}], status: "shipped") { id } }`,
        `mutation { deleteOrder(id: ${ada.id}) { id } }`,
      ]) {
        const response = await gql(operation, {}, bearer);
        // Nothing is answered: data is null, or null for the one nullable field (order).
        const answered = Object.values(response.body.data ?? {}).filter((value) => value !== null);
        expect({ operation, answered, message: response.body.errors?.[0]?.message }).toEqual({ operation, answered: [], message: 'Authentication required' });
      }
    }
    const [row] = await dataSource.query('SELECT status, notes, deleted_at FROM orders WHERE id = $1', [ada.id]);
    expect(row).toEqual({ status: 'pending', notes: 'Please call before shipping.', deleted_at: null });
  });

  it('searches order number, first name, last name and e-mail, case-insensitively, with wildcards taken literally', async () => {
    expect(await restOrderNumbers(`?search=${ada.orderNumber.toLowerCase()}`)).toEqual([ada.orderNumber]);
    expect(await restOrderNumbers('?search=GRACE')).toEqual([grace.orderNumber]);
    expect(await restOrderNumbers('?search=lovelace')).toEqual([ada.orderNumber]);
    expect(await restOrderNumbers('?search=hopper%40example.ORG')).toEqual([grace.orderNumber]);
    expect(await restOrderNumbers('?search=%20%20ada%40EXAMPLE%20')).toEqual([ada.orderNumber]);
    // % and _ are characters, not patterns.
    expect(await restOrderNumbers(`?search=${encodeURIComponent('r%c')}`)).toEqual(['APO-2020-001']);
    expect(await restOrderNumbers(`?search=${encodeURIComponent('r_s')}`)).toEqual(['APO-2020-002']);
    expect(await restOrderNumbers(`?search=${encodeURIComponent('per%c')}`)).toEqual(['APO-2020-001']);
    expect(await restOrderNumbers('?search=nobody-matches-this')).toEqual([]);
    // One or two letters match a whole first or last name only (no trigram to look up): "Li" is not "Literal".
    expect(await restOrderNumbers('?search=Li')).toEqual([]);
    expect(await restOrderNumbers('?search=ada')).toEqual([ada.orderNumber]);
    const [wu] = await insertOrders([{ number: 'APO-2020-099', first: 'Mei', last: 'Wu', email: 'mei@example.net' }]);
    expect(await restOrderNumbers('?search=WU')).toEqual(['APO-2020-099']);
    await dataSource.query('DELETE FROM orders WHERE id = $1', [wu]);

    const response = await gql<{ orders: { items: { orderNumber: string; customerEmail: string; totalAmount: number }[]; total: number } }>(
      'query($f: AdminOrderFilter) { orders(filter: $f) { total items { orderNumber customerEmail totalAmount } } }',
      { f: { search: 'HOPPER' } },
    );
    expect(response.body.data?.orders).toEqual({
      total: 1,
      items: [{ orderNumber: grace.orderNumber, customerEmail: 'Grace.Hopper@Example.org', totalAmount: 411.45 }],
    });
  });

  it("finds an order by the customer's phone, however staff type it", async () => {
    await dataSource.query('UPDATE orders SET customer_phone = $1 WHERE id = $2', ['(850) 555-0177', ada.id]);
    for (const typed of ['(850) 555-0177', '850-555-0177', '8505550177', '+1 850.555.0177', '555-0177'])
      expect(await restOrderNumbers(`?search=${encodeURIComponent(typed)}`)).toEqual([ada.orderNumber]);
    // An order number's tail stays an order number, not a phone.
    expect(await restOrderNumbers(`?search=${encodeURIComponent(ada.orderNumber.slice(4))}`)).toEqual([ada.orderNumber]);
    await dataSource.query('UPDATE orders SET customer_phone = $1 WHERE id = $2', ['8505550123', ada.id]);
  });

  it('runs the search on the trigram index with the exact WHERE the service builds', async () => {
    const runner = dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      await runner.query('SET LOCAL enable_seqscan = off');
      await runner.query('ANALYZE orders');
      await runner.query('ANALYZE order_search');
      // A handful of rows: a full scan of order_search's primary key would cost the planner less than the
      // trigram index, so plain index scans are set aside here (test/order-search.int-spec.ts checks the plan at size).
      await runner.query('SET LOCAL enable_indexscan = off');
      const [sql, parameters] = testApp.app.get(AdminOrdersService).filteredQuery({ search: 'Lovelace' }).select('count(*)').getQueryAndParameters();
      const plan = ((await runner.query(`EXPLAIN ${sql}`, parameters)) as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toContain('ix_order_search_trgm');
      await runner.query('SET LOCAL enable_indexscan = on');
      expect(sql).toContain('"deleted_at" IS NULL');
      // An exact total with a status filter counts through (status, created_at).
      const [statusSql, statusParameters] = testApp.app
        .get(AdminOrdersService)
        .filteredQuery({ status: 'processing' })
        .select('count(*)')
        .getQueryAndParameters();
      const statusPlan = ((await runner.query(`EXPLAIN ${statusSql}`, statusParameters)) as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
      expect(statusPlan).toContain('ix_orders_status_created_at');
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('filters by one status or all, and refuses an unknown status', async () => {
    expect(await restOrderNumbers('?status=processing')).toEqual(['APO-2020-002', 'APO-2020-003']);
    expect(await restOrderNumbers('?status=processing&search=under')).toEqual(['APO-2020-002']);
    const all = await restOrderNumbers('?status=all');
    expect(all).toEqual(await restOrderNumbers(''));
    expect(all).toEqual(expect.arrayContaining([ada.orderNumber, grace.orderNumber, 'APO-2020-001']));
    const refused = await get('/api/admin/orders?status=finished').expect(400);
    expect(refused.body).toEqual({ statusCode: 400, message: ADMIN_ORDER_MESSAGES.unknownStatus });

    // REST orders carry their documents.
    const list = await get(`/api/admin/orders?search=${ada.orderNumber}`).expect(200);
    expect(list.body.orders[0]).toMatchObject({ id: ada.id, status: 'pending', totalAmount: 411.45, customerPhone: '8505550123' });
    expect(list.body.orders[0].documents.map((d: { originalName: string }) => d.originalName)).toEqual(['birth.pdf', 'marriage.png', 'diploma.jpeg']);
  });

  it('filters by the status groups of the Overview cards (the mobile tabs), with counts that match the cards', async () => {
    await insertOrders([
      { number: 'APO-2015-001', first: 'Group', last: 'Docs', email: 'g1@example.com', status: 'docs_received' },
      { number: 'APO-2015-002', first: 'Group', last: 'Shipped', email: 'g2@example.com', status: 'shipped' },
      { number: 'APO-2015-003', first: 'Group', last: 'Done', email: 'g3@example.com', status: 'apostille_complete' },
    ]);
    expect(await restOrderNumbers('?statusGroup=processing&search=group')).toEqual(['APO-2015-001']);
    expect(await restOrderNumbers('?statusGroup=complete&search=group')).toEqual(['APO-2015-002', 'APO-2015-003']);
    expect(await restOrderNumbers('?statusGroup=complete&status=shipped&search=group')).toEqual(['APO-2015-002']);
    const refused = await get('/api/admin/orders?statusGroup=finished').expect(400);
    expect(refused.body).toMatchObject({ statusCode: 400, message: ADMIN_ORDER_MESSAGES.unknownStatusGroup });

    const tab = async (filter: Record<string, string>) => {
      const response = await gql<{ orders: { total: number; items: { status: string }[] } }>(
        'query ($filter: AdminOrderFilter) { orders(filter: $filter, page: { page: 1, perPage: 100 }) { total items { status } } }',
        { filter },
      );
      expect(response.body.errors).toBeUndefined();
      return response.body.data!.orders;
    };
    const stats = (await get('/api/admin/stats').expect(200)).body;
    const [pending, processing, complete] = [
      await tab({ status: 'pending' }),
      await tab({ statusGroup: 'processing' }),
      await tab({ statusGroup: 'complete' }),
    ];
    expect([pending.total, processing.total, complete.total]).toEqual([stats.pendingOrders, stats.processingOrders, stats.completedOrders]);
    expect(new Set(processing.items.map((order) => order.status))).toEqual(new Set(['processing', 'docs_received']));
    expect(new Set(complete.items.map((order) => order.status))).toEqual(new Set(['shipped', 'apostille_complete']));
    const wrong = await gql('query { orders(filter: { statusGroup: "finished" }) { total } }');
    expect(wrong.body.errors?.[0]?.message).toBe(ADMIN_ORDER_MESSAGES.unknownStatusGroup);
  });

  it('pages, sorts and counts through GraphQL, and answers getMany by ids', async () => {
    const numbers = Array.from({ length: 12 }, (_, i) => `APO-2019-${String(i + 1).padStart(3, '0')}`);
    const ids = await insertOrders(
      numbers.map((number, i) => ({ number, first: 'Paging', last: `Row${i}`, email: `paging${i}@example.com`, cents: 1000 * (i + 1) })),
    );
    const page = async (variables: Record<string, unknown>) =>
      (
        await gql<{ orders: { items: { orderNumber: string }[]; total: number } }>(
          'query($f: AdminOrderFilter, $s: AdminOrderSort, $p: PageInput) { orders(filter: $f, sort: $s, page: $p) { total items { orderNumber } } }',
          variables,
        )
      ).body;

    const second = await page({ f: { search: 'paging' }, s: { field: 'orderNumber', order: 'ASC' }, p: { page: 2, perPage: 5 } });
    expect(second.data?.orders).toEqual({ total: 12, items: numbers.slice(5, 10).map((orderNumber) => ({ orderNumber })) });
    // Past the last match, and no match at all: an empty page with the right total.
    expect((await page({ f: { search: 'paging' }, p: { page: 4, perPage: 5 } })).data?.orders).toEqual({ total: 12, items: [] });
    expect((await page({ f: { search: 'no-such-customer' } })).data?.orders).toEqual({ total: 0, items: [] });
    const byAmount = await page({ f: { search: 'paging' }, s: { field: 'totalAmount', order: 'DESC' }, p: { page: 1, perPage: 3 } });
    expect(byAmount.data?.orders.items.map((o) => o.orderNumber)).toEqual(['APO-2019-012', 'APO-2019-011', 'APO-2019-010']);
    // Default sort: newest first (the inserted rows are older the earlier they come).
    const newest = await page({ f: { search: 'paging' }, p: { perPage: 2 } });
    expect(newest.data?.orders.items.map((o) => o.orderNumber)).toEqual(['APO-2019-012', 'APO-2019-011']);

    const [{ count }] = await dataSource.query('SELECT count(*)::int AS count FROM orders WHERE deleted_at IS NULL');
    expect((await page({})).data?.orders.total).toBe(count);

    const many = await page({ f: { ids: [ids[0], ids[3], ada.id] } });
    expect(many.data?.orders.items.map((o) => o.orderNumber).sort()).toEqual([ada.orderNumber, numbers[0], numbers[3]].sort());

    const tooMany = await page({ p: { perPage: 101 } });
    expect(tooMany.errors?.[0]?.message).toBe(ADMIN_ORDER_MESSAGES.perPageRange);
    const badSort = await page({ s: { field: 'passwordHash' } });
    expect(badSort.errors?.[0]?.message).toBe(ADMIN_ORDER_MESSAGES.unknownSortField);
  });

  it('edits order fields with the order form rules and audits every change as old → new', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ customerEmail: 'not-an-email' }, ADMIN_MESSAGES.validEmailRequired],
      [{ documentCount: 0 }, ADMIN_MESSAGES.documentCountMin],
      [{ documentCount: 1.5 }, ADMIN_MESSAGES.documentCountMin],
      [{ serviceLevel: 'turbo' }, ADMIN_MESSAGES.serviceLevelRequired],
      [{ deliveryMethod: 'carrier-pigeon' }, ADMIN_MESSAGES.deliveryMethodRequired],
      [{ customerFirstName: '   ' }, ADMIN_MESSAGES.firstNameRequired],
      [{ customerLastName: null }, ADMIN_MESSAGES.lastNameRequired],
      [{ totalAmount: -1 }, ADMIN_ORDER_MESSAGES.totalAmountMin],
    ];
    for (const [body, message] of cases) {
      const response = await patch(`/api/admin/orders/${grace.id}`).send(body);
      expect({ body, status: response.status, message: response.body.message }).toEqual({ body, status: 400, message });
    }
    expect(await dataSource.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'order.updated'`)).toEqual([{ n: 0 }]);

    const response = await patch(`/api/admin/orders/${grace.id}`)
      .send({
        customerEmail: 'grace@navy.example.mil',
        totalAmount: 99.99,
        deliveryMethod: 'fedex_domestic',
        shippingNotes: 'Leave at the gate',
        documentCount: 3, // unchanged: not in the audit row
        status: 'delivered', // not editable here: ignored
        orderNumber: 'APO-1999-999',
      })
      .expect(200);
    expect(response.body.order).toMatchObject({
      id: grace.id,
      orderNumber: grace.orderNumber,
      status: 'pending',
      customerEmail: 'grace@navy.example.mil',
      totalAmount: 99.99,
      deliveryMethod: 'fedex_domestic',
      shippingNotes: 'Leave at the gate',
    });
    expect(response.body.order.documents).toHaveLength(3);
    const [row] = await dataSource.query('SELECT customer_email, total_amount_cents, status, order_number FROM orders WHERE id = $1', [grace.id]);
    expect(row).toEqual({ customer_email: 'grace@navy.example.mil', total_amount_cents: 9999, status: 'pending', order_number: grace.orderNumber });

    const audit = await dataSource.query(`SELECT * FROM audit_log WHERE action = 'order.updated'`);
    expect(audit).toEqual([
      expect.objectContaining({
        actor_type: 'admin',
        actor_id: admin.id,
        order_id: grace.id,
        ip_address: expect.any(String),
        details: {
          orderNumber: grace.orderNumber,
          changes: {
            customerEmail: { from: 'Grace.Hopper@Example.org', to: 'grace@navy.example.mil' },
            totalAmount: { from: 411.45, to: 99.99 },
            deliveryMethod: { from: 'mail', to: 'fedex_domestic' },
            shippingNotes: { from: null, to: 'Leave at the gate' },
          },
        },
      }),
    ]);
    grace.email = 'grace@navy.example.mil';
    expect(await restOrderNumbers('?search=navy.example')).toEqual([grace.orderNumber]);

    await patch('/api/admin/orders/999999').send({ notes: 'x' }).expect(404);
  });

  it('changes the status with a history row naming the admin, an audit row, and the customer tracking shows it', async () => {
    const response = await patch(`/api/admin/orders/${ada.id}/status`).send({ status: 'shipped', notes: 'Tracking 1Z999' }).expect(200);
    expect(response.body.order).toMatchObject({ id: ada.id, status: 'shipped' });

    const history = await dataSource.query(
      'SELECT old_status, new_status, notes, changed_by_admin_id FROM order_status_history WHERE order_id = $1 ORDER BY id',
      [ada.id],
    );
    expect(history).toEqual([
      expect.objectContaining({ old_status: null, new_status: 'pending', changed_by_admin_id: null }),
      { old_status: 'pending', new_status: 'shipped', notes: 'Tracking 1Z999', changed_by_admin_id: admin.id },
    ]);
    const audit = await dataSource.query(`SELECT actor_id, details FROM audit_log WHERE action = 'order.status_changed' AND order_id = $1`, [ada.id]);
    expect(audit).toEqual([{ actor_id: admin.id, details: { orderNumber: ada.orderNumber, from: 'pending', to: 'shipped', notes: 'Tracking 1Z999' } }]);

    const tracked = await request(server()).get('/api/orders/track').query({ orderNumber: ada.orderNumber, email: ada.email }).expect(200);
    expect(tracked.body.status).toBe('shipped');
    expect(tracked.body.statusHistory.map((h: { newStatus: string }) => h.newStatus)).toEqual(['pending', 'shipped']);

    // The legacy spelling is accepted and stored canonically; unknown values are refused.
    const alias = await patch(`/api/admin/orders/${ada.id}/status`).send({ status: 'documents_received' }).expect(200);
    expect(alias.body.order.status).toBe('docs_received');
    const refused = await patch(`/api/admin/orders/${ada.id}/status`).send({ status: 'completed' }).expect(400);
    expect(refused.body.message).toBe(ADMIN_ORDER_MESSAGES.unknownStatus);
    await patch('/api/admin/orders/999999/status').send({ status: 'shipped' }).expect(404);
  });

  it('changes the status of every order the list filter matches ("select all matching"), capped at 1,000', async () => {
    const post = (body: object) => request(server()).post('/api/admin/orders/status-matching').set('Authorization', `Bearer ${token}`).send(body);
    const [pendingOne, pendingTwo, processing, deleted, other] = await insertOrders([
      { number: 'APO-2018-201', first: 'Match', last: 'Allfilter', email: 'matchall1@example.com' },
      { number: 'APO-2018-202', first: 'Match', last: 'Allfilter', email: 'matchall2@example.com' },
      { number: 'APO-2018-203', first: 'Match', last: 'Allfilter', email: 'matchall3@example.com', status: 'processing' },
      { number: 'APO-2018-204', first: 'Match', last: 'Allfilter', email: 'matchall4@example.com' },
      { number: 'APO-2018-205', first: 'Someone', last: 'Else', email: 'someone@example.com' },
    ]);
    await dataSource.query('UPDATE orders SET deleted_at = now() WHERE id = $1', [deleted]);
    // The search and the tab, as the list shows them: the processing one and the others stay.
    const answer = await post({ filter: { search: 'allfilter', status: 'pending' }, status: 'docs_received', notes: 'Arrived together' }).expect(200);
    expect(answer.body).toEqual({ matched: 2, updated: 2 });
    const statuses = await dataSource.query('SELECT id, status FROM orders WHERE id = ANY($1) ORDER BY id', [
      [pendingOne, pendingTwo, processing, deleted, other],
    ]);
    expect(statuses).toEqual([
      { id: pendingOne, status: 'docs_received' },
      { id: pendingTwo, status: 'docs_received' },
      { id: processing, status: 'processing' },
      { id: deleted, status: 'pending' },
      { id: other, status: 'pending' },
    ]);
    // Nothing left on that tab: nothing to do, said as such.
    expect((await post({ filter: { search: 'allfilter', status: 'pending' }, status: 'docs_received' }).expect(200)).body).toEqual({ matched: 0, updated: 0 });
    // A bad status is refused.
    await post({ filter: { search: 'allfilter' }, status: 'nonsense' }).expect(400);

    // More than the cap: nothing changes, and staff are told to narrow the list.
    await dataSource.query(
      `INSERT INTO orders (order_number, status, customer_first_name, customer_last_name, customer_email, customer_phone,
                           service_level, destination_country, document_type, total_amount_cents)
       SELECT 'APO-2017-' || lpad(i::text, 4, '0'), 'pending', 'Crowd', 'Crowdmember', 'crowd' || i || '@example.com', '8505550100',
              'fast', 'Italy', 'Diploma', 1000
         FROM generate_series(1, 1001) AS i`,
    );
    const tooMany = await post({ filter: { search: 'crowdmember' }, status: 'processing' }).expect(400);
    expect(tooMany.body.message).toBe(ADMIN_ORDER_MESSAGES.tooManyMatching);
    expect(await dataSource.query(`SELECT count(*)::int AS n FROM orders WHERE customer_last_name = 'Crowdmember' AND status <> 'pending'`)).toEqual([
      { n: 0 },
    ]);
  });

  it('passes by a deleted or unknown order in a bulk change, changing the others and answering only them', async () => {
    const [live, deleted] = await insertOrders([
      { number: 'APO-2018-101', first: 'Bulk', last: 'Live', email: 'bulk-live@example.com' },
      { number: 'APO-2018-102', first: 'Bulk', last: 'Deleted', email: 'bulk-deleted@example.com' },
    ]);
    await dataSource.query('UPDATE orders SET deleted_at = now() WHERE id = $1', [deleted]);
    const answer = await gql<{ bulkUpdateOrderStatus: { id: number; status: string }[] }>(
      'mutation($ids: [Int!]!) { bulkUpdateOrderStatus(ids: $ids, status: "delivered") { id status } }',
      { ids: [live, deleted, 987654] },
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.bulkUpdateOrderStatus).toEqual([{ id: live, status: 'delivered' }]);
    expect(await dataSource.query('SELECT id, status FROM orders WHERE id = ANY($1) ORDER BY id', [[live, deleted]])).toEqual([
      { id: live, status: 'delivered' },
      { id: deleted, status: 'pending' },
    ]);
  });

  it('bulk-updates in one transaction with one history row and one audit row per order', async () => {
    const ids = await insertOrders([
      { number: 'APO-2018-001', first: 'Bulk', last: 'One', email: 'bulk1@example.com' },
      { number: 'APO-2018-002', first: 'Bulk', last: 'Two', email: 'bulk2@example.com', status: 'processing' },
      { number: 'APO-2018-003', first: 'Bulk', last: 'Three', email: 'bulk3@example.com' },
    ]);
    const mutation =
      'mutation($ids: [Int!]!, $status: String!, $notes: String) { bulkUpdateOrderStatus(ids: $ids, status: $status, notes: $notes) { id status } }';

    const none = await gql(mutation, { ids: [], status: 'delivered' });
    expect(none.body.errors?.[0]?.message).toBe(ADMIN_MESSAGES.noOrdersSelected);

    const response = await gql<{ bulkUpdateOrderStatus: { id: number; status: string }[] }>(mutation, { ids, status: 'apostille_complete', notes: 'Batch 7' });
    expect(response.body.data?.bulkUpdateOrderStatus).toEqual(ids.map((id) => ({ id, status: 'apostille_complete' })));
    const history = await dataSource.query(
      'SELECT order_id, old_status, new_status, notes, changed_by_admin_id FROM order_status_history WHERE order_id = ANY($1) ORDER BY order_id',
      [ids],
    );
    expect(history).toEqual([
      { order_id: ids[0], old_status: 'pending', new_status: 'apostille_complete', notes: 'Batch 7', changed_by_admin_id: admin.id },
      { order_id: ids[1], old_status: 'processing', new_status: 'apostille_complete', notes: 'Batch 7', changed_by_admin_id: admin.id },
      { order_id: ids[2], old_status: 'pending', new_status: 'apostille_complete', notes: 'Batch 7', changed_by_admin_id: admin.id },
    ]);
    const audit = await dataSource.query(
      `SELECT order_id, actor_id FROM audit_log WHERE action = 'order.status_changed' AND order_id = ANY($1) ORDER BY order_id`,
      [ids],
    );
    expect(audit).toEqual(ids.map((id) => ({ order_id: id, actor_id: admin.id })));
  });

  it('changes nothing and tells nobody when an order is set to the status it already has', async () => {
    const ids = await insertOrders([
      { number: 'APO-2008-001', first: 'Same', last: 'One', email: 'same1@example.com', status: 'processing' },
      { number: 'APO-2008-002', first: 'Same', last: 'Two', email: 'same2@example.com' },
    ]);
    const trail = async () => ({
      history: await dataSource.query<unknown[]>('SELECT order_id, new_status FROM order_status_history WHERE order_id = ANY($1) ORDER BY id', [ids]),
      audit: await dataSource.query<unknown[]>(`SELECT order_id FROM audit_log WHERE action = 'order.status_changed' AND order_id = ANY($1)`, [ids]),
      mails: await dataSource.query<unknown[]>(`SELECT recipient FROM outbox_messages WHERE recipient IN ('same1@example.com', 'same2@example.com')`),
      events: await dataSource.query<unknown[]>(`SELECT 1 FROM domain_events WHERE type = 'order.status_changed' AND (payload->>'orderId')::int = ANY($1)`, [
        ids,
      ]),
    });
    const before = await trail();
    // A staff member setting the current status is told so; nothing is written.
    const refused = await patch(`/api/admin/orders/${ids[0]}/status`).send({ status: 'processing' }).expect(409);
    expect(refused.body.message).toBe(ADMIN_ORDER_MESSAGES.alreadyInStatus);
    expect(await trail()).toEqual(before);

    // A bulk move that includes an order already there changes and e-mails only the other.
    const mutation = 'mutation($ids: [Int!]!, $status: String!) { bulkUpdateOrderStatus(ids: $ids, status: $status) { id status } }';
    const bulk = await gql<{ bulkUpdateOrderStatus: { id: number; status: string }[] }>(mutation, { ids, status: 'processing' });
    expect(bulk.body.data?.bulkUpdateOrderStatus).toEqual(ids.map((id) => ({ id, status: 'processing' })));
    const after = await trail();
    expect(after.history).toEqual([...before.history, { order_id: ids[1], new_status: 'processing' }]);
    expect(after.audit).toHaveLength(before.audit.length + 1);
    expect(after.mails).toEqual([...before.mails, { recipient: 'same2@example.com' }]);
    expect(after.events).toHaveLength(before.events.length + 1);
  });

  it('has one owner of status changes: staff (GraphQL and REST) and rules share one OrderStateService', () => {
    // The instances actually injected: the console's resolver, the REST controller and the automation engine.
    const forStaff = testApp.app.get<AdminOrdersResolver, { orderState: OrderStateService }>(AdminOrdersResolver).orderState;
    const forRest = testApp.app.get<AdminOrdersController, { orderState: OrderStateService }>(AdminOrdersController).orderState;
    const forRules = testApp.app.get<AutomationEngineService, { orderState: OrderStateService }>(AutomationEngineService).orderState;
    expect(forStaff).toBeInstanceOf(OrderStateService);
    expect(forStaff).toBe(forRules);
    expect(forRest).toBe(forRules);
  });

  it("joins the caller's unit of work: a status change rolled back with it leaves no history, audit, event or e-mail", async () => {
    const [id] = await insertOrders([{ number: 'APO-2009-901', first: 'Rolled', last: 'Back', email: 'rolled-back-status@example.com' }]);
    const counts = async () =>
      (
        await dataSource.query(
          `SELECT (SELECT count(*)::int FROM order_status_history WHERE order_id = $1) AS history,
                  (SELECT count(*)::int FROM audit_log WHERE order_id = $1 AND action = 'order.status_changed') AS audit,
                  (SELECT count(*)::int FROM domain_events WHERE type = 'order.status_changed' AND (payload->>'orderId')::int = $1) AS events,
                  (SELECT count(*)::int FROM outbox_messages WHERE order_id = $1) AS mails,
                  (SELECT status FROM orders WHERE id = $1) AS status`,
          [id],
        )
      )[0];
    const before = await counts();
    await expect(
      testApp.app.get(UnitOfWork).run(async () => {
        await testApp.app.get(OrderStateService).updateStatus(id, 'processing', null, { adminId: null, ipAddress: null });
        throw new Error('a later step of the same unit failed');
      }),
    ).rejects.toThrow('a later step');
    expect(await counts()).toEqual(before);
    // The same change on its own commits all four, once.
    await testApp.app.get(OrderStateService).updateStatus(id, 'processing', null, { adminId: null, ipAddress: null });
    expect(await counts()).toEqual({
      history: before.history + 1,
      audit: before.audit + 1,
      events: before.events + 1,
      mails: before.mails + 1,
      status: 'processing',
    });
  });

  it('makes one change when two rules move one order to the same status at once (100 times)', async () => {
    const service = testApp.app.get(OrderStateService);
    const ids = await insertOrders(
      Array.from({ length: 100 }, (_, index) => ({
        number: `APO-2009-${String(index + 1).padStart(3, '0')}`,
        first: 'Race',
        last: `${index}`,
        email: `race${index}@example.com`,
      })),
    );
    for (const id of ids) {
      await Promise.all([
        service.updateStatus(id, 'docs_received', 'Automation: scan', { adminId: null, ipAddress: null, ruleId: 1 }),
        service.updateStatus(id, 'docs_received', 'Automation: payment', { adminId: null, ipAddress: null, ruleId: 2 }),
      ]);
    }
    const history = await dataSource.query(
      `SELECT order_id, count(*)::int AS n FROM order_status_history WHERE order_id = ANY($1) AND new_status = 'docs_received' GROUP BY order_id`,
      [ids],
    );
    expect(history.filter((row: { n: number }) => row.n !== 1)).toEqual([]);
    expect(history).toHaveLength(ids.length);
    const mails = await dataSource.query(`SELECT count(*)::int AS n FROM outbox_messages WHERE recipient LIKE 'race%@example.com'`);
    expect(mails).toEqual([{ n: ids.length }]);
  });

  it('soft-deletes with an audit row; the order leaves lists, search, stats and GraphQL', async () => {
    const [id] = await insertOrders([
      { number: 'APO-2017-001', first: 'Doomed', last: 'Order', email: 'doomed@example.com', status: 'processing', cents: 12345 },
    ]);
    const before = (await get('/api/admin/stats').expect(200)).body;

    expect((await del(`/api/admin/orders/${id}`).expect(200)).body).toEqual({ success: true });
    const [row] = await dataSource.query('SELECT deleted_at FROM orders WHERE id = $1', [id]);
    expect(row.deleted_at).toBeInstanceOf(Date);
    expect(await dataSource.query(`SELECT actor_id, details FROM audit_log WHERE action = 'order.deleted' AND order_id = $1`, [id])).toEqual([
      { actor_id: admin.id, details: { orderNumber: 'APO-2017-001', status: 'processing' } },
    ]);

    expect(await restOrderNumbers('?search=doomed')).toEqual([]);
    expect(await restOrderNumbers('')).not.toContain('APO-2017-001');
    const graph = await gql<{ order: unknown; orders: { total: number } }>(`{ order(id: ${id}) { id } orders(filter: { search: "doomed" }) { total } }`);
    expect(graph.body.data).toEqual({ order: null, orders: { total: 0 } });
    const after = (await get('/api/admin/stats').expect(200)).body;
    expect(after).toEqual({
      totalOrders: before.totalOrders - 1,
      pendingOrders: before.pendingOrders,
      processingOrders: before.processingOrders - 1,
      completedOrders: before.completedOrders,
      totalRevenue: Math.round((before.totalRevenue - 123.45) * 100) / 100,
    });

    await del(`/api/admin/orders/${id}`).expect(404);
    await patch(`/api/admin/orders/${id}/status`).send({ status: 'shipped' }).expect(404);
    await patch(`/api/admin/orders/${id}`).send({ notes: 'x' }).expect(404);
  });

  it('counts totals, the processing and completed groups, and revenue in dollars', async () => {
    const before = (await get('/api/admin/stats').expect(200)).body;
    await insertOrders([
      { number: 'APO-2016-001', first: 'Stat', last: 'A', email: 's1@example.com', status: 'processing', cents: 10000 },
      { number: 'APO-2016-002', first: 'Stat', last: 'B', email: 's2@example.com', status: 'authentication_in_progress', cents: 10000 },
      { number: 'APO-2016-003', first: 'Stat', last: 'C', email: 's3@example.com', status: 'delivered', cents: 5025 },
      { number: 'APO-2016-004', first: 'Stat', last: 'D', email: 's4@example.com', status: 'pending', cents: 1 },
    ]);
    const after = (await get('/api/admin/stats').expect(200)).body;
    expect(after).toEqual({
      totalOrders: before.totalOrders + 4,
      pendingOrders: before.pendingOrders + 1,
      processingOrders: before.processingOrders + 2,
      completedOrders: before.completedOrders + 1,
      totalRevenue: Math.round((before.totalRevenue + 250.26) * 100) / 100,
    });
    // Independent recount from the table.
    const [expected] = await dataSource.query(`SELECT count(*)::int AS total,
        count(*) FILTER (WHERE status = 'pending')::int AS pending,
        count(*) FILTER (WHERE status IN ('processing', 'docs_received', 'authentication_in_progress'))::int AS processing,
        count(*) FILTER (WHERE status IN ('apostille_complete', 'shipped', 'delivered'))::int AS completed,
        sum(total_amount_cents)::int AS cents FROM orders WHERE deleted_at IS NULL`);
    expect(after).toEqual({
      totalOrders: expected.total,
      pendingOrders: expected.pending,
      processingOrders: expected.processing,
      completedOrders: expected.completed,
      totalRevenue: expected.cents / 100,
    });
    const graph = await gql<{ stats: unknown }>('{ stats { totalOrders pendingOrders processingOrders completedOrders totalRevenue } }');
    expect(graph.body.data?.stats).toEqual(after);
  });

  it('serves every GraphQL operation to a staff token, documents included', async () => {
    const one = await gql<{
      order: { orderNumber: string; documents: { originalName: string; uploadedBy: string; isApostilleComplete: boolean; fileSize: number }[] };
    }>(
      `query($id: Int!) { order(id: $id) { orderNumber documents { id originalName fileName fileSize documentType uploadedAt uploadedBy isApostilleComplete } } }`,
      { id: ada.id },
    );
    expect(one.body.data?.order.orderNumber).toBe(ada.orderNumber);
    expect(one.body.data?.order.documents.map((d) => [d.originalName, d.uploadedBy, d.isApostilleComplete])).toEqual([
      ['birth.pdf', 'customer', false],
      ['marriage.png', 'customer', false],
      ['diploma.jpeg', 'customer', false],
    ]);

    const page = await gql<{ orders: { items: { id: number; documents: unknown[] }[] } }>(
      `query($ids: [Int!]) { orders(filter: { ids: $ids }) { items { id documents { originalName } } } }`,
      { ids: [ada.id, grace.id] },
    );
    expect(Object.fromEntries(page.body.data!.orders.items.map((o) => [o.id, o.documents.length]))).toEqual({ [ada.id]: 3, [grace.id]: 3 });

    const updated = await gql<{ updateOrder: { notes: string; totalAmount: number } }>(
      `mutation($id: Int!, $input: UpdateOrderInput!) { updateOrder(id: $id, input: $input) { notes totalAmount } }`,
      { id: grace.id, input: { notes: 'Rush it', totalAmount: 120.5 } },
    );
    expect(updated.body.data?.updateOrder).toEqual({ notes: 'Rush it', totalAmount: 120.5 });
    const invalid = await gql(`mutation($id: Int!) { updateOrder(id: $id, input: { customerEmail: "nope" }) { id } }`, { id: grace.id });
    expect(invalid.body.errors?.[0]?.message).toBe(ADMIN_MESSAGES.validEmailRequired);

    const status = await gql<{ updateOrderStatus: { status: string } }>(
      `mutation($id: Int!) { updateOrderStatus(id: $id, status: "processing", notes: "Started") { status } }`,
      {
        id: grace.id,
      },
    );
    expect(status.body.data?.updateOrderStatus).toEqual({ status: 'processing' });

    const deleted = await gql<{ deleteOrder: { orderNumber: string; status: string } }>(`mutation($id: Int!) { deleteOrder(id: $id) { orderNumber status } }`, {
      id: grace.id,
    });
    expect(deleted.body.data?.deleteOrder).toEqual({ orderNumber: grace.orderNumber, status: 'processing' });
    await request(server()).get('/api/orders/track').query({ orderNumber: grace.orderNumber, email: grace.email }).expect(404);
    const trackedGone = await request(server()).get('/api/orders/track').query({ orderNumber: grace.orderNumber, email: grace.email });
    expect(trackedGone.body.message).toBe(TRACKING_MESSAGES.notFound);
  });

  it('refuses operations that would resolve too many objects, before running them', async () => {
    const costly = await gql('{ orders(page: { perPage: 100 }) { items { id documents { id } } } }');
    expect(costly.status).toBe(400);
    expect(costly.body.errors?.[0]?.message).toBe('Query cost 1101 exceeds the limit of 1000');
    const viaVariables = await gql('query($p: PageInput) { orders(page: $p) { items { id documents { id } } } }', { p: { perPage: 100 } });
    expect(viaVariables.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    const affordable = await gql('query($p: PageInput) { orders(page: $p) { total items { id documents { id } } } }', { p: { perPage: 25 } });
    expect(affordable.body.errors).toBeUndefined();
    const fullPage = await gql('{ orders(page: { perPage: 100 }) { total items { id orderNumber status } } }');
    expect(fullPage.body.errors).toBeUndefined();
  });

  it('counts a broad search up to 10,000, says the total is capped, and still answers its true first page', async () => {
    await dataSource.query(
      `INSERT INTO orders (order_number, status, customer_first_name, customer_last_name, customer_email, customer_phone,
                           service_level, destination_country, document_type, total_amount_cents, created_at)
       SELECT 'APO-2018-' || lpad(n::text, 5, '0'), 'pending', 'Broad', 'Capped', 'capped' || n || '@example.com', '8505550100',
              'fast', 'Italy', 'Birth Certificate', 1000, now() - interval '30 days' + make_interval(secs => n)
         FROM generate_series(1, 10050) AS n`,
    );
    const answer = await gql<{ orders: { total: number; totalCapped: boolean; items: { orderNumber: string }[] } }>(
      '{ orders(filter: { search: "capped" }, page: { perPage: 3 }) { total totalCapped items { orderNumber } } }',
    );
    // The newest of all 10,050 matches, not of the first 10,001 the count read.
    expect(answer.body.data?.orders).toEqual({
      total: 10_000,
      totalCapped: true,
      items: [{ orderNumber: 'APO-2018-10050' }, { orderNumber: 'APO-2018-10049' }, { orderNumber: 'APO-2018-10048' }],
    });
    expect(answer.headers['cache-control']).toBe('no-store');
    // A narrower search is counted exactly: capped100, capped1000–1009 and capped10000–10050.
    const narrow = await gql<{ orders: { total: number; totalCapped: boolean } }>('{ orders(filter: { search: "capped100" }) { total totalCapped } }');
    expect(narrow.body.data?.orders).toEqual({ total: 62, totalCapped: false });
  });
});
