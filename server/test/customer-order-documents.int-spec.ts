import request from 'supertest';
import { DataSource } from 'typeorm';
import { anyClient, JPEG, PDF } from './support/ordering-fixtures.js';
import { signedInCustomer } from './support/customer-accounts.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

/**
 * A signed-in customer uploads the scans of their own orders (a batch's orders, issue #36) through
 * the service the public API's upload uses: the same file checks, "Order not found" for anyone
 * else's order, and never more files than the order has documents, even with two uploads at once.
 */

const CSV = 'document_type,issued_in,destination,customer_reference\r\nBirth Certificate,FL,Spain,SCAN-1\r\nMarriage Certificate,TX,Italy,SCAN-2\r\n';
const ADDRESS = JSON.stringify({ street: '1 Main St', city: 'Tampa', state: 'FL', zipCode: '33602', country: 'United States' });

describe('Scans a customer uploads to their own orders', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  const http = () => request(testApp.app.getHttpServer());

  const wholesaleAccount = async (email: string): Promise<string> => (await signedInCustomer(testApp, email, { tier: 'enterprise' })).token;

  /** A placed batch of two one-document orders; their numbers. */
  async function batchOrders(token: string, key: string): Promise<string[]> {
    const auth = { Authorization: `Bearer ${token}` };
    const checked = await http()
      .post('/api/customers/batch-orders/check')
      .set('X-Forwarded-For', anyClient())
      .set(auth)
      .attach('file', Buffer.from(CSV), { filename: 'batch.csv', contentType: 'text/csv' })
      .expect(200);
    const placed = await http()
      .post('/api/customers/batch-orders')
      .set('X-Forwarded-For', anyClient())
      .set(auth)
      .set('Idempotency-Key', key)
      .field('expectedTotalCents', String(checked.body.summary.totalCents))
      .field('returnAddress', ADDRESS)
      .attach('file', Buffer.from(CSV), { filename: 'batch.csv', contentType: 'text/csv' })
      .expect(201);
    return (placed.body.orders as { orderNumber: string }[]).map((order) => order.orderNumber);
  }

  const upload = (token: string, orderNumber: string, files: { content: Buffer; name: string }[]) => {
    let call = http().post(`/api/customers/orders/${orderNumber}/documents`).set('Authorization', `Bearer ${token}`);
    for (const file of files) call = call.attach('documents', file.content, file.name);
    return call;
  };
  const documentsOf = (orderNumber: string) =>
    dataSource.query(
      `SELECT document_number, document_type, uploaded_by FROM order_documents WHERE order_id = (SELECT id FROM orders WHERE order_number = $1) ORDER BY document_number`,
      [orderNumber],
    );

  beforeAll(async () => {
    testApp = await bootTestApp();
    dataSource = testApp.app.get(DataSource);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('stores a scan on the own order as its document and says which orders have their scans', async () => {
    const token = await wholesaleAccount('scans-own@agency.example');
    const [first, second] = await batchOrders(token, 'scans-own-1');

    const answer = await upload(token, first.toLowerCase(), [{ content: PDF, name: 'birth.pdf' }]).expect(201);
    expect(answer.body).toEqual({
      orderNumber: first,
      documents: [{ documentNumber: 1, documentType: 'Birth Certificate', originalName: 'birth.pdf', mimeType: 'application/pdf', fileSize: PDF.length }],
    });
    expect(await documentsOf(first)).toEqual([{ document_number: 1, document_type: 'Birth Certificate', uploaded_by: 'customer' }]);
    // The audit log tells a dashboard upload from one through an API key.
    const audits = await dataSource.query(
      `SELECT a.details->>'source' AS source FROM audit_log a JOIN orders o ON o.id = a.order_id WHERE o.order_number = $1 AND a.details ? 'documentIds'`,
      [first],
    );
    expect(audits).toEqual([{ source: 'dashboard' }]);

    const scans = await http().get(`/api/customers/orders/scans?orderNumbers=${first},${second},NOPE-1`).set('Authorization', `Bearer ${token}`).expect(200);
    expect(scans.body).toEqual({
      scans: [
        { orderNumber: first, documentCount: 1, uploaded: 1 },
        { orderNumber: second, documentCount: 1, uploaded: 0 },
      ],
    });
    await http().get('/api/customers/orders/scans').set('Authorization', `Bearer ${token}`).expect(400);
  });

  it("answers another account's order as not found and stores nothing there", async () => {
    const owner = await wholesaleAccount('scans-owner@agency.example');
    const stranger = await wholesaleAccount('scans-stranger@agency.example');
    const [orderNumber] = await batchOrders(owner, 'scans-owner-1');

    expect((await upload(stranger, orderNumber, [{ content: PDF, name: 'a.pdf' }]).expect(404)).body.message).toBe('Order not found');
    expect((await upload(stranger, 'AP-NOPE', [{ content: PDF, name: 'a.pdf' }]).expect(404)).body.message).toBe('Order not found');
    const scans = await http().get(`/api/customers/orders/scans?orderNumbers=${orderNumber}`).set('Authorization', `Bearer ${stranger}`).expect(200);
    expect(scans.body).toEqual({ scans: [] });
    expect(await documentsOf(orderNumber)).toEqual([]);
    await http().post(`/api/customers/orders/${orderNumber}/documents`).attach('documents', PDF, 'a.pdf').expect(401);
  });

  it('refuses a file that is not a PDF, JPG or PNG, and more files than the order has documents, also two uploads at once', async () => {
    const token = await wholesaleAccount('scans-limits@agency.example');
    const [first, second] = await batchOrders(token, 'scans-limits-1');

    await upload(token, first, [{ content: Buffer.from('MZ\x90\x00 not a pdf'), name: 'evil.pdf' }]).expect(400);
    await upload(token, first, []).expect(400);
    const tooMany = await upload(token, first, [
      { content: PDF, name: 'a.pdf' },
      { content: JPEG, name: 'b.jpg' },
    ]).expect(400);
    expect(tooMany.body.message).toContain('send at most 1 more');
    expect(await documentsOf(first)).toEqual([]);

    // Two at once for the one document: one passes.
    const both = await Promise.all([upload(token, second, [{ content: JPEG, name: 'm1.jpg' }]), upload(token, second, [{ content: PDF, name: 'm2.pdf' }])]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(await documentsOf(second)).toHaveLength(1);
    await upload(token, second, [{ content: PDF, name: 'again.pdf' }]).expect(400);
  });
});
