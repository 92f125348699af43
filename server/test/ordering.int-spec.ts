import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { MAX_FILE_BYTES, ORDER_MESSAGES, ORDER_NUMBER_PATTERN } from '@apostille/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PAYMENT_MESSAGES } from '../src/payments/payment-provider.js';
import { ORDER_ERRORS } from '../src/checkout/order-placement.service.js';
import { DownloadLinksService } from '../src/storage/download-links.service.js';
import {
  intentRequest,
  JPEG,
  orderFields,
  payOffline,
  PDF,
  PNG,
  snapshot,
  startSmtpServer,
  submitOrder,
  THREE_FILES,
  waitFor,
} from './support/ordering-fixtures.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

describe('POST /api/orders', () => {
  let testApp: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let dataSource: DataSource;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await bootTestApp({ env: { SMTP_URL: smtp.url, QUEUE_PREFIX: `ordering${Date.now().toString(36)}` } });
    dataSource = testApp.app.get(DataSource);
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  /** Submits and asserts the refusal left no row and no file behind. */
  async function expectRefusedWithoutTrace(submit: () => Promise<request.Response>, status: number, message: string) {
    const before = await snapshot(testApp);
    const response = await submit();
    expect({ status: response.status, message: response.body.message }).toEqual({ status, message });
    expect(response.body.statusCode).toBe(status);
    expect(await snapshot(testApp)).toEqual(before);
  }

  it('stores a paid order with its documents, history, e-mail and event, priced like the libs/domain worked example', async () => {
    const intentId = await payOffline(testApp);
    const response = await submitOrder(testApp, orderFields(intentId)).expect(201);

    expect(response.body).toEqual({
      orderNumber: expect.stringMatching(ORDER_NUMBER_PATTERN),
      totalAmount: 411.45,
      breakdown: {
        serviceLevelPrice: 227,
        additionalDocumentPrice: 130,
        stateFeesTotal: 30,
        shippingPrice: 9.45,
        deliveryPrice: 0,
        additionalServicesTotal: 15,
        subtotal: 411.45,
        bulkDiscountAmount: 0,
        bulkTier: null,
        bundleDiscountAmount: 0,
        totalSavings: 0,
        // Florida documents for a Convention country: each route's fee is the spec's $10.
        governmentFees: ['Birth Certificate', 'Marriage Certificate', 'College Diploma'].map((type, index) => ({
          label: `Document ${index + 1}, ${type}: Apostille`,
          office: 'Florida Department of State, Division of Corporations (Tallahassee)',
          amount: 10,
        })),
        pendingGovernmentFees: [],
      },
      isNewAccount: true,
      documentRoutes: [1, 2, 3].map((documentNumber) => expect.objectContaining({ documentNumber, kind: 'apostille', knownFees: 10 })),
      // Rush's 2 days and the Florida office's typical 5, from the day the originals arrive; they are still to be posted.
      expectedCompletion: expect.objectContaining({
        businessDaysAfterArrival: 7,
        firm: false,
        originalsReceivedOn: null,
        text: expect.stringMatching(/^Ready 7 business days after your originals arrive; posted today, expect about \w+, \w+ \d+, \d{4}\.$/),
      }),
    });
    const orderNumber: string = response.body.orderNumber;
    expect(orderNumber).toMatch(new RegExp(`^APO-\\d{4}-\\d{3}$`));

    const [order] = await dataSource.query('SELECT * FROM orders WHERE order_number = $1', [orderNumber]);
    expect(order).toMatchObject({ status: 'pending', total_amount_cents: 41145, payment_intent_id: intentId, document_count: 3, source: 'web' });
    expect(order.customer_id).not.toBeNull();
    const [customer] = await dataSource.query('SELECT * FROM customers WHERE id = $1', [order.customer_id]);
    expect(customer).toMatchObject({ email: 'ada@example.com', password_hash: null });

    const history = await dataSource.query('SELECT * FROM order_status_history WHERE order_id = $1', [order.id]);
    expect(history).toEqual([expect.objectContaining({ old_status: null, new_status: 'pending' })]);
    const [payment] = await dataSource.query('SELECT * FROM payments WHERE payment_intent_id = $1', [intentId]);
    expect(payment).toMatchObject({ order_id: order.id, status: 'succeeded', amount_cents: 41145 });
    const events = await dataSource.query(`SELECT * FROM domain_events WHERE type = 'order.created'`);
    expect(events).toEqual([expect.objectContaining({ payload: expect.objectContaining({ orderNumber, orderId: order.id }) })]);

    // Files: private, random names, original bytes, original names kept only in the database.
    const documents = await dataSource.query('SELECT * FROM order_documents WHERE order_id = $1 ORDER BY id', [order.id]);
    expect(documents.map((d: { original_name: string }) => d.original_name)).toEqual(['birth.pdf', 'marriage.png', 'diploma.jpeg']);
    expect(documents.map((d: { mime_type: string }) => d.mime_type)).toEqual(['application/pdf', 'image/png', 'image/jpeg']);
    expect(documents.map((d: { document_type: string }) => d.document_type)).toEqual(['Birth Certificate', 'Marriage Certificate', 'College Diploma']);
    const stored = (await snapshot(testApp)).files;
    expect(stored.map((path: string) => basename(path))).toEqual(expect.arrayContaining(documents.map((d: { file_name: string }) => d.file_name)));
    for (const [index, document] of documents.entries()) {
      expect(document.file_name).toMatch(/^[0-9a-f]{32}\.(pdf|png|jpg)$/);
      const bytes = await readFile(join(testApp.dataDir, 'uploads', 'apostille-docs', document.file_name));
      expect(bytes.equals(THREE_FILES[index].content)).toBe(true);
    }

    // The confirmation e-mail arrives over SMTP with the number, the mailing address and the prices.
    const mail = await waitFor(() => smtp.received.find((m) => m.raw.includes(orderNumber)), 'the confirmation e-mail');
    expect(mail.to).toEqual(['ada@example.com']);
    expect(mail.raw).toContain(`Subject: Order confirmed: ${orderNumber}`);
    const text = mail.raw.replace(/=\r?\n/g, '');
    expect(text).toContain('Tallahassee, FL');
    expect(text).toContain('Total paid: $411.45');
    expect(text).toContain('USPS Priority Mail Flat Rate Envelope: $9.45');
    // The same expected date as the confirmation page, counted from the arrival of the originals.
    expect(text).toContain(`When it will be ready: ${response.body.expectedCompletion.text}`);
  });

  it('answers a replayed payment intent with the same order and stores nothing twice', async () => {
    const intentId = await payOffline(testApp, intentRequest({ customerEmail: 'replay@example.com' }));
    const fields = orderFields(intentId, { customerEmail: 'replay@example.com' });
    const first = await submitOrder(testApp, fields).expect(201);
    const before = await snapshot(testApp);
    const again = await submitOrder(testApp, fields).expect(200);
    expect(again.body).toEqual(first.body);
    expect(await snapshot(testApp)).toEqual(before);

    // Two submits racing each other: one order, the same answer twice.
    const raceIntent = await payOffline(testApp, intentRequest({ customerEmail: 'race@example.com' }));
    const raceFields = orderFields(raceIntent, { customerEmail: 'race@example.com' });
    const [a, b] = await Promise.all([submitOrder(testApp, raceFields), submitOrder(testApp, raceFields)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body).toEqual(b.body);
    const orders = await dataSource.query('SELECT count(*)::int AS n FROM orders WHERE payment_intent_id = $1', [raceIntent]);
    expect(orders[0].n).toBe(1);
    const after = await snapshot(testApp);
    expect(after.orders).toBe(before.orders + 1);
    expect(after.documents).toBe(before.documents + 3);
    expect(after.files.length).toBe(before.files.length + 3);
  });

  it('links a returning customer by e-mail, case-insensitively, without a new account', async () => {
    const intentId = await payOffline(testApp, intentRequest({ customerEmail: 'ADA@Example.com' }));
    const response = await submitOrder(testApp, orderFields(intentId, { customerEmail: 'ADA@Example.com' })).expect(201);
    expect(response.body.isNewAccount).toBe(false);
    const customers = await dataSource.query(`SELECT count(*)::int AS n FROM customers WHERE lower(email) = 'ada@example.com'`);
    expect(customers[0].n).toBe(1);
  });

  it('links two orders placed at once from a new e-mail to one new customer', async () => {
    const email = 'twins@example.com';
    const intents = [
      await payOffline(testApp, intentRequest({ customerEmail: email })),
      await payOffline(testApp, intentRequest({ customerEmail: email, documentCount: 2 })),
    ];
    const [a, b] = await Promise.all([
      submitOrder(testApp, orderFields(intents[0], { customerEmail: email })),
      submitOrder(
        testApp,
        orderFields(intents[1], {
          customerEmail: email,
          documentCount: '2',
          documentTypes: '["Birth Certificate","Marriage Certificate"]',
          totalAmount: '336.45',
        }),
        THREE_FILES.slice(0, 2),
      ),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect([a.body.isNewAccount, b.body.isNewAccount].sort()).toEqual([false, true]);
    const customers = await dataSource.query('SELECT id FROM customers WHERE lower(email) = $1', [email]);
    expect(customers).toHaveLength(1);
    const orders = await dataSource.query('SELECT customer_id FROM orders WHERE customer_email = $1', [email]);
    expect(orders).toEqual([{ customer_id: customers[0].id }, { customer_id: customers[0].id }]);
  });

  it('numbers orders past 999 with more digits and writes the number into the e-mail', async () => {
    const year = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric' }).format(new Date()));
    await dataSource.query(`INSERT INTO order_number_counters (year, last_value) VALUES ($1, 999) ON CONFLICT (year) DO UPDATE SET last_value = 999`, [year]);
    const intentId = await payOffline(testApp, intentRequest({ customerEmail: 'thousand@example.com' }));
    const response = await submitOrder(testApp, orderFields(intentId, { customerEmail: 'thousand@example.com' })).expect(201);
    expect(response.body.orderNumber).toBe(`APO-${year}-1000`);
    expect(response.body.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    const [mail] = await dataSource.query(`SELECT * FROM outbox_messages WHERE recipient = 'thousand@example.com'`);
    expect(mail.subject).toBe(`Order confirmed: APO-${year}-1000`);
    expect(mail.text_body).toContain(`Your order number is APO-${year}-1000.`);
    expect(mail.html_body).toContain(`<strong>APO-${year}-1000</strong>`);
    expect(mail.text_body).toContain(`order=APO-${year}-1000&`);
    expect(`${mail.text_body}${mail.html_body}`).not.toMatch(/ordernumberslot/);
  });

  it('prices documents, not scan files: a document scanned into two files counts once', async () => {
    const body = intentRequest({ customerEmail: 'scans@example.com', documentCount: 2, documentTypes: ['Birth Certificate', 'College Diploma'] });
    const intentId = await payOffline(testApp, body);
    // rush 227 + one additional 65 + state fees 2 x 10 + scanning 15 + shipping 9.45
    const fields = orderFields(intentId, {
      customerEmail: 'scans@example.com',
      documentCount: '2',
      documentFileCounts: JSON.stringify([2, 1]),
      documentTypes: JSON.stringify(['Birth Certificate', 'Birth Certificate', 'College Diploma']),
      stateGovernmentFees: '20',
      totalAmount: '336.45',
    });
    const response = await submitOrder(testApp, fields).expect(201);
    expect(response.body.totalAmount).toBe(336.45);
    const [order] = await dataSource.query('SELECT id, document_count FROM orders WHERE payment_intent_id = $1', [intentId]);
    expect(order.document_count).toBe(2);
    const documents = await dataSource.query('SELECT document_type FROM order_documents WHERE order_id = $1 ORDER BY id', [order.id]);
    expect(documents.map((d: { document_type: string }) => d.document_type)).toEqual(['Birth Certificate', 'Birth Certificate', 'College Diploma']);
  });

  it('refuses file counts that do not add up to the uploaded files', async () => {
    const intentId = await payOffline(testApp);
    await expectRefusedWithoutTrace(
      () => submitOrder(testApp, orderFields(intentId, { documentFileCounts: JSON.stringify([1, 1]) })),
      400,
      ORDER_ERRORS.documentCountMismatch,
    );
  });

  it('refuses a tampered total', async () => {
    const intentId = await payOffline(testApp);
    await expectRefusedWithoutTrace(() => submitOrder(testApp, orderFields(intentId, { totalAmount: '1.00' })), 400, ORDER_ERRORS.totalMismatch);
  });

  it('refuses an order whose contents differ from what was paid for', async () => {
    const intentId = await payOffline(testApp);
    const fields = orderFields(intentId, {
      additionalServices: JSON.stringify({ scanning: false }),
      totalAmount: '396.45',
    });
    await expectRefusedWithoutTrace(() => submitOrder(testApp, fields), 400, PAYMENT_MESSAGES.amountMismatch);
  });

  it('refuses 11 documents', async () => {
    const intentId = await payOffline(testApp);
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `doc${i}.pdf`, content: PDF }));
    const types = JSON.stringify(Array.from({ length: 11 }, () => 'Birth Certificate'));
    await expectRefusedWithoutTrace(
      () => submitOrder(testApp, orderFields(intentId, { documentTypes: types, documentCount: '11' }), files),
      400,
      ORDER_MESSAGES.maxDocuments,
    );
  });

  it('refuses a 10.5 MB file', async () => {
    const intentId = await payOffline(testApp);
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_FILE_BYTES + 512 * 1024 - PDF.length, 0x20)]);
    const files = [THREE_FILES[0], { name: 'big.pdf', content: big }, THREE_FILES[2]];
    await expectRefusedWithoutTrace(() => submitOrder(testApp, orderFields(intentId), files), 400, ORDER_MESSAGES.invalidFiles);
  });

  it('refuses a file whose content is not what its name says', async () => {
    const intentId = await payOffline(testApp);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    await expectRefusedWithoutTrace(
      () => submitOrder(testApp, orderFields(intentId), [THREE_FILES[0], { name: 'scan.pdf', content: html }, THREE_FILES[2]]),
      400,
      ORDER_MESSAGES.invalidFiles,
    );
    await expectRefusedWithoutTrace(
      () => submitOrder(testApp, orderFields(intentId), [THREE_FILES[0], { name: 'photo.pdf', content: PNG }, { name: 'x.png', content: JPEG }]),
      400,
      ORDER_MESSAGES.invalidFiles,
    );
  });

  it('refuses an unpaid or declined payment', async () => {
    const server = testApp.app.getHttpServer();
    const intent = await request(server)
      .post('/api/create-payment-intent')
      .send(intentRequest({ customerEmail: 'declined@example.com' }))
      .expect(200);
    await request(server)
      .post('/api/payments/offline/confirm')
      .send({ clientSecret: intent.body.clientSecret, cardNumber: '4000 0000 0000 0002', expMonth: 12, expYear: 2099, cvc: '123' })
      .expect(402);
    await expectRefusedWithoutTrace(
      () => submitOrder(testApp, orderFields(intent.body.paymentIntentId, { customerEmail: 'declined@example.com' })),
      402,
      PAYMENT_MESSAGES.paymentNotCompleted,
    );
    await expectRefusedWithoutTrace(() => submitOrder(testApp, orderFields('pi_offline_000000000000000000000000')), 400, PAYMENT_MESSAGES.paymentNotFound);
  });

  it('validates every field with the spec messages', async () => {
    const intentId = await payOffline(testApp);
    const before = await snapshot(testApp);
    const response = await submitOrder(
      testApp,
      orderFields(intentId, {
        customerFirstName: ' ',
        customerEmail: 'not-an-email',
        customerPhone: '12345',
        shippingAddress: JSON.stringify({ street: '', city: 'Tallahassee', state: 'F', zipCode: '123', country: 'United States' }),
        documentTypes: JSON.stringify(['Birth Certificate', '', 'College Diploma']),
      }),
    ).expect(400);
    const messages = response.body.errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        ORDER_MESSAGES.firstNameRequired,
        ORDER_MESSAGES.validEmailRequired,
        ORDER_MESSAGES.validPhoneRequired,
        ORDER_MESSAGES.streetRequired,
        ORDER_MESSAGES.stateRequired,
        ORDER_MESSAGES.zipCodeRequired,
        ORDER_MESSAGES.documentTypeRequired,
      ]),
    );
    await expectRefusedWithoutTrace(() => submitOrder(testApp, orderFields(intentId), []), 400, ORDER_MESSAGES.atLeastOneDocumentRequired);
    expect(await snapshot(testApp)).toEqual(before);
  });

  describe('signed downloads', () => {
    let fileName: string;
    let links: DownloadLinksService;

    beforeAll(async () => {
      const [document] = await dataSource.query(`SELECT file_name FROM order_documents WHERE original_name = 'birth.pdf' ORDER BY id LIMIT 1`);
      fileName = document.file_name;
      links = testApp.app.get(DownloadLinksService);
    });

    const pathOf = (url: string) => url.replace(testApp.config.publicUrl, '');

    it('serves a file with a valid link as an attachment under its original name', async () => {
      const response = await request(testApp.app.getHttpServer())
        .get(pathOf(links.signedDownloadUrl(fileName, 60)))
        .buffer(true)
        .expect(200);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="birth.pdf"; filename*=UTF-8''birth.pdf`);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(Buffer.from(response.body).equals(PDF)).toBe(true);
    });

    it('refuses expired and tampered links, unknown names and listings', async () => {
      const server = testApp.app.getHttpServer();
      const expired = links.signedDownloadUrl(fileName, 60, Date.now() - 3_600_000);
      expect((await request(server).get(pathOf(expired)).expect(403)).body.message).toBe('This download link has expired');
      const valid = new URL(links.signedDownloadUrl(fileName, 60));
      valid.searchParams.set('expires', String(Number(valid.searchParams.get('expires')) + 1000));
      await request(server).get(`${valid.pathname}${valid.search}`).expect(403);
      await request(server).get(`/uploads/apostille-docs/${fileName}`).expect(403);
      const unknown = `${'0'.repeat(32)}.pdf`;
      await request(server)
        .get(pathOf(links.signedDownloadUrl(unknown, 60)))
        .expect(404);
      await request(server).get('/uploads/apostille-docs/').expect(404);
      await request(server).get('/uploads/apostille-docs/..%2Fsecrets.json').expect(404);
      await request(server).get(`/api/uploads/apostille-docs/${fileName}`).expect(404);
    });
  });
});
