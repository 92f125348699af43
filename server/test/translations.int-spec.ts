import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { QUEUES } from '../src/queue/queue-names.js';
import { OPEN_QUOTE_REQUESTS_JOB } from '../src/translations/quote-request.jobs.js';
import { intentRequest, orderFields, payOffline, startSmtpServer, submitOrder, waitFor } from './support/ordering-fixtures.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

const ADMIN = { ADMIN_USERNAME: 'translations.admin', ADMIN_PASSWORD: 'a-long-staff-password' };
const card = (clientSecret: string) => ({ clientSecret, cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123', postalCode: '32301' });

describe('translation quotes and services', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;
  let dataSource: DataSource;
  let token: string;
  let orderNumber: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await bootTestApp({
      env: { ...ADMIN, SMTP_URL: smtp.url, PUBLIC_URL: 'https://apostille.example', QUEUE_PREFIX: `tr${Date.now().toString(36)}` },
    });
    dataSource = testApp.app.get(DataSource);
    ({ token } = await staffSession(testApp, ADMIN.ADMIN_USERNAME));
    const translation = { scanning: true, translation: true };
    const paymentIntentId = await payOffline(testApp, intentRequest({ additionalServices: translation, customerEmail: 'lin@example.com' }));
    const placed = await submitOrder(
      testApp,
      orderFields(paymentIntentId, { destinationCountry: 'Brazil', customerEmail: 'lin@example.com', additionalServices: JSON.stringify(translation) }),
    );
    if (placed.status !== 201 && placed.status !== 200) throw new Error(`order answered ${placed.status}: ${JSON.stringify(placed.body)}`);
    orderNumber = placed.body.orderNumber ?? placed.body.order?.orderNumber;
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  const http = () => request(testApp.app.getHttpServer());
  const staff = {
    get: (path: string) => http().get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body: object) => http().post(path).set('Authorization', `Bearer ${token}`).send(body),
    patch: (path: string, body: object) => http().patch(path).set('Authorization', `Bearer ${token}`).send(body),
  };

  it('opens the quote request of a new add-on order from its job scheduler, without anyone opening the tab', async () => {
    const queue = testApp.app.get<Queue>(getQueueToken(QUEUES.translations));
    expect(await queue.getJobScheduler(OPEN_QUOTE_REQUESTS_JOB.name)).toMatchObject({ every: OPEN_QUOTE_REQUESTS_JOB.everyMs });
    const [order] = await dataSource.query('SELECT id FROM orders WHERE order_number = $1', [orderNumber]);
    await dataSource.query('DELETE FROM translation_quotes WHERE order_id = $1', [order.id]);
    // One tick of the scheduler, now rather than in a minute.
    const job = await queue.add(OPEN_QUOTE_REQUESTS_JOB.name, {});
    await waitFor(async () => ((await job.isCompleted()) ? true : undefined), 'the quote-request job');
    expect(await dataSource.query('SELECT status FROM translation_quotes WHERE order_id = $1', [order.id])).toEqual([{ status: 'pending' }]);
  });

  it('refuses the translation calls without a staff token', async () => {
    await http().get('/api/admin/translation/quotes').expect(401);
    await http().get('/api/admin/translation/services').expect(401);
    await http().patch('/api/admin/translation/service/1').send({ status: 'completed' }).expect(401);
  });

  it('quote request → priced → payment link → paid → active service, then staff status and notes', async () => {
    const tracked = () => http().get('/api/orders/track').query({ orderNumber, email: 'lin@example.com' }).expect(200);
    expect((await tracked()).body.translation).toEqual({ status: 'quote_pending', estimatedCompletionDate: null });
    const quotes = await staff.get('/api/admin/translation/quotes').expect(200);
    const quote = quotes.body.find((q: { orderNumber: string }) => q.orderNumber === orderNumber);
    expect(quote).toMatchObject({
      status: 'pending',
      customerEmail: 'lin@example.com',
      destinationCountry: 'Brazil',
      sourceLanguage: 'English',
      targetLanguage: 'Portuguese',
      documentType: 'Birth Certificate',
      estimatedPrice: null,
    });
    // Reading again opens no second request for the same order.
    expect((await staff.get('/api/admin/translation/quotes').expect(200)).body).toHaveLength(quotes.body.length);

    await staff.post(`/api/admin/translation/quotes/${quote.id}/price`, { price: 0 }).expect(400);
    await staff.post(`/api/admin/translation/quotes/${quote.id}/price`, { price: '120' }).expect(400);
    // Above the $1,000,000 cap of a single charge, up to numbers PostgreSQL could not hold: refused in words.
    for (const price of [1_000_000.01, 1e12]) {
      const refused = await staff.post(`/api/admin/translation/quotes/${quote.id}/price`, { price }).expect(400);
      expect(refused.body.message).toBe('Price must be a dollar amount above 0 and at most $1,000,000, with at most 2 decimals');
    }
    await staff.post('/api/admin/translation/quotes/999999/price', { price: 120 }).expect(404);
    expect((await dataSource.query('SELECT count(*)::int AS n FROM extra_charges'))[0].n).toBe(0);

    const priced = await staff.post(`/api/admin/translation/quotes/${quote.id}/price`, { price: 120.5 }).expect(201);
    expect(priced.body).toMatchObject({ status: 'sent', estimatedPrice: 120.5, paymentStatus: 'pending', paymentUrl: expect.stringContaining('/pay/') });
    await staff.post(`/api/admin/translation/quotes/${quote.id}/price`, { price: 99 }).expect(409);
    const mail = await waitFor(
      () => smtp.received.find((m) => m.to.includes('lin@example.com') && m.raw.includes('Certified translation into Portuguese')),
      'payment link e-mail',
    );
    expect(mail.raw).toContain('/pay/');
    expect((await staff.get('/api/admin/translation/services').expect(200)).body).toEqual([]);
    expect((await tracked()).body.translation).toEqual({ status: 'quote_sent', estimatedCompletionDate: null });

    // The customer pays the link.
    const linkToken = (priced.body.paymentUrl as string).split('/pay/')[1];
    const intent = await http().post(`/api/payment-links/${linkToken}/intent`).expect(200);
    await http().post('/api/payments/offline/confirm').send(card(intent.body.clientSecret)).expect(200);
    await http().post(`/api/payment-links/${linkToken}/pay`).send({ paymentIntentId: intent.body.paymentIntentId }).expect(200);

    const services = await staff.get('/api/admin/translation/services').expect(200);
    expect(services.body).toEqual([
      expect.objectContaining({
        orderNumber,
        status: 'in_progress',
        targetLanguage: 'Portuguese',
        price: 120.5,
        estimatedCompletionDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    ]);
    expect((await tracked()).body.translation).toEqual({ status: 'in_progress', estimatedCompletionDate: services.body[0].estimatedCompletionDate });
    const accepted = (await staff.get('/api/admin/translation/quotes').expect(200)).body.find((q: { id: number }) => q.id === quote.id);
    expect(accepted).toMatchObject({ status: 'accepted', paymentStatus: 'paid' });

    const serviceId = services.body[0].id;
    await staff.patch(`/api/admin/translation/service/${serviceId}`, { status: 'done' }).expect(400);
    await staff.patch(`/api/admin/translation/service/${serviceId}`, { notes: 'n'.repeat(2001) }).expect(400);
    await staff.patch('/api/admin/translation/service/999999', { status: 'completed' }).expect(404);
    const updated = await staff.patch(`/api/admin/translation/service/${serviceId}`, { status: 'completed', notes: 'Sworn translator, 3 pages' }).expect(200);
    expect(updated.body).toMatchObject({ status: 'completed', notes: 'Sworn translator, 3 pages' });
    const audit = await dataSource.query(`SELECT action FROM audit_log WHERE action LIKE 'translation.%' ORDER BY id`);
    expect(audit.map((row: { action: string }) => row.action)).toEqual(['translation.quote_priced', 'translation.activated', 'translation.service_updated']);
  });

  it("keeps a deleted order's service on the list, with its number, and lets staff update it", async () => {
    const [{ id: orderId }]: { id: number }[] = await dataSource.query('SELECT id FROM orders WHERE order_number = $1', [orderNumber]);
    await http().delete(`/api/admin/orders/${orderId}`).set('Authorization', `Bearer ${token}`).expect(200);

    const services = await staff.get('/api/admin/translation/services').expect(200);
    expect(services.body).toEqual([expect.objectContaining({ orderNumber, status: 'completed' })]);
    const updated = await staff.patch(`/api/admin/translation/service/${services.body[0].id}`, { notes: 'Order withdrawn; translation delivered' }).expect(200);
    expect(updated.body).toMatchObject({ orderNumber, notes: 'Order withdrawn; translation delivered' });
  });

  it('pages the quote list so quotes past the first hundred can be reached', async () => {
    await dataSource.query(
      `INSERT INTO translation_quotes (customer_email, source_language, target_language, document_type, certification_level, created_at)
       SELECT 'paging' || n || '@example.com', 'English', 'German', 'Diploma', 'certified', now() - interval '1 day' - n * interval '1 minute'
         FROM generate_series(1, 150) AS n`,
    );
    const total: number = (await dataSource.query(`SELECT count(*)::int AS total FROM translation_quotes`))[0].total;
    const first = await staff.get('/api/admin/translation/quotes').expect(200);
    const second = await staff.get('/api/admin/translation/quotes?page=2').expect(200);
    expect(first.body).toHaveLength(100);
    expect(second.body).toHaveLength(total - 100);
    const ids = new Set([...first.body, ...second.body].map((quote: { id: number }) => quote.id));
    expect(ids.size).toBe(total);
    expect(second.body.at(-1).customerEmail).toBe('paging150@example.com');
    await staff.get('/api/admin/translation/quotes?page=0').expect(400);
    await staff.get('/api/admin/translation/services?page=abc').expect(400);
  });
});
