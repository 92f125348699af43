import { centsToDollars, percentOfCents, quote } from '@apostille/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ORDER_ERRORS } from '../src/checkout/order-placement.service.js';
import { anyClient, intentRequest, newCheckoutKey, orderFields, PDF, snapshot, submitOrder } from './support/ordering-fixtures.js';
import { startStripeStub, type StripeStub } from './support/stripe-stub.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

/**
 * Wholesale prices end to end: the tier is read from the signed-in customer's account, the
 * discount is taken off service fees only, and a total stated without it is refused, never charged.
 */

const PASSWORD = 'correct horse battery';
/** Service fees of the one-document rush cart with scanning the checkout below sends. */
const SERVICE_FEES_CENTS = quote({ serviceLevel: 'rush', documentCount: 1, additionalServices: { scanning: true } }).serviceFeesCents;
/** Service fees of the spec's worked example (three documents), as the older order form sends it. */
const EXAMPLE_SERVICE_FEES_CENTS = quote({ serviceLevel: 'rush', documentCount: 3, additionalServices: { scanning: true } }).serviceFeesCents;

describe('wholesale prices at checkout (Stripe, a local stand-in)', () => {
  let stub: StripeStub;
  let testApp: TestApp;
  let dataSource: DataSource;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    stub = await startStripeStub();
    testApp = await bootTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_wholesale',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_wholesale',
        STRIPE_WEBHOOK_SECRET: 'whsec_test_secret_for_the_wholesale_tests',
        STRIPE_API_URL: stub.url,
      },
    });
    dataSource = testApp.app.get(DataSource);
  });
  afterAll(async () => {
    await testApp?.close();
    await stub?.close();
  });

  /**
   * A signed-in account; with a tier, staff's approval as it leaves the account (the approval
   * itself is another feature): confirmed e-mail, wholesale type, the tier.
   */
  async function account(email: string, tier: string | null, emailVerified = true): Promise<string> {
    const body = { firstName: 'Grace', lastName: 'Hopper', email, phone: '8505550100', password: PASSWORD };
    await http().post('/api/customers/register').set('X-Forwarded-For', anyClient()).send(body).expect(201);
    await dataSource.query(`UPDATE customers SET email_verified = $2, account_type = $3, wholesale_tier = $4 WHERE lower(email) = lower($1)`, [
      email,
      emailVerified,
      tier ? 'wholesale' : 'retail',
      tier,
    ]);
    const signedIn = await http().post('/api/customers/login').set('X-Forwarded-For', anyClient()).send({ email, password: PASSWORD }).expect(200);
    return signedIn.body.token as string;
  }

  /** The checkout of the order page: one staged file, an intent with the order, paid at Stripe, then placed. */
  async function checkout(email: string, token: string | null) {
    const key = newCheckoutKey();
    const staged = await http().post('/api/checkout/files').set('X-Checkout-Key', key).set('X-Forwarded-For', anyClient()).attach('file', PDF, 'birth.pdf');
    expect(staged.status).toBe(201);
    const body = {
      ...intentRequest({ checkoutKey: key, customerEmail: email, documentCount: 1, documentTypes: ['Birth Certificate'] }),
      order: {
        customerFirstName: 'Grace',
        customerLastName: 'Hopper',
        customerEmail: email,
        customerPhone: '(850) 555-0100',
        destinationCountry: 'Italy',
        shippingAddress: { street: '1 Main St', city: 'Tallahassee', state: 'FL', zipCode: '32301', country: 'United States', notes: '' },
        documents: [{ documentType: 'Birth Certificate', files: [staged.body.id] }],
        notes: '',
      },
    };
    const call = http().post('/api/create-payment-intent').set('X-Forwarded-For', anyClient());
    if (token) call.set('Authorization', `Bearer ${token}`);
    const intent = (await call.send(body).expect(200)).body as { paymentIntentId: string; verifiedAmount: number };
    stub.succeed(intent.paymentIntentId);
    const placed = await http()
      .post('/api/checkout/order')
      .set('X-Checkout-Key', key)
      .set('X-Forwarded-For', anyClient())
      .send({ paymentIntentId: intent.paymentIntentId })
      .expect(201);
    const [row] = await dataSource.query('SELECT total_amount_cents, discount_cents, bulk_tier FROM orders WHERE payment_intent_id = $1', [
      intent.paymentIntentId,
    ]);
    return { intent, charged: stub.intents.get(intent.paymentIntentId)!.amount, order: placed.body, row };
  }

  it("charges a wholesale customer their tier's price on service fees only, and says so in the order", async () => {
    const retail = await checkout('walk-in@example.com', null);
    const token = await account('buyer@agency.example', 'enterprise');
    const wholesale = await checkout('buyer@agency.example', token);

    const discount = percentOfCents(SERVICE_FEES_CENTS, 30);
    expect(discount).toBe(7260);
    expect(wholesale.charged).toBe(retail.charged - discount);
    expect(wholesale.intent.verifiedAmount).toBe(centsToDollars(retail.charged - discount));
    expect(wholesale.row).toEqual({ total_amount_cents: retail.charged - discount, discount_cents: discount, bulk_tier: 'enterprise' });
    expect(wholesale.order.totalAmount).toBe(centsToDollars(retail.charged - discount));
    expect(wholesale.order.breakdown).toMatchObject({
      // Government fees and return shipping are the retail customer's.
      stateFeesTotal: retail.order.breakdown.stateFeesTotal,
      shippingPrice: retail.order.breakdown.shippingPrice,
      subtotal: retail.order.breakdown.subtotal,
      bulkDiscountAmount: 72.6,
      bulkTier: 'enterprise',
      bundleDiscountAmount: 0,
      totalSavings: 72.6,
    });
    // The confirmation e-mail names the tier, as the order form did before payment.
    const [confirmation] = await dataSource.query(`SELECT text_body FROM outbox_messages WHERE kind = 'order_confirmation' AND recipient = $1`, [
      'buyer@agency.example',
    ]);
    expect(confirmation.text_body).toContain('Wholesale discount (Enterprise, 30%): -$72.60');
  });

  it('prices signed-in retail customers, and a tier on an unconfirmed account, as before', async () => {
    const guest = await checkout('guest@example.com', null);
    const retail = await checkout('retail@example.com', await account('retail@example.com', null));
    const unconfirmed = await checkout('unconfirmed@example.com', await account('unconfirmed@example.com', 'enterprise', false));
    for (const result of [guest, retail, unconfirmed]) {
      expect(result.charged).toBe(guest.charged);
      expect(result.row).toEqual({ total_amount_cents: guest.charged, discount_cents: 0, bulk_tier: null });
      expect(result.order.breakdown).toMatchObject({ bulkDiscountAmount: 0, bulkTier: null, bundleDiscountAmount: 0, totalSavings: 0 });
    }
  });

  it('refuses a total stated without the wholesale discount and charges nothing', async () => {
    const email = 'partner@agency.example';
    const token = await account(email, 'partner');
    const checkoutKey = newCheckoutKey();
    const intent = await http()
      .post('/api/create-payment-intent')
      .set('X-Forwarded-For', anyClient())
      .set('Authorization', `Bearer ${token}`)
      .send(intentRequest({ checkoutKey, customerEmail: email }))
      .expect(200);
    // The server's intent carries the partner price (the worked example's $411.45 less 10 % of its service fees).
    const partnerCents = 41145 - percentOfCents(EXAMPLE_SERVICE_FEES_CENTS, 10);
    expect(intent.body.verifiedAmount).toBe(centsToDollars(partnerCents));
    const before = await snapshot(testApp);

    // The browser states the retail total (computed without the tier): refused before anything is charged.
    const tampered = await submitOrder(testApp, orderFields(intent.body.paymentIntentId, { checkoutKey, customerEmail: email, totalAmount: '411.45' })).set(
      'Authorization',
      `Bearer ${token}`,
    );
    expect(tampered.status).toBe(400);
    expect(tampered.body.message).toBe(ORDER_ERRORS.totalMismatch);
    expect(await snapshot(testApp)).toEqual(before);
    const atStripe = stub.intents.get(intent.body.paymentIntentId)!;
    expect(atStripe.amount).toBe(partnerCents);
    expect(atStripe.status).not.toBe('succeeded');
    expect(stub.refunds.filter((refund) => refund.paymentIntent === intent.body.paymentIntentId)).toEqual([]);
  });
});
