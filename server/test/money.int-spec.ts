import { centsToDollars, quote } from '@apostille/domain';
import Stripe from 'stripe';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { TOO_MANY_REQUESTS_MESSAGE } from '../src/common/throttling/rate-limits.js';
import { ORDER_ERRORS } from '../src/checkout/order-placement.service.js';
import { PAYMENT_MESSAGES } from '../src/payments/payment-provider.js';
import { anyClient, intentRequest, newCheckoutKey, orderFields, PDF, snapshot, submitOrder, THREE_FILES } from './support/ordering-fixtures.js';
import { startStripeStub, type StripeStub } from './support/stripe-stub.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

/**
 * Money integrity: an intent belongs to the checkout that created it, an order is paid exactly
 * once for exactly its server price, and webhooks in any order or number change nothing else.
 */

const VICTIM = { email: 'victim@example.com', first: 'Vera', last: 'Victim' };
const ATTACKER = { email: 'mallory@example.com', first: 'Mallory', last: 'Attacker' };

const card = (clientSecret: string) => ({ clientSecret, cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' });

/** The victim's create-payment-intent body, exactly as their browser sends it. */
const victimIntent = (checkoutKey: string) =>
  intentRequest({ checkoutKey, customerEmail: VICTIM.email, metadata: { serviceLevel: 'rush', customerName: 'Vera Victim' } });

const orderOf = (who: typeof VICTIM, paymentIntentId: string, checkoutKey: string, overrides: Record<string, string> = {}) =>
  orderFields(paymentIntentId, { checkoutKey, customerEmail: who.email, customerFirstName: who.first, customerLastName: who.last, ...overrides });

async function ordersFor(dataSource: DataSource, paymentIntentId: string) {
  return dataSource.query<{ orderNumber: string; email: string; totalCents: number; customer: string }[]>(
    `SELECT o.order_number AS "orderNumber", o.customer_email AS "email", o.total_amount_cents AS "totalCents", c.email AS "customer"
       FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.payment_intent_id = $1`,
    [paymentIntentId],
  );
}

describe('money: intents belong to their checkout (offline provider)', () => {
  let testApp: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    testApp = await bootTestApp();
    dataSource = testApp.app.get(DataSource);
  });
  afterAll(() => testApp?.close());

  const http = () => request(testApp.app.getHttpServer());
  const createIntent = (body: object, from = anyClient()) => http().post('/api/create-payment-intent').set('X-Forwarded-For', from).send(body);
  const pay = async (clientSecret: string) =>
    http().post('/api/payments/offline/confirm').set('X-Forwarded-For', anyClient()).send(card(clientSecret)).expect(200);

  it("never hands a victim's intent to a stranger repeating their request, and the victim's order is the victim's", async () => {
    const victimKey = newCheckoutKey();
    const victim = (await createIntent(victimIntent(victimKey)).expect(200)).body;

    // The attacker repeats the victim's request word for word, with a checkout key of their own...
    const attackerKey = newCheckoutKey();
    const copied = (await createIntent(victimIntent(attackerKey)).expect(200)).body;
    expect(copied.paymentIntentId).not.toBe(victim.paymentIntentId);
    expect(copied.clientSecret).not.toBe(victim.clientSecret);
    // ...or without one: refused, and no secret in the answer.
    const { checkoutKey: _omitted, ...withoutKey } = victimIntent(victimKey);
    const keyless = await createIntent(withoutKey).expect(400);
    expect(JSON.stringify(keyless.body)).not.toContain('_secret_');
    expect(keyless.body.errors.map((e: { message: string }) => e.message)).toContain(PAYMENT_MESSAGES.checkoutKeyRequired);

    // The attacker polls for the victim's intent before and after the victim pays: never an order.
    const before = await snapshot(testApp);
    const steal = () => submitOrder(testApp, orderOf(ATTACKER, victim.paymentIntentId, attackerKey));
    expect((await steal()).status).toBe(400);
    await pay(victim.clientSecret);
    const stolen = await steal();
    expect(stolen.status).toBe(400);
    expect(stolen.body).toEqual({ statusCode: 400, message: PAYMENT_MESSAGES.paymentNotFound });
    // Even with the victim's own e-mail address the attacker cannot place it.
    expect((await submitOrder(testApp, orderOf(VICTIM, victim.paymentIntentId, newCheckoutKey()))).status).toBe(400);
    expect(await snapshot(testApp)).toEqual(before);

    const placed = await submitOrder(testApp, orderOf(VICTIM, victim.paymentIntentId, victimKey)).expect(201);
    expect(placed.body.totalAmount).toBe(411.45);
    const rows = await ordersFor(dataSource, victim.paymentIntentId);
    expect(rows).toEqual([{ orderNumber: expect.any(String), email: VICTIM.email, totalCents: 41145, customer: VICTIM.email }]);

    // Once placed, the order is not answered to anyone else either (no order number, no personal data).
    const late = await steal();
    expect(late.status).toBe(400);
    expect(JSON.stringify(late.body)).not.toContain(rows[0].orderNumber);
    expect(JSON.stringify(late.body)).not.toContain(VICTIM.email);
  });

  it('refuses client totals and order details that differ from the server quote or from the intent', async () => {
    const key = newCheckoutKey();
    const intent = (await createIntent(victimIntent(key)).expect(200)).body;
    expect(intent.verifiedAmount).toBe(411.45);
    await pay(intent.clientSecret);
    const before = await snapshot(testApp);

    // The browser's total is not the server's price.
    const cheap = await submitOrder(testApp, orderOf(VICTIM, intent.paymentIntentId, key, { totalAmount: '1.00' })).expect(400);
    expect(cheap.body.message).toBe(ORDER_ERRORS.totalMismatch);

    // A consistent order for more than the intent was made (and paid) for: 4 documents' price, 3 documents paid.
    const fourDocuments = orderOf(VICTIM, intent.paymentIntentId, key, {
      documentCount: '4',
      totalAmount: String(
        centsToDollars(
          quote({ serviceLevel: 'rush', documentCount: 4, deliveryMethod: 'mail', shippingRateCents: 945, additionalServices: { scanning: true } }).totalCents,
        ),
      ),
      documentTypes: JSON.stringify(['Birth Certificate', 'Marriage Certificate', 'College Diploma', 'Birth Certificate']),
    });
    const files = [...THREE_FILES, { name: 'extra.pdf', content: PDF }];
    const bigger = await submitOrder(testApp, fourDocuments, files).expect(400);
    expect(bigger.body.message).toBe(PAYMENT_MESSAGES.amountMismatch);

    // Another e-mail address than the one the intent was made for.
    const otherEmail = await submitOrder(testApp, orderOf(ATTACKER, intent.paymentIntentId, key)).expect(400);
    expect(otherEmail.body.message).toBe(PAYMENT_MESSAGES.emailMismatch);

    expect(await snapshot(testApp)).toEqual(before);
    // The rightful order still goes through (the e-mail compares without case).
    await submitOrder(testApp, orderOf(VICTIM, intent.paymentIntentId, key, { customerEmail: 'Victim@Example.com' })).expect(201);
  });

  it('answers a replayed intent with the first order and stores nothing twice; another checkout cannot reuse it', async () => {
    const key = newCheckoutKey();
    const intent = (await createIntent(victimIntent(key)).expect(200)).body;
    await pay(intent.clientSecret);

    const [a, b] = await Promise.all([
      submitOrder(testApp, orderOf(VICTIM, intent.paymentIntentId, key)),
      submitOrder(testApp, orderOf(VICTIM, intent.paymentIntentId, key)),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.orderNumber).toBe(b.body.orderNumber);
    const after = await snapshot(testApp);

    const replay = await submitOrder(testApp, orderOf(VICTIM, intent.paymentIntentId, key)).expect(200);
    expect(replay.body.orderNumber).toBe(a.body.orderNumber);
    const otherCheckout = await submitOrder(testApp, orderOf(VICTIM, intent.paymentIntentId, newCheckoutKey())).expect(400);
    expect(otherCheckout.body.message).toBe(PAYMENT_MESSAGES.paymentNotFound);
    expect(await snapshot(testApp)).toEqual(after);
    expect(await ordersFor(dataSource, intent.paymentIntentId)).toHaveLength(1);

    // A new checkout with the same cart gets a new intent, never the paid one.
    const next = (await createIntent(victimIntent(newCheckoutKey())).expect(200)).body;
    expect(next.paymentIntentId).not.toBe(intent.paymentIntentId);
  });

  it('limits intents and order submissions per client', async () => {
    const from = '203.0.113.7';
    const body = victimIntent(newCheckoutKey());
    for (let i = 0; i < 20; i += 1) await createIntent(body, from).expect(200);
    const limited = await createIntent(body, from).expect(429);
    expect(limited.body).toEqual({ statusCode: 429, message: TOO_MANY_REQUESTS_MESSAGE });
    await createIntent(body).expect(200);

    for (let i = 0; i < 10; i += 1) await http().post('/api/orders').set('X-Forwarded-For', from).field('paymentIntentId', 'pi_offline_x').expect(400);
    const orderLimited = await http().post('/api/orders').set('X-Forwarded-For', from).field('paymentIntentId', 'pi_offline_x').expect(429);
    expect(orderLimited.body.message).toBe(TOO_MANY_REQUESTS_MESSAGE);
  });

  it('limits offline card confirmations per client', async () => {
    const from = '203.0.113.8';
    const confirm = () =>
      http()
        .post('/api/payments/offline/confirm')
        .set('X-Forwarded-For', from)
        .send({ clientSecret: 'pi_offline_unknown_secret_x', cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123', postalCode: '32301' });
    for (let i = 0; i < 20; i += 1) expect((await confirm()).status).not.toBe(429);
    const limited = await confirm().expect(429);
    expect(limited.body).toEqual({ statusCode: 429, message: TOO_MANY_REQUESTS_MESSAGE });
  });
});

describe('money: Stripe intents and webhooks (local Stripe stand-in)', () => {
  const webhookSecret = 'whsec_test_secret_for_the_money_suite';
  let stub: StripeStub;
  let testApp: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    stub = await startStripeStub();
    testApp = await bootTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_money', STRIPE_PUBLISHABLE_KEY: 'pk_test_money', STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: stub.url },
    });
    dataSource = testApp.app.get(DataSource);
  });
  afterAll(async () => {
    await testApp?.close();
    await stub?.close();
  });

  const http = () => request(testApp.app.getHttpServer());
  const createIntent = (body: object) => http().post('/api/create-payment-intent').set('X-Forwarded-For', anyClient()).send(body);
  const send = (event: Record<string, unknown>) => {
    const payload = JSON.stringify({ object: 'event', api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), ...event });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    return http().post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', header).send(payload);
  };
  const intentEvent = (id: string, type: string, intentId: string, status: string) => ({
    id,
    type,
    data: { object: { id: intentId, object: 'payment_intent', amount: 41145, currency: 'usd', status } },
  });
  const paymentStatus = async (id: string) => (await dataSource.query('SELECT status FROM payments WHERE payment_intent_id = $1', [id]))[0].status;

  it('gives a stranger repeating the request their own Stripe intent', async () => {
    const victim = (await createIntent(victimIntent(newCheckoutKey())).expect(200)).body;
    const copied = (await createIntent(victimIntent(newCheckoutKey())).expect(200)).body;
    expect(copied.paymentIntentId).not.toBe(victim.paymentIntentId);
    expect(copied.clientSecret).not.toBe(victim.clientSecret);
    expect(stub.intents.get(victim.paymentIntentId)).toMatchObject({ amount: 41145, receipt_email: VICTIM.email, metadata: { customerEmail: VICTIM.email } });
  });

  it('makes exactly one order, for the right amount and customer, whatever webhooks arrive in whatever order', async () => {
    const key = newCheckoutKey();
    const intent = (await createIntent(victimIntent(key)).expect(200)).body;
    const id = intent.paymentIntentId as string;
    stub.succeed(id);

    // Success first, then a stale failure, then success again (redelivered): the payment stays succeeded.
    expect((await send(intentEvent('evt_money_ok', 'payment_intent.succeeded', id, 'succeeded')).expect(200)).body).toEqual({
      received: true,
      duplicate: false,
    });
    await send(intentEvent('evt_money_failed', 'payment_intent.payment_failed', id, 'requires_payment_method')).expect(200);
    expect((await send(intentEvent('evt_money_ok', 'payment_intent.succeeded', id, 'succeeded')).expect(200)).body).toEqual({
      received: true,
      duplicate: true,
    });
    expect(await paymentStatus(id)).toBe('succeeded');

    // The attacker cannot use the paid intent; the owner can, once.
    await submitOrder(testApp, orderOf(ATTACKER, id, newCheckoutKey())).expect(400);
    const placed = await submitOrder(testApp, orderOf(VICTIM, id, key)).expect(201);
    const after = await snapshot(testApp);

    // Late and duplicate events after the order, and the owner's retried submit: nothing new.
    await send(intentEvent('evt_money_failed_late', 'payment_intent.payment_failed', id, 'requires_payment_method')).expect(200);
    await send(intentEvent('evt_money_ok_again', 'payment_intent.succeeded', id, 'succeeded')).expect(200);
    await send(intentEvent('evt_money_ok', 'payment_intent.succeeded', id, 'succeeded')).expect(200);
    const retried = await submitOrder(testApp, orderOf(VICTIM, id, key)).expect(200);
    expect(retried.body.orderNumber).toBe(placed.body.orderNumber);

    expect(await snapshot(testApp)).toEqual(after);
    expect(await paymentStatus(id)).toBe('succeeded');
    expect(await ordersFor(dataSource, id)).toEqual([{ orderNumber: placed.body.orderNumber, email: VICTIM.email, totalCents: 41145, customer: VICTIM.email }]);
  });

  it('answers a signed event without data.object with a 400 (handled types) or ignores it (other types), never a 500', async () => {
    const malformed = await send({ id: 'evt_money_no_object', type: 'payment_intent.succeeded', data: {} }).expect(400);
    expect(malformed.body).toEqual({ statusCode: 400, message: PAYMENT_MESSAGES.webhookMalformed });
    await send({ id: 'evt_money_no_data', type: 'checkout.session.completed' }).expect(400);
    await send({ id: 'evt_money_null_object', type: 'payment_intent.payment_failed', data: { object: null } }).expect(400);
    expect((await send({ id: 'evt_money_other', type: 'customer.created' }).expect(200)).body).toEqual({ received: true, duplicate: false });
  });
});
