import Stripe from 'stripe';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PAYMENT_MESSAGES } from '../src/payments/payment-provider.js';
import { PRICING_MESSAGES } from '../src/pricing/pricing.service.js';
import { ORDER_MESSAGES, RETURN_RATE_REQUIRED_MESSAGE } from '@apostille/domain';
import { anyClient, intentRequest, orderFields, snapshot, submitOrder } from './support/ordering-fixtures.js';
import { startStripeStub, type StripeStub } from './support/stripe-stub.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

const card = (clientSecret: string, cardNumber: string, overrides: Record<string, unknown> = {}) => ({
  clientSecret,
  cardNumber,
  expMonth: 12,
  expYear: 2099,
  cvc: '123',
  ...overrides,
});

describe('payments with the offline provider', () => {
  let testApp: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    testApp = await bootTestApp();
    dataSource = testApp.app.get(DataSource);
  });
  afterAll(() => testApp?.close());

  const http = () => request(testApp.app.getHttpServer());
  const statusOf = async (id: string) => (await dataSource.query('SELECT status FROM payments WHERE payment_intent_id = $1', [id]))[0]?.status;

  it('prices the intent on the server and reuses it for the same inputs', async () => {
    const first = await http().post('/api/create-payment-intent').set('X-Forwarded-For', anyClient()).send(intentRequest()).expect(200);
    expect(first.body).toEqual({
      clientSecret: expect.stringMatching(/^pi_offline_[0-9a-f]{24}_secret_/),
      verifiedAmount: 411.45,
      paymentIntentId: expect.stringMatching(/^pi_offline_/),
    });
    // The browser's shipping cost is ignored: the server prices the rate id.
    const again = await http()
      .post('/api/create-payment-intent')
      .send(intentRequest({ selectedShippingRate: { rateId: 'fallback-usps-priority-flat', cost: 0.01, serviceDescription: 'cheap' } }))
      .expect(200);
    expect(again.body).toEqual(first.body);
    const [concurrentA, concurrentB] = await Promise.all([
      http()
        .post('/api/create-payment-intent')
        .set('X-Forwarded-For', anyClient())
        .send(intentRequest({ documentCount: 2 })),
      http()
        .post('/api/create-payment-intent')
        .set('X-Forwarded-For', anyClient())
        .send(intentRequest({ documentCount: 2 })),
    ]);
    expect(concurrentA.body.paymentIntentId).toBe(concurrentB.body.paymentIntentId);
    expect(concurrentA.body.verifiedAmount).toBe(411.45 - 65 - 10);

    const changed = await http()
      .post('/api/create-payment-intent')
      .set('X-Forwarded-For', anyClient())
      .send(intentRequest({ additionalServices: { scanning: false } }))
      .expect(200);
    expect(changed.body.paymentIntentId).not.toBe(first.body.paymentIntentId);
    expect(changed.body.verifiedAmount).toBe(396.45);
    const rows = await dataSource.query('SELECT count(*)::int AS n FROM payments');
    expect(rows[0].n).toBe(3);
  });

  it('reuses a declined intent, never a paid one, and makes one intent for many identical requests at once', async () => {
    const body = intentRequest({ customerEmail: 'reuse@example.com' });
    const first = (await http().post('/api/create-payment-intent').set('X-Forwarded-For', anyClient()).send(body).expect(200)).body;
    await http().post('/api/payments/offline/confirm').send(card(first.clientSecret, '4000 0000 0000 0002')).expect(402);
    const afterDecline = (await http().post('/api/create-payment-intent').set('X-Forwarded-For', anyClient()).send(body).expect(200)).body;
    expect(afterDecline).toEqual(first);

    await http().post('/api/payments/offline/confirm').send(card(first.clientSecret, '4242 4242 4242 4242')).expect(200);
    const afterPayment = (await http().post('/api/create-payment-intent').set('X-Forwarded-For', anyClient()).send(body).expect(200)).body;
    expect(afterPayment.paymentIntentId).not.toBe(first.paymentIntentId);

    const burst = await Promise.all(
      Array.from({ length: 6 }, () =>
        http()
          .post('/api/create-payment-intent')
          .set('X-Forwarded-For', anyClient())
          .send(intentRequest({ customerEmail: 'burst@example.com' })),
      ),
    );
    expect(new Set(burst.map((r) => r.body.paymentIntentId)).size).toBe(1);
    const rows = await dataSource.query(`SELECT count(*)::int AS n FROM payments WHERE payment_intent_id = $1`, [burst[0].body.paymentIntentId]);
    expect(rows[0].n).toBe(1);
    const open = await dataSource.query(
      `SELECT request_fingerprint, count(*)::int AS n FROM payments
        WHERE order_id IS NULL AND status IN ('requires_payment_method', 'failed') GROUP BY 1 HAVING count(*) > 1`,
    );
    expect(open).toEqual([]);
  });

  it('validates the intent request', async () => {
    const bad = await http()
      .post('/api/create-payment-intent')
      .send(intentRequest({ serviceLevel: 'warp', documentCount: 11, customerEmail: 'nope' }))
      .expect(400);
    expect(bad.body.errors.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining(['Service level is required', 'Maximum 10 documents per order', 'Valid email is required']),
    );
    const unknownRate = await http()
      .post('/api/create-payment-intent')
      .send(intentRequest({ selectedShippingRate: { rateId: 'free-shipping', cost: 0, serviceDescription: 'x' } }))
      .expect(400);
    expect(unknownRate.body.message).toBe(PRICING_MESSAGES.unknownShippingRate);
    // An unknown document type is called unknown, a blank one missing.
    const unknownType = await http()
      .post('/api/create-payment-intent')
      .send(intentRequest({ documentTypes: ['Moon Deed'] }))
      .expect(400);
    expect(unknownType.body.errors).toEqual([{ field: 'documentTypes', message: ORDER_MESSAGES.documentTypeUnknown }]);
    const blankType = await http()
      .post('/api/create-payment-intent')
      .send(intentRequest({ documentTypes: [''] }))
      .expect(400);
    expect(blankType.body.errors).toEqual([{ field: 'documentTypes', message: ORDER_MESSAGES.documentTypeRequired }]);
  });

  it('requires a return rate for mail and carriers, and never charges one for pickup', async () => {
    const noRate = await http()
      .post('/api/create-payment-intent')
      .set('X-Forwarded-For', anyClient())
      .send(intentRequest({ selectedShippingRate: null }))
      .expect(400);
    expect(noRate.body.errors).toEqual([{ field: 'selectedShippingRate', message: RETURN_RATE_REQUIRED_MESSAGE }]);
    const fedexNoRate = await http()
      .post('/api/create-payment-intent')
      .set('X-Forwarded-For', anyClient())
      .send(intentRequest({ deliveryMethod: 'fedex', selectedShippingRate: null }));
    expect(fedexNoRate.status).toBe(400);

    // Pickup with a FedEx overnight rate left over from before the switch: the rate is not charged.
    const overnight = { rateId: 'fallback-fedex-priority-overnight', cost: 55, serviceDescription: 'FedEx Priority Overnight' };
    const pickup = await http()
      .post('/api/create-payment-intent')
      .set('X-Forwarded-For', anyClient())
      .send(intentRequest({ deliveryMethod: 'pickup', selectedShippingRate: overnight }))
      .expect(200);
    const pickupNoRate = await http()
      .post('/api/create-payment-intent')
      .set('X-Forwarded-For', anyClient())
      .send(intentRequest({ deliveryMethod: 'pickup', selectedShippingRate: null }))
      .expect(200);
    expect(pickup.body.verifiedAmount).toBe(411.45 - 9.45);
    expect(pickupNoRate.body.verifiedAmount).toBe(pickup.body.verifiedAmount);
  });

  it('confirms cards the way Stripe test mode does and never stores the number', async () => {
    const intent = async (email: string) =>
      (
        await http()
          .post('/api/create-payment-intent')
          .set('X-Forwarded-For', anyClient())
          .send(intentRequest({ customerEmail: email }))
          .expect(200)
      ).body;

    const declined = await intent('declined@example.com');
    const decline = await http().post('/api/payments/offline/confirm').send(card(declined.clientSecret, '4000 0000 0000 0002')).expect(402);
    expect(decline.body).toEqual({ statusCode: 402, message: 'Your card was declined.' });
    expect(await statusOf(declined.paymentIntentId)).toBe('failed');

    const invalid = await http().post('/api/payments/offline/confirm').send(card(declined.clientSecret, '4242 4242 4242 4241')).expect(400);
    expect(invalid.body.message).toBe('Your card number is invalid.');
    const expired = await http()
      .post('/api/payments/offline/confirm')
      .send(card(declined.clientSecret, '4242 4242 4242 4242', { expMonth: 1, expYear: 2020 }))
      .expect(400);
    expect(expired.body.message).toBe('Your card has expired.');

    // After a decline the customer may try another card on the same intent.
    const ok = await http().post('/api/payments/offline/confirm').send(card(declined.clientSecret, '4242 4242 4242 4242')).expect(200);
    expect(ok.body).toEqual({ status: 'succeeded', paymentIntentId: declined.paymentIntentId });
    expect(await statusOf(declined.paymentIntentId)).toBe('succeeded');

    const other = await intent('luhn@example.com');
    await http().post('/api/payments/offline/confirm').send(card(other.clientSecret, '5555 5555 5555 4444')).expect(200);

    const forged = await http()
      .post('/api/payments/offline/confirm')
      .send(card(`${other.paymentIntentId}_secret_${'A'.repeat(32)}`, '4242424242424242'))
      .expect(400);
    expect(forged.body.message).toBe(PAYMENT_MESSAGES.invalidClientSecret);

    const columns = await dataSource.query(`SELECT string_agg(row_to_json(p)::text, '') AS dump FROM payments p`);
    // Eight digits of a card in a row, with or without its space: four alone also turn up in random ids and times.
    expect(columns[0].dump).not.toMatch(/4242\s?4242|5555\s?5555|4000\s?0000|0000\s?0002/);
  });
});

describe('payments with Stripe (against a local stand-in) and its webhook', () => {
  const webhookSecret = 'whsec_test_secret_for_the_ordering_tests';
  let stub: StripeStub;
  let testApp: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    stub = await startStripeStub();
    testApp = await bootTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_ordering',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_ordering',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: stub.url,
      },
    });
    dataSource = testApp.app.get(DataSource);
  });
  afterAll(async () => {
    await testApp?.close();
    await stub?.close();
  });

  const http = () => request(testApp.app.getHttpServer());

  function signedEvent(id: string, type: string, object: Record<string, unknown>) {
    const payload = JSON.stringify({ id, object: 'event', type, data: { object }, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000) });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    return { payload, header };
  }

  it('creates, reuses and verifies intents through the Stripe API', async () => {
    const first = await http().post('/api/create-payment-intent').set('X-Forwarded-For', anyClient()).send(intentRequest()).expect(200);
    expect(first.body.paymentIntentId).toMatch(/^pi_[0-9a-f]{24}$/);
    expect(first.body.verifiedAmount).toBe(411.45);
    expect(stub.intents.get(first.body.paymentIntentId)).toMatchObject({ amount: 41145, currency: 'usd', receipt_email: 'ada@example.com' });
    const again = await http().post('/api/create-payment-intent').set('X-Forwarded-For', anyClient()).send(intentRequest()).expect(200);
    expect(again.body).toEqual(first.body);
    expect(stub.calls.filter((c) => c === 'POST /v1/payment_intents')).toHaveLength(1);

    // Not paid yet: no order.
    const before = await snapshot(testApp);
    const unpaid = await submitOrder(testApp, orderFields(first.body.paymentIntentId));
    expect(unpaid.status).toBe(402);
    expect(await snapshot(testApp)).toEqual(before);

    stub.succeed(first.body.paymentIntentId);
    const order = await submitOrder(testApp, orderFields(first.body.paymentIntentId)).expect(201);
    expect(order.body.totalAmount).toBe(411.45);

    // A paid intent is never handed out again for a new checkout with the same inputs.
    const next = await http().post('/api/create-payment-intent').set('X-Forwarded-For', anyClient()).send(intentRequest()).expect(200);
    expect(next.body.paymentIntentId).not.toBe(first.body.paymentIntentId);
  });

  it('refuses a webhook with a bad signature before looking anything up', async () => {
    const { payload } = signedEvent('evt_bad', 'payment_intent.succeeded', { id: 'pi_x', object: 'payment_intent' });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const response = await http().post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', forged).send(payload).expect(400);
    expect(response.body.message).toBe(PAYMENT_MESSAGES.webhookSignature);
    await http().post('/api/stripe/webhook').set('Content-Type', 'application/json').send(payload).expect(400);
    const events = await dataSource.query('SELECT count(*)::int AS n FROM processed_webhook_events');
    expect(events[0].n).toBe(0);
  });

  it('processes each event once and keeps the payment row in step', async () => {
    const intent = await http()
      .post('/api/create-payment-intent')
      .set('X-Forwarded-For', anyClient())
      .send(intentRequest({ customerEmail: 'hook@example.com' }))
      .expect(200);
    const id = intent.body.paymentIntentId;
    const failed = signedEvent('evt_failed_1', 'payment_intent.payment_failed', { id, object: 'payment_intent', status: 'requires_payment_method' });
    const send = (event: { payload: string; header: string }) =>
      http().post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', event.header).send(event.payload);

    expect((await send(failed).expect(200)).body).toEqual({ received: true, duplicate: false });
    const status = async () => (await dataSource.query('SELECT status FROM payments WHERE payment_intent_id = $1', [id]))[0].status;
    expect(await status()).toBe('failed');

    const succeeded = signedEvent('evt_succeeded_1', 'payment_intent.succeeded', { id, object: 'payment_intent', status: 'succeeded' });
    await send(succeeded).expect(200);
    expect(await status()).toBe('succeeded');

    // The failure event delivered again: recognised as a duplicate, the payment stays succeeded.
    expect((await send(failed).expect(200)).body).toEqual({ received: true, duplicate: true });
    expect(await status()).toBe('succeeded');
    const processed = await dataSource.query('SELECT event_id FROM processed_webhook_events ORDER BY event_id');
    expect(processed.map((r: { event_id: string }) => r.event_id)).toEqual(['evt_failed_1', 'evt_succeeded_1']);
  });

  it('has no offline card confirmation when Stripe is configured', async () => {
    await http().post('/api/payments/offline/confirm').send(card('pi_offline_x', '4242424242424242')).expect(404);
  });
});
