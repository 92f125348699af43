import request from 'supertest';
import { DataSource } from 'typeorm';
import { TRACKING_MESSAGES } from '@apostille/domain';
import { TOO_MANY_REQUESTS_MESSAGE, TRACKING_RATE_LIMIT } from '../src/common/throttling/rate-limits.js';
import { OrderDocument } from '../src/orders/entities/order-document.entity.js';
import { OrderStatusHistory } from '../src/orders/entities/order-status-history.entity.js';
import { Order } from '../src/orders/entities/order.entity.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

let nextClient = 1;
/** A distinct client address per test (the app trusts X-Forwarded-For from a proxy on loopback), so limits do not leak between tests. */
const client = () => `198.51.100.${nextClient++}`;

describe('GET /api/orders/track', () => {
  let testApp: TestApp;
  let dataSource: DataSource;

  async function insertOrder(orderNumber: string, email: string, extra: Partial<Order> = {}): Promise<Order> {
    const orders = dataSource.getRepository(Order);
    const order = await orders.save(
      orders.create({
        orderNumber,
        status: 'docs_received',
        customerFirstName: 'Jane',
        customerLastName: 'Doe',
        customerEmail: email,
        customerPhone: '3055550100',
        serviceLevel: 'rush',
        destinationCountry: 'Spain',
        deliveryMethod: 'mail',
        documentType: 'Birth Certificate',
        documentCount: 2,
        additionalServices: { scanning: true, translation: true },
        serviceLevelPriceCents: 22700,
        additionalDocumentPriceCents: 6500,
        stateFeesCents: 2000,
        shippingPriceCents: 945,
        deliveryPriceCents: 0,
        additionalServicesCents: 1500,
        totalAmountCents: 33645,
        // The originals arrived on Tuesday, December 1 (Eastern), 2026.
        originalsReceivedAt: new Date('2026-12-01T15:00:00Z'),
        ...extra,
      }),
    );
    const history = dataSource.getRepository(OrderStatusHistory);
    await history.save(history.create({ orderId: order.id, oldStatus: null, newStatus: 'pending', notes: 'Order placed' }));
    await history.save(history.create({ orderId: order.id, oldStatus: 'pending', newStatus: 'processing', notes: null }));
    await history.save(history.create({ orderId: order.id, oldStatus: 'processing', newStatus: 'docs_received', notes: 'Originals arrived in Tallahassee' }));
    const documents = dataSource.getRepository(OrderDocument);
    await documents.save(
      documents.create({
        orderId: order.id,
        originalName: 'birth-certificate.pdf',
        fileName: `stored-${orderNumber}-a1b2c3.pdf`,
        mimeType: 'application/pdf',
        fileSize: 123456,
        documentType: 'Birth Certificate',
      }),
    );
    return order;
  }

  beforeAll(async () => {
    testApp = await bootTestApp({ env: { TRUST_PROXY: 'loopback' } });
    dataSource = testApp.app.get(DataSource);
    await insertOrder('APO-2025-001', 'Jane.Doe@Example.com');
    await insertOrder('APO-2025-002', 'gone@example.com', { deletedAt: new Date() });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const track = (query: Record<string, string>, from = client()) =>
    request(testApp.app.getHttpServer()).get('/api/orders/track').query(query).set('X-Forwarded-For', from);

  it('answers the tracked order of requirements C3, matching the e-mail case-insensitively', async () => {
    const response = await track({ orderNumber: 'APO-2025-001', email: ' jane.doe@example.COM ' }).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      orderNumber: 'APO-2025-001',
      createdAt: expect.any(String),
      status: 'docs_received',
      serviceLevel: 'rush',
      documentType: 'Birth Certificate',
      destinationCountry: 'Spain',
      deliveryMethod: 'mail',
      totalAmount: 336.45,
      customerFirstName: 'Jane',
      customerLastName: 'Doe',
      customerEmail: 'Jane.Doe@Example.com',
      customerPhone: '3055550100',
      serviceLevelPrice: 227,
      deliveryPrice: 0,
      // Every stored price line, adding up to the total paid: 227 + 65 + 20 + 9.45 + 0 + 15 = 336.45.
      breakdown: {
        serviceLevelPrice: 227,
        additionalDocumentPrice: 65,
        stateFeesTotal: 20,
        shippingPrice: 9.45,
        deliveryPrice: 0,
        additionalServicesTotal: 15,
        subtotal: 336.45,
        bulkDiscountAmount: 0,
        bulkTier: null,
        bundleDiscountAmount: 0,
        totalSavings: 0,
        // An order priced the spec's flat way (no routes kept): its $10 per document.
        governmentFees: [
          { label: 'State government fee', office: 'Florida Department of State', amount: 10 },
          { label: 'State government fee', office: 'Florida Department of State', amount: 10 },
        ],
        pendingGovernmentFees: [],
      },
      statusHistory: [
        { newStatus: 'pending', changedAt: expect.any(String), notes: 'Order placed' },
        { newStatus: 'processing', changedAt: expect.any(String), notes: null },
        // Written by no staff member: the customer reads the status's own words.
        { newStatus: 'docs_received', changedAt: expect.any(String), notes: 'Received at our centre' },
      ],
      services: [
        { details: 'Document Scanning', price: 15 },
        { details: 'Translation Services (priced by quote)', price: 0 },
      ],
      documents: [{ originalName: 'birth-certificate.pdf', fileSize: 123456 }],
      // Rush includes digital copies: none uploaded yet. Not shipped yet.
      digitalCopies: [],
      shipment: null,
      // Rush: two business days from the arrival, the same sentence as the e-mails.
      expectedCompletion: {
        businessDaysAfterArrival: 2,
        originalsReceivedOn: '2026-12-01',
        readyBy: '2026-12-03',
        firm: true,
        text: 'Your originals arrived on Tuesday, December 1, 2026. Expected ready by Thursday, December 3, 2026.',
      },
      documentRoutes: [],
      translation: { status: 'quote_pending', estimatedCompletionDate: null },
    });
    expect(JSON.stringify(response.body)).not.toContain('stored-APO-2025-001');
  });

  it('accepts the order number in lower case with spaces', async () => {
    await track({ orderNumber: ' apo-2025-001 ', email: 'jane.doe@example.com' }).expect(200);
  });

  it('gives the same 404 for an unknown number and for a wrong e-mail', async () => {
    const unknown = await track({ orderNumber: 'APO-2025-999', email: 'jane.doe@example.com' });
    const wrongEmail = await track({ orderNumber: 'APO-2025-001', email: 'someone.else@example.com' });
    expect(unknown.status).toBe(404);
    expect(wrongEmail.status).toBe(404);
    expect(wrongEmail.body).toEqual(unknown.body);
    expect(unknown.body).toEqual({ statusCode: 404, message: TRACKING_MESSAGES.notFound });
    expect(wrongEmail.text).toBe(unknown.text);
  });

  it('does not find a soft-deleted order', async () => {
    const response = await track({ orderNumber: 'APO-2025-002', email: 'gone@example.com' }).expect(404);
    expect(response.body.message).toBe(TRACKING_MESSAGES.notFound);
  });

  it.each([[{ email: 'jane.doe@example.com' }], [{ orderNumber: 'APO-2025-001' }], [{ orderNumber: '   ', email: 'jane.doe@example.com' }]])(
    'asks for both order number and e-mail (%j)',
    async (query) => {
      const response = await track(query).expect(400);
      expect(response.body.message).toBe(TRACKING_MESSAGES.bothRequired);
    },
  );

  it(`limits look-ups to ${TRACKING_RATE_LIMIT.limit} a minute per client`, async () => {
    const from = client();
    for (let i = 0; i < TRACKING_RATE_LIMIT.limit; i += 1) {
      await track({ orderNumber: `APO-2025-${900 + i}`, email: 'guess@example.com' }, from).expect(404);
    }
    const blocked = await track({ orderNumber: 'APO-2025-001', email: 'jane.doe@example.com' }, from).expect(429);
    expect(blocked.body).toEqual({ statusCode: 429, message: TOO_MANY_REQUESTS_MESSAGE });
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another client is not affected.
    await track({ orderNumber: 'APO-2025-001', email: 'jane.doe@example.com' }).expect(200);
  });
});
