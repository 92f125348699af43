import request from 'supertest';
import { DataSource } from 'typeorm';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

const ADMIN_USERNAME = 'notify-admin';
const ADMIN_PASSWORD = 'correct-horse-battery-staple';

describe('customer notifications sent by staff', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  let token: string;
  let orderId: number;

  const post = (path: string) => request(testApp.app.getHttpServer()).post(path).set('Authorization', `Bearer ${token}`);
  const sentRecords = () =>
    dataSource.query(
      `SELECT o.kind, o.recipient, o.subject, o.text_body AS "textBody", a.details->>'type' AS "auditType"
       FROM outbox_messages o JOIN audit_log a ON a.action = 'notification.sent' AND (a.details->>'outboxMessageId')::int = o.id
       WHERE o.kind LIKE 'notification.%' ORDER BY o.id`,
    );
  const outboxCount = async () => (await dataSource.query(`SELECT count(*)::int AS n FROM outbox_messages WHERE kind LIKE 'notification.%'`))[0].n;

  beforeAll(async () => {
    testApp = await bootTestApp({ env: { ADMIN_USERNAME, ADMIN_PASSWORD, PUBLIC_URL: 'https://apostille.example' } });
    dataSource = testApp.app.get(DataSource);
    ({ token } = await staffSession(testApp, ADMIN_USERNAME));
    const [row] = await dataSource.query(
      `INSERT INTO orders (order_number, status, customer_first_name, customer_last_name, customer_email, customer_phone,
                           service_level, destination_country, document_type, total_amount_cents)
       VALUES ('APO-2026-7001', 'shipped', 'Nora', 'Notify', 'nora@example.com', '8505550100', 'rush', 'Italy', 'Birth Certificate', 10000)
       RETURNING id`,
    );
    orderId = row.id;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('refuses callers without a staff token', async () => {
    await request(testApp.app.getHttpServer()).post(`/api/admin/notifications/document-ready/${orderId}`).expect(401);
  });

  it('refuses bad input and deleted orders with a clear message, storing nothing', async () => {
    for (const id of ['abc', '1.5', '-3', '0', '99999999999']) {
      const response = await post(`/api/admin/notifications/document-ready/${id}`).send({}).expect(400);
      expect(response.body.errors).toEqual([{ field: 'orderId', message: 'orderId must be a whole number from 1 to 2147483647' }]);
    }
    expect((await post('/api/admin/notifications/document-ready/987654').send({}).expect(404)).body.message).toBe('Order not found');
    const bad = await post(`/api/admin/notifications/delivery-confirmation/${orderId}`).send({ trackingNumber: '<script>' }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('Tracking number may only contain');
    // Nothing to pay: no reminder.
    const noLink = await post(`/api/admin/notifications/payment-reminder/${orderId}`).expect(409);
    expect(noLink.body.message).toBe('This order has no unpaid payment link to remind the customer of.');

    const [deleted] = await dataSource.query(
      `INSERT INTO orders (order_number, status, customer_first_name, customer_last_name, customer_email, customer_phone,
                           service_level, destination_country, document_type, total_amount_cents, deleted_at)
       VALUES ('APO-2026-7002', 'pending', 'Del', 'Eted', 'deleted@example.com', '8505550100', 'fast', 'Italy', 'Birth Certificate', 10000, now())
       RETURNING id`,
    );
    await post(`/api/admin/notifications/document-ready/${deleted.id}`).send({}).expect(404);
    expect(await outboxCount()).toBe(0);
  });

  it('sends each notification once through the outbox with a record of what went to whom', async () => {
    await dataSource.query(
      `INSERT INTO extra_charges (order_id, description, amount_cents, status, payment_token, payment_url)
       VALUES ($1, 'Extra certified copy', 2500, 'pending', 'tok-1', 'https://apostille.example/pay/tok-1')`,
      [orderId],
    );
    expect((await post(`/api/admin/notifications/payment-reminder/${orderId}`).expect(200)).body).toEqual({
      success: true,
      type: 'payment-reminder',
      recipient: 'nora@example.com',
    });
    await post(`/api/admin/notifications/document-ready/${orderId}`).send({}).expect(200);
    await post(`/api/admin/notifications/delivery-confirmation/${orderId}`).send({ trackingNumber: '1Z999AA10123456784' }).expect(200);

    const sent = await sentRecords();
    expect(sent.map((m: { kind: string; recipient: string; subject: string; auditType: string }) => [m.kind, m.recipient, m.subject, m.auditType])).toEqual([
      ['notification.payment-reminder', 'nora@example.com', 'Payment reminder for order APO-2026-7001', 'payment-reminder'],
      ['notification.document-ready', 'nora@example.com', 'Your apostille is ready - order APO-2026-7001', 'document-ready'],
      ['notification.delivery-confirmation', 'nora@example.com', 'Your documents are on their way - order APO-2026-7001', 'delivery-confirmation'],
    ]);
    expect(sent[0].textBody).toContain('$25.00');
    expect(sent[0].textBody).toContain('Pay now: https://apostille.example/pay/tok-1');
    expect(sent[2].textBody).toContain('Carrier tracking number: 1Z999AA10123456784');
    for (const mail of sent) expect(mail.textBody).toContain('https://apostille.example/tracking?order=APO-2026-7001&email=nora%40example.com');
  });
});
