import { API_KEY_MESSAGES, quote } from '@apostille/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { anyClient, JPEG, offlineCard as card, PDF } from './support/ordering-fixtures.js';
import { staffRoleToken, staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

/**
 * The write half of the wholesale API (issue #36): an order is placed unpaid through
 * POST /api/v1/orders, checked by the checkout's rules and priced with the account's tier, then
 * paid through its payment link (or on the monthly invoice staff allow); documents are uploaded to
 * it. A refused request leaves no order and no charge.
 */

const PASSWORD = 'correct horse battery';
const ADMIN = { ADMIN_USERNAME: 'api.admin', ADMIN_PASSWORD: 'a-long-staff-password' };

const orderBody = (overrides: Record<string, unknown> = {}) => ({
  serviceLevel: 'rush',
  destinationCountry: 'Spain',
  deliveryMethod: 'pickup',
  shippingAddress: { street: '1 Main St', city: 'Tallahassee', state: 'FL', zipCode: '32301', country: 'United States' },
  documents: [{ documentType: 'Birth Certificate' }, { documentType: 'Marriage Certificate', issuer: { kind: 'us-state', state: 'NY' } }],
  customerReference: 'MATTER-2026-0042',
  ...overrides,
});

describe('placing orders through /api/v1', () => {
  let testApp: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    testApp = await bootTestApp({ env: ADMIN });
    dataSource = testApp.app.get(DataSource);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const http = () => request(testApp.app.getHttpServer());

  /** A confirmed wholesale account at `tier` and one of its keys. */
  async function wholesaleKey(email: string, scope: 'read' | 'write', tier = 'enterprise'): Promise<{ key: string; token: string; customerId: number }> {
    await http()
      .post('/api/customers/register')
      .set('X-Forwarded-For', anyClient())
      .send({ firstName: 'Ada', lastName: 'Lovelace', email, phone: '8505550100', password: PASSWORD })
      .expect(201);
    await dataSource.query(`UPDATE customers SET email_verified = true, account_type = 'wholesale', wholesale_tier = $2 WHERE lower(email) = lower($1)`, [
      email,
      tier,
    ]);
    const [{ id }] = await dataSource.query(`SELECT id FROM customers WHERE lower(email) = lower($1)`, [email]);
    const login = await http().post('/api/customers/login').set('X-Forwarded-For', anyClient()).send({ email, password: PASSWORD }).expect(200);
    const token = login.body.token as string;
    const created = await http().post('/api/customers/api-keys').set('Authorization', `Bearer ${token}`).send({ name: 'Case system', scope }).expect(201);
    return { key: created.body.secret as string, token, customerId: id as number };
  }

  const create = (key: string, body: object, idempotencyKey?: string) => {
    const call = http().post('/api/v1/orders').set('Authorization', `Bearer ${key}`);
    return (idempotencyKey ? call.set('Idempotency-Key', idempotencyKey) : call).send(body);
  };
  const upload = (key: string, orderNumber: string, files: { content: Buffer; name: string }[]) => {
    let call = http().post(`/api/v1/orders/${orderNumber}/documents`).set('Authorization', `Bearer ${key}`);
    for (const file of files) call = call.attach('documents', file.content, file.name);
    return call;
  };
  const ordersOf = async (customerId: number): Promise<number> =>
    (await dataSource.query(`SELECT count(*)::int AS n FROM orders WHERE customer_id = $1`, [customerId]))[0].n as number;
  const chargesOf = async (customerId: number): Promise<number> =>
    (await dataSource.query(`SELECT count(*)::int AS n FROM extra_charges c JOIN orders o ON o.id = c.order_id WHERE o.customer_id = $1`, [customerId]))[0]
      .n as number;

  it('places an unpaid order priced with the tier, with a payment link that pays it', async () => {
    const { key, customerId } = await wholesaleKey('card-firm@agency.example', 'write');
    const expected = quote({
      serviceLevel: 'rush',
      documentCount: 2,
      deliveryMethod: 'pickup',
      wholesaleTier: 'enterprise',
      documents: [
        { documentType: 'Birth Certificate', issuer: null },
        { documentType: 'Marriage Certificate', issuer: { kind: 'us-state', state: 'NY' } },
      ],
      destinationCountry: 'Spain',
      orderDate: new Date(),
    });
    expect(expected.bulkDiscountCents).toBeGreaterThan(0);

    const placed = await create(key, orderBody({ expectedTotal: expected.totalCents })).expect(201);
    expect(placed.body).toMatchObject({
      orderNumber: expect.stringMatching(/^APO-\d{4}-\d+$/),
      status: 'pending',
      totalAmount: expected.totalCents / 100,
      documentCount: 2,
      customerReference: 'MATTER-2026-0042',
      payment: { method: 'card', status: 'unpaid', paymentUrl: expect.stringMatching(/\/pay\/[A-Za-z0-9_-]{43}$/) },
    });
    const orderNumber: string = placed.body.orderNumber;
    const [row] = await dataSource.query(
      `SELECT source, customer_id, customer_reference, bulk_tier, total_amount_cents, invoice_monthly, payment_intent_id FROM orders WHERE order_number = $1`,
      [orderNumber],
    );
    expect(row).toEqual({
      source: 'api',
      customer_id: customerId,
      customer_reference: 'MATTER-2026-0042',
      bulk_tier: 'enterprise',
      total_amount_cents: expected.totalCents,
      invoice_monthly: false,
      payment_intent_id: null,
    });
    // Nothing was charged: the link asks for exactly the order's total, and waits.
    const [charge] = await dataSource.query(`SELECT amount_cents, status FROM extra_charges WHERE order_id = (SELECT id FROM orders WHERE order_number = $1)`, [
      orderNumber,
    ]);
    expect(charge).toEqual({ amount_cents: expected.totalCents, status: 'pending' });

    // The existing payment-link flow pays it; the order then reads as paid.
    const linkToken = (placed.body.payment.paymentUrl as string).split('/pay/')[1];
    const intent = await http().post(`/api/payment-links/${linkToken}/intent`).expect(200);
    expect(intent.body.amount).toBe(expected.totalCents / 100);
    await http().post('/api/payments/offline/confirm').send(card(intent.body.clientSecret, '4242 4242 4242 4242')).expect(200);
    await http().post(`/api/payment-links/${linkToken}/pay`).send({ paymentIntentId: intent.body.paymentIntentId }).expect(200);
    const read = await http().get(`/api/v1/orders/${orderNumber}`).set('Authorization', `Bearer ${key}`).expect(200);
    expect(read.body).toMatchObject({ customerReference: 'MATTER-2026-0042', payment: { method: 'card', status: 'paid' } });
    expect(read.body.payment.paymentUrl).toBeUndefined();
    const list = await http().get('/api/v1/orders').set('Authorization', `Bearer ${key}`).expect(200);
    expect(list.body.orders).toEqual([
      expect.objectContaining({ orderNumber, customerReference: 'MATTER-2026-0042', payment: { method: 'card', status: 'paid' } }),
    ]);
  });

  it('documents both routes in OpenAPI with their request and answer schemas', async () => {
    const document = (await http().get('/api/v1/openapi.json').expect(200)).body;
    const create = document.paths['/api/v1/orders'].post;
    expect(create.requestBody.content['application/json'].schema.$ref).toMatch(/V1CreateOrderDto$/);
    expect(create.responses['201'].content['application/json'].schema.$ref).toMatch(/V1OrderView$/);
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['200', '201', '400', '401', '403', '409', '422', '429']));
    expect(create.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]));
    const uploadRoute = document.paths['/api/v1/orders/{orderNumber}/documents'].post;
    expect(Object.keys(uploadRoute.requestBody.content)).toEqual(['multipart/form-data']);
    expect(uploadRoute.responses['201'].content['application/json'].schema.$ref).toMatch(/V1UploadView$/);
    expect(document.components.schemas.V1OrderView.properties).toMatchObject({ customerReference: expect.any(Object), payment: expect.any(Object) });
  });

  it('bills an account staff invoice monthly without a payment link', async () => {
    const { key, customerId } = await wholesaleKey('monthly-firm@agency.example', 'write');
    await dataSource.query(`UPDATE customers SET invoice_monthly = true WHERE id = $1`, [customerId]);
    const placed = await create(key, orderBody({ customerReference: undefined })).expect(201);
    expect(placed.body).toMatchObject({ customerReference: null, payment: { method: 'monthly-invoice', status: 'unpaid' } });
    expect(await chargesOf(customerId)).toBe(0);
    const [{ invoice_monthly }] = await dataSource.query(`SELECT invoice_monthly FROM orders WHERE order_number = $1`, [placed.body.orderNumber]);
    expect(invoice_monthly).toBe(true);
  });

  it('refuses a read key (403) and a revoked key (401), placing nothing', async () => {
    const reader = await wholesaleKey('reader-firm@agency.example', 'read');
    expect((await create(reader.key, orderBody()).expect(403)).body.message).toBe(API_KEY_MESSAGES.readOnly);
    const writer = await wholesaleKey('revoked-firm@agency.example', 'write');
    const keys = await http().get('/api/customers/api-keys').set('Authorization', `Bearer ${writer.token}`).expect(200);
    await http().delete(`/api/customers/api-keys/${keys.body[0].id}`).set('Authorization', `Bearer ${writer.token}`).expect(200);
    expect((await create(writer.key, orderBody()).expect(401)).body.message).toBe(API_KEY_MESSAGES.invalid);
    await upload(reader.key, 'APO-2026-1', [{ content: PDF, name: 'a.pdf' }]).expect(403);
    expect(await ordersOf(reader.customerId)).toBe(0);
    expect(await ordersOf(writer.customerId)).toBe(0);
  });

  it.each([
    ['destinationCountry', { destinationCountry: 'Atlantis' }],
    ['documents[0].documentType', { documents: [{ documentType: 'Grocery List' }] }],
    ['documents', { documents: [] }],
    ['documents', { documents: Array.from({ length: 11 }, () => ({ documentType: 'Birth Certificate' })) }],
    ['serviceLevel', { serviceLevel: 'teleport' }],
    ['shippingRateId', { deliveryMethod: 'mail' }],
    ['shippingAddress.zipCode', { shippingAddress: { street: '1 Main St', city: 'Tallahassee', state: 'FL', zipCode: 'x', country: 'United States' } }],
    ['customerReference', { customerReference: 'x'.repeat(65) }],
  ])('refuses a bad %s with 400 naming the field, and places nothing', async (field, overrides) => {
    const { key, customerId } = await wholesaleKey(`bad-${field.replace(/\W/g, '')}-${Object.keys(overrides)[0]}@agency.example`.toLowerCase(), 'write');
    const refused = await create(key, orderBody(overrides)).expect(400);
    expect(refused.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect(await ordersOf(customerId)).toBe(0);
    expect(await chargesOf(customerId)).toBe(0);
  });

  it('refuses an expectedTotal the server does not charge (409), placing nothing', async () => {
    const { key, customerId } = await wholesaleKey('mismatch-firm@agency.example', 'write');
    const refused = await create(key, orderBody({ expectedTotal: 1 })).expect(409);
    expect(refused.body.message).toContain('expectedTotal is 1 cents');
    expect(await ordersOf(customerId)).toBe(0);
    expect(await chargesOf(customerId)).toBe(0);
  });

  it('places one order for one Idempotency-Key however many requests meet, and refuses the key with another body', async () => {
    const { key, customerId } = await wholesaleKey('retry-firm@agency.example', 'write');
    const answers = await Promise.all(Array.from({ length: 4 }, () => create(key, orderBody(), 'batch-17')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.orderNumber)).size).toBe(1);
    expect(await ordersOf(customerId)).toBe(1);
    expect(await chargesOf(customerId)).toBe(1);

    const reused = await create(key, orderBody({ customerReference: 'OTHER' }), 'batch-17').expect(422);
    expect(reused.body.message).toContain('Idempotency-Key');
    expect((await create(key, orderBody(), ' ').expect(400)).body.errors[0].field).toBe('Idempotency-Key');
    // Another account's same key is its own.
    const other = await wholesaleKey('retry-other@agency.example', 'write');
    await create(other.key, orderBody(), 'batch-17').expect(201);
    expect(await ordersOf(customerId)).toBe(1);
  });

  it("uploads documents to the key's own orders only, checked as a customer upload", async () => {
    const { key } = await wholesaleKey('upload-firm@agency.example', 'write');
    const stranger = await wholesaleKey('upload-stranger@agency.example', 'write');
    const orderNumber = (await create(key, orderBody()).expect(201)).body.orderNumber as string;

    expect((await upload(stranger.key, orderNumber, [{ content: PDF, name: 'a.pdf' }]).expect(404)).body.message).toBe('Order not found');
    await upload(key, orderNumber, [{ content: Buffer.from('MZ\x90\x00 not a pdf'), name: 'evil.pdf' }]).expect(400);
    await upload(key, orderNumber, []).expect(400);

    const first = await upload(key, orderNumber, [{ content: PDF, name: 'birth.pdf' }]).expect(201);
    expect(first.body).toEqual({
      orderNumber,
      documents: [{ documentNumber: 1, documentType: 'Birth Certificate', originalName: 'birth.pdf', mimeType: 'application/pdf', fileSize: PDF.length }],
    });
    // Two at once for the one document left: one passes.
    const both = await Promise.all([
      upload(key, orderNumber, [{ content: JPEG, name: 'm1.jpg' }]),
      upload(key, orderNumber, [{ content: PDF, name: 'm2.pdf' }]),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 400]);
    const rows = await dataSource.query(
      `SELECT document_number, document_type, uploaded_by FROM order_documents WHERE order_id = (SELECT id FROM orders WHERE order_number = $1) ORDER BY document_number`,
      [orderNumber],
    );
    expect(rows).toEqual([
      { document_number: 1, document_type: 'Birth Certificate', uploaded_by: 'customer' },
      { document_number: 2, document_type: 'Marriage Certificate', uploaded_by: 'customer' },
    ]);
  });

  it('lets admins switch an approved account to monthly invoicing, audited, and its next API order follows it', async () => {
    const { token: adminToken } = await staffSession(testApp, ADMIN.ADMIN_USERNAME);
    const staffToken = await staffRoleToken(testApp, 'invoice.staff');
    const graphql = (token: string, query: string, variables: Record<string, unknown>) =>
      http().post('/graphql').set('Authorization', `Bearer ${token}`).send({ query, variables });
    const setFlag = (token: string, id: number, invoiceMonthly: boolean) =>
      graphql(
        token,
        `
          mutation ($id: Int!, $on: Boolean!) {
            setWholesaleInvoiceMonthly(id: $id, invoiceMonthly: $on) {
              id
              invoiceMonthly
            }
          }
        `,
        {
          id,
          on: invoiceMonthly,
        },
      );

    const email = 'flag-firm@agency.example';
    const { key } = await wholesaleKey(email, 'write', 'partner');
    await http()
      .post('/api/wholesale/applications')
      .set('X-Forwarded-For', anyClient())
      .send({
        companyName: 'Flag Legal LLC',
        businessType: 'Law Firm',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        phone: '3055550123',
        businessStreet: '100 Main Street',
        businessCity: 'Miami',
        businessState: 'FL',
        businessZipCode: '33101',
        businessCountry: 'United States',
        monthlyDocumentVolume: 40,
        servicesNeeded: ['Document Apostille'],
        reasonForWholesale: 'We file apostilles for clients every month.',
      })
      .expect(201);
    const [{ id }] = await dataSource.query('SELECT max(id) AS id FROM wholesale_applications WHERE email = $1', [email]);

    // Pending: there is no approved account to bill yet.
    expect((await setFlag(adminToken, id, true)).body.errors[0].message).toContain('approved application');
    const approved = await graphql(
      adminToken,
      `
        mutation ($id: Int!) {
          approveWholesaleApplication(id: $id, tier: partner) {
            invoiceMonthly
          }
        }
      `,
      { id },
    );
    expect(approved.body.data.approveWholesaleApplication.invoiceMonthly).toBe(false);

    expect((await setFlag(staffToken, id, true)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    const set = await setFlag(adminToken, id, true);
    expect(set.body.data.setWholesaleInvoiceMonthly).toEqual({ id, invoiceMonthly: true });
    const [audit] = await dataSource.query(`SELECT details FROM audit_log WHERE action = 'wholesale.invoice_monthly_set' ORDER BY id DESC LIMIT 1`);
    expect(audit.details).toMatchObject({ applicationId: id, invoiceMonthly: true, previous: false });

    const placed = await create(key, orderBody()).expect(201);
    expect(placed.body.payment).toEqual({ method: 'monthly-invoice', status: 'unpaid' });
  });
});
