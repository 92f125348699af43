import { jest } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { InvoicingClock } from '../src/invoicing/invoicing-clock.js';
import { INVOICING_JOBS } from '../src/invoicing/invoicing-jobs.js';
import { InvoicingProcessor } from '../src/invoicing/invoicing-scheduler.service.js';
import { QUEUES } from '../src/queue/queue-names.js';
import { offlineCard as card } from './support/ordering-fixtures.js';
import { staffRoleToken, staffSession } from './support/staff-session.js';
import { signedInCustomer } from './support/customer-accounts.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

/**
 * The monthly invoice run (issue #36): an account billed monthly gets one invoice per month for its
 * orders placed on account, with one payment link and one e-mail; paying the link pays every order.
 * Runs that meet (a retry, two workers) write nothing more.
 */

const ADMIN = { ADMIN_USERNAME: 'invoice.admin', ADMIN_PASSWORD: 'a-long-staff-password' };
/** Mid-October in New York, and the last half hour of 31 October there (already 1 November in UTC). */
const OCTOBER = '2026-10-15T12:00:00-04:00';
const LATE_OCTOBER = '2026-10-31T23:30:00-04:00';
const NOVEMBER = '2026-11-02T12:00:00-05:00';

const orderBody = (reference: string) => ({
  serviceLevel: 'rush',
  destinationCountry: 'Spain',
  deliveryMethod: 'pickup',
  shippingAddress: { street: '1 Main St', city: 'Tallahassee', state: 'FL', zipCode: '32301', country: 'United States' },
  documents: [{ documentType: 'Birth Certificate' }],
  customerReference: reference,
});

interface Account {
  key: string;
  token: string;
  customerId: number;
  email: string;
}

describe('monthly invoices', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  let adminToken: string;

  const http = () => request(testApp.app.getHttpServer());
  const graphql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
    http().post('/graphql').set('Authorization', `Bearer ${token}`).send({ query, variables });
  const run = (period: string, token = adminToken) =>
    graphql(
      token,
      `
        mutation ($period: String!) {
          runMonthlyInvoices(period: $period) {
            period
            invoices
            orders
            totalCents
          }
        }
      `,
      { period },
    );

  beforeAll(async () => {
    testApp = await bootTestApp({ env: ADMIN });
    dataSource = testApp.app.get(DataSource);
    ({ token: adminToken } = await staffSession(testApp, ADMIN.ADMIN_USERNAME));
    // 29 November 2026 in New York: October has ended, November has not.
    jest.spyOn(testApp.app.get(InvoicingClock), 'now').mockReturnValue(new Date('2026-11-29T15:00:00Z'));
  });
  afterAll(async () => {
    await testApp?.close();
  });

  /** A confirmed wholesale account staff bill monthly, with a write key. */
  async function monthlyAccount(email: string): Promise<Account> {
    const { token, id } = await signedInCustomer(testApp, email, { tier: 'partner', invoiceMonthly: true, firstName: 'Ada', lastName: 'Lovelace' });
    const created = await http()
      .post('/api/customers/api-keys')
      .set('Authorization', `Bearer ${token}`)
      .send({ name: 'Case system', scope: 'write' })
      .expect(201);
    return { key: created.body.secret as string, token, customerId: id, email };
  }

  /** An order placed on account through the API, dated as if placed at `placedAt` (the product has no way to place in the past). */
  async function orderOn(account: Account, reference: string, placedAt: string): Promise<{ orderNumber: string; id: number; totalCents: number }> {
    const placed = await http().post('/api/v1/orders').set('Authorization', `Bearer ${account.key}`).send(orderBody(reference)).expect(201);
    expect(placed.body.payment).toEqual({ method: 'monthly-invoice', status: 'unpaid' });
    const [[row]] = await dataSource.query(`UPDATE orders SET created_at = $2 WHERE order_number = $1 RETURNING id, total_amount_cents`, [
      placed.body.orderNumber,
      placedAt,
    ]);
    return { orderNumber: placed.body.orderNumber as string, id: row.id as number, totalCents: row.total_amount_cents as number };
  }

  const invoicesOf = (customerId: number) =>
    dataSource.query<{ id: number; period: string; order_count: number; total_cents: number }[]>(
      `SELECT id, to_char(period, 'YYYY-MM-DD') AS period, order_count, total_cents FROM monthly_invoices WHERE customer_id = $1`,
      [customerId],
    );
  const linksOf = (invoiceId: number) =>
    dataSource.query<{ order_id: number; amount_cents: number; status: string; payment_url: string }[]>(
      `SELECT order_id, amount_cents, status, payment_url FROM extra_charges WHERE monthly_invoice_id = $1`,
      [invoiceId],
    );
  const mailsTo = (email: string) =>
    dataSource.query<{ subject: string; text_body: string }[]>(
      `SELECT subject, text_body FROM outbox_messages WHERE kind = 'monthly_invoice' AND recipient = $1`,
      [email],
    );

  it('bills October once: one invoice, one link on its first order and one e-mail; a second run writes nothing', async () => {
    const firm = await monthlyAccount('october-firm@agency.example');
    const first = await orderOn(firm, 'MATTER-1', OCTOBER);
    const second = await orderOn(firm, 'MATTER-2', LATE_OCTOBER);
    const november = await orderOn(firm, 'MATTER-NOV', NOVEMBER);
    const cancelled = await orderOn(firm, 'MATTER-CANCELLED', OCTOBER);
    await dataSource.query(`UPDATE orders SET status = 'cancelled' WHERE id = $1`, [cancelled.id]);

    const answer = await run('2026-10').expect(200);
    expect(answer.body.errors).toBeUndefined();
    const sum = first.totalCents + second.totalCents;
    expect(answer.body.data.runMonthlyInvoices).toEqual({ period: '2026-10', invoices: 1, orders: 2, totalCents: sum });

    const [invoice, ...more] = await invoicesOf(firm.customerId);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ period: '2026-10-01', order_count: 2, total_cents: sum });
    const linked = await dataSource.query(`SELECT id FROM orders WHERE monthly_invoice_id = $1 ORDER BY id`, [invoice.id]);
    expect(linked.map((row: { id: number }) => row.id)).toEqual([first.id, second.id]);
    const links = await linksOf(invoice.id);
    expect(links).toEqual([{ order_id: first.id, amount_cents: sum, status: 'pending', payment_url: expect.stringMatching(/\/pay\/[A-Za-z0-9_-]{43}$/) }]);

    const mails = await mailsTo(firm.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your invoice for October 2026');
    for (const text of [first.orderNumber, second.orderNumber, 'MATTER-1', 'MATTER-2', links[0].payment_url, `$${(sum / 100).toFixed(2)}`]) {
      expect(mails[0].text_body).toContain(text);
    }
    for (const text of [november.orderNumber, cancelled.orderNumber]) expect(mails[0].text_body).not.toContain(text);

    // The same month again: nothing more.
    const again = await run('2026-10').expect(200);
    expect(again.body.data.runMonthlyInvoices).toEqual({ period: '2026-10', invoices: 0, orders: 0, totalCents: 0 });
    expect(await invoicesOf(firm.customerId)).toHaveLength(1);
    expect(await linksOf(invoice.id)).toHaveLength(1);
    expect(await mailsTo(firm.email)).toHaveLength(1);
  });

  it('writes one invoice, one link and one e-mail when two runs meet', async () => {
    const firm = await monthlyAccount('racing-firm@agency.example');
    await orderOn(firm, 'RACE-1', OCTOBER);
    await orderOn(firm, 'RACE-2', OCTOBER);
    const answers = await Promise.all([run('2026-10'), run('2026-10'), run('2026-10')]);
    for (const answer of answers) expect(answer.body.errors).toBeUndefined();
    const written = answers.map((answer) => answer.body.data.runMonthlyInvoices.invoices as number);
    expect(written.reduce((sum, count) => sum + count, 0)).toBe(1);
    const invoices = await invoicesOf(firm.customerId);
    expect(invoices).toHaveLength(1);
    expect(invoices[0].order_count).toBe(2);
    expect(await linksOf(invoices[0].id)).toHaveLength(1);
    expect(await mailsTo(firm.email)).toHaveLength(1);
  });

  it('pays every order of the invoice through its one link, with "payment received" for each', async () => {
    const firm = await monthlyAccount('paying-firm@agency.example');
    const orders = [await orderOn(firm, 'PAY-1', OCTOBER), await orderOn(firm, 'PAY-2', OCTOBER)];
    await run('2026-10').expect(200);
    const [invoice] = await invoicesOf(firm.customerId);
    const [link] = await linksOf(invoice.id);

    const listed = await http().get('/api/customers/invoices').set('Authorization', `Bearer ${firm.token}`).expect(200);
    expect(listed.body).toEqual({
      billedMonthly: true,
      invoices: [
        {
          id: invoice.id,
          period: '2026-10',
          orderCount: 2,
          totalCents: invoice.total_cents,
          createdAt: expect.any(String),
          payment: { status: 'unpaid', paymentUrl: link.payment_url },
        },
      ],
    });

    const linkToken = link.payment_url.split('/pay/')[1];
    const intent = await http().post(`/api/payment-links/${linkToken}/intent`).expect(200);
    expect(intent.body.amount).toBe(invoice.total_cents / 100);
    await http().post('/api/payments/offline/confirm').send(card(intent.body.clientSecret, '4242 4242 4242 4242')).expect(200);
    await http().post(`/api/payment-links/${linkToken}/pay`).send({ paymentIntentId: intent.body.paymentIntentId }).expect(200);

    for (const order of orders) {
      const read = await http().get(`/api/v1/orders/${order.orderNumber}`).set('Authorization', `Bearer ${firm.key}`).expect(200);
      expect(read.body.payment).toEqual({ method: 'monthly-invoice', status: 'paid' });
    }
    const events = await dataSource.query(
      `SELECT (payload->>'orderId')::int AS order_id, (payload->>'amountCents')::int AS amount_cents
         FROM domain_events WHERE type = 'payment.received' AND (payload->>'extraChargeId')::int = (SELECT id FROM extra_charges WHERE monthly_invoice_id = $1)
        ORDER BY order_id`,
      [invoice.id],
    );
    expect(events).toEqual(orders.map((order) => ({ order_id: order.id, amount_cents: order.totalCents })));
    const paid = await http().get('/api/customers/invoices').set('Authorization', `Bearer ${firm.token}`).expect(200);
    expect(paid.body.invoices[0].payment).toEqual({ status: 'paid' });

    // Another account sees only its own invoices (none).
    const other = await monthlyAccount('other-firm@agency.example');
    const theirs = await http().get('/api/customers/invoices').set('Authorization', `Bearer ${other.token}`).expect(200);
    expect(theirs.body).toEqual({ billedMonthly: true, invoices: [] });
  });

  it('leaves accounts with nothing to bill alone and refuses months that have not ended', async () => {
    const quiet = await monthlyAccount('quiet-firm@agency.example');
    await orderOn(quiet, 'LATER', NOVEMBER);
    const september = await run('2026-09').expect(200);
    expect(september.body.data.runMonthlyInvoices).toEqual({ period: '2026-09', invoices: 0, orders: 0, totalCents: 0 });
    expect(await invoicesOf(quiet.customerId)).toEqual([]);

    const current = await run('2026-11');
    expect(current.body.errors?.[0]?.message).toBe('November 2026 has not ended yet: its invoices can be written from 1 December 2026.');
    const malformed = await run('October');
    expect(malformed.body.errors?.[0]?.message).toBe('period must be a month as YYYY-MM, e.g. 2026-10');
    expect(await invoicesOf(quiet.customerId)).toEqual([]);
  });

  it('runs on the 1st in New York time for the month before, by the clock', async () => {
    const scheduler = await testApp.app.get<Queue>(getQueueToken(QUEUES.invoicing)).getJobScheduler(INVOICING_JOBS.monthlyRun.name);
    expect(scheduler).toMatchObject({ pattern: '0 6 1 * *', tz: 'America/New_York' });
    const firm = await monthlyAccount('scheduled-firm@agency.example');
    const order = await orderOn(firm, 'SCHEDULED', OCTOBER);
    const clock = jest.spyOn(testApp.app.get(InvoicingClock), 'now').mockReturnValue(new Date('2026-11-01T10:00:00Z'));
    try {
      const result = await testApp.app.get(InvoicingProcessor).runMonthlyInvoices();
      expect(result).toMatchObject({ period: '2026-10', invoices: 1, orders: 1, totalCents: order.totalCents });
    } finally {
      clock.mockReturnValue(new Date('2026-11-29T15:00:00Z'));
    }
    expect(await invoicesOf(firm.customerId)).toHaveLength(1);
  });

  it('lets only admins and owners start a run, and audits it', async () => {
    const staffToken = await staffRoleToken(testApp, 'invoice.staff');
    const refused = await run('2026-10', staffToken);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const audited = await dataSource.query(`SELECT details FROM audit_log WHERE action = 'monthly_invoices.run' AND actor_type = 'admin'`);
    expect(audited.length).toBeGreaterThan(0);
    expect(audited[0].details).toMatchObject({ period: '2026-10' });
  });
});
