import { quote } from '@apostille/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { anyClient, offlineCard as card } from './support/ordering-fixtures.js';
import { signedInCustomer } from './support/customer-accounts.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

/**
 * A checked CSV batch placed and paid once (issue #36, batch orders): the server checks the file
 * again, places one order per row in one transaction with the batch, and either bills the account
 * monthly or writes one payment link for the total; paying it pays every order of the batch. A bad
 * row or a total other than the one shown writes nothing and charges nothing.
 */

const HEADER = 'document_type,issued_in,destination,customer_reference,service_level';
const GOOD = `${HEADER}\r\nBirth Certificate,FL,Spain,CASE-1,rush\r\nFBI Background Check,Federal agency,Germany,CASE-2,fast\r\nMarriage Certificate,TX,Italy,,rush\r\n`;
const ADDRESS = JSON.stringify({ street: '1 Main St', city: 'Tampa', state: 'FL', zipCode: '33602', country: 'United States' });

describe('CSV batch placed and paid once', () => {
  let testApp: TestApp;
  let dataSource: DataSource;

  const http = () => request(testApp.app.getHttpServer());

  const account = (email: string, tier: string | null, invoiceMonthly = false) => signedInCustomer(testApp, email, { tier, invoiceMonthly });

  /** The server's price of the good file at the enterprise tier, row by row. */
  function goodTotals(): number[] {
    const price = (documentType: string, issuer: object, destinationCountry: string, serviceLevel: string) =>
      quote({
        serviceLevel,
        documentCount: 1,
        deliveryMethod: 'mail',
        documents: [{ documentType, issuer: issuer as never }],
        destinationCountry,
        orderDate: new Date(),
        wholesaleTier: 'enterprise',
      }).totalCents;
    return [
      price('Birth Certificate', { kind: 'us-state', state: 'FL' }, 'Spain', 'rush'),
      price('FBI Background Check', { kind: 'federal-agency' }, 'Germany', 'fast'),
      price('Marriage Certificate', { kind: 'us-state', state: 'TX' }, 'Italy', 'rush'),
    ];
  }
  const goodTotal = () => goodTotals().reduce((sum, cents) => sum + cents, 0);

  const place = (token: string, csv: string, fields: { expectedTotalCents: number | string; returnAddress?: string }, key: string | null) => {
    const call = http().post('/api/customers/batch-orders').set('X-Forwarded-For', anyClient()).set('Authorization', `Bearer ${token}`);
    if (key) call.set('Idempotency-Key', key);
    call.field('expectedTotalCents', String(fields.expectedTotalCents));
    if (fields.returnAddress !== undefined) call.field('returnAddress', fields.returnAddress);
    return call.attach('file', Buffer.from(csv, 'utf8'), { filename: 'batch.csv', contentType: 'text/csv' });
  };

  async function counts(customerId: number): Promise<Record<string, number>> {
    const [row] = await dataSource.query(
      `SELECT (SELECT count(*)::int FROM orders WHERE customer_id = $1) AS orders,
              (SELECT count(*)::int FROM order_batches WHERE customer_id = $1) AS batches,
              (SELECT count(*)::int FROM extra_charges c JOIN orders o ON o.id = c.order_id WHERE o.customer_id = $1) AS charges,
              (SELECT count(*)::int FROM payments) AS payments`,
      [customerId],
    );
    return row as Record<string, number>;
  }

  beforeAll(async () => {
    testApp = await bootTestApp();
    dataSource = testApp.app.get(DataSource);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('places one order per row with the batch, its references and tier prices, and pays them all through one link', async () => {
    const { token } = await account('batch-card@agency.example', 'enterprise');
    const totals = goodTotals();
    const placed = await place(token, GOOD, { expectedTotalCents: goodTotal(), returnAddress: ADDRESS }, 'batch-1').expect(201);
    expect(placed.body).toMatchObject({
      rowCount: 3,
      totalCents: goodTotal(),
      payment: { method: 'card', status: 'unpaid', paymentUrl: expect.stringMatching(/\/pay\/[A-Za-z0-9_-]{43}$/) },
    });
    expect(placed.body.orders.map((o: { customerReference: string | null; totalCents: number; paid: boolean; status: string }) => o)).toEqual([
      expect.objectContaining({ customerReference: 'CASE-1', totalCents: totals[0], paid: false, status: 'pending' }),
      expect.objectContaining({ customerReference: 'CASE-2', totalCents: totals[1], paid: false, status: 'pending' }),
      expect.objectContaining({ customerReference: null, totalCents: totals[2], paid: false, status: 'pending' }),
    ]);
    const rows = await dataSource.query(
      `SELECT source, batch_id AS "batchId", bulk_tier AS "bulkTier", shipping_city AS city, document_count AS documents FROM orders WHERE batch_id = $1 ORDER BY id`,
      [placed.body.id],
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatchObject({ source: 'batch', batchId: placed.body.id, city: 'Tampa', documents: 1 });
    const charges = await dataSource.query(`SELECT amount_cents, status FROM extra_charges WHERE order_batch_id = $1`, [placed.body.id]);
    expect(charges).toEqual([{ amount_cents: goodTotal(), status: 'pending' }]);

    // The existing payment-link flow pays the batch's total; every order then reads as paid.
    const linkToken = (placed.body.payment.paymentUrl as string).split('/pay/')[1];
    const intent = await http().post(`/api/payment-links/${linkToken}/intent`).expect(200);
    expect(intent.body.amount).toBe(goodTotal() / 100);
    await http().post('/api/payments/offline/confirm').send(card(intent.body.clientSecret, '4242 4242 4242 4242')).expect(200);
    await http().post(`/api/payment-links/${linkToken}/pay`).send({ paymentIntentId: intent.body.paymentIntentId }).expect(200);

    const read = await http().get(`/api/customers/batch-orders/${placed.body.id}`).set('Authorization', `Bearer ${token}`).expect(200);
    expect(read.body.payment).toEqual({ method: 'card', status: 'paid' });
    expect(read.body.orders.map((o: { paid: boolean }) => o.paid)).toEqual([true, true, true]);
    // Automation hears "payment received" for every order the one link paid, each with its own total.
    const events: { order_id: number; amount_cents: number }[] = await dataSource.query(
      `SELECT (e.payload->>'orderId')::int AS order_id, (e.payload->>'amountCents')::int AS amount_cents
         FROM domain_events e JOIN extra_charges c ON c.id = (e.payload->>'extraChargeId')::int
        WHERE e.type = 'payment.received' AND c.order_batch_id = $1 ORDER BY order_id`,
      [placed.body.id],
    );
    const batchOrders: { id: number; total_amount_cents: number }[] = await dataSource.query(
      `SELECT id, total_amount_cents FROM orders WHERE batch_id = $1 ORDER BY id`,
      [placed.body.id],
    );
    expect(events).toEqual(batchOrders.map((order) => ({ order_id: order.id, amount_cents: order.total_amount_cents })));
    expect(events.reduce((sum, event) => sum + event.amount_cents, 0)).toBe(goodTotal());
    const list = await http().get('/api/customers/batch-orders').set('Authorization', `Bearer ${token}`).expect(200);
    expect(list.body).toEqual([
      { id: placed.body.id, createdAt: expect.any(String), rowCount: 3, totalCents: goodTotal(), payment: { method: 'card', status: 'paid' } },
    ]);
  });

  it('refuses a file with a bad row with its row and column, writing and charging nothing', async () => {
    const { token, id } = await account('batch-bad@agency.example', 'enterprise');
    const before = await counts(id);
    const csv = `${HEADER}\r\nBirth Certificate,FL,Spain,CASE-1,rush\r\nBirth Certificate,FL,Atlantis,CASE-2,rush\r\n`;
    const answer = await place(token, csv, { expectedTotalCents: 1, returnAddress: ADDRESS }, 'bad-1').expect(400);
    expect(answer.body.errors).toEqual(expect.arrayContaining([{ field: 'rows[3].destination', message: expect.stringContaining('Atlantis') }]));
    expect(await counts(id)).toEqual(before);
  });

  it('refuses a row that returns to the account when no return address is given', async () => {
    const { token, id } = await account('batch-noaddress@agency.example', 'enterprise');
    const answer = await place(token, GOOD, { expectedTotalCents: goodTotal() }, 'noaddr-1').expect(400);
    expect(answer.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'rows[2].return_street' })]));
    expect(await counts(id)).toMatchObject({ orders: 0, batches: 0, charges: 0 });
  });

  it('refuses a total other than the server’s with 409 and writes nothing', async () => {
    const { token, id } = await account('batch-total@agency.example', 'enterprise');
    const before = await counts(id);
    const answer = await place(token, GOOD, { expectedTotalCents: goodTotal() - 1, returnAddress: ADDRESS }, 'total-1').expect(409);
    expect(answer.body.message).toContain(String(goodTotal()));
    expect(await counts(id)).toEqual(before);
  });

  it('places one batch for one Idempotency-Key, also when two requests race, and refuses the key with another file', async () => {
    const { token, id } = await account('batch-race@agency.example', 'enterprise');
    const fields = { expectedTotalCents: goodTotal(), returnAddress: ADDRESS };
    const [first, second] = await Promise.all([place(token, GOOD, fields, 'race-1'), place(token, GOOD, fields, 'race-1')]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.id).toBe(second.body.id);
    expect(first.body.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual(second.body.orders.map((o: { orderNumber: string }) => o.orderNumber));
    const again = await place(token, GOOD, fields, 'race-1').expect(200);
    expect(again.body.id).toBe(first.body.id);
    expect(await counts(id)).toMatchObject({ orders: 3, batches: 1, charges: 1 });

    const other = `${HEADER}\r\nBirth Certificate,FL,Spain,CASE-9,rush\r\n`;
    await place(token, other, { expectedTotalCents: goodTotals()[0], returnAddress: ADDRESS }, 'race-1').expect(422);
    expect(await counts(id)).toMatchObject({ orders: 3, batches: 1, charges: 1 });
  });

  it('bills a monthly-invoice account without a payment link', async () => {
    const { token, id } = await account('batch-monthly@agency.example', 'enterprise', true);
    const placed = await place(token, GOOD, { expectedTotalCents: goodTotal(), returnAddress: ADDRESS }, 'monthly-1').expect(201);
    expect(placed.body.payment).toEqual({ method: 'monthly-invoice', status: 'unpaid' });
    expect(await counts(id)).toMatchObject({ orders: 3, batches: 1, charges: 0 });
    const billed = await dataSource.query(`SELECT DISTINCT invoice_monthly FROM orders WHERE batch_id = $1`, [placed.body.id]);
    expect(billed).toEqual([{ invoice_monthly: true }]);
  });

  it('places a batch larger than one insert with consecutive numbers and each order’s history, event and audit row', async () => {
    const { token, id } = await account('batch-large@agency.example', 'enterprise', true);
    const rows = 1_203;
    const csv = `${HEADER}\r\n${Array.from({ length: rows }, (_unused, index) => `Birth Certificate,FL,Spain,CASE-${index + 1},rush`).join('\r\n')}\r\n`;
    const checked = await http()
      .post('/api/customers/batch-orders/check')
      .set('X-Forwarded-For', anyClient())
      .set('Authorization', `Bearer ${token}`)
      .attach('file', Buffer.from(csv, 'utf8'), { filename: 'batch.csv', contentType: 'text/csv' })
      .expect(200);
    const placed = await place(token, csv, { expectedTotalCents: checked.body.summary.totalCents, returnAddress: ADDRESS }, 'large-1').expect(201);
    expect(placed.body.orders).toHaveLength(rows);
    // Row order, consecutive numbers, each row's own reference.
    const sequences = (placed.body.orders as { orderNumber: string }[]).map((order) => Number(order.orderNumber.split('-')[2]));
    expect(sequences).toEqual(sequences.map((_unused, index) => sequences[0] + index));
    expect(placed.body.orders.map((order: { customerReference: string }) => order.customerReference)).toEqual(
      Array.from({ length: rows }, (_unused, index) => `CASE-${index + 1}`),
    );
    const [facts] = await dataSource.query(
      `SELECT (SELECT count(*)::int FROM order_status_history h JOIN orders o ON o.id = h.order_id WHERE o.batch_id = $1) AS history,
              (SELECT count(*)::int FROM domain_events e WHERE e.type = 'order.created' AND (e.payload->>'orderId')::int IN (SELECT id FROM orders WHERE batch_id = $1)) AS events,
              (SELECT count(*)::int FROM audit_log a WHERE a.action = 'order.created' AND a.order_id IN (SELECT id FROM orders WHERE batch_id = $1)) AS audits`,
      [placed.body.id],
    );
    expect(facts).toEqual({ history: rows, events: rows, audits: rows });
    expect(await counts(id)).toMatchObject({ orders: rows, batches: 1 });
  });

  it('gives two batches placed at once distinct numbers, each batch’s consecutive', async () => {
    const first = await account('batch-race-a@agency.example', 'enterprise', true);
    const second = await account('batch-race-b@agency.example', 'enterprise', true);
    const csv = `${HEADER}\r\n${Array.from({ length: 40 }, (_unused, index) => `Birth Certificate,FL,Spain,RACE-${index + 1},rush`).join('\r\n')}\r\n`;
    const checked = await http()
      .post('/api/customers/batch-orders/check')
      .set('X-Forwarded-For', anyClient())
      .set('Authorization', `Bearer ${first.token}`)
      .attach('file', Buffer.from(csv, 'utf8'), { filename: 'batch.csv', contentType: 'text/csv' })
      .expect(200);
    const total = checked.body.summary.totalCents as number;
    const placed = await Promise.all([
      place(first.token, csv, { expectedTotalCents: total, returnAddress: ADDRESS }, 'race-a'),
      place(second.token, csv, { expectedTotalCents: total, returnAddress: ADDRESS }, 'race-b'),
    ]);
    expect(placed.map((answer) => answer.status)).toEqual([201, 201]);
    const sequences = placed.map((answer) => (answer.body.orders as { orderNumber: string }[]).map((order) => Number(order.orderNumber.split('-')[2])));
    for (const numbers of sequences) expect(numbers).toEqual(numbers.map((_unused, index) => numbers[0] + index));
    expect(new Set(sequences.flat()).size).toBe(80);
  });

  it('answers another account’s batch as not found, and refuses retail accounts', async () => {
    const owner = await account('batch-owner@agency.example', 'enterprise');
    const stranger = await account('batch-stranger@agency.example', 'enterprise');
    const placed = await place(owner.token, GOOD, { expectedTotalCents: goodTotal(), returnAddress: ADDRESS }, 'own-1').expect(201);
    await http().get(`/api/customers/batch-orders/${placed.body.id}`).set('Authorization', `Bearer ${stranger.token}`).expect(404);
    const theirs = await http().get('/api/customers/batch-orders').set('Authorization', `Bearer ${stranger.token}`).expect(200);
    expect(theirs.body).toEqual([]);

    const retail = await account('batch-retail@agency.example', null);
    await place(retail.token, GOOD, { expectedTotalCents: goodTotal(), returnAddress: ADDRESS }, 'retail-1').expect(403);
    expect(await counts(retail.id)).toMatchObject({ orders: 0, batches: 0 });
  });
});
