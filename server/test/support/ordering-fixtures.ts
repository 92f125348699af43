import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import type { TestApp } from './test-app.js';

/** Smallest files whose first bytes are what the ordering flow accepts. */
export const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20), Buffer.from('\n%%EOF\n')]);
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

export interface UploadFile {
  name: string;
  content: Buffer;
}

/** A browser's checkout key (128 random bits, as the order page makes one); the fixtures below share this one. */
/** The body of POST /api/payments/offline/confirm: the card as the card form sends it. */
export const offlineCard = (clientSecret: string, cardNumber: string) => ({
  clientSecret,
  cardNumber,
  expMonth: 12,
  expYear: 2099,
  cvc: '123',
  postalCode: '32301',
});

export const newCheckoutKey = () => randomBytes(16).toString('base64url');
export const CHECKOUT_KEY = newCheckoutKey();

/**
 * A distinct client address (test apps trust X-Forwarded-For from loopback), so the per-client
 * limits of the order endpoints stay out of the way of tests that are not about them.
 */
let clients = 0;
export const anyClient = () => {
  clients += 1;
  return `198.51.${100 + Math.floor(clients / 250)}.${1 + (clients % 250)}`;
};

/** The libs/domain worked example: rush, 3 documents, scanning, USPS Priority Flat Rate ($9.45) = $411.45. */
export function intentRequest(overrides: Record<string, unknown> = {}) {
  return {
    serviceLevel: 'rush',
    documentCount: 3,
    deliveryMethod: 'mail',
    selectedShippingRate: { rateId: 'fallback-usps-priority-flat', cost: 9.45, serviceDescription: 'USPS Priority Mail Flat Rate Envelope' },
    additionalServices: { scanning: true, translation: false },
    documentTypes: ['Birth Certificate', 'Marriage Certificate', 'College Diploma'],
    customerEmail: 'ada@example.com',
    metadata: { serviceLevel: 'rush', customerName: 'Ada Lovelace' },
    checkoutKey: CHECKOUT_KEY,
    ...overrides,
  };
}

export const THREE_FILES: UploadFile[] = [
  { name: 'birth.pdf', content: PDF },
  { name: 'marriage.png', content: PNG },
  { name: 'diploma.jpeg', content: JPEG },
];

/** Creates an offline intent and pays it with the 4242 test card; answers the intent id. */
export async function payOffline(testApp: TestApp, body = intentRequest()): Promise<string> {
  const server = testApp.app.getHttpServer();
  const intent = await request(server).post('/api/create-payment-intent').set('X-Forwarded-For', anyClient()).send(body);
  if (intent.status !== 200) throw new Error(`create-payment-intent answered ${intent.status}: ${JSON.stringify(intent.body)}`);
  const confirm = await request(server)
    .post('/api/payments/offline/confirm')
    .set('X-Forwarded-For', anyClient())
    .send({ clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123', postalCode: '32301' });
  if (confirm.status !== 200) throw new Error(`offline confirm answered ${confirm.status}: ${JSON.stringify(confirm.body)}`);
  return intent.body.paymentIntentId as string;
}

export function orderFields(paymentIntentId: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    paymentIntentId,
    checkoutKey: CHECKOUT_KEY,
    customerFirstName: 'Ada',
    customerLastName: 'Lovelace',
    customerEmail: 'ada@example.com',
    customerPhone: '8505550123',
    serviceLevel: 'rush',
    serviceLevelPrice: '227',
    destinationCountry: 'Italy',
    deliveryMethod: 'mail',
    deliveryPrice: '0',
    stateGovernmentFees: '30',
    totalAmount: '411.45',
    documentType: 'Birth Certificate',
    documentCount: '3',
    shippingAddress: JSON.stringify({ street: '1 Main St', city: 'Tallahassee', state: 'FL', zipCode: '32301', country: 'United States' }),
    documentTypes: JSON.stringify(['Birth Certificate', 'Marriage Certificate', 'College Diploma']),
    selectedShippingRate: JSON.stringify({ rateId: 'fallback-usps-priority-flat', cost: 9.45, serviceDescription: 'USPS Priority Mail Flat Rate Envelope' }),
    additionalServices: JSON.stringify({ scanning: true, translation: false }),
    notes: 'Please call before shipping.',
    ...overrides,
  };
}

/** POST /api/orders as the browser sends it (multipart). */
export function submitOrder(testApp: TestApp, fields: Record<string, string>, files: UploadFile[] = THREE_FILES) {
  let call = request(testApp.app.getHttpServer()).post('/api/orders').set('X-Forwarded-For', anyClient());
  for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
  call = call.field('additionalServicesArray', 'scanning');
  for (const file of files) call = call.attach('documents', file.content, file.name);
  return call;
}

async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true, recursive: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name))
      .sort();
  } catch {
    return [];
  }
}

/** Row counts of everything an order writes, and every file under the upload folder. */
export interface Snapshot {
  orders: number;
  documents: number;
  history: number;
  outbox: number;
  events: number;
  customers: number;
  files: string[];
}

export async function snapshot(testApp: TestApp): Promise<Snapshot> {
  const { DataSource } = await import('typeorm');
  const dataSource = testApp.app.get(DataSource);
  const [row] = await dataSource.query(`SELECT
      (SELECT count(*)::int FROM orders) AS orders,
      (SELECT count(*)::int FROM order_documents) AS documents,
      (SELECT count(*)::int FROM order_status_history) AS history,
      (SELECT count(*)::int FROM outbox_messages) AS outbox,
      (SELECT count(*)::int FROM domain_events) AS events,
      (SELECT count(*)::int FROM customers) AS customers`);
  return { ...(row as Omit<Snapshot, 'files'>), files: await listFiles(join(testApp.dataDir, 'uploads')) };
}

export { startSmtpServer, type ReceivedMail } from './smtp-server.js';
export { waitFor } from './wait-for.js';

/** A staff custom order (POST /api/admin/custom-orders): two line items whose prices add up to its total. */
export function customOrder(overrides: Record<string, unknown> = {}) {
  return {
    customerInfo: { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com', phone: '8505550142' },
    serviceLevel: 'lightning',
    destinationCountry: 'Italy',
    lineItems: [
      {
        id: 'li-1',
        documentType: 'College Diploma',
        documentCount: 2,
        shippingAddress: { street: '1 Main St', city: 'Tallahassee', state: 'FL', zipCode: '32301', country: 'United States', notes: 'Side door' },
        deliveryMethod: 'fedex_domestic',
        shippingCost: 45.5,
      },
      {
        id: 'li-2',
        documentType: 'Power of Attorney',
        documentCount: 1,
        shippingAddress: { street: '2 Oak Ave', city: 'Miami', state: 'FL', zipCode: '33101', country: 'United States', notes: '' },
        deliveryMethod: 'pickup',
        shippingCost: 0,
      },
    ],
    customPricing: { basePrice: 500, stateFeesTotal: 30, shippingTotal: 45.5, additionalCharges: 19.99, discount: 25.25, totalAmount: 570.24 },
    ...overrides,
  };
}
