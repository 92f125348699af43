import request from 'supertest';
import { DataSource } from 'typeorm';
import { ORDER_NOTE_MAX_LENGTH, ORDER_NOTE_MESSAGES, ORDER_STORY_MESSAGES, type OrderStoryView } from '@apostille/domain';
import { intentRequest, offlineCard as card, orderFields, payOffline, submitOrder } from './support/ordering-fixtures.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait-for.js';

const ADMIN_USERNAME = 'story.admin';

describe("an order's page: its whole story in one call", () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  let token: string;

  beforeAll(async () => {
    testApp = await bootTestApp({ env: { ADMIN_USERNAME, ADMIN_PASSWORD: 'correct-horse-battery-staple', PUBLIC_URL: 'https://apostille.example' } });
    dataSource = testApp.app.get(DataSource);
    ({ token } = await staffSession(testApp, ADMIN_USERNAME));
  });
  afterAll(() => testApp?.close());

  const http = () => request(testApp.app.getHttpServer());
  const staff = <T extends request.Test>(call: T) => call.set('Authorization', `Bearer ${token}`);
  const story = async (id: number) => (await staff(http().get(`/api/admin/orders/${id}/story`)).expect(200)).body as OrderStoryView;

  it('shows every line item, the prices, a paid and an unpaid extra charge, and who changed the status with which note', async () => {
    const created = await staff(http().post('/api/admin/custom-orders'))
      .send({
        customerInfo: { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com', phone: '8505550142' },
        serviceLevel: 'lightning',
        destinationCountry: 'Italy',
        lineItems: [
          {
            id: 'li-1',
            documentType: 'College Diploma',
            documentCount: 2,
            shippingAddress: { street: '1 Main St', city: 'Tallahassee', state: 'FL', zipCode: '32301', country: 'United States', notes: '' },
            deliveryMethod: 'fedex_domestic',
            shippingCost: 45.5,
          },
          {
            id: 'li-2',
            documentType: 'Power of Attorney',
            documentCount: 1,
            shippingAddress: { street: '2 Oak Ave', city: 'Miami', state: 'FL', zipCode: '33101', country: 'United States', notes: 'Front desk' },
            deliveryMethod: 'pickup',
            shippingCost: 0,
          },
        ],
        customPricing: { basePrice: 500, stateFeesTotal: 30, shippingTotal: 45.5, additionalCharges: 0, discount: 0, totalAmount: 575.5 },
      })
      .expect(201);
    const orderId: number = created.body.order.id;

    await staff(http().patch(`/api/admin/orders/${orderId}/status`))
      .send({ status: 'docs_received', notes: 'Originals arrived by FedEx' })
      .expect(200);

    const paidLink = await staff(http().post(`/api/admin/orders/${orderId}/payment-link`))
      .send({ description: 'Courier upgrade', amount: 30 })
      .expect(201);
    await staff(http().post(`/api/admin/orders/${orderId}/payment-link`))
      .send({ description: 'Extra certified copy', amount: 10 })
      .expect(201);
    const linkToken = String(paidLink.body.charge.paymentUrl).split('/pay/')[1];
    const intent = await http().post(`/api/payment-links/${linkToken}/intent`).expect(200);
    await http().post('/api/payments/offline/confirm').send(card(intent.body.clientSecret, '4242 4242 4242 4242')).expect(200);
    await http().post(`/api/payment-links/${linkToken}/pay`).send({ paymentIntentId: intent.body.paymentIntentId }).expect(200);

    const view = await story(orderId);
    expect(view.order).toMatchObject({ id: orderId, status: 'docs_received', source: 'custom', customer: { firstName: 'Alan', email: 'alan@example.com' } });
    expect(view.lineItems).toEqual([
      expect.objectContaining({ documentType: 'College Diploma', documentCount: 2, deliveryMethod: 'fedex_domestic', shippingCost: 45.5 }),
      expect.objectContaining({
        documentType: 'Power of Attorney',
        documentCount: 1,
        deliveryMethod: 'pickup',
        shippingCost: 0,
        shippingAddress: expect.objectContaining({ city: 'Miami', notes: 'Front desk' }),
      }),
    ]);
    expect(view.prices).toMatchObject({ serviceLevel: 500, stateFees: 30, shipping: 45.5, total: 575.5 });
    expect(view.extraCharges.map(({ description, amount, status, paidAt }) => ({ description, amount, status, paid: paidAt !== null }))).toEqual([
      { description: 'Courier upgrade', amount: 30, status: 'paid', paid: true },
      { description: 'Extra certified copy', amount: 10, status: 'pending', paid: false },
    ]);
    expect(view.payments).toEqual([expect.objectContaining({ provider: 'offline', amount: 30, status: 'succeeded', paidFor: 'extra charge' })]);
    expect(view.history.map(({ oldStatus, newStatus, notes, changedBy }) => ({ oldStatus, newStatus, notes, changedBy }))).toEqual([
      { oldStatus: null, newStatus: 'pending', notes: expect.anything(), changedBy: ADMIN_USERNAME },
      { oldStatus: 'pending', newStatus: 'docs_received', notes: 'Originals arrived by FedEx', changedBy: ADMIN_USERNAME },
    ]);
    expect(view.conversations).toEqual([]);
    // The e-mails about the order: the status change and both payment links, each with its subject.
    const kinds = view.emails.map((email) => email.kind);
    expect(kinds.filter((kind) => kind === 'payment_link')).toHaveLength(2);
    expect(kinds).toContain('order_status_changed');
    const [order] = await dataSource.query(`SELECT order_number FROM orders WHERE id = $1`, [orderId]);
    expect(view.emails.find((email) => email.kind === 'order_status_changed')).toMatchObject({
      subject: expect.stringContaining(order.order_number),
      status: expect.any(String),
    });
    // Nobody else's mail: each listed e-mail is linked to this order.
    const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM outbox_messages WHERE order_id = $1`, [orderId]);
    expect(view.emails).toHaveLength(count);
  });

  it('names the automation rule that moved a paid customer order, and its documents', async () => {
    await dataSource.query(`UPDATE automation_rules SET is_active = true WHERE name = 'Paid order starts processing'`);
    const intent = await payOffline(testApp, intentRequest({ customerEmail: 'story-customer@example.com' }));
    expect((await submitOrder(testApp, orderFields(intent, { customerEmail: 'story-customer@example.com' }))).status).toBe(201);
    const [{ id }] = await dataSource.query(`SELECT id FROM orders WHERE payment_intent_id = $1`, [intent]);
    await waitFor(
      async () => ((await dataSource.query(`SELECT status FROM orders WHERE id = $1`, [id]))[0].status === 'processing' ? true : undefined),
      'the rule moved the order',
    );

    const view = await story(id);
    expect(view.history.map(({ newStatus, changedBy }) => ({ newStatus, changedBy }))).toEqual([
      { newStatus: 'pending', changedBy: 'Customer / system' },
      { newStatus: 'processing', changedBy: 'Automation: Paid order starts processing' },
    ]);
    expect(view.payments).toEqual([expect.objectContaining({ status: 'succeeded', paidFor: 'order' })]);
    expect(view.documents).toHaveLength(3);
    expect(view.documents.every((d) => d.uploadedBy === 'customer' && !d.purged)).toBe(true);
    expect(view.lineItems).toEqual([]);
    // The confirmation written with the order, and the rule's status change e-mail, both linked to it.
    expect(view.emails.map((email) => email.kind)).toEqual(expect.arrayContaining(['order_confirmation']));
  });

  it('keeps staff notes as entries with author and time, over REST and GraphQL, audited, none overwriting another', async () => {
    const [{ id }] = await dataSource.query(`SELECT id FROM orders WHERE deleted_at IS NULL ORDER BY id LIMIT 1`);
    const before = Date.now();
    const first = await staff(http().post(`/api/admin/orders/${id}/notes`))
      .send({ body: '  Customer called: needs it by Friday  ' })
      .expect(201);
    expect(first.body.note).toEqual({
      id: expect.any(Number),
      body: 'Customer called: needs it by Friday',
      author: ADMIN_USERNAME,
      createdAt: expect.any(String),
    });
    expect(Date.parse(first.body.note.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    const graph = await staff(http().post('/graphql')).send({
      query: 'mutation ($id: Int!, $input: AddOrderNoteInput!) { addOrderNote(id: $id, input: $input) { body author } }',
      variables: { id, input: { body: 'FedEx label printed' } },
    });
    expect(graph.body).toEqual({ data: { addOrderNote: { body: 'FedEx label printed', author: ADMIN_USERNAME } } });

    const { staffNotes } = await story(id);
    expect(staffNotes.map((note) => [note.body, note.author])).toEqual([
      ['Customer called: needs it by Friday', ADMIN_USERNAME],
      ['FedEx label printed', ADMIN_USERNAME],
    ]);
    const audits = await dataSource.query(`SELECT details FROM audit_log WHERE action = 'order.note_added' AND order_id = $1 ORDER BY id`, [id]);
    expect(audits.map((row: { details: { noteId: number } }) => row.details.noteId)).toEqual(staffNotes.map((note) => note.id));

    // Nothing blank or too long is stored, and nothing is added to an order that does not exist.
    expect(
      (
        await staff(http().post(`/api/admin/orders/${id}/notes`))
          .send({ body: '   ' })
          .expect(400)
      ).body.message,
    ).toBe(ORDER_NOTE_MESSAGES.bodyRequired);
    expect(
      (
        await staff(http().post(`/api/admin/orders/${id}/notes`))
          .send({ body: 'x'.repeat(ORDER_NOTE_MAX_LENGTH + 1) })
          .expect(400)
      ).body.message,
    ).toBe(ORDER_NOTE_MESSAGES.bodyTooLong);
    await staff(http().post(`/api/admin/orders/${id}/notes`))
      .send({})
      .expect(400);
    expect((await staff(http().post('/api/admin/orders/999999/notes')).send({ body: 'Lost' }).expect(404)).body.message).toBe(ORDER_STORY_MESSAGES.notFound);
    await http().post(`/api/admin/orders/${id}/notes`).send({ body: 'Anonymous' }).expect(401);
    expect((await story(id)).staffNotes).toHaveLength(2);
  });

  it('answers 404 for an unknown or deleted order, and nothing without a staff session', async () => {
    expect((await staff(http().get('/api/admin/orders/999999/story')).expect(404)).body.message).toBe(ORDER_STORY_MESSAGES.notFound);
    const [{ id }] = await dataSource.query(`SELECT id FROM orders ORDER BY id LIMIT 1`);
    await http().get(`/api/admin/orders/${id}/story`).expect(401);
    await dataSource.query(`UPDATE orders SET deleted_at = now() WHERE id = $1`, [id]);
    await staff(http().get(`/api/admin/orders/${id}/story`)).expect(404);
  });
});
