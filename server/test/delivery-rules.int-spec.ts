import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DELIVERY_RULE_MESSAGES, FALLBACK_DOMESTIC_RATES, RATE_REQUEST_PACKAGE, toShippingRateDto } from '@apostille/domain';
import { anyClient, intentRequest, newCheckoutKey, PDF } from './support/ordering-fixtures.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

/**
 * The delivery rules of libs/domain on the server: a method the tier allows, a rate of the method's
 * carrier, refused at the field before any payment intent exists; the rates endpoint offers only the
 * method's carrier, and an address the carrier has no rates for gets none (not the table).
 */

const address = { street: '1 Main St', city: 'Tallahassee', state: 'FL', zipCode: '32301', country: 'United States', residential: true };
const ratesRequest = (extra: Record<string, unknown> = {}) => ({ toAddress: address, packages: [{ ...RATE_REQUEST_PACKAGE }], ...extra });
const FEDEX_OVERNIGHT = { rateId: 'fallback-fedex-standard-overnight', cost: 40, serviceDescription: 'FedEx Standard Overnight' };
const USPS_FLAT = { rateId: 'fallback-usps-priority-flat', cost: 9.45, serviceDescription: 'USPS Priority Mail Flat Rate Envelope' };

describe('delivery rules on the server', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  const http = () => request(testApp.app.getHttpServer());
  const paymentCount = async () => (await dataSource.query('SELECT count(*)::int AS n FROM payments'))[0].n as number;

  beforeAll(async () => {
    testApp = await bootTestApp();
    dataSource = testApp.app.get(DataSource);
  });
  afterAll(() => testApp?.close());

  /** create-payment-intent with a whole order (the page's checkout), its one file staged. */
  async function checkoutIntent(cart: Record<string, unknown>, status: number) {
    const key = newCheckoutKey();
    const staged = await http()
      .post('/api/checkout/files')
      .set('X-Checkout-Key', key)
      .set('X-Forwarded-For', anyClient())
      .attach('file', PDF, 'birth.pdf')
      .expect(201);
    return http()
      .post('/api/create-payment-intent')
      .set('X-Forwarded-For', anyClient())
      .send({
        ...intentRequest({
          checkoutKey: key,
          documentCount: 1,
          documentTypes: ['Birth Certificate'],
          additionalServices: { scanning: false, translation: false },
        }),
        order: {
          customerFirstName: 'Ada',
          customerLastName: 'Lovelace',
          customerEmail: 'ada@example.com',
          customerPhone: '(850) 555-0123',
          destinationCountry: 'Italy',
          shippingAddress: { street: '1 Main St', city: 'Tallahassee', state: 'FL', zipCode: '32301', country: 'United States', notes: '' },
          documents: [{ documentType: 'Birth Certificate', files: [staged.body.id as string] }],
        },
        ...cart,
      })
      .expect(status);
  }

  it('refuses UPS with a FedEx rate, On A Budget with pickup and mail with a FedEx rate, at the field, with no payment', async () => {
    const before = await paymentCount();
    const refusals: [Record<string, unknown>, { field: string; message: string }][] = [
      [
        { deliveryMethod: 'ups', selectedShippingRate: FEDEX_OVERNIGHT },
        { field: 'deliveryMethod', message: DELIVERY_RULE_MESSAGES.notQuotable('UPS') },
      ],
      [
        { deliveryMethod: 'dhl', selectedShippingRate: USPS_FLAT },
        { field: 'deliveryMethod', message: DELIVERY_RULE_MESSAGES.notQuotable('DHL') },
      ],
      [
        { serviceLevel: 'fast', deliveryMethod: 'pickup', selectedShippingRate: null },
        { field: 'deliveryMethod', message: DELIVERY_RULE_MESSAGES.mailOnly('On A Budget') },
      ],
      [
        { serviceLevel: 'fast', deliveryMethod: 'fedex', selectedShippingRate: FEDEX_OVERNIGHT },
        { field: 'deliveryMethod', message: DELIVERY_RULE_MESSAGES.mailOnly('On A Budget') },
      ],
      [
        { deliveryMethod: 'mail', selectedShippingRate: FEDEX_OVERNIGHT },
        { field: 'selectedShippingRate', message: DELIVERY_RULE_MESSAGES.rateCarrier('Mail', 'USPS') },
      ],
      [
        { deliveryMethod: 'fedex', selectedShippingRate: USPS_FLAT },
        { field: 'selectedShippingRate', message: DELIVERY_RULE_MESSAGES.rateCarrier('FedEx', 'FedEx') },
      ],
    ];
    for (const [cart, issue] of refusals) {
      const answer = await checkoutIntent(cart, 400);
      expect(answer.body.errors).toEqual([issue]);
    }
    // The spec's cart alone (no order) is held to the same rules.
    const cartOnly = await http()
      .post('/api/create-payment-intent')
      .set('X-Forwarded-For', anyClient())
      .send(intentRequest({ deliveryMethod: 'ups', selectedShippingRate: FEDEX_OVERNIGHT }))
      .expect(400);
    expect(cartOnly.body.errors).toEqual([{ field: 'deliveryMethod', message: DELIVERY_RULE_MESSAGES.notQuotable('UPS') }]);
    expect(await paymentCount()).toBe(before);
  });

  it('accepts the coherent choices: On A Budget by mail with a USPS rate, rush by FedEx with a FedEx rate, pickup without one', async () => {
    const budget = await checkoutIntent({ serviceLevel: 'fast', deliveryMethod: 'mail', selectedShippingRate: USPS_FLAT }, 200);
    expect(budget.body.verifiedAmount).toBe(157 + 10 + 9.45);
    const fedex = await checkoutIntent({ deliveryMethod: 'fedex', selectedShippingRate: FEDEX_OVERNIGHT }, 200);
    expect(fedex.body.verifiedAmount).toBe(227 + 10 + 40);
    const pickup = await checkoutIntent({ serviceLevel: 'lightning', deliveryMethod: 'pickup', selectedShippingRate: null }, 200);
    expect(pickup.body.verifiedAmount).toBe(347 + 10);
  });

  it("offers only the delivery method's carrier: USPS for mail, FedEx for FedEx, nothing for pickup", async () => {
    const all = await http().post('/api/shipping/rates').send(ratesRequest()).expect(200);
    expect(all.body.rates).toEqual(FALLBACK_DOMESTIC_RATES.map(toShippingRateDto));
    const mail = await http()
      .post('/api/shipping/rates')
      .send(ratesRequest({ deliveryMethod: 'mail' }))
      .expect(200);
    expect(mail.body.rates).toEqual(FALLBACK_DOMESTIC_RATES.filter((r) => r.carrier === 'USPS').map(toShippingRateDto));
    const fedex = await http()
      .post('/api/shipping/rates')
      .send(ratesRequest({ deliveryMethod: 'fedex' }))
      .expect(200);
    expect(fedex.body.rates).toEqual(FALLBACK_DOMESTIC_RATES.filter((r) => r.carrier === 'FEDEX').map(toShippingRateDto));
    const pickup = await http()
      .post('/api/shipping/rates')
      .send(ratesRequest({ deliveryMethod: 'pickup' }))
      .expect(200);
    expect(pickup.body).toEqual({ success: true, rates: [] });
    await http()
      .post('/api/shipping/rates')
      .send(ratesRequest({ deliveryMethod: 'teleport' }))
      .expect(400);
  });
});

describe('rates when the carrier has none for an address', () => {
  let testApp: TestApp;
  let carrier: Server;
  let answer: 'none' | 'fail' = 'none';

  beforeAll(async () => {
    carrier = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        if (answer === 'fail') {
          res.writeHead(503, { 'Content-Type': 'application/json' });
          return res.end('{"detail":"unavailable"}');
        }
        res.writeHead(201, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ object_id: 'shp_none', rates: [] }));
      });
    });
    await new Promise<void>((resolve) => carrier.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(carrier.address() as AddressInfo).port}`;
    testApp = await bootTestApp({ env: { SHIPPO_API_KEY: 'shippo_test_key', SHIPPO_API_URL: url } });
  });
  afterAll(async () => {
    await testApp?.close();
    await new Promise((resolve) => carrier?.close(resolve));
  });

  it('answers no rates (not the table) when the carrier answers none, and the table only when it cannot be reached', async () => {
    const none = await request(testApp.app.getHttpServer()).post('/api/shipping/rates').send(ratesRequest()).expect(200);
    expect(none.body).toEqual({ success: true, rates: [] });
    answer = 'fail';
    const failed = await request(testApp.app.getHttpServer()).post('/api/shipping/rates').send(ratesRequest()).expect(200);
    expect(failed.body.rates).toEqual(FALLBACK_DOMESTIC_RATES.map(toShippingRateDto));
  });
});
