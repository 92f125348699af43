import request from 'supertest';
import { DataSource } from 'typeorm';
import { ENVELOPE_CHECKLIST, PROCESSING_CENTRE_ADDRESS, TRACKING_MESSAGES } from '@apostille/domain';
import { PACKING_SLIP_MESSAGES } from '../src/orders/packing-slips/packing-slips.service.js';
import { intentRequest, orderFields, payOffline, submitOrder } from './support/ordering-fixtures.js';
import { pdfTextLines } from './support/pdf-text.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait-for.js';

const ADMIN_USERNAME = 'packing-slip-admin';
const SLIP_RULE = 'Mark documents received when the packing slip is scanned';

describe('packing slips: printed by the customer, scanned by staff on arrival', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  let token: string;

  beforeAll(async () => {
    testApp = await bootTestApp({ env: { ADMIN_USERNAME, ADMIN_PASSWORD: 'correct-horse-battery-staple' } });
    dataSource = testApp.app.get(DataSource);
    ({ token } = await staffSession(testApp, ADMIN_USERNAME));
  });
  afterAll(() => testApp?.close());

  const http = () => request(testApp.app.getHttpServer());
  const scan = (code: string) => http().post('/api/admin/packing-slips/scan').set('Authorization', `Bearer ${token}`).send({ code });
  const statusOf = async (orderId: number) => (await dataSource.query(`SELECT status FROM orders WHERE id = $1`, [orderId]))[0].status as string;
  const setSlipRuleActive = (isActive: boolean) => dataSource.query(`UPDATE automation_rules SET is_active = $2 WHERE name = $1`, [SLIP_RULE, isActive]);
  const allEventsHandled = () =>
    waitFor(
      async () => ((await dataSource.query(`SELECT count(*)::int AS n FROM domain_events WHERE status <> 'processed'`))[0].n === 0 ? true : undefined),
      'every event handled',
    );

  async function placeOrder(email: string): Promise<{ id: number; orderNumber: string }> {
    const intent = await payOffline(testApp, intentRequest({ customerEmail: email }));
    expect((await submitOrder(testApp, orderFields(intent, { customerEmail: email }))).status).toBe(201);
    const [order] = await dataSource.query(`SELECT id, order_number AS "orderNumber" FROM orders WHERE payment_intent_id = $1`, [intent]);
    await allEventsHandled();
    return order;
  }

  function downloadSlip(orderNumber: string, email: string) {
    return http()
      .get(`/api/orders/${orderNumber}/packing-slip`)
      .query({ email })
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  }

  function codeOn(lines: string[]): string {
    const line = lines.find((l) => l.startsWith('Code: '));
    if (!line) throw new Error(`no code on the slip: ${lines.join(' | ')}`);
    return line.slice('Code: '.length);
  }

  it('gives the customer a PDF with the order, its documents, the checklist, the address and a scannable code', async () => {
    const order = await placeOrder('slip-customer@example.com');
    const res = await downloadSlip(order.orderNumber.toLowerCase(), 'Slip-Customer@Example.com').expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="packing-slip-${order.orderNumber}.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.body as Buffer;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const lines = pdfTextLines(body);
    expect(lines).toContain(order.orderNumber);
    expect(codeOn(lines)).toMatch(new RegExp(`^${order.orderNumber}\\.[0-9a-f]{12}$`));
    const documents: { documentType: string; originalName: string }[] = await dataSource.query(
      `SELECT document_type AS "documentType", original_name AS "originalName" FROM order_documents WHERE order_id = $1 ORDER BY id`,
      [order.id],
    );
    expect(documents).toHaveLength(3);
    documents.forEach((d, i) => expect(lines).toContain(`[  ] ${i + 1}. ${d.documentType} (${d.originalName})`));
    for (const item of ENVELOPE_CHECKLIST) expect(lines).toContain(`[  ] ${item}`);
    expect(lines).toContain(PROCESSING_CENTRE_ADDRESS.street);
    // The QR code is an image on the page.
    expect(body.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it('answers an unknown number and a wrong e-mail alike, and links the slip from the confirmation e-mail', async () => {
    const order = await placeOrder('slip-mail@example.com');
    const wrongEmail = await downloadSlip(order.orderNumber, 'someone-else@example.com').expect(404);
    const unknown = await downloadSlip('APO-1999-999', 'slip-mail@example.com').expect(404);
    expect(JSON.parse(wrongEmail.body.toString()).message).toBe(TRACKING_MESSAGES.notFound);
    expect(JSON.parse(unknown.body.toString()).message).toBe(TRACKING_MESSAGES.notFound);
    await downloadSlip(order.orderNumber, '').expect(400);

    const [mail] = await dataSource.query(`SELECT text_body FROM outbox_messages WHERE recipient = $1 AND kind = 'order_confirmation'`, [
      'slip-mail@example.com',
    ]);
    expect(mail.text_body).toContain(`/api/orders/${order.orderNumber}/packing-slip?email=slip-mail%40example.com`);
  });

  it('moves the order to docs_received when staff scan the slip, recorded and audited, once', async () => {
    const order = await placeOrder('slip-scan@example.com');
    const code = codeOn(pdfTextLines((await downloadSlip(order.orderNumber, 'slip-scan@example.com').expect(200)).body as Buffer));
    const before = await statusOf(order.id);
    expect(['pending', 'processing']).toContain(before);

    const scanned = await scan(code.toUpperCase()).expect(200);
    expect(scanned.body).toEqual({ orderId: order.id, orderNumber: order.orderNumber, customerName: 'Ada Lovelace', status: before, documentCount: 3 });
    await waitFor(async () => ((await statusOf(order.id)) === 'docs_received' ? true : undefined), 'the packing-slip rule');
    const [history] = await dataSource.query(`SELECT new_status FROM order_status_history WHERE order_id = $1 AND new_status = 'docs_received'`, [order.id]);
    expect(history).toBeDefined();
    const [audit] = await dataSource.query(`SELECT actor_type, details FROM audit_log WHERE action = 'order.packing_slip_scanned' AND order_id = $1`, [
      order.id,
    ]);
    expect(audit).toEqual({ actor_type: 'admin', details: { status: before } });

    // The same envelope scanned twice: recorded again, the order moves no further.
    await scan(code).expect(200);
    await allEventsHandled();
    expect(await statusOf(order.id)).toBe('docs_received');
    expect(
      (await dataSource.query(`SELECT count(*)::int AS n FROM order_status_history WHERE order_id = $1 AND new_status = 'docs_received'`, [order.id]))[0].n,
    ).toBe(1);
  });

  it('records the scan but leaves the status to staff when the rule is switched off', async () => {
    const order = await placeOrder('slip-rule-off@example.com');
    const code = codeOn(pdfTextLines((await downloadSlip(order.orderNumber, 'slip-rule-off@example.com').expect(200)).body as Buffer));
    const before = await statusOf(order.id);
    await setSlipRuleActive(false);
    try {
      await scan(code).expect(200);
      await allEventsHandled();
      expect(await statusOf(order.id)).toBe(before);
      expect(
        (await dataSource.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'order.packing_slip_scanned' AND order_id = $1`, [order.id]))[0].n,
      ).toBe(1);
    } finally {
      await setSlipRuleActive(true);
    }
  });

  it('refuses a mistyped or forged code, storing nothing', async () => {
    const order = await placeOrder('slip-forged@example.com');
    const events = async () => (await dataSource.query(`SELECT count(*)::int AS n FROM domain_events WHERE type = 'packing_slip.scanned'`))[0].n as number;
    const before = await events();
    for (const code of [`${order.orderNumber}.000000000000`, order.orderNumber, 'not a code', 'x'.repeat(65)]) {
      const res = await scan(code).expect(400);
      expect(JSON.stringify(res.body)).toContain(PACKING_SLIP_MESSAGES.invalidCode);
    }
    await scan('').expect(400);
    expect(await events()).toBe(before);
  });
});
