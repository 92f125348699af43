import {
  CANCELLATION_MESSAGES,
  documentRouteViews,
  expectedCompletion,
  expectedCompletionText,
  orderExpectedCompletion,
  routeBusinessDays,
} from '@apostille/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

const ADMIN_USERNAME = 'events-admin';
const ADMIN_PASSWORD = 'correct-horse-battery-staple';

describe('domain events and status e-mails of staff status changes', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  let token: string;

  const server = () => testApp.app.getHttpServer();
  const gql = (query: string, variables: Record<string, unknown>) =>
    request(server()).post('/graphql').set('Authorization', `Bearer ${token}`).send({ query, variables });

  /** An order placed at `createdAt` from the U.S.; its originals arrived at `receivedAt` when given. */
  async function insertOrder(number: string, email: string, serviceLevel: string, createdAt: string, receivedAt: string | null = null): Promise<number> {
    const [row] = await dataSource.query(
      `INSERT INTO orders (order_number, status, customer_first_name, customer_last_name, customer_email, customer_phone,
                           service_level, destination_country, document_type, total_amount_cents, created_at, shipping_country, originals_received_at)
       VALUES ($1, 'pending', 'Event', 'Tester', $2, '8505550100', $3, 'Italy', 'Birth Certificate', 10000, $4, 'United States', $5)
       RETURNING id`,
      [number, email, serviceLevel, createdAt, receivedAt],
    );
    return row.id;
  }
  const patchStatus = (id: number, status: string) =>
    request(server()).patch(`/api/admin/orders/${id}/status`).set('Authorization', `Bearer ${token}`).send({ status }).expect(200);

  const eventsFor = (ids: number[]) =>
    dataSource.query(
      `SELECT type, (payload->>'orderId')::int AS "orderId", payload->>'from' AS "from", payload->>'to' AS "to"
       FROM domain_events WHERE type = 'order.status_changed' AND (payload->>'orderId')::int = ANY($1) ORDER BY id`,
      [ids],
    );
  const mailsTo = (recipients: string[]) =>
    dataSource.query(
      `SELECT recipient, subject, text_body AS "textBody", html_body AS "htmlBody" FROM outbox_messages
       WHERE kind = 'order_status_changed' AND recipient = ANY($1) ORDER BY id`,
      [recipients],
    );

  beforeAll(async () => {
    testApp = await bootTestApp({ env: { ADMIN_USERNAME, ADMIN_PASSWORD, PUBLIC_URL: 'https://apostille.example' } });
    dataSource = testApp.app.get(DataSource);
    ({ token } = await staffSession(testApp, ADMIN_USERNAME));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('publishes one event and sends one e-mail with the expected date and a tracking link', async () => {
    const id = await insertOrder('APO-2026-9001', 'single@example.com', 'fast', '2026-12-17T15:00:00Z');
    const before = new Date();
    await patchStatus(id, 'processing');
    const after = new Date();

    expect(await eventsFor([id])).toEqual([{ type: 'order.status_changed', orderId: id, from: 'pending', to: 'processing' }]);
    const [mail, ...others] = await mailsTo(['single@example.com']);
    expect(others).toEqual([]);
    expect(mail.subject).toBe('Order APO-2026-9001: Processing');
    // The originals are still in the post: turnaround counts from their arrival, "posted today" from the day of the change.
    const onTheWay = (now: Date) =>
      orderExpectedCompletion({ status: 'processing', serviceLevel: 'fast', shippingCountry: 'United States', originalsReceivedAt: null }, now)?.text;
    expect([onTheWay(before), onTheWay(after)]).toContain(
      mail.textBody.match(/Ready 10 business days after your originals arrive; posted today, expect about [A-Za-z]+, [A-Za-z]+ \d+, \d{4}\./)?.[0],
    );
    expect(mail.textBody).toContain('https://apostille.example/tracking?order=APO-2026-9001&email=single%40example.com');
    // The template engine writes & and = in an attribute as entities; a mail client reads the same address.
    expect(mail.htmlBody).toContain('href="https://apostille.example/tracking?order&#x3D;APO-2026-9001&amp;email&#x3D;single%40example.com"');

    // Once the originals arrived the date is firm: ten business days from Thursday, December 17 skip
    // two weekends, Christmas and New Year's Day.
    await dataSource.query(`UPDATE orders SET originals_received_at = '2026-12-17T15:00:00Z' WHERE id = $1`, [id]);
    await patchStatus(id, 'authentication_in_progress');
    const firm = (await mailsTo(['single@example.com']))[1];
    expect(firm.textBody).toContain('Your originals arrived on Thursday, December 17, 2026. Expected ready by Monday, January 4, 2027.');

    // Once the work is done there is no expected date to promise.
    await patchStatus(id, 'shipped');
    const shipped = (await mailsTo(['single@example.com']))[2];
    expect(shipped.subject).toBe('Order APO-2026-9001: Shipped');
    expect(shipped.textBody).not.toContain('Expected ready');
    expect(shipped.textBody).not.toContain('expect about');
  });

  it('records the arrival of the originals once, on the first change into Documents Received or later', async () => {
    const id = await insertOrder('APO-2026-9002', 'arrival@example.com', 'rush', '2026-12-17T15:00:00Z');
    const receivedAt = async () => (await dataSource.query('SELECT originals_received_at AS at FROM orders WHERE id = $1', [id]))[0].at as Date | null;
    await patchStatus(id, 'processing');
    expect(await receivedAt()).toBeNull();
    await patchStatus(id, 'docs_received');
    const first = await receivedAt();
    expect(first).toBeInstanceOf(Date);
    // The docs_received e-mail already gives the firm date, counted from today.
    const [, received] = await mailsTo(['arrival@example.com']);
    expect(received.textBody).toMatch(/Your originals arrived on [A-Za-z]+, [A-Za-z]+ \d+, \d{4}\. Expected ready by /);
    // A step back and forth does not move the arrival (nor the customer's firm date).
    await patchStatus(id, 'processing');
    await patchStatus(id, 'authentication_in_progress');
    expect(await receivedAt()).toEqual(first);
  });

  it("counts the longest document route's government legs in the expected date", async () => {
    const id = await insertOrder('APO-2026-9011', 'routed@example.com', 'rush', '2026-11-20T15:00:00Z', '2026-11-23T15:00:00Z');
    // The route kept at placement: an FBI check for the UAE goes to the Department of State, then the embassy.
    const routes = documentRouteViews({
      documents: [{ documentType: 'FBI Background Check' }],
      destinationCountry: 'United Arab Emirates',
      date: new Date('2026-11-23T15:00:00Z'),
    });
    await dataSource.query('UPDATE orders SET document_routes = $2::jsonb WHERE id = $1', [id, JSON.stringify(routes)]);
    await patchStatus(id, 'authentication_in_progress');

    const [mail] = await mailsTo(['routed@example.com']);
    const expected = expectedCompletion({
      serviceLevel: 'rush',
      routes,
      postedFromCountry: 'United States',
      originalsReceivedOn: '2026-11-23',
      today: '2026-11-23',
    });
    expect(routeBusinessDays(routes)).toBeGreaterThan(0);
    // Rush alone would be Wednesday, November 25; the government legs come on top.
    expect(expected.readyBy > '2026-11-25').toBe(true);
    expect(mail.textBody).toContain(expectedCompletionText(expected));
  });

  it('a bulk change of N orders writes N events and N e-mails; a refused bulk change writes none', async () => {
    const emails = ['bulk-a@example.com', 'bulk-b@example.com', 'bulk-c@example.com'];
    const ids = [
      // Originals that arrived on those days (a bulk change into Documents Received keeps a recorded arrival).
      await insertOrder('APO-2026-9101', emails[0], 'rush', '2026-11-20T15:00:00Z', '2026-11-23T15:00:00Z'),
      await insertOrder('APO-2026-9102', emails[1], 'lightning', '2026-11-20T15:00:00Z', '2026-11-28T15:00:00Z'),
      await insertOrder('APO-2026-9103', emails[2], 'fast', '2026-11-20T15:00:00Z', '2026-11-23T15:00:00Z'),
    ];
    const mutation = 'mutation($ids: [Int!]!, $status: String!) { bulkUpdateOrderStatus(ids: $ids, status: $status) { id } }';

    // A status no bulk change may set (only an approved cancellation request cancels) is refused whole.
    const refused = await gql(mutation, { ids, status: 'cancelled' });
    expect(refused.body.errors?.[0]?.message).toBe(CANCELLATION_MESSAGES.statusReserved);
    expect(await eventsFor(ids)).toEqual([]);
    expect(await mailsTo(emails)).toEqual([]);

    const done = await gql(mutation, { ids, status: 'docs_received' });
    expect(done.body.errors).toBeUndefined();
    expect((await eventsFor(ids)).map((e: { orderId: number }) => e.orderId)).toEqual(ids);
    const mails = await mailsTo(emails);
    expect(mails.map((m: { recipient: string }) => m.recipient)).toEqual(emails);
    // Rush from Monday, November 23: two business days, Thanksgiving does not intervene yet.
    expect(mails[0].textBody).toContain('Expected ready by Wednesday, November 25, 2026.');
    // Lightning whose originals came on a Saturday starts and finishes on Monday.
    expect(mails[1].textBody).toContain('Expected ready by Monday, November 30, 2026.');
  });
});
