import { jest } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { OrderUnreadMessagesService } from '../src/messaging/order-unread-messages.service.js';
import { OrderPaidService } from '../src/payments/order-paid.service.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

const ADMIN_USERNAME = 'list-admin';
const ADMIN_PASSWORD = 'correct-horse-battery-staple';

interface TabCounts {
  all: number;
  pending: number;
  processing: number;
  complete: number;
}

interface ListRow {
  orderNumber: string;
  paid: boolean;
  hasUnreadMessages: boolean;
}

const TAB_COUNTS = 'query($filter: AdminOrderFilter) { orderTabCounts(filter: $filter) { all pending processing complete } }';
const LIST = `query($filter: AdminOrderFilter, $page: PageInput) {
  orders(filter: $filter, page: $page) { total items { orderNumber paid hasUnreadMessages } }
}`;

describe('staff orders list: tab counts and row marks (GraphQL)', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  let token: string;
  const ids = new Map<string, number>();

  async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await request(testApp.app.getHttpServer()).post('/graphql').set('Authorization', `Bearer ${token}`).send({ query, variables });
    expect(response.body.errors).toBeUndefined();
    return response.body.data as T;
  }

  const counts = async (filter: Record<string, unknown> = {}) => (await gql<{ orderTabCounts: TabCounts }>(TAB_COUNTS, { filter })).orderTabCounts;

  async function insertOrder(number: string, last: string, status: string): Promise<number> {
    const [row] = await dataSource.query(
      `INSERT INTO orders (order_number, status, customer_first_name, customer_last_name, customer_email, customer_phone,
                           service_level, destination_country, document_type, total_amount_cents)
       VALUES ($1, $2, 'Test', $3, lower($3) || '@example.com', '8505550100', 'fast', 'Italy', 'Birth Certificate', 5000) RETURNING id`,
      [number, status, last],
    );
    ids.set(number, row.id);
    return row.id;
  }

  async function conversation(orderId: number, messages: { sender: 'customer' | 'admin'; read: boolean }[]): Promise<number> {
    const [row] = await dataSource.query(
      `INSERT INTO conversations (subject, customer_email, customer_name, order_id) VALUES ('About my order', 'c@example.com', 'C', $1) RETURNING id`,
      [orderId],
    );
    for (const message of messages) {
      await dataSource.query(`INSERT INTO messages (conversation_id, content, sender_type, is_read) VALUES ($1, 'Hello', $2, $3)`, [
        row.id,
        message.sender,
        message.read,
      ]);
    }
    return row.id;
  }

  beforeAll(async () => {
    testApp = await bootTestApp({ env: { ADMIN_USERNAME, ADMIN_PASSWORD } });
    dataSource = testApp.app.get(DataSource);
    ({ token } = await staffSession(testApp, ADMIN_USERNAME));
    // Smith: 2 pending, 1 processing, 1 docs_received, 1 shipped, 1 cancelled; Jones: 1 pending, 1 delivered.
    await insertOrder('APO-2026-90001', 'Smith', 'pending');
    await insertOrder('APO-2026-90002', 'Smith', 'pending');
    await insertOrder('APO-2026-90003', 'Smith', 'processing');
    await insertOrder('APO-2026-90004', 'Smith', 'docs_received');
    await insertOrder('APO-2026-90005', 'Smith', 'shipped');
    await insertOrder('APO-2026-90006', 'Smith', 'cancelled');
    await insertOrder('APO-2026-90007', 'Jones', 'pending');
    await insertOrder('APO-2026-90008', 'Jones', 'delivered');
    const deleted = await insertOrder('APO-2026-90009', 'Smith', 'pending');
    await dataSource.query('UPDATE orders SET deleted_at = now() WHERE id = $1', [deleted]);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('counts every tab for the whole list, deleted orders left out', async () => {
    expect(await counts()).toEqual({ all: 8, pending: 3, processing: 2, complete: 2 });
  });

  it('counts the tabs for the search, whatever tab the list is on', async () => {
    expect(await counts({ search: 'smith' })).toEqual({ all: 6, pending: 2, processing: 2, complete: 1 });
    expect(await counts({ search: 'smith', status: 'pending' })).toEqual({ all: 6, pending: 2, processing: 2, complete: 1 });
    expect(await counts({ search: 'jones' })).toEqual({ all: 2, pending: 1, processing: 0, complete: 1 });
    expect(await counts({ search: 'nobody-matches-this' })).toEqual({ all: 0, pending: 0, processing: 0, complete: 0 });
    // The counts agree with the list's own total for the same search and tab.
    const listed = await gql<{ orders: { total: number } }>(LIST, { filter: { search: 'smith', statusGroup: 'processing' } });
    expect(listed.orders.total).toBe(2);
  });

  it('marks each row paid or unpaid and with unread customer messages, for a whole page', async () => {
    const paidOrder = ids.get('APO-2026-90001')!;
    await dataSource.query(
      `INSERT INTO payments (order_id, provider, payment_intent_id, amount_cents, status) VALUES ($1, 'offline', 'pi_list_paid', 5000, 'succeeded'),
              ($2, 'offline', 'pi_list_failed', 5000, 'failed')`,
      [paidOrder, ids.get('APO-2026-90002')],
    );
    // A staff-created order is paid through a payment link: a paid one counts, one still pending does not.
    await dataSource.query(
      `INSERT INTO extra_charges (order_id, description, amount_cents, status, payment_token, payment_url)
       VALUES ($1, 'Order total', 5000, 'paid', 'tok-list-1', 'https://pay.example/1'), ($2, 'Order total', 5000, 'pending', 'tok-list-2', 'https://pay.example/2')`,
      [ids.get('APO-2026-90003'), ids.get('APO-2026-90004')],
    );
    await conversation(ids.get('APO-2026-90003')!, [{ sender: 'customer', read: false }]);
    await conversation(ids.get('APO-2026-90004')!, [
      { sender: 'customer', read: true },
      { sender: 'admin', read: false },
    ]);
    const answered = await conversation(ids.get('APO-2026-90005')!, [{ sender: 'customer', read: false }]);

    // Each owner is asked once for the whole page (calls observed, not replaced).
    const paidCalls = jest.spyOn(testApp.app.get(OrderPaidService), 'paidOrderIds');
    const unreadCalls = jest.spyOn(testApp.app.get(OrderUnreadMessagesService), 'ordersWithUnreadMessages');
    const list = await gql<{ orders: { items: ListRow[] } }>(LIST, { page: { perPage: 100 } });
    expect(paidCalls).toHaveBeenCalledTimes(1);
    expect(unreadCalls).toHaveBeenCalledTimes(1);
    expect(unreadCalls.mock.calls[0][0]).toHaveLength(8);
    paidCalls.mockRestore();
    unreadCalls.mockRestore();
    const marks = Object.fromEntries(list.orders.items.map((row) => [row.orderNumber, { paid: row.paid, unread: row.hasUnreadMessages }]));
    expect(marks).toEqual({
      'APO-2026-90001': { paid: true, unread: false },
      'APO-2026-90002': { paid: false, unread: false },
      'APO-2026-90003': { paid: true, unread: true },
      'APO-2026-90004': { paid: false, unread: false },
      'APO-2026-90005': { paid: false, unread: true },
      'APO-2026-90006': { paid: false, unread: false },
      'APO-2026-90007': { paid: false, unread: false },
      'APO-2026-90008': { paid: false, unread: false },
    });

    // Once staff have read the customer's message, the marker goes.
    await dataSource.query(`UPDATE messages SET is_read = true WHERE conversation_id = $1`, [answered]);
    const after = await gql<{ orders: { items: ListRow[] } }>(LIST, { filter: { search: 'APO-2026-90005' } });
    expect(after.orders.items).toEqual([{ orderNumber: 'APO-2026-90005', paid: false, hasUnreadMessages: false }]);
  });

  it('refuses the counts without a staff token', async () => {
    const response = await request(testApp.app.getHttpServer()).post('/graphql').send({ query: TAB_COUNTS });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
