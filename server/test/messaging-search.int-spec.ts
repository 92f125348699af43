import request from 'supertest';
import { DataSource } from 'typeorm';
import { startSmtpServer, waitFor } from './support/ordering-fixtures.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

const ADMIN = { ADMIN_USERNAME: 'search.admin', ADMIN_PASSWORD: 'a-long-staff-password' };

interface Listed {
  id: number;
  customer: { email: string; name: string };
  order: { id: number; orderNumber: string } | null;
}

describe('Messages: search, paging, order links, who replied and quoted text', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;
  let dataSource: DataSource;
  let token: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await bootTestApp({
      env: {
        ...ADMIN,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Apostille Desk <desk@apostille.example>',
        SUPPORT_EMAIL: 'support@apostille.example',
        QUEUE_PREFIX: `msgs${Date.now().toString(36)}`,
      },
    });
    dataSource = testApp.app.get(DataSource);
    ({ token } = await staffSession(testApp, ADMIN.ADMIN_USERNAME));
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  const http = () => request(testApp.app.getHttpServer());
  const staff = {
    get: (path: string) => http().get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body: object) => http().post(path).set('Authorization', `Bearer ${token}`).send(body),
  };
  const list = async (query: string) => (await staff.get(`/api/admin/conversations?${query}`).expect(200)).body as { conversations: Listed[]; total: number };

  async function createOrder(firstName: string, lastName: string, email: string): Promise<{ id: number; orderNumber: string }> {
    const created = await staff
      .post('/api/admin/orders', { firstName, lastName, email, phone: '8505550123', serviceLevel: 'fast', documentType: 'Birth Certificate' })
      .expect(201);
    return { id: created.body.order.id, orderNumber: created.body.order.orderNumber };
  }

  const contact = (name: string, email: string, subject: string, message: string) =>
    http().post('/api/contact').send({ name, email, phone: '(305) 555-0100', subject, message }).expect(201);

  it('links a contact-form message to the order it names only when sent from that order’s e-mail', async () => {
    const order = await createOrder('Ada', 'Lovelace', 'ada.contact@example.com');
    await contact('Ada Lovelace', 'ADA.contact@example.com', 'Where is my order', `Any news on ${order.orderNumber}?`);
    await contact('Mallory', 'mallory.contact@example.com', 'Order question', `Any news on ${order.orderNumber}?`);

    const own = (await list('search=ada.contact')).conversations;
    expect(own).toHaveLength(1);
    expect(own[0].order).toEqual(order);
    const foreign = (await list('search=mallory.contact')).conversations;
    expect(foreign).toHaveLength(1);
    expect(foreign[0].order).toBeNull();
  });

  it('finds conversations by customer name, e-mail and order number', async () => {
    const order = await createOrder('Katherine', 'Johnson', 'katherine@example.com');
    await staff
      .post('/api/admin/process-email', { customerEmail: 'katherine@example.com', subject: 'Status', content: `About ${order.orderNumber}` })
      .expect(200);
    await staff.post('/api/admin/process-email', { customerEmail: 'dorothy.vaughan@example.com', subject: 'Hello', content: 'A question.' }).expect(200);

    const byNumber = await list(`search=${order.orderNumber.toLowerCase()}`);
    expect(byNumber.total).toBe(1);
    expect(byNumber.conversations.map((c) => c.customer.email)).toEqual(['katherine@example.com']);
    expect((await list('search=VAUGHAN')).conversations.map((c) => c.customer.email)).toEqual(['dorothy.vaughan@example.com']);
    expect((await list('search=katherine')).conversations.map((c) => c.customer.email)).toEqual(['katherine@example.com']);
    // LIKE wildcards are searched as text, not as patterns.
    expect((await list('search=%25')).total).toBe(0);
    expect((await list('search=APO-2099-99999')).total).toBe(0);
    await staff.get(`/api/admin/conversations?search=${'x'.repeat(101)}`).expect(400);
  });

  it('pages past the first hundred conversations so every one can be reached', async () => {
    await dataSource.query(
      `INSERT INTO conversations (subject, status, priority, customer_email, customer_name, sender_verified, last_message_at)
       SELECT 'Bulk ' || n, 'open', 'normal', 'bulk' || n || '@paging.example', 'Bulk Writer', true, now() - n * interval '1 minute'
         FROM generate_series(1, 130) AS n`,
    );
    const first = await list('search=paging.example&pageSize=100&page=1');
    const second = await list('search=paging.example&pageSize=100&page=2');
    expect(first.total).toBe(130);
    expect(first.conversations).toHaveLength(100);
    expect(second.conversations).toHaveLength(30);
    const seen = new Set([...first.conversations, ...second.conversations].map((c) => c.customer.email));
    expect(seen.size).toBe(130);

    const all = await list('pageSize=100&page=2');
    expect(all.total).toBeGreaterThan(130);
    expect(all.conversations.length).toBeGreaterThan(30);
  });

  it('records and shows which staff member replied; the customer sees the business, not the username', async () => {
    const processed = await staff
      .post('/api/admin/process-email', { customerEmail: 'mary.jackson@example.com', subject: 'Reply please', content: 'Hello there.' })
      .expect(200);
    const id: number = processed.body.conversationId;
    const reply = await staff.post(`/api/admin/conversations/${id}/messages`, { content: 'Happy to help.' }).expect(201);
    expect(reply.body.staffName).toBe(ADMIN.ADMIN_USERNAME);

    const thread = await staff.get(`/api/admin/conversations/${id}`).expect(200);
    expect(thread.body.messages.map((m: { senderType: string; staffName: string | null }) => [m.senderType, m.staffName])).toEqual([
      ['customer', null],
      ['admin', ADMIN.ADMIN_USERNAME],
    ]);
    const [stored] = await dataSource.query(
      `SELECT a.username FROM messages m JOIN admin_users a ON a.id = m.sender_admin_id WHERE m.conversation_id = $1 AND m.sender_type = 'admin'`,
      [id],
    );
    expect(stored.username).toBe(ADMIN.ADMIN_USERNAME);
    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes('mary.jackson@example.com') && m.raw.includes('Happy to help.')), 'reply');
    expect(mail.raw).not.toContain(ADMIN.ADMIN_USERNAME);
  });

  it('strips quoted history from an e-mail processed in the console', async () => {
    const processed = await staff
      .post('/api/admin/process-email', {
        customerEmail: 'quoted@example.com',
        subject: 'Re: Your order',
        content: 'Yes, go ahead.\n\nOn Mon, 23 Nov 2026 at 10:00, Apostille Desk <desk@apostille.example> wrote:\n> Shall we start?\n-- \nQ',
      })
      .expect(200);
    const thread = await staff.get(`/api/admin/conversations/${processed.body.conversationId}`).expect(200);
    expect(thread.body.messages.map((m: { content: string }) => m.content)).toEqual(['Yes, go ahead.']);
  });
});
