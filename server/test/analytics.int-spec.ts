import request from 'supertest';
import { DataSource } from 'typeorm';
import { ANALYTICS_MESSAGES, type AnalyticsView, calendarDateIn } from '@apostille/domain';
import { CONVERSIONS_PER_NETWORK_PER_DAY, PAGE_VIEWS_PER_VISITOR_PER_DAY, VISITORS_PER_NETWORK_PER_DAY } from '../src/analytics/visitor-counter.service.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

const ADMIN_USERNAME = 'analytics-admin';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/**
 * The fixture, in the business time zone (America/New_York), and what the figures must be for
 * March–April 2025, worked out by hand:
 *   A 2025-03-10 processing rush  ann@   $120 + paid extra $25 (a pending $99 does not count); uploads
 *     Birth Certificate ×2 files, Marriage Certificate
 *   C 2025-04-02 pending    fast  ANN@ (the same customer) custom: Diploma, Birth Certificate; $300
 *   E 2025-03-31 23:30 EDT (04-01 in UTC) shipped lightning bob@ Passport $80
 *   outside: F 2025-05-01 00:30 EDT $70; G 2024-05-15 $40; H 2024-04-30 23:00 EDT $10; D deleted 2025-03-15 $50
 * → revenue $525, average $175, 2 customers, by status processing 1 / pending 1 / shipped 1,
 *   by service rush 145 / fast 300 / lightning 80; document types Birth Certificate 2, then
 *   Diploma, Marriage Certificate, Passport 1 each; visitors 8 with 1 converted → 12.5 %.
 */
describe('analytics: the Analytics tab figures and the visitor count', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  let token: string;

  beforeAll(async () => {
    testApp = await bootTestApp({ env: { ADMIN_USERNAME, ADMIN_PASSWORD: 'correct-horse-battery-staple' } });
    dataSource = testApp.app.get(DataSource);
    ({ token } = await staffSession(testApp, ADMIN_USERNAME));
    await seedFixture();
    await refresh();
  });
  afterAll(() => testApp?.close());

  const http = () => request(testApp.app.getHttpServer());
  /** The figures read daily rollups; staff (and the job scheduler) refresh them. */
  const refresh = async () =>
    (await http().post('/api/admin/analytics/refresh').set('Authorization', `Bearer ${token}`).expect(200)).body as { refreshedAt: string };
  const figures = (query: Record<string, string> = {}) => http().get('/api/admin/analytics').query(query).set('Authorization', `Bearer ${token}`);
  const visit = (headers: Record<string, string>, body: object = {}) => {
    const call = http().post('/api/visits');
    for (const [name, value] of Object.entries(headers)) call.set(name, value);
    return call.send(body);
  };

  async function order(
    number: string,
    fields: { status: string; level: string; email: string; type: string; cents: number; at: string; lineItems?: string[] },
  ) {
    const [row]: { id: number }[] = await dataSource.query(
      `INSERT INTO orders (order_number, status, customer_first_name, customer_last_name, customer_email, customer_phone,
                           service_level, destination_country, document_type, total_amount_cents, line_items, created_at)
       VALUES ($1, $2, 'Fixture', 'Customer', $3, '8505550100', $4, 'Italy', $5, $6, $7::jsonb, ($8::timestamp AT TIME ZONE 'America/New_York'))
       RETURNING id`,
      [
        number,
        fields.status,
        fields.email,
        fields.level,
        fields.type,
        fields.cents,
        fields.lineItems ? JSON.stringify(fields.lineItems.map((documentType, i) => ({ id: String(i + 1), documentType, documentCount: 1 }))) : null,
        fields.at,
      ],
    );
    return row.id;
  }

  async function upload(orderId: number, documentType: string) {
    await dataSource.query(
      `INSERT INTO order_documents (order_id, original_name, file_name, mime_type, file_size, document_type, uploaded_by)
       VALUES ($1, 'scan.pdf', gen_random_uuid()::text || '.pdf', 'application/pdf', 100, $2, 'customer')`,
      [orderId, documentType],
    );
  }

  async function extraCharge(orderId: number, cents: number, status: 'paid' | 'pending') {
    await dataSource.query(
      `INSERT INTO extra_charges (order_id, description, amount_cents, status, payment_token, payment_url)
       VALUES ($1, 'Extra', $2, $3, gen_random_uuid()::text, 'https://example.com/pay')`,
      [orderId, cents, status],
    );
  }

  async function seedFixture() {
    const a = await order('APO-2025-901', {
      status: 'processing',
      level: 'rush',
      email: 'ann@example.com',
      type: 'Birth Certificate',
      cents: 12000,
      at: '2025-03-10 12:00',
    });
    await upload(a, 'Birth Certificate');
    await upload(a, 'Birth Certificate');
    await upload(a, 'Marriage Certificate');
    await extraCharge(a, 2500, 'paid');
    await extraCharge(a, 9900, 'pending');
    await order('APO-2025-903', {
      status: 'pending',
      level: 'fast',
      email: 'ANN@example.com',
      type: 'Diploma',
      cents: 30000,
      at: '2025-04-02 09:00',
      lineItems: ['Diploma', 'Birth Certificate'],
    });
    await order('APO-2025-905', { status: 'shipped', level: 'lightning', email: 'bob@example.com', type: 'Passport', cents: 8000, at: '2025-03-31 23:30' });
    await order('APO-2025-906', { status: 'pending', level: 'fast', email: 'carl@example.com', type: 'Passport', cents: 7000, at: '2025-05-01 00:30' });
    await order('APO-2024-907', { status: 'delivered', level: 'fast', email: 'dora@example.com', type: 'Passport', cents: 4000, at: '2024-05-15 10:00' });
    await order('APO-2024-908', { status: 'delivered', level: 'fast', email: 'eve@example.com', type: 'Passport', cents: 1000, at: '2024-04-30 23:00' });
    const deleted = await order('APO-2025-904', {
      status: 'pending',
      level: 'rush',
      email: 'gone@example.com',
      type: 'Diploma',
      cents: 5000,
      at: '2025-03-15 10:00',
    });
    await dataSource.query(`UPDATE orders SET deleted_at = now() WHERE id = $1`, [deleted]);
    await dataSource.query(
      `INSERT INTO site_visitors (day, visitor_hash, converted)
       SELECT '2025-03-05'::date, 'march-' || n, n = 1 FROM generate_series(1, 5) n
       UNION ALL SELECT '2025-04-30'::date, 'april-' || n, false FROM generate_series(1, 3) n
       UNION ALL SELECT '2025-05-01'::date, 'may-' || n, true FROM generate_series(1, 4) n`,
    );
  }

  it('answers every figure of a period as worked out by hand', async () => {
    const res = await figures({ from: '2025-03-01', to: '2025-04-30' }).expect(200);
    const view = res.body as AnalyticsView;
    expect(view.range).toEqual({ from: '2025-03-01', to: '2025-04-30' });
    expect(Date.parse(view.asOf)).toBeGreaterThan(Date.now() - 60_000);
    expect(view.totalRevenue).toBe(525);
    expect(view.avgOrderValue).toBe(175);
    expect(view.customerCount).toBe(2);
    expect(view.visitors).toBe(8);
    expect(view.convertedVisitors).toBe(1);
    expect(view.conversionRate).toBe(12.5);
    expect(view.ordersByStatus).toEqual({ processing: 1, pending: 1, shipped: 1 });
    expect(view.revenueByService).toEqual({ rush: 145, fast: 300, lightning: 80 });
    expect(view.topDocumentTypes).toEqual([
      { type: 'Birth Certificate', count: 2 },
      { type: 'Diploma', count: 1 },
      { type: 'Marriage Certificate', count: 1 },
      { type: 'Passport', count: 1 },
    ]);
    expect(view.monthlyTrends.map((m) => m.month)).toEqual([
      '2024-05',
      '2024-06',
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
    ]);
    expect(view.monthlyTrends.filter((m) => m.orders > 0)).toEqual([
      { month: '2024-05', orders: 1, revenue: 40 },
      { month: '2025-03', orders: 2, revenue: 225 },
      { month: '2025-04', orders: 1, revenue: 300 },
    ]);
  });

  it('counts all time without a range, and a day by the business time zone', async () => {
    const all = (await figures().expect(200)).body as AnalyticsView;
    expect(all.range).toBeNull();
    // 525 + F 70 + G 40 + H 10; the deleted order never counts.
    expect(all.totalRevenue).toBe(645);
    expect(all.customerCount).toBe(5);
    const lastOfMarch = (await figures({ from: '2025-03-31', to: '2025-03-31' }).expect(200)).body as AnalyticsView;
    expect(lastOfMarch.totalRevenue).toBe(80);
    expect(lastOfMarch.ordersByStatus).toEqual({ shipped: 1 });
  });

  it('serves the same figures over GraphQL', async () => {
    const res = await http()
      .post('/graphql')
      .set('Authorization', `Bearer ${token}`)
      .send({
        query: `query($from: String, $to: String) { analytics(from: $from, to: $to) {
          totalRevenue avgOrderValue customerCount conversionRate
          ordersByStatus { key count } revenueByService { key amount } topDocumentTypes { key count } monthlyTrends { month orders revenue } } }`,
        variables: { from: '2025-03-01', to: '2025-04-30' },
      })
      .expect(200);
    expect(res.body.errors).toBeUndefined();
    const view = res.body.data.analytics;
    expect([view.totalRevenue, view.avgOrderValue, view.customerCount, view.conversionRate]).toEqual([525, 175, 2, 12.5]);
    expect(view.revenueByService).toEqual(
      expect.arrayContaining([
        { key: 'rush', amount: 145 },
        { key: 'fast', amount: 300 },
        { key: 'lightning', amount: 80 },
      ]),
    );
    expect(view.topDocumentTypes[0]).toEqual({ key: 'Birth Certificate', count: 2 });
    expect(view.monthlyTrends).toHaveLength(12);
  });

  it('refuses a range it cannot read, saying why, and answers nothing to a visitor without a staff session', async () => {
    expect((await figures({ from: '2025-03-01' }).expect(400)).body.message).toBe(ANALYTICS_MESSAGES.rangeIncomplete);
    expect((await figures({ from: '2025-02-30', to: '2025-03-01' }).expect(400)).body.message).toBe(ANALYTICS_MESSAGES.invalidDate);
    expect((await figures({ from: '2025-04-01', to: '2025-03-01' }).expect(400)).body.message).toBe(ANALYTICS_MESSAGES.rangeOrder);
    expect((await figures({ from: '2015-01-01', to: '2025-01-01' }).expect(400)).body.message).toBe(ANALYTICS_MESSAGES.rangeTooLong);
    await http().get('/api/admin/analytics').expect(401);
  });

  it('counts a browser once a day, its order as a conversion, and never a bot or a visitor who asked not to be tracked', async () => {
    const today = calendarDateIn(new Date(), 'America/New_York');
    const todays = async () =>
      dataSource.query<{ pageViews: number; converted: boolean }[]>(
        `SELECT page_views AS "pageViews", converted FROM site_visitors WHERE day = $1 ORDER BY visitor_hash`,
        [today],
      );

    await visit({ 'User-Agent': BROWSER }).expect(204);
    await visit({ 'User-Agent': BROWSER }).expect(204);
    expect(await todays()).toEqual([{ pageViews: 2, converted: false }]);

    await visit({ 'User-Agent': `${BROWSER} GPC`, 'Sec-GPC': '1' }).expect(204);
    await visit({ 'User-Agent': `${BROWSER} DNT`, DNT: '1' }).expect(204);
    await visit({ 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }).expect(204);
    await http().post('/api/visits').set('User-Agent', '').send({}).expect(204);
    expect(await todays()).toHaveLength(1);

    await visit({ 'User-Agent': BROWSER }, { converted: true }).expect(204);
    expect(await todays()).toEqual([{ pageViews: 3, converted: true }]);
    await visit({ 'User-Agent': BROWSER }, { converted: 'yes' }).expect(400);

    // Nothing that identifies the visitor is stored: a hash under a salt that only exists today.
    const [row] = await dataSource.query(`SELECT visitor_hash AS "visitorHash" FROM site_visitors WHERE day = $1`, [today]);
    expect(row.visitorHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await dataSource.query(`SELECT day::text FROM visitor_salts`)).toEqual([{ day: today }]);

    // Counted at once, shown from the next refresh of the rollups.
    const before = (await figures({ from: today, to: today }).expect(200)).body as AnalyticsView;
    expect(before.visitors).toBe(0);
    const { refreshedAt } = await refresh();
    const view = (await figures({ from: today, to: today }).expect(200)).body as AnalyticsView;
    expect([view.visitors, view.convertedVisitors, view.conversionRate]).toEqual([1, 1, 100]);
    expect(view.asOf).toBe(refreshedAt);
  });

  it('caps what one network adds in a day, whatever user agents it sends, and counts other networks as usual', async () => {
    const today = calendarDateIn(new Date(), 'America/New_York');
    const counts = async () => {
      const [row] = await dataSource.query<{ visitors: number; converted: number }[]>(
        `SELECT count(*)::int AS visitors, count(*) FILTER (WHERE converted)::int AS converted FROM site_visitors WHERE day = $1`,
        [today],
      );
      return row;
    };
    const from = (address: string, agent: string, body: object = {}) => visit({ 'User-Agent': agent, 'X-Forwarded-For': address }, body);
    const start = await counts();

    // 30 "browsers" of one /24 at once, each a new user agent: 20 visitors counted.
    await Promise.all(Array.from({ length: 30 }, (_, i) => from(`203.0.113.${i + 1}`, `${BROWSER} flood/${i}`).expect(204)));
    expect((await counts()).visitors - start.visitors).toBe(VISITORS_PER_NETWORK_PER_DAY);

    // 8 conversions claimed at once from another network: 5 counted.
    await Promise.all(Array.from({ length: 8 }, (_, i) => from(`2001:db8:7:7::${i + 1}`, `${BROWSER} buyer/${i}`, { converted: true }).expect(204)));
    const afterConversions = await counts();
    expect(afterConversions.converted - start.converted).toBe(CONVERSIONS_PER_NETWORK_PER_DAY);
    expect(afterConversions.visitors - start.visitors).toBe(VISITORS_PER_NETWORK_PER_DAY + 8);

    // A visitor already counted keeps counting page views, up to the day's cap; other networks are untouched.
    await dataSource.query(`UPDATE site_visitors SET page_views = $2 - 1 WHERE day = $1`, [today, PAGE_VIEWS_PER_VISITOR_PER_DAY]);
    await from('2001:db8:7:7::1', `${BROWSER} buyer/0`).expect(204);
    await from('2001:db8:7:7::1', `${BROWSER} buyer/0`).expect(204);
    const [{ most }] = await dataSource.query(`SELECT max(page_views)::int AS most FROM site_visitors WHERE day = $1`, [today]);
    expect(most).toBe(PAGE_VIEWS_PER_VISITOR_PER_DAY);
    await from('192.0.2.10', `${BROWSER} elsewhere`).expect(204);
    expect((await counts()).visitors - start.visitors).toBe(VISITORS_PER_NETWORK_PER_DAY + 9);

    // Networks are stored only as today's salted hashes.
    const networks = await dataSource.query(`SELECT day::text, network_hash AS "networkHash" FROM visitor_networks`);
    expect(networks.every((row: { day: string; networkHash: string }) => row.day === today && /^[A-Za-z0-9_-]{43}$/.test(row.networkHash))).toBe(true);
  });
});
