import { ADMIN_MESSAGES, ADMIN_ORDER_ENTRY_MESSAGES } from '@apostille/domain';
import Stripe from 'stripe';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PAYMENT_MESSAGES } from '../src/payments/payment-provider.js';
import { offlineCard as card, startSmtpServer, waitFor } from './support/ordering-fixtures.js';
import { startStripeStub, type StripeStub } from './support/stripe-stub.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

const ADMIN = { ADMIN_USERNAME: 'links.admin', ADMIN_PASSWORD: 'a-long-staff-password' };

async function staffToken(testApp: TestApp): Promise<{ token: string; adminId: number }> {
  const { admin, token } = await staffSession(testApp, ADMIN.ADMIN_USERNAME);
  return { token, adminId: admin.id };
}

async function enterOrder(testApp: TestApp, token: string, email: string): Promise<{ id: number; orderNumber: string }> {
  const response = await request(testApp.app.getHttpServer())
    .post('/api/admin/orders')
    .set('Authorization', `Bearer ${token}`)
    .send({ firstName: 'Ada', lastName: 'Lovelace', email, phone: '8505550123', serviceLevel: 'fast', documentType: 'Birth Certificate' })
    .expect(201);
  return response.body.order;
}

describe('payment links with the offline provider', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;
  let dataSource: DataSource;
  let token: string;
  let adminId: number;
  let order: { id: number; orderNumber: string };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await bootTestApp({
      env: { ...ADMIN, SMTP_URL: smtp.url, PUBLIC_URL: 'https://apostille.example', QUEUE_PREFIX: `links${Date.now().toString(36)}` },
    });
    dataSource = testApp.app.get(DataSource);
    ({ token, adminId } = await staffToken(testApp));
    order = await enterOrder(testApp, token, 'ada@example.com');
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  const http = () => request(testApp.app.getHttpServer());
  const createLink = (body: object, id = order.id) => http().post(`/api/admin/orders/${id}/payment-link`).set('Authorization', `Bearer ${token}`).send(body);
  const chargeRow = async (id: number) => (await dataSource.query('SELECT status, paid_at, provider_reference FROM extra_charges WHERE id = $1', [id]))[0];
  const tokenOf = (url: string) => url.split('/pay/')[1];

  it('refuses a blank description or an amount that is not above 0 with the spec message', async () => {
    for (const body of [
      { description: '  ', amount: 25 },
      { description: 'Courier', amount: 0 },
      { description: 'Courier', amount: -5 },
      { description: 'Courier', amount: 10.005 },
      { description: 'Courier', amount: '25' },
      {},
    ]) {
      const response = await createLink(body).expect(400);
      expect(response.body).toEqual({ statusCode: 400, message: ADMIN_MESSAGES.invalidExtraCharge });
    }
    await createLink({ description: 'Courier', amount: 25 }, 999_999).expect(404);
    await http().post(`/api/admin/orders/${order.id}/payment-link`).send({ description: 'Courier', amount: 25 }).expect(401);
    expect((await dataSource.query('SELECT count(*)::int AS n FROM extra_charges'))[0].n).toBe(0);
  });

  it('creates the charge, e-mails the /pay link and audits it', async () => {
    const response = await createLink({ description: ' Extra certified copy ', amount: 49.99 }).expect(201);
    expect(response.body).toEqual({
      charge: {
        id: expect.any(Number),
        description: 'Extra certified copy',
        amount: 49.99,
        status: 'pending',
        paymentUrl: expect.stringMatching(/^https:\/\/apostille\.example\/pay\/[A-Za-z0-9_-]{43}$/),
      },
    });
    const { paymentUrl, id } = response.body.charge;
    const [row] = await dataSource.query('SELECT amount_cents, payment_token, created_by_admin_id FROM extra_charges WHERE id = $1', [id]);
    expect(row).toEqual({ amount_cents: 4999, payment_token: tokenOf(paymentUrl), created_by_admin_id: adminId });

    const mail = await waitFor(
      () => smtp.received.find((m) => m.raw.includes(order.orderNumber) && m.to.includes('ada@example.com')),
      'the payment-link e-mail',
    );
    const flat = mail.raw.replace(/=\r?\n/g, '');
    expect(flat).toContain(paymentUrl);
    expect(flat).toContain('$49.99');

    const [audit] = await dataSource.query(`SELECT actor_type, actor_id, details FROM audit_log WHERE action = 'payment_link.created' AND order_id = $1`, [
      order.id,
    ]);
    expect(audit).toMatchObject({ actor_type: 'admin', actor_id: adminId, details: { chargeId: id, amountCents: 4999 } });

    const view = await http()
      .get(`/api/payment-links/${tokenOf(paymentUrl)}`)
      .expect(200);
    expect(view.body).toEqual({ description: 'Extra certified copy', amount: 49.99, status: 'pending', orderNumber: order.orderNumber, checkoutUrl: null });
    const unknown = await http()
      .get(`/api/payment-links/${'x'.repeat(43)}`)
      .expect(404);
    expect(unknown.body.message).toBe(ADMIN_ORDER_ENTRY_MESSAGES.paymentLinkNotFound);
    await http().get('/api/payment-links/short').expect(404);
  });

  it('leaves the charge pending after a declined card, then pays it once with 4242', async () => {
    const created = await createLink({ description: 'Courier upgrade', amount: 30 }).expect(201);
    const linkToken = tokenOf(created.body.charge.paymentUrl);
    const chargeId = created.body.charge.id;

    const intent = await http().post(`/api/payment-links/${linkToken}/intent`).expect(200);
    expect(intent.body).toEqual({ clientSecret: expect.stringMatching(/^pi_offline_/), paymentIntentId: expect.stringMatching(/^pi_offline_/), amount: 30 });
    // Two tabs get the same intent: the charge can never be paid twice.
    const again = await http().post(`/api/payment-links/${linkToken}/intent`).expect(200);
    expect(again.body.paymentIntentId).toBe(intent.body.paymentIntentId);

    const declined = await http().post('/api/payments/offline/confirm').send(card(intent.body.clientSecret, '4000 0000 0000 0002')).expect(402);
    expect(declined.body.message).toBe('Your card was declined.');
    const unpaid = await http().post(`/api/payment-links/${linkToken}/pay`).send({ paymentIntentId: intent.body.paymentIntentId }).expect(402);
    expect(unpaid.body.message).toBe(PAYMENT_MESSAGES.paymentNotCompleted);
    expect((await chargeRow(chargeId)).status).toBe('pending');

    await http().post('/api/payments/offline/confirm').send(card(intent.body.clientSecret, '4242 4242 4242 4242')).expect(200);
    const paid = await http().post(`/api/payment-links/${linkToken}/pay`).send({ paymentIntentId: intent.body.paymentIntentId }).expect(200);
    expect(paid.body).toMatchObject({ status: 'paid', amount: 30, orderNumber: order.orderNumber });
    expect(await chargeRow(chargeId)).toEqual({ status: 'paid', paid_at: expect.any(Date), provider_reference: intent.body.paymentIntentId });

    // Paying again is refused and starts no new payment.
    const paymentsBefore = (await dataSource.query('SELECT count(*)::int AS n FROM payments'))[0].n;
    const second = await http().post(`/api/payment-links/${linkToken}/pay`).send({ paymentIntentId: intent.body.paymentIntentId }).expect(409);
    expect(second.body.message).toBe(ADMIN_ORDER_ENTRY_MESSAGES.chargeAlreadyPaid);
    const noIntent = await http().post(`/api/payment-links/${linkToken}/intent`).expect(409);
    expect(noIntent.body.message).toBe(ADMIN_ORDER_ENTRY_MESSAGES.chargeAlreadyPaid);
    expect((await dataSource.query('SELECT count(*)::int AS n FROM payments'))[0].n).toBe(paymentsBefore);
    expect((await http().get(`/api/payment-links/${linkToken}`).expect(200)).body.status).toBe('paid');

    const [payment] = await dataSource.query('SELECT status, amount_cents, extra_charge_id FROM payments WHERE payment_intent_id = $1', [
      intent.body.paymentIntentId,
    ]);
    expect(payment).toEqual({ status: 'succeeded', amount_cents: 3000, extra_charge_id: chargeId });
    const audit = await dataSource.query(`SELECT actor_type, details->>'chargeId' AS charge FROM audit_log WHERE action = 'payment_link.paid'`);
    expect(audit).toEqual([{ actor_type: 'customer', charge: String(chargeId) }]);
  });

  it('does not accept an intent that belongs to another charge', async () => {
    const first = tokenOf((await createLink({ description: 'A', amount: 10 }).expect(201)).body.charge.paymentUrl);
    const second = tokenOf((await createLink({ description: 'B', amount: 10 }).expect(201)).body.charge.paymentUrl);
    const intent = await http().post(`/api/payment-links/${first}/intent`).expect(200);
    await http().post('/api/payments/offline/confirm').send(card(intent.body.clientSecret, '4242424242424242')).expect(200);
    const wrong = await http().post(`/api/payment-links/${second}/pay`).send({ paymentIntentId: intent.body.paymentIntentId }).expect(400);
    expect(wrong.body.message).toBe(PAYMENT_MESSAGES.paymentNotFound);
    expect((await http().get(`/api/payment-links/${second}`).expect(200)).body.status).toBe('pending');
    // The first charge, paid but never completed by its page, is settled on its next visit instead of charged again.
    const settled = await http().post(`/api/payment-links/${first}/intent`).expect(409);
    expect(settled.body.message).toBe(ADMIN_ORDER_ENTRY_MESSAGES.chargeAlreadyPaid);
    expect((await http().get(`/api/payment-links/${first}`).expect(200)).body.status).toBe('paid');
  });
});

describe('payment links with Stripe Checkout (against a local stand-in)', () => {
  const webhookSecret = 'whsec_test_secret_for_payment_links';
  let stub: StripeStub;
  let testApp: TestApp;
  let dataSource: DataSource;
  let token: string;

  beforeAll(async () => {
    stub = await startStripeStub();
    testApp = await bootTestApp({
      env: {
        ...ADMIN,
        PUBLIC_URL: 'https://apostille.example',
        STRIPE_SECRET_KEY: 'sk_test_payment_links',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_payment_links',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: stub.url,
      },
    });
    dataSource = testApp.app.get(DataSource);
    ({ token } = await staffToken(testApp));
  });
  afterAll(async () => {
    await testApp?.close();
    await stub?.close();
  });

  const http = () => request(testApp.app.getHttpServer());
  const sendEvent = (id: string, type: string, object: object) => {
    const payload = JSON.stringify({ id, object: 'event', type, data: { object }, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000) });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    return http().post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', header).send(payload);
  };

  it('answers a Checkout Session URL as the link and marks the charge paid from the signed webhook', async () => {
    const order = await enterOrder(testApp, token, 'grace@example.com');
    const response = await http()
      .post(`/api/admin/orders/${order.id}/payment-link`)
      .set('Authorization', `Bearer ${token}`)
      .send({ description: 'Rush courier', amount: 75.5 })
      .expect(201);
    const { id, paymentUrl } = response.body.charge;
    expect(paymentUrl).toMatch(new RegExp(`^${stub.url}/c/pay/cs_test_[0-9a-f]{24}$`));
    const sessionId = paymentUrl.split('/').pop() as string;
    expect(stub.sessions.get(sessionId)).toMatchObject({
      mode: 'payment',
      amount_total: 7550,
      currency: 'usd',
      customer_email: 'grace@example.com',
      description: `Rush courier (order ${order.orderNumber})`,
    });
    const [row] = await dataSource.query('SELECT status, provider_reference, payment_token FROM extra_charges WHERE id = $1', [id]);
    expect(row).toMatchObject({ status: 'pending', provider_reference: sessionId });
    expect(stub.sessions.get(sessionId)?.success_url).toBe(`https://apostille.example/pay/${row.payment_token}?paid=1`);

    // The customer's /pay page sends them to Checkout, and never takes a second payment on the site.
    const view = await http().get(`/api/payment-links/${row.payment_token}`).expect(200);
    expect(view.body).toMatchObject({ status: 'pending', checkoutUrl: paymentUrl });
    const onSite = await http().post(`/api/payment-links/${row.payment_token}/intent`).expect(400);
    expect(onSite.body.message).toBe(ADMIN_ORDER_ENTRY_MESSAGES.payOnHostedPage);

    // An unpaid completion (delayed payment method) does not settle it.
    const open = { ...stub.sessions.get(sessionId) };
    await sendEvent('evt_cs_unpaid', 'checkout.session.completed', open).expect(200);
    expect((await dataSource.query('SELECT status FROM extra_charges WHERE id = $1', [id]))[0].status).toBe('pending');

    const completed = stub.completeSession(sessionId);
    expect((await sendEvent('evt_cs_paid', 'checkout.session.completed', completed).expect(200)).body).toEqual({ received: true, duplicate: false });
    const [paid] = await dataSource.query('SELECT status, paid_at FROM extra_charges WHERE id = $1', [id]);
    expect(paid).toEqual({ status: 'paid', paid_at: expect.any(Date) });
    const [payment] = await dataSource.query('SELECT provider, status, amount_cents FROM payments WHERE extra_charge_id = $1', [id]);
    expect(payment).toEqual({ provider: 'stripe', status: 'succeeded', amount_cents: 7550 });
    const audit = await dataSource.query(`SELECT actor_type FROM audit_log WHERE action = 'payment_link.paid' AND order_id = $1`, [order.id]);
    expect(audit).toEqual([{ actor_type: 'system' }]);

    // The event delivered again changes nothing.
    expect((await sendEvent('evt_cs_paid', 'checkout.session.completed', completed).expect(200)).body).toEqual({ received: true, duplicate: true });
    expect((await dataSource.query('SELECT count(*)::int AS n FROM payments WHERE extra_charge_id = $1', [id]))[0].n).toBe(1);
    expect((await http().get(`/api/payment-links/${row.payment_token}`).expect(200)).body).toMatchObject({ status: 'paid', checkoutUrl: null });
  });

  it('does not settle a charge from a session whose amount differs', async () => {
    const order = await enterOrder(testApp, token, 'tamper@example.com');
    const response = await http()
      .post(`/api/admin/orders/${order.id}/payment-link`)
      .set('Authorization', `Bearer ${token}`)
      .send({ description: 'Fee', amount: 20 })
      .expect(201);
    const sessionId = response.body.charge.paymentUrl.split('/').pop() as string;
    const completed = { ...stub.completeSession(sessionId), amount_total: 100 };
    await sendEvent('evt_cs_tampered', 'checkout.session.completed', completed).expect(200);
    expect((await dataSource.query('SELECT status FROM extra_charges WHERE id = $1', [response.body.charge.id]))[0].status).toBe('pending');
  });
});
