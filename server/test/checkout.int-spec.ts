import { randomBytes, randomUUID } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import Stripe from 'stripe';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CHECKOUT_MESSAGES, MAX_FILE_BYTES, ORDER_MESSAGES, UPLOAD_MESSAGES } from '@apostille/domain';
import { CheckoutReconciliationService } from '../src/checkout/checkout-reconciliation.service.js';
import { PAYMENT_MESSAGES } from '../src/payments/payment-provider.js';
import { PaymentsService } from '../src/payments/payments.service.js';
import { QUEUES } from '../src/queue/queue-names.js';
import { anyClient, intentRequest, JPEG, newCheckoutKey, offlineCard, orderFields, PDF, PNG, submitOrder, waitFor } from './support/ordering-fixtures.js';
import { startStripeStub, type StripeStub } from './support/stripe-stub.js';
import { bootTestApp, type TestApp } from './support/test-app.js';
import { staffSession } from './support/staff-session.js';

const HOUR_MS = 60 * 60 * 1000;
const STAFF = 'checkout-staff';
const TYPES = ['Birth Certificate', 'Marriage Certificate', 'College Diploma'];

/** The customer site's calls, for one app. */
function checkoutClient(testApp: () => TestApp) {
  const http = () => request(testApp().app.getHttpServer());
  return {
    http,
    stage: (key: string, name: string, content: Buffer) =>
      http().post('/api/checkout/files').set('X-Checkout-Key', key).set('X-Forwarded-For', anyClient()).attach('file', content, name),
    intent: (body: Record<string, unknown>) => http().post('/api/create-payment-intent').set('X-Forwarded-For', anyClient()).send(body),
    placeOrder: (key: string, paymentIntentId: string) =>
      http().post('/api/checkout/order').set('X-Checkout-Key', key).set('X-Forwarded-For', anyClient()).send({ paymentIntentId }),
    restore: (key: string) => http().get('/api/checkout').set('X-Checkout-Key', key).set('X-Forwarded-For', anyClient()),
  };
}

/** The order part of create-payment-intent, as the page sends it. */
function order(fileIds: string[][], overrides: Record<string, unknown> = {}) {
  return {
    customerFirstName: 'Ada',
    customerLastName: 'Lovelace',
    customerEmail: 'ada@example.com',
    customerPhone: '(850) 555-0123',
    destinationCountry: 'Italy',
    shippingAddress: { street: '1 Main St', city: 'Tallahassee', state: 'FL', zipCode: '32301', country: 'United States', notes: '' },
    documents: fileIds.map((files, index) => ({ documentType: TYPES[index % TYPES.length], files })),
    notes: 'Please call before shipping.',
    ...overrides,
  };
}

/** create-payment-intent with the order: the cart of the libs/domain worked example, sized to the documents. */
function checkoutIntent(key: string, fileIds: string[][], orderOverrides: Record<string, unknown> = {}, cartOverrides: Record<string, unknown> = {}) {
  return {
    ...intentRequest({ checkoutKey: key, documentCount: fileIds.length, documentTypes: fileIds.map((_, index) => TYPES[index % TYPES.length]) }),
    order: order(fileIds, orderOverrides),
    ...cartOverrides,
  };
}

async function stagedIds(client: ReturnType<typeof checkoutClient>, key: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const [name, content] = [
      ['birth.pdf', PDF],
      ['marriage.png', PNG],
      ['diploma.jpg', JPEG],
    ][index % 3] as [string, Buffer];
    const staged = await client.stage(key, name, content).expect(201);
    ids.push(staged.body.id as string);
  }
  return ids;
}

/** After every test: once the reconciliation caught up, no paid intent is left without an order or a refund. */
async function expectEveryPaymentSettled(testApp: TestApp): Promise<void> {
  await testApp.app.get(CheckoutReconciliationService).reconcile(new Date(Date.now() + 2 * HOUR_MS));
  expect(await testApp.app.get(PaymentsService).paidIntentsWithoutOrderOrRefund()).toEqual([]);
}

describe('checkout with the offline provider', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  const client = checkoutClient(() => testApp);
  const paymentCount = async () => (await dataSource.query('SELECT count(*)::int AS n FROM payments'))[0].n as number;
  const ordersOf = (intentId: string) => dataSource.query('SELECT order_number FROM orders WHERE payment_intent_id = $1', [intentId]);

  beforeAll(async () => {
    testApp = await bootTestApp({ env: { ADMIN_USERNAME: STAFF, ADMIN_PASSWORD: 'correct-horse-battery-staple' } });
    dataSource = testApp.app.get(DataSource);
  });
  afterEach(() => expectEveryPaymentSettled(testApp));
  afterAll(() => testApp?.close());

  it('refuses each bad file at upload, with the reason, and keeps nothing of it', async () => {
    const key = newCheckoutKey();
    const refusal = async (name: string, content: Buffer) => (await client.stage(key, name, content).expect(400)).body.message;
    expect(await refusal('empty.pdf', Buffer.alloc(0))).toBe(UPLOAD_MESSAGES.empty);
    expect(await refusal('setup.pdf', Buffer.concat([Buffer.from('MZ'), randomBytes(500)]))).toBe(UPLOAD_MESSAGES.wrongType);
    expect(await refusal('big.pdf', Buffer.concat([PDF, Buffer.alloc(MAX_FILE_BYTES + 1 - PDF.length)]))).toBe(UPLOAD_MESSAGES.tooLarge);
    expect((await client.restore(key).expect(200)).body.files).toEqual([]);

    await stagedIds(client, key, 10);
    expect(await refusal('eleventh.pdf', PDF)).toBe(UPLOAD_MESSAGES.tooMany);
    expect((await client.restore(key).expect(200)).body.files).toHaveLength(10);
    // Concurrent uploads are counted one after the other: none gets past the limit.
    const other = newCheckoutKey();
    const answers = await Promise.all(Array.from({ length: 12 }, () => client.stage(other, 'a.pdf', PDF)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    expect((await client.restore(other).expect(200)).body.files).toHaveLength(10);
  });

  it('refuses at intent time every order the server would refuse later: the field, the reason, no intent', async () => {
    const key = newCheckoutKey();
    const ids = await stagedIds(client, key, 3);
    const before = await paymentCount();
    const long = 'x'.repeat(10_000);
    const refusals: [Record<string, unknown>, string][] = [
      [{ notes: long }, 'notes'],
      [{ customerFirstName: long }, 'customerFirstName'],
      [{ customerLastName: long }, 'customerLastName'],
      [{ customerPhone: long }, 'customerPhone'],
      [{ shippingAddress: { ...order([]).shippingAddress, street: long } }, 'shippingAddress.street'],
      [{ shippingAddress: { ...order([]).shippingAddress, city: long } }, 'shippingAddress.city'],
      [{ shippingAddress: { ...order([]).shippingAddress, notes: long } }, 'shippingAddress.notes'],
      [{ customerFirstName: 'Ada 🎉' }, 'customerFirstName'],
      [{ customerPhone: 'call me maybe' }, 'customerPhone'],
      [{ shippingAddress: { ...order([]).shippingAddress, zipCode: '3230' } }, 'shippingAddress.zipCode'],
    ];
    for (const [overrides, field] of refusals) {
      const answer = await client.intent(checkoutIntent(key, [[ids[0]], [ids[1]], [ids[2]]], overrides)).expect(400);
      expect(answer.body.errors.map((error: { field: string }) => error.field)).toEqual([field]);
      expect(answer.body.message).toBe(answer.body.errors[0].message);
    }
    expect(await paymentCount()).toBe(before);
  });

  it('refuses a rate for another address and files that are not staged in this checkout', async () => {
    const key = newCheckoutKey();
    const ids = await stagedIds(client, key, 3);
    const otherKey = newCheckoutKey();
    const [othersFile] = await stagedIds(client, otherKey, 1);
    const before = await paymentCount();

    const canada = await client
      .intent(checkoutIntent(key, [[ids[0]], [ids[1]], [ids[2]]], { shippingAddress: { ...order([]).shippingAddress, country: 'Canada', zipCode: 'K1A 0B1' } }))
      .expect(400);
    expect(canada.body.errors).toEqual([{ field: 'selectedShippingRate', message: expect.stringContaining('does not match the shipping country') }]);

    const forged = await client.intent(checkoutIntent(key, [[ids[0]], [randomUUID()], [othersFile]])).expect(400);
    expect(forged.body.errors).toEqual([
      { field: 'documents[1].files', message: CHECKOUT_MESSAGES.fileNotStaged },
      { field: 'documents[2].files', message: CHECKOUT_MESSAGES.fileNotStaged },
    ]);
    const twice = await client.intent(checkoutIntent(key, [[ids[0]], [ids[0]], [ids[2]]])).expect(400);
    expect(twice.body.errors).toEqual([{ field: 'documents[1].files', message: CHECKOUT_MESSAGES.fileUsedTwice }]);
    expect(await paymentCount()).toBe(before);

    // Another browser's key sees nothing of this checkout and cannot remove its files.
    await client.http().delete(`/api/checkout/files/${ids[0]}`).set('X-Checkout-Key', otherKey).expect(404);
    expect((await client.restore(otherKey).expect(200)).body.files.map((file: { id: string }) => file.id)).toEqual([othersFile]);
  });

  it('keeps the form and its files under the checkout key, and nothing without a valid key', async () => {
    const key = newCheckoutKey();
    expect((await client.restore(key).expect(200)).body).toEqual({ state: 'open', step: 0, draft: null, files: [] });
    const [id] = await stagedIds(client, key, 1);
    await client
      .http()
      .put('/api/checkout')
      .set('X-Checkout-Key', key)
      .send({ step: 2, draft: { customerFirstName: 'Ada' } })
      .expect(204);
    expect((await client.restore(key).expect(200)).body).toEqual({
      state: 'open',
      step: 2,
      draft: { customerFirstName: 'Ada' },
      files: [{ id, name: 'birth.pdf', size: PDF.length, mimeType: 'application/pdf' }],
    });
    const tooLarge = await client
      .http()
      .put('/api/checkout')
      .set('X-Checkout-Key', key)
      .send({ step: 2, draft: { notes: 'x'.repeat(40_000) } });
    expect(tooLarge.status).toBe(400);
    expect((await client.restore(key).expect(200)).body.draft).toEqual({ customerFirstName: 'Ada' });
    await client.http().get('/api/checkout').set('X-Checkout-Key', 'short').expect(400);
    await client.http().get('/api/checkout').expect(400);
  });

  it('places the order once when the card is confirmed; the page, a reload and a replay all get that order', async () => {
    const key = newCheckoutKey();
    const ids = await stagedIds(client, key, 3);
    const intent = await client.intent(checkoutIntent(key, [[ids[0], ids[1]], [ids[2]]])).expect(200);
    const paymentIntentId = intent.body.paymentIntentId as string;
    await client.http().post('/api/payments/offline/confirm').send(offlineCard(intent.body.clientSecret, '4242 4242 4242 4242')).expect(200);
    // The confirmation itself placed the order (the offline stand-in of Stripe's webhook).
    const [placed] = await ordersOf(paymentIntentId);
    expect(placed.order_number).toMatch(/^APO-/);

    const submitted = await client.placeOrder(key, paymentIntentId).expect(201);
    expect(submitted.body.orderNumber).toBe(placed.order_number);
    const restored = await client.restore(key).expect(200);
    expect(restored.body).toMatchObject({ state: 'ordered', order: { orderNumber: placed.order_number } });
    expect(await ordersOf(paymentIntentId)).toHaveLength(1);

    const documents = await dataSource.query(
      `SELECT d.original_name, d.document_type FROM order_documents d JOIN orders o ON o.id = d.order_id WHERE o.payment_intent_id = $1 ORDER BY d.id`,
      [paymentIntentId],
    );
    expect(documents).toEqual([
      { original_name: 'birth.pdf', document_type: 'Birth Certificate' },
      { original_name: 'marriage.png', document_type: 'Birth Certificate' },
      { original_name: 'diploma.jpg', document_type: 'Marriage Certificate' },
    ]);
    const mails = await dataSource.query(`SELECT kind FROM outbox_messages WHERE recipient = 'ada@example.com' AND subject LIKE $1`, [
      `%${placed.order_number}%`,
    ]);
    expect(mails.map((mail: { kind: string }) => mail.kind)).toEqual(['order_confirmation']);

    // A replayed file id of the placed order is no longer this checkout's.
    const replay = await client.intent(checkoutIntent(key, [[ids[0]]])).expect(400);
    expect(replay.body.errors).toEqual([{ field: 'documents[0].files', message: CHECKOUT_MESSAGES.fileNotStaged }]);
    // Another checkout's key cannot ask for this intent's order.
    const stranger = await client.placeOrder(newCheckoutKey(), paymentIntentId).expect(400);
    expect(stranger.body.message).toBe(PAYMENT_MESSAGES.paymentNotFound);
  });

  it('answers 402 for an unpaid intent and never places its order', async () => {
    const key = newCheckoutKey();
    const ids = await stagedIds(client, key, 1);
    const intent = await client.intent(checkoutIntent(key, [ids])).expect(200);
    const declined = await client.http().post('/api/payments/offline/confirm').send(offlineCard(intent.body.clientSecret, '4000 0000 0000 0002'));
    expect(declined.status).toBe(402);
    await client.placeOrder(key, intent.body.paymentIntentId).expect(402);
    expect((await client.restore(key).expect(200)).body.state).toBe('open');
    expect(await ordersOf(intent.body.paymentIntentId)).toHaveLength(0);
  });

  it('refunds once, e-mails the customer and tells staff when the order cannot be placed after payment', async () => {
    const key = newCheckoutKey();
    const ids = await stagedIds(client, key, 2);
    const intent = await client.intent(checkoutIntent(key, [[ids[0]], [ids[1]]])).expect(200);
    // The file disappears between the intent and the payment: the order is impossible only now.
    await client.http().delete(`/api/checkout/files/${ids[1]}`).set('X-Checkout-Key', key).expect(204);
    await client.http().post('/api/payments/offline/confirm').send(offlineCard(intent.body.clientSecret, '4242 4242 4242 4242')).expect(200);

    const answers = await Promise.all([client.placeOrder(key, intent.body.paymentIntentId), client.placeOrder(key, intent.body.paymentIntentId)]);
    expect(answers.map((answer) => [answer.status, answer.body.message])).toEqual([
      [409, PAYMENT_MESSAGES.refunded],
      [409, PAYMENT_MESSAGES.refunded],
    ]);
    expect((await client.restore(key).expect(200)).body).toMatchObject({ state: 'refunded', refund: { message: PAYMENT_MESSAGES.refunded } });
    const [payment] = await dataSource.query('SELECT refund_status, refund_reason FROM payments WHERE payment_intent_id = $1', [intent.body.paymentIntentId]);
    expect(payment).toEqual({ refund_status: 'refunded', refund_reason: expect.stringContaining('no longer in its checkout') });
    const mails = await dataSource.query(`SELECT kind FROM outbox_messages WHERE kind = 'payment_refunded' AND recipient = 'ada@example.com'`);
    expect(mails).toHaveLength(1);
    const audit = await dataSource.query(`SELECT details FROM audit_log WHERE action = 'payment.refunded' AND details->>'paymentIntentId' = $1`, [
      intent.body.paymentIntentId,
    ]);
    expect(audit).toHaveLength(1);
    expect(await ordersOf(intent.body.paymentIntentId)).toHaveLength(0);

    // Staff see it in the console's list of refunded checkouts; a customer does not.
    const query = { query: '{ refundedCheckouts(take: 10) { total items { paymentIntentId amount customerEmail reason status refundedAt } } }' };
    const { token } = await staffSession(testApp, STAFF);
    const listed = await client.http().post('/graphql').set('Authorization', `Bearer ${token}`).send(query).expect(200);
    expect(listed.body.data.refundedCheckouts.items).toContainEqual({
      paymentIntentId: intent.body.paymentIntentId,
      amount: intent.body.verifiedAmount,
      customerEmail: 'ada@example.com',
      reason: expect.stringContaining('no longer in its checkout'),
      status: 'refunded',
      refundedAt: expect.any(String),
    });
    const anonymous = await client.http().post('/graphql').send(query);
    expect(anonymous.body.data).toBeFalsy();
  });

  it('refunds a payment of the older flow whose order never came, after UNCLAIMED_PAYMENT_REFUND_MS, and not before', async () => {
    const key = newCheckoutKey();
    const intent = await client.intent(intentRequest({ checkoutKey: key, customerEmail: 'late@example.com' })).expect(200);
    await client.http().post('/api/payments/offline/confirm').send(offlineCard(intent.body.clientSecret, '4242 4242 4242 4242')).expect(200);
    const reconciliation = testApp.app.get(CheckoutReconciliationService);
    await reconciliation.reconcile(new Date());
    expect(await testApp.app.get(PaymentsService).paidIntentsWithoutOrderOrRefund()).toEqual([intent.body.paymentIntentId]);
    await reconciliation.reconcile(new Date(Date.now() + 2 * HOUR_MS));
    const [payment] = await dataSource.query('SELECT refund_status FROM payments WHERE payment_intent_id = $1', [intent.body.paymentIntentId]);
    expect(payment.refund_status).toBe('refunded');
    expect(await dataSource.query(`SELECT 1 FROM outbox_messages WHERE kind = 'payment_refunded' AND recipient = 'late@example.com'`)).toHaveLength(1);
  });

  it('reads the files of the older POST /api/orders before anything else: a bad file is named, whatever the payment', async () => {
    const fake = `pi_offline_${randomBytes(12).toString('hex')}`;
    const answer = await submitOrder(testApp, orderFields(fake), [
      { name: 'birth.pdf', content: Buffer.concat([Buffer.from('MZ'), randomBytes(300)]) },
      { name: 'marriage.png', content: PNG },
      { name: 'diploma.jpeg', content: JPEG },
    ]).expect(400);
    expect(answer.body.message).toBe(ORDER_MESSAGES.invalidFiles);
  });

  it('removes abandoned checkouts with their staged files, and nothing of a live one', async () => {
    const stale = newCheckoutKey();
    const live = newCheckoutKey();
    await stagedIds(client, stale, 2);
    await stagedIds(client, live, 1);
    await dataSource.query(`UPDATE checkouts SET updated_at = now() - interval '30 days' WHERE key_hash = encode(sha256($1::bytea), 'hex')`, [stale]);
    const { DocumentRetentionService } = await import('../src/privacy/document-retention.service.js');
    const run = await testApp.app.get(DocumentRetentionService).purgeExpired(new Date());
    expect(run.staged).toBe(2);
    expect((await client.restore(stale).expect(200)).body.files).toEqual([]);
    expect((await client.restore(live).expect(200)).body.files).toHaveLength(1);
  });
});

const backends: Array<[string, Record<string, string>]> = [['PostgreSQL', {}]];
if (process.env.REDIS_URL) backends.push(['Redis', { REDIS_URL: process.env.REDIS_URL }]);

describe.each(backends)('checkout with Stripe (a local stand-in) on the %s queue backend', (_name, backendEnv) => {
  const webhookSecret = 'whsec_test_secret_for_the_checkout_tests';
  let stub: StripeStub;
  let testApp: TestApp;
  let dataSource: DataSource;
  const client = checkoutClient(() => testApp);

  beforeAll(async () => {
    stub = await startStripeStub();
    testApp = await bootTestApp({
      env: {
        ...backendEnv,
        STRIPE_SECRET_KEY: 'sk_test_checkout',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_checkout',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: stub.url,
        CHECKOUT_RECONCILE_MS: '250',
        QUEUE_PREFIX: `test${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`,
      },
    });
    dataSource = testApp.app.get(DataSource);
  });
  afterEach(() => expectEveryPaymentSettled(testApp));
  afterAll(async () => {
    const queue = testApp?.app.get<Queue>(getQueueToken(QUEUES.checkout));
    if (backendEnv.REDIS_URL) await queue?.obliterate({ force: true }).catch(() => undefined);
    await testApp?.close();
    await stub?.close();
  });

  const succeededWebhook = (paymentIntentId: string) => {
    const payload = JSON.stringify({
      id: `evt_${randomBytes(10).toString('hex')}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: paymentIntentId, object: 'payment_intent', status: 'succeeded' } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    return client.http().post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', header).send(payload);
  };

  async function paidIntent(customerEmail = 'ada@example.com'): Promise<{ key: string; paymentIntentId: string; ids: string[] }> {
    const key = newCheckoutKey();
    const ids = await stagedIds(client, key, 1);
    const intent = await client.intent(checkoutIntent(key, [ids], { customerEmail }, { customerEmail })).expect(200);
    stub.succeed(intent.body.paymentIntentId);
    return { key, paymentIntentId: intent.body.paymentIntentId, ids };
  }

  it('turns a paid intent whose browser never comes back into one order within the reconciliation interval', async () => {
    const { key, paymentIntentId } = await paidIntent();
    const [order] = await waitFor(async () => {
      const rows = await dataSource.query('SELECT order_number FROM orders WHERE payment_intent_id = $1', [paymentIntentId]);
      return rows.length > 0 ? rows : undefined;
    }, 'the reconciliation to place the order');
    expect((await client.restore(key).expect(200)).body).toMatchObject({ state: 'ordered', order: { orderNumber: order.order_number } });
  });

  it('places one order when the webhook and the page submit at the same moment (50 times)', async () => {
    for (let round = 0; round < 50; round++) {
      const { key, paymentIntentId } = await paidIntent();
      const [webhook, submit] = await Promise.all([succeededWebhook(paymentIntentId), client.placeOrder(key, paymentIntentId)]);
      expect(webhook.status).toBe(200);
      expect(submit.status).toBe(201);
      const orders = await dataSource.query('SELECT order_number FROM orders WHERE payment_intent_id = $1', [paymentIntentId]);
      expect(orders).toEqual([{ order_number: submit.body.orderNumber }]);
    }
  });

  it('refunds with Stripe once when the order cannot be placed after payment, however many ask', async () => {
    const key = newCheckoutKey();
    const ids = await stagedIds(client, key, 1);
    const intent = await client
      .intent(checkoutIntent(key, [ids], { customerEmail: 'refund@example.com' }, { customerEmail: 'refund@example.com' }))
      .expect(200);
    await client.http().delete(`/api/checkout/files/${ids[0]}`).set('X-Checkout-Key', key).expect(204);
    stub.succeed(intent.body.paymentIntentId);
    const answers = await Promise.all([
      succeededWebhook(intent.body.paymentIntentId),
      client.placeOrder(key, intent.body.paymentIntentId),
      client.placeOrder(key, intent.body.paymentIntentId),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 409, 409]);
    await testApp.app.get(CheckoutReconciliationService).reconcile(new Date());
    expect(stub.refunds.filter((refund) => refund.paymentIntent === intent.body.paymentIntentId)).toHaveLength(1);
    expect(await dataSource.query(`SELECT 1 FROM outbox_messages WHERE kind = 'payment_refunded' AND recipient = 'refund@example.com'`)).toHaveLength(1);
  });

  it('answers the older POST /api/orders of a checkout intent with the order the checkout placed', async () => {
    const { key, paymentIntentId } = await paidIntent();
    await succeededWebhook(paymentIntentId).expect(200);
    const [order] = await dataSource.query('SELECT order_number FROM orders WHERE payment_intent_id = $1', [paymentIntentId]);
    const legacy = await submitOrder(testApp, orderFields(paymentIntentId, { checkoutKey: key })).expect(200);
    expect(legacy.body.orderNumber).toBe(order.order_number);
    expect(await dataSource.query('SELECT 1 FROM orders WHERE payment_intent_id = $1', [paymentIntentId])).toHaveLength(1);
  });
});
