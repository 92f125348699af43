import request from 'supertest';
import { DataSource } from 'typeorm';
import { CheckoutReconciliationService } from '../src/checkout/checkout-reconciliation.service.js';
import { ORDER_ERRORS } from '../src/checkout/order-placement.service.js';
import { PaymentsService } from '../src/payments/payments.service.js';
import { anyClient, intentRequest, newCheckoutKey, offlineCard, orderFields, PDF, submitOrder } from './support/ordering-fixtures.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

const HOUR_MS = 60 * 60 * 1000;
const DOS = 'U.S. Department of State, Office of Authentications';
const FLORIDA = 'Florida Department of State, Division of Corporations (Tallahassee)';

/** One document, rush, USPS Priority Flat Rate ($9.45), no add-ons: $236.45 before government fees. */
const BASE_DOLLARS = 236.45;

describe('a route per document: priced, kept on the order, shown after payment', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  const http = () => request(testApp.app.getHttpServer());
  const paymentCount = async () => (await dataSource.query('SELECT count(*)::int AS n FROM payments'))[0].n as number;

  beforeAll(async () => {
    testApp = await bootTestApp();
    dataSource = testApp.app.get(DataSource);
  });
  afterEach(async () => {
    await testApp.app.get(CheckoutReconciliationService).reconcile(new Date(Date.now() + 2 * HOUR_MS));
    expect(await testApp.app.get(PaymentsService).paidIntentsWithoutOrderOrRefund()).toEqual([]);
  });
  afterAll(() => testApp?.close());

  /** create-payment-intent with the order, as the customer site sends it: one document of `documentType`. */
  async function checkoutIntent(key: string, email: string, document: Record<string, unknown>, destinationCountry: string) {
    const staged = await http().post('/api/checkout/files').set('X-Checkout-Key', key).set('X-Forwarded-For', anyClient()).attach('file', PDF, 'document.pdf');
    expect(staged.status).toBe(201);
    return http()
      .post('/api/create-payment-intent')
      .set('X-Forwarded-For', anyClient())
      .send({
        ...intentRequest({ checkoutKey: key, documentCount: 1, documentTypes: [document.documentType], customerEmail: email, additionalServices: {} }),
        order: {
          customerFirstName: 'Ada',
          customerLastName: 'Lovelace',
          customerEmail: email,
          customerPhone: '(850) 555-0123',
          destinationCountry,
          shippingAddress: { street: '1 Main St', city: 'Tallahassee', state: 'FL', zipCode: '32301', country: 'United States', notes: '' },
          documents: [{ ...document, files: [staged.body.id] }],
          notes: '',
        },
      });
  }

  /** Pays the intent with the offline card; the confirmation places the order. */
  async function pay(key: string, intent: request.Response) {
    await http().post('/api/payments/offline/confirm').send(offlineCard(intent.body.clientSecret, '4242 4242 4242 4242')).expect(200);
    const placed = await http()
      .post('/api/checkout/order')
      .set('X-Checkout-Key', key)
      .set('X-Forwarded-For', anyClient())
      .send({ paymentIntentId: intent.body.paymentIntentId })
      .expect(201);
    const [order] = await dataSource.query(
      `SELECT id, order_number, state_fees_cents, total_amount_cents, document_routes FROM orders WHERE payment_intent_id = $1`,
      [intent.body.paymentIntentId],
    );
    return { answer: placed.body, order };
  }

  it('charges an FBI check for Spain the Department of State fee ($20), not $10, and keeps the route on the order', async () => {
    const key = newCheckoutKey();
    const intent = await checkoutIntent(key, 'fbi-spain@example.com', { documentType: 'FBI Background Check' }, 'Spain');
    expect(intent.status).toBe(200);
    expect(intent.body.verifiedAmount).toBe(BASE_DOLLARS + 20);

    const { answer, order } = await pay(key, intent);
    expect(order.total_amount_cents).toBe(25645);
    expect(order.state_fees_cents).toBe(2000);
    expect(order.document_routes).toHaveLength(1);
    expect(order.document_routes[0]).toMatchObject({
      documentNumber: 1,
      documentType: 'FBI Background Check',
      issuer: { kind: 'federal-agency', agency: 'FBI' },
      kind: 'apostille',
      knownFeesCents: 2000,
      steps: [{ office: 'us-dos', officeName: DOS, issues: 'Apostille', feeCents: 2000 }],
    });

    // The confirmation page's answer: the same route in dollars, the fee itemised.
    expect(answer.breakdown.stateFeesTotal).toBe(20);
    expect(answer.breakdown.governmentFees).toEqual([{ label: 'FBI Background Check: Apostille', office: DOS, amount: 20 }]);
    expect(answer.breakdown.pendingGovernmentFees).toEqual([]);
    expect(answer.documentRoutes).toEqual([
      expect.objectContaining({ documentNumber: 1, kind: 'apostille', knownFees: 20, steps: [expect.objectContaining({ officeName: DOS, fee: 20 })] }),
    ]);
    expect(answer.documentRoutes[0].risks).toContain('Do not notarize an FBI check: a notarized federal document is no longer valid.');
    expect(answer.documentRoutes[0]).not.toHaveProperty('snapshot');

    // Tracking shows the same route.
    const tracked = await http()
      .get('/api/orders/track')
      .query({ orderNumber: order.order_number, email: 'fbi-spain@example.com' })
      .set('X-Forwarded-For', anyClient())
      .expect(200);
    expect(tracked.body.documentRoutes).toEqual(answer.documentRoutes);
    expect(tracked.body.breakdown).toEqual(answer.breakdown);
  });

  it('charges a Florida birth certificate for the UAE the Florida and Department of State fees; the embassy fee is pending, not charged', async () => {
    const key = newCheckoutKey();
    const intent = await checkoutIntent(
      key,
      'uae@example.com',
      { documentType: 'Birth Certificate', issuer: { kind: 'us-state', state: 'FL' } },
      'United Arab Emirates',
    );
    expect(intent.status).toBe(200);
    expect(intent.body.verifiedAmount).toBe(BASE_DOLLARS + 10 + 20);

    const { answer, order } = await pay(key, intent);
    expect(order.state_fees_cents).toBe(3000);
    expect(order.document_routes[0]).toMatchObject({ kind: 'legalization', knownFeesCents: 3000 });
    expect(answer.breakdown.governmentFees.map((line: { office: string; amount: number }) => [line.office, line.amount])).toEqual([
      [FLORIDA, 10],
      [DOS, 20],
    ]);
    expect(answer.breakdown.pendingGovernmentFees).toEqual([
      {
        label: 'Birth Certificate: Embassy legalization',
        office: 'Embassy or consulate of the destination country',
        reason: 'Embassy fee quoted after review',
      },
    ]);
    expect(answer.documentRoutes[0].steps.map((step: { fee: number | null; feeNote: string | null }) => [step.fee, step.feeNote])).toEqual([
      [10, null],
      [20, null],
      [null, 'Embassy fee quoted after review'],
    ]);
  });

  it("gives 'Other Country' no route and no fee: the route is confirmed after review", async () => {
    const key = newCheckoutKey();
    const intent = await checkoutIntent(key, 'other@example.com', { documentType: 'Birth Certificate' }, 'Other Country');
    expect(intent.status).toBe(200);
    expect(intent.body.verifiedAmount).toBe(BASE_DOLLARS);
    const { answer, order } = await pay(key, intent);
    expect(order.state_fees_cents).toBe(0);
    expect(order.document_routes[0]).toMatchObject({ kind: 'review', status: 'review', steps: [], knownFeesCents: 0 });
    expect(answer.breakdown.governmentFees).toEqual([]);
    expect(answer.breakdown.pendingGovernmentFees).toEqual([
      { label: 'Birth Certificate: government fees', office: 'To be confirmed', reason: 'We confirm the route after review' },
    ]);
  });

  it('refuses an FBI check marked as issued by Florida at documents[0].issuer, before any intent exists', async () => {
    const before = await paymentCount();
    const key = newCheckoutKey();
    const refused = await checkoutIntent(
      key,
      'fbi-florida@example.com',
      { documentType: 'FBI Background Check', issuer: { kind: 'us-state', state: 'FL' } },
      'Spain',
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'documents[0].issuer', message: expect.stringContaining('federal document') }]);
    // The spec's cart with documents answers the same field.
    const cart = await http()
      .post('/api/create-payment-intent')
      .set('X-Forwarded-For', anyClient())
      .send(
        intentRequest({
          checkoutKey: newCheckoutKey(),
          documentCount: 1,
          documentTypes: ['FBI Background Check'],
          documents: [{ documentType: 'FBI Background Check', issuer: { kind: 'us-state', state: 'FL' } }],
          destinationCountry: 'Spain',
        }),
      );
    expect(cart.status).toBe(400);
    expect(cart.body.errors).toEqual([{ field: 'documents[0].issuer', message: expect.stringContaining('federal document') }]);
    // Malformed issuers are refused by shape, with the field (named the way the request validation names nested fields).
    for (const [issuer, field] of [
      [{ kind: 'us-state', state: 'Florida' }, 'documents.0.issuer.state'],
      [{ kind: 'planet' }, 'documents.0.issuer.kind'],
      [{ kind: 'foreign-country', country: 'x'.repeat(101) }, 'documents.0.issuer.country'],
    ] as const) {
      const answer = await http()
        .post('/api/create-payment-intent')
        .set('X-Forwarded-For', anyClient())
        .send(
          intentRequest({
            checkoutKey: newCheckoutKey(),
            documentCount: 1,
            documents: [{ documentType: 'Birth Certificate', issuer }],
            destinationCountry: 'Spain',
          }),
        );
      expect(answer.status).toBe(400);
      expect(answer.body.errors.map((error: { field: string }) => error.field)).toEqual([field]);
    }
    const unknownState = await http()
      .post('/api/create-payment-intent')
      .set('X-Forwarded-For', anyClient())
      .send(
        intentRequest({
          checkoutKey: newCheckoutKey(),
          documentCount: 1,
          documents: [{ documentType: 'Birth Certificate', issuer: { kind: 'us-state', state: 'ZZ' } }],
          destinationCountry: 'Spain',
        }),
      );
    expect(unknownState.status).toBe(400);
    expect(unknownState.body.errors).toEqual([{ field: 'documents[0].issuer', message: 'Unknown issuing state: ZZ' }]);
    expect(await paymentCount()).toBe(before);
  });

  it('prices the spec cart by route when it names its documents, and reprices when an issuer or the destination changes', async () => {
    const key = newCheckoutKey();
    const cart = (documents: unknown[], destinationCountry: string) =>
      http()
        .post('/api/create-payment-intent')
        .set('X-Forwarded-For', anyClient())
        .send(intentRequest({ checkoutKey: key, documentCount: 1, additionalServices: {}, documents, destinationCountry }));
    const spain = await cart([{ documentType: 'FBI Background Check' }], 'Spain').expect(200);
    expect(spain.body.verifiedAmount).toBe(BASE_DOLLARS + 20);
    // Same cart: the same intent.
    expect((await cart([{ documentType: 'FBI Background Check' }], 'Spain').expect(200)).body.paymentIntentId).toBe(spain.body.paymentIntentId);
    const uae = await cart([{ documentType: 'FBI Background Check' }], 'United Arab Emirates').expect(200);
    expect(uae.body.paymentIntentId).not.toBe(spain.body.paymentIntentId);
    const texas = await cart([{ documentType: 'Birth Certificate', issuer: { kind: 'us-state', state: 'TX' } }], 'Spain').expect(200);
    const florida = await cart([{ documentType: 'Birth Certificate', issuer: { kind: 'us-state', state: 'FL' } }], 'Spain').expect(200);
    expect(texas.body.verifiedAmount).toBe(BASE_DOLLARS + 15);
    expect(florida.body.verifiedAmount).toBe(BASE_DOLLARS + 10);
    expect(texas.body.paymentIntentId).not.toBe(florida.body.paymentIntentId);
    // One entry per document, and a destination to price them for.
    const short = await http()
      .post('/api/create-payment-intent')
      .set('X-Forwarded-For', anyClient())
      .send(intentRequest({ checkoutKey: key, documentCount: 2, documents: [{ documentType: 'Birth Certificate' }], destinationCountry: 'Spain' }))
      .expect(400);
    expect(short.body.errors.map((error: { field: string }) => error.field)).toEqual(['documents']);
    const nowhere = await http()
      .post('/api/create-payment-intent')
      .set('X-Forwarded-For', anyClient())
      .send(intentRequest({ checkoutKey: key, documentCount: 1, documents: [{ documentType: 'Birth Certificate' }] }))
      .expect(400);
    expect(nowhere.body.errors.map((error: { field: string }) => error.field)).toEqual(['destinationCountry']);
  });

  it('refuses a tampered total in the older flow and prices its FBI check by route', async () => {
    const key = newCheckoutKey();
    const fields = { checkoutKey: key, documentTypes: JSON.stringify(['FBI Background Check']), documentCount: '1', destinationCountry: 'Spain' };
    const intent = await http()
      .post('/api/create-payment-intent')
      .set('X-Forwarded-For', anyClient())
      .send(
        intentRequest({
          checkoutKey: key,
          documentCount: 1,
          documentTypes: ['FBI Background Check'],
          additionalServices: {},
          documents: [{ documentType: 'FBI Background Check' }],
          destinationCountry: 'Spain',
        }),
      )
      .expect(200);
    expect(intent.body.verifiedAmount).toBe(BASE_DOLLARS + 20);
    await http().post('/api/payments/offline/confirm').send(offlineCard(intent.body.clientSecret, '4242 4242 4242 4242')).expect(200);
    const files = [{ name: 'fbi.pdf', content: PDF }];
    const extra = { additionalServices: JSON.stringify({}) };
    // The apostille price ($10) for an FBI check is the price of another order.
    const tampered = await submitOrder(
      testApp,
      orderFields(intent.body.paymentIntentId, { ...fields, ...extra, totalAmount: String(BASE_DOLLARS + 10) }),
      files,
    );
    expect(tampered.status).toBe(400);
    expect(tampered.body.message).toBe(ORDER_ERRORS.totalMismatch);
    const placed = await submitOrder(testApp, orderFields(intent.body.paymentIntentId, { ...fields, ...extra, totalAmount: String(BASE_DOLLARS + 20) }), files);
    expect(placed.status).toBe(201);
    expect(placed.body.breakdown.governmentFees).toEqual([{ label: 'FBI Background Check: Apostille', office: DOS, amount: 20 }]);
    expect(placed.body.documentRoutes).toEqual([expect.objectContaining({ kind: 'apostille', knownFees: 20 })]);
  });
});
