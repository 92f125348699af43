import { SHIPMENT_MESSAGES } from '@apostille/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DownloadLinksService } from '../src/storage/download-links.service.js';
import { PDF } from './support/ordering-fixtures.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

const ADMIN = { ADMIN_USERNAME: 'extras.admin', ADMIN_PASSWORD: 'a-long-staff-password' };

/** What a customer paid for after the order: digital copies delivered, the return parcel followed, a history in their words. */
describe('paid extras delivered and the return parcel followed', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  let token: string;

  beforeAll(async () => {
    testApp = await bootTestApp({ env: { ...ADMIN, PUBLIC_URL: 'https://apostille.example' } });
    dataSource = testApp.app.get(DataSource);
    ({ token } = await staffSession(testApp, ADMIN.ADMIN_USERNAME));
  });
  afterAll(() => testApp?.close());

  const http = () => request(testApp.app.getHttpServer());
  const auth = (call: request.Test) => call.set('Authorization', `Bearer ${token}`);
  async function staffOrder(email: string, serviceLevel: string): Promise<{ id: number; orderNumber: string }> {
    const response = await auth(http().post('/api/admin/orders'))
      .send({ firstName: 'Ada', lastName: 'Lovelace', email, phone: '8505550123', serviceLevel, documentType: 'Birth Certificate' })
      .expect(201);
    return { id: response.body.order.id, orderNumber: response.body.order.orderNumber };
  }
  const setStatus = (id: number, body: Record<string, string>) => auth(http().patch(`/api/admin/orders/${id}/status`)).send(body);
  const uploadCompleted = (id: number, name: string) =>
    auth(http().post(`/api/admin/orders/${id}/documents`))
      .field('documentType', 'Completed Apostille')
      .attach('documents', PDF, name)
      .expect(201);
  const statusMail = async (email: string, subjectEnd: string): Promise<{ text_body: string; html_body: string }> => {
    const rows = await dataSource.query(
      `SELECT text_body, html_body FROM outbox_messages WHERE kind = 'order_status_changed' AND recipient = $1 AND subject LIKE $2 ORDER BY id DESC LIMIT 1`,
      [email, `%${subjectEnd}`],
    );
    return rows[0];
  };
  const track = (orderNumber: string, email: string) => http().get('/api/orders/track').query({ orderNumber, email }).expect(200);

  it('delivers the digital copies of a rush order in the Apostille Complete e-mail and on tracking, by signed expiring links', async () => {
    const email = 'rush.copies@example.com';
    const order = await staffOrder(email, 'rush');
    await uploadCompleted(order.id, 'apostille-scan.pdf');
    await setStatus(order.id, { status: 'apostille_complete' }).expect(200);

    const mail = await statusMail(email, 'Apostille Complete');
    const link = /apostille-scan\.pdf: (https:\/\/apostille\.example\/uploads\/apostille-docs\/\S+)/.exec(mail.text_body)?.[1];
    expect(link).toBeDefined();
    expect(mail.text_body).toMatch(/These links work until \w+, \w+ \d+, \d{4}; your tracking page always has fresh ones\./);
    expect(mail.html_body).toContain('>apostille-scan.pdf</a>');

    // The link downloads the file, as an attachment under its own name.
    const path = new URL(link!).pathname + new URL(link!).search;
    const download = await http().get(path).expect(200);
    expect(download.headers['content-disposition']).toContain('filename="apostille-scan.pdf"');
    expect(Buffer.from(download.body as Buffer).equals(PDF)).toBe(true);
    // Tampered or expired links are refused.
    await http()
      .get(path.replace(/signature=[^&]+/, 'signature=forged'))
      .expect(403);
    const fileName = decodeURIComponent(new URL(link!).pathname.split('/').pop()!);
    const expired = testApp.app.get(DownloadLinksService).signedDownloadUrl(fileName, 60, Date.now() - 2 * 60 * 60_000);
    const refused = await http()
      .get(new URL(expired).pathname + new URL(expired).search)
      .expect(403);
    expect(refused.body.message).toBe('This download link has expired');

    const tracked = await track(order.orderNumber, email);
    expect(tracked.body.digitalCopies).toEqual([
      { name: 'apostille-scan.pdf', url: expect.stringContaining('/uploads/apostille-docs/'), expiresAt: expect.any(String) },
    ]);
    // Fresh links on each visit, short-lived.
    expect(Date.parse(tracked.body.digitalCopies[0].expiresAt) - Date.now()).toBeLessThanOrEqual(60 * 60_000 + 1000);
  });

  it('tells an entitled customer the copies follow on tracking when none is uploaded yet, and gives none to an order without them', async () => {
    const waiting = await staffOrder('lightning.waiting@example.com', 'lightning');
    await setStatus(waiting.id, { status: 'apostille_complete' }).expect(200);
    expect((await statusMail('lightning.waiting@example.com', 'Apostille Complete')).text_body).toContain(
      'They will be on your tracking page as soon as we upload them.',
    );
    expect((await track(waiting.orderNumber, 'lightning.waiting@example.com')).body.digitalCopies).toEqual([]);

    // On A Budget is mail only, with no digital files: its scans are never handed out.
    const budget = await staffOrder('budget@example.com', 'fast');
    await uploadCompleted(budget.id, 'budget-scan.pdf');
    await setStatus(budget.id, { status: 'apostille_complete' }).expect(200);
    const mail = await statusMail('budget@example.com', 'Apostille Complete');
    expect(mail.text_body).not.toContain('digital copies');
    expect(mail.text_body).not.toContain('/uploads/');
    expect((await track(budget.orderNumber, 'budget@example.com')).body.digitalCopies).toBeNull();
  });

  it('carries the carrier, the tracking number and a link to the carrier in the Shipped e-mail and on tracking', async () => {
    const email = 'shipped.parcel@example.com';
    const order = await staffOrder(email, 'fast');
    await setStatus(order.id, { status: 'shipped', carrier: 'USPS', trackingNumber: '9400 1118 9922 3100 0012 34' }).expect(200);

    const mail = await statusMail(email, 'Shipped');
    expect(mail.text_body).toContain('Sent with USPS, tracking number 9400111899223100001234.');
    expect(mail.text_body).toContain('Follow your parcel: https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223100001234');
    expect((await track(order.orderNumber, email)).body.shipment).toEqual({
      carrier: 'USPS',
      carrierName: 'USPS',
      trackingNumber: '9400111899223100001234',
      trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223100001234',
    });
  });

  it('refuses a parcel that is not one, naming the rule, and changes nothing', async () => {
    const order = await staffOrder('bad.parcel@example.com', 'fast');
    const refusals: [Record<string, string>, string][] = [
      [{ status: 'processing', carrier: 'USPS', trackingNumber: '9400111899223100001234' }, SHIPMENT_MESSAGES.onlyWhenShipped],
      [{ status: 'shipped', trackingNumber: '9400111899223100001234' }, SHIPMENT_MESSAGES.trackingNeedsCarrier],
      [{ status: 'shipped', carrier: 'PIGEON', trackingNumber: '9400111899223100001234' }, SHIPMENT_MESSAGES.unknownCarrier],
      [{ status: 'shipped', carrier: 'FEDEX', trackingNumber: '<b>1</b>' }, SHIPMENT_MESSAGES.badTrackingNumber],
    ];
    for (const [body, message] of refusals) expect((await setStatus(order.id, body).expect(400)).body.message).toBe(message);
    const [row] = await dataSource.query('SELECT status, return_carrier FROM orders WHERE id = $1', [order.id]);
    expect(row).toEqual({ status: 'pending', return_carrier: null });
  });

  it("shows customers staff's words and 'Received at our centre', never an automation rule's name", async () => {
    const email = 'history.words@example.com';
    const order = await staffOrder(email, 'rush');
    await dataSource.query(
      `INSERT INTO order_status_history (order_id, old_status, new_status, notes, changed_by_admin_id)
       VALUES ($1, 'pending', 'docs_received', 'Automation: Mark documents received when the packing slip is scanned', NULL)`,
      [order.id],
    );
    await setStatus(order.id, { status: 'shipped', notes: 'Sent via USPS Priority Mail' }).expect(200);
    const notes = (await track(order.orderNumber, email)).body.statusHistory.map((entry: { notes: string | null }) => entry.notes);
    expect(notes).toContain('Received at our centre');
    expect(notes).toContain('Sent via USPS Priority Mail');
    expect(notes.join(' ')).not.toContain('Automation');
  });
});
