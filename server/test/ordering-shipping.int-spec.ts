import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FALLBACK_DOMESTIC_RATES, FALLBACK_INTERNATIONAL_RATES, ORDER_MESSAGES, RATE_REQUEST_PACKAGE, toShippingRateDto } from '@apostille/domain';
import request from 'supertest';
import { intentRequest } from './support/ordering-fixtures.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

const address = (overrides: Record<string, unknown> = {}) => ({
  street: '1 Main St',
  city: 'Tallahassee',
  state: 'FL',
  zipCode: '32301',
  country: 'United States',
  residential: true,
  ...overrides,
});
const ratesRequest = (overrides: Record<string, unknown> = {}) => ({ toAddress: address(overrides), packages: [{ ...RATE_REQUEST_PACKAGE }] });

describe('POST /api/shipping/rates from the built-in table', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await bootTestApp();
  });
  afterAll(() => testApp?.close());

  it('answers domestic rates for the United States and international ones elsewhere', async () => {
    const domestic = await request(testApp.app.getHttpServer()).post('/api/shipping/rates').send(ratesRequest()).expect(200);
    expect(domestic.body).toEqual({ success: true, rates: FALLBACK_DOMESTIC_RATES.map(toShippingRateDto) });
    expect(domestic.body.rates[0]).toEqual({
      carrier: 'USPS',
      service: 'USPS_PRIORITY_FLAT_RATE_ENVELOPE',
      serviceDescription: 'USPS Priority Mail Flat Rate Envelope',
      cost: 9.45,
      currency: 'USD',
      deliveryDays: 2,
      rateId: 'fallback-usps-priority-flat',
    });
    const abroad = await request(testApp.app.getHttpServer())
      .post('/api/shipping/rates')
      .send(ratesRequest({ country: 'Germany', state: 'Berlin', zipCode: '10115' }))
      .expect(200);
    expect(abroad.body.rates).toEqual(FALLBACK_INTERNATIONAL_RATES.map(toShippingRateDto));
  });

  it('validates the address with the spec messages', async () => {
    const response = await request(testApp.app.getHttpServer())
      .post('/api/shipping/rates')
      .send(ratesRequest({ street: '', city: '', state: 'F', zipCode: '123', country: '' }))
      .expect(400);
    expect(response.body.errors.map((e: { message: string }) => e.message)).toEqual([
      ORDER_MESSAGES.streetRequired,
      ORDER_MESSAGES.cityRequired,
      ORDER_MESSAGES.stateRequired,
      ORDER_MESSAGES.zipCodeRequired,
      ORDER_MESSAGES.countryRequired,
    ]);
    const missing = await request(testApp.app.getHttpServer()).post('/api/shipping/rates').send({ packages: [] }).expect(400);
    expect(missing.body.message).toBe(ORDER_MESSAGES.completeShippingAddress);
  });

  it('says a package is missing, not that there are too many, when none or no list is sent', async () => {
    const { toAddress } = ratesRequest();
    for (const packages of [undefined, []]) {
      const response = await request(testApp.app.getHttpServer()).post('/api/shipping/rates').send({ toAddress, packages }).expect(400);
      expect(response.body.errors.map((e: { message: string }) => e.message)).toEqual(['At least one package is required']);
    }
  });
});

interface ShippoCall {
  authorization?: string;
  body: { address_to: { country: string; zip: string }; parcels: unknown[]; async: boolean };
}

/** A local stand-in for Shippo's POST /shipments/: answers the rates it is given, or fails. */
async function startShippoStandIn() {
  const calls: ShippoCall[] = [];
  let mode: 'ok' | 'fail' = 'ok';
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      calls.push({ authorization: req.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      if (mode === 'fail' || req.url !== '/shipments/') {
        res.writeHead(503, { 'Content-Type': 'application/json' });
        return res.end('{"detail":"unavailable"}');
      }
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          object_id: 'shp_1',
          rates: [
            {
              object_id: 'rate_usps',
              amount: '8.70',
              currency: 'USD',
              provider: 'USPS',
              servicelevel: { name: 'Priority Mail', token: 'usps_priority' },
              estimated_days: 2,
            },
            {
              object_id: 'rate_fedex',
              amount: '27.15',
              currency: 'USD',
              provider: 'FedEx',
              servicelevel: { name: '2Day', token: 'fedex_2_day' },
              estimated_days: 2,
            },
            {
              object_id: 'rate_ups',
              amount: '20.00',
              currency: 'USD',
              provider: 'UPS',
              servicelevel: { name: 'Ground', token: 'ups_ground' },
              estimated_days: 3,
            },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    fail() {
      mode = 'fail';
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe('POST /api/shipping/rates through the Shippo adapter', () => {
  let testApp: TestApp;
  let shippo: Awaited<ReturnType<typeof startShippoStandIn>>;

  beforeAll(async () => {
    shippo = await startShippoStandIn();
    testApp = await bootTestApp({ env: { SHIPPO_API_KEY: 'shippo_test_key', SHIPPO_API_URL: shippo.url } });
  });
  afterAll(async () => {
    await testApp?.close();
    await shippo?.close();
  });

  it('answers live USPS and FedEx rates with signed ids the payment step prices again', async () => {
    const response = await request(testApp.app.getHttpServer()).post('/api/shipping/rates').send(ratesRequest()).expect(200);
    expect(shippo.calls[0].authorization).toBe('ShippoToken shippo_test_key');
    expect(shippo.calls[0].body).toMatchObject({ address_to: { country: 'US', zip: '32301' }, async: false });
    expect(response.body.rates).toEqual([
      expect.objectContaining({ carrier: 'USPS', service: 'usps_priority', serviceDescription: 'USPS Priority Mail', cost: 8.7, deliveryDays: 2 }),
      expect.objectContaining({ carrier: 'FEDEX', service: 'fedex_2_day', serviceDescription: 'FedEx 2Day', cost: 27.15, deliveryDays: 2 }),
    ]);
    const live = response.body.rates[0];
    expect(live.rateId).toMatch(/^live\./);

    const intent = await request(testApp.app.getHttpServer())
      .post('/api/create-payment-intent')
      .send(intentRequest({ selectedShippingRate: { rateId: live.rateId, cost: 0, serviceDescription: live.serviceDescription } }))
      .expect(200);
    expect(intent.body.verifiedAmount).toBe(411.45 - 9.45 + 8.7);

    // A rate id whose price was edited no longer verifies.
    const [prefix, body, mac] = String(live.rateId).split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    const forged = `${prefix}.${Buffer.from(JSON.stringify({ ...payload, cents: 1 })).toString('base64url')}.${mac}`;
    await request(testApp.app.getHttpServer())
      .post('/api/create-payment-intent')
      .send(intentRequest({ selectedShippingRate: { rateId: forged, cost: 0.01, serviceDescription: 'x' } }))
      .expect(400);
  });

  it('falls back to the table when the carrier fails', async () => {
    shippo.fail();
    const response = await request(testApp.app.getHttpServer())
      .post('/api/shipping/rates')
      .send(ratesRequest({ country: 'Japan', state: 'Tokyo', zipCode: '100-0001' }))
      .expect(200);
    expect(response.body).toEqual({ success: true, rates: FALLBACK_INTERNATIONAL_RATES.map(toShippingRateDto) });
  });
});
