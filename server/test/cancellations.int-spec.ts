import { CANCELLATION_MESSAGES, RETURN_SHIPPING_DEDUCTION } from '@apostille/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CancellationRequestsService } from '../src/cancellations/cancellation-requests.service.js';
import { anyClient, intentRequest, orderFields, submitOrder } from './support/ordering-fixtures.js';
import { staffRoleToken, staffSession } from './support/staff-session.js';
import { startStripeStub, type StripeStub } from './support/stripe-stub.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

/**
 * Cancellation at the customer's request, against Stripe's protocol (a local stand-in): the
 * customer asks once however often they click, staff approve or decline, and an approval cancels
 * the order and refunds what the Terms allow exactly once, even when approvals meet or Stripe fails.
 */
const ADMIN = { ADMIN_USERNAME: 'cancel.admin', ADMIN_PASSWORD: 'a-long-staff-password' };
const PASSWORD = 'a long customer password';
const TOTAL_CENTS = 41145;
const RETURN_SHIPPING_CENTS = 945;

describe('cancellation requests', () => {
  let stub: StripeStub;
  let testApp: TestApp;
  let dataSource: DataSource;
  let adminToken: string;
  let staffToken: string;

  beforeAll(async () => {
    stub = await startStripeStub();
    testApp = await bootTestApp({
      env: {
        ...ADMIN,
        PUBLIC_URL: 'https://apostille.example',
        STRIPE_SECRET_KEY: 'sk_test_cancellations',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_cancellations',
        STRIPE_WEBHOOK_SECRET: 'whsec_cancellations',
        STRIPE_API_URL: stub.url,
      },
    });
    dataSource = testApp.app.get(DataSource);
    ({ token: adminToken } = await staffSession(testApp, ADMIN.ADMIN_USERNAME));
    staffToken = await staffRoleToken(testApp, 'cancel.staff');
  });
  afterAll(async () => {
    await testApp?.close();
    await stub?.close();
  });

  const http = () => request(testApp.app.getHttpServer());
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  let accounts = 0;
  async function customer(): Promise<{ email: string; token: string }> {
    accounts += 1;
    const email = `canceller${accounts}@example.com`;
    await http()
      .post('/api/customers/register')
      .set('X-Forwarded-For', anyClient())
      .send({ firstName: 'Cora', lastName: 'Cancel', email, phone: '8505550100', password: PASSWORD })
      .expect(201);
    const login = await http().post('/api/customers/login').send({ email, password: PASSWORD }).expect(200);
    return { email, token: login.body.token as string };
  }

  /** A rush order paid with Stripe ($411.45, of which $9.45 return shipping), placed while signed in. */
  async function paidOrder(who: { email: string; token: string }): Promise<{ id: number; orderNumber: string; paymentIntentId: string }> {
    const intent = await http()
      .post('/api/create-payment-intent')
      .set('X-Forwarded-For', anyClient())
      .send(intentRequest({ customerEmail: who.email }))
      .expect(200);
    stub.succeed(intent.body.paymentIntentId);
    const placed = await submitOrder(testApp, orderFields(intent.body.paymentIntentId, { customerEmail: who.email }))
      .set(bearer(who.token))
      .expect(201);
    const [{ id }] = await dataSource.query('SELECT id FROM orders WHERE order_number = $1', [placed.body.orderNumber]);
    return { id, orderNumber: placed.body.orderNumber, paymentIntentId: intent.body.paymentIntentId };
  }

  const askToCancel = (who: { token: string }, orderNumber: string, body: object = { reason: 'Plans changed' }) =>
    http().post(`/api/customers/orders/${orderNumber}/cancellation`).set(bearer(who.token)).send(body);

  const graphql = (token: string, query: string, variables: Record<string, unknown>) => http().post('/graphql').set(bearer(token)).send({ query, variables });
  const approve = (id: number, token = adminToken) =>
    graphql(token, 'mutation($id: Int!) { approveCancellationRequest(id: $id) { status refund refundStatus refundError orderStatus } }', { id });
  const decline = (id: number, note: string | null) =>
    graphql(adminToken, 'mutation($id: Int!, $note: String!) { declineCancellationRequest(id: $id, note: $note) { status decisionNote orderStatus } }', {
      id,
      note,
    });
  const setStatus = (orderId: number, status: string) =>
    http().patch(`/api/admin/orders/${orderId}/status`).set(bearer(adminToken)).send({ status, notes: 'test' });

  const refundsOf = (paymentIntentId: string) => stub.refunds.filter((refund) => refund.paymentIntent === paymentIntentId).map((refund) => refund.amount);
  const mailsOf = (orderId: number, kind: string) =>
    dataSource.query<{ subject: string; text_body: string }[]>('SELECT subject, text_body FROM outbox_messages WHERE order_id = $1 AND kind = $2', [
      orderId,
      kind,
    ]);

  it('takes one request however many times the customer clicks, and tells them what they would get back', async () => {
    const cora = await customer();
    const order = await paidOrder(cora);
    const preview = await http().get(`/api/customers/orders/${order.orderNumber}/cancellation`).set(bearer(cora.token)).expect(200);
    expect(preview.body).toEqual({
      orderNumber: order.orderNumber,
      allowed: true,
      refund: 411.45,
      refundText: 'You will be refunded $411.45, the full amount paid.',
      request: null,
    });

    const answers = await Promise.all(Array.from({ length: 6 }, () => askToCancel(cora, order.orderNumber)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(answers.find((answer) => answer.status === 201)?.body).toMatchObject({
      message: CANCELLATION_MESSAGES.requested,
      request: { status: 'open', orderNumber: order.orderNumber },
    });
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message)).toEqual(
      Array(5).fill(CANCELLATION_MESSAGES.alreadyRequested),
    );
    expect(await dataSource.query('SELECT reason, status_at_request FROM cancellation_requests WHERE order_id = $1', [order.id])).toEqual([
      { reason: 'Plans changed', status_at_request: 'pending' },
    ]);
    const [acknowledgement] = await mailsOf(order.id, 'cancellation_requested');
    expect(acknowledgement.subject).toBe(`We received your cancellation request for order ${order.orderNumber}`);
    expect(acknowledgement.text_body).toContain('You will be refunded $411.45, the full amount paid.');

    const listed = await http().get('/api/customers/cancellations').set(bearer(cora.token)).expect(200);
    expect(listed.body.cancellations).toEqual([expect.objectContaining({ orderNumber: order.orderNumber, status: 'open', refund: null })]);
    // Nothing about the order changes until staff decide.
    expect((await dataSource.query('SELECT status FROM orders WHERE id = $1', [order.id]))[0].status).toBe('pending');
  });

  it("never shows or accepts another account's order, and checks the reason before anything else", async () => {
    const owner = await customer();
    const stranger = await customer();
    const order = await paidOrder(owner);
    expect((await http().get(`/api/customers/orders/${order.orderNumber}/cancellation`).set(bearer(stranger.token)).expect(404)).body.message).toBe(
      CANCELLATION_MESSAGES.orderNotFound,
    );
    await askToCancel(stranger, order.orderNumber).expect(404);
    await http().post(`/api/customers/orders/${order.orderNumber}/cancellation`).send({}).expect(401);
    const long = await askToCancel(owner, order.orderNumber, { reason: 'x'.repeat(1001) }).expect(400);
    expect(JSON.stringify(long.body)).toContain(CANCELLATION_MESSAGES.reasonTooLong);
    const notText = await askToCancel(owner, order.orderNumber, { reason: { $ne: 1 } }).expect(400);
    expect(JSON.stringify(notText.body)).toContain(CANCELLATION_MESSAGES.reasonNotText);
    await http().get('/api/customers/orders/APO-2026-1%27--/cancellation').set(bearer(owner.token)).expect(400);
    expect(await dataSource.query('SELECT 1 FROM cancellation_requests WHERE order_id = $1', [order.id])).toEqual([]);
  });

  it('refunds everything once when approved before the originals arrive, however many approvals meet', async () => {
    const cora = await customer();
    const order = await paidOrder(cora);
    const { body } = await askToCancel(cora, order.orderNumber).expect(201);

    // A staff account may read requests but not give money back.
    const refused = await approve(body.request.id, staffToken).expect(200);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');

    const answers = await Promise.all([approve(body.request.id), approve(body.request.id), approve(body.request.id)]);
    const approved = answers.filter((answer) => !answer.body.errors);
    expect(approved).toHaveLength(1);
    expect(approved[0].body.data.approveCancellationRequest).toEqual({
      status: 'approved',
      refund: 411.45,
      refundStatus: 'refunded',
      refundError: null,
      orderStatus: 'cancelled',
    });
    expect(answers.flatMap((answer) => answer.body.errors ?? []).map((error: { message: string }) => error.message)).toEqual([
      CANCELLATION_MESSAGES.requestDecided,
      CANCELLATION_MESSAGES.requestDecided,
    ]);
    expect(refundsOf(order.paymentIntentId)).toEqual([TOTAL_CENTS]);
    expect(await dataSource.query('SELECT refunded_cents FROM payments WHERE payment_intent_id = $1', [order.paymentIntentId])).toEqual([
      { refunded_cents: TOTAL_CENTS },
    ]);
    expect(
      await dataSource.query(`SELECT old_status, new_status FROM order_status_history WHERE order_id = $1 AND new_status = 'cancelled'`, [order.id]),
    ).toEqual([{ old_status: 'pending', new_status: 'cancelled' }]);
    const audit = await dataSource.query<{ action: string }[]>(
      `SELECT action FROM audit_log WHERE order_id = $1 AND action LIKE 'order.cancellation%' ORDER BY id`,
      [order.id],
    );
    expect(audit.map((row) => row.action)).toEqual(['order.cancellation_requested', 'order.cancellation_approved', 'order.cancellation_refunded']);
    const [mail] = await mailsOf(order.id, 'cancellation_approved');
    expect(mail.subject).toBe(`Order ${order.orderNumber} has been cancelled`);
    expect(mail.text_body).toContain('You will be refunded $411.45, the full amount paid.');
    expect(mail.text_body).not.toContain('on their way back');
    // The cancellation's own e-mail tells the customer; no generic status e-mail beside it.
    expect(await mailsOf(order.id, 'status_update')).toEqual([]);

    // A cancelled order stays cancelled: staff cannot move it, nor cancel an order by hand.
    expect((await setStatus(order.id, 'processing').expect(409)).body.message).toBe(CANCELLATION_MESSAGES.cancelledIsFinal);
    const other = await paidOrder(cora);
    expect((await setStatus(other.id, 'cancelled').expect(400)).body.message).toBe(CANCELLATION_MESSAGES.statusReserved);
    expect((await askToCancel(cora, order.orderNumber).expect(409)).body.message).toBe(CANCELLATION_MESSAGES.alreadyCancelled);
  });

  it('keeps the return shipping once the originals have arrived, and says they are coming back', async () => {
    const cora = await customer();
    const order = await paidOrder(cora);
    await setStatus(order.id, 'docs_received').expect(200);
    const preview = await http().get(`/api/customers/orders/${order.orderNumber}/cancellation`).set(bearer(cora.token)).expect(200);
    expect(preview.body.refund).toBe(402);
    expect(preview.body.refundText).toBe(`You will be refunded $402.00 of the $411.45 paid, less ${RETURN_SHIPPING_DEDUCTION.toLowerCase()} ($9.45).`);
    const { body } = await askToCancel(cora, order.orderNumber).expect(201);
    const approved = await approve(body.request.id).expect(200);
    expect(approved.body.data.approveCancellationRequest).toMatchObject({ refund: 402, refundStatus: 'refunded', orderStatus: 'cancelled' });
    expect(refundsOf(order.paymentIntentId)).toEqual([TOTAL_CENTS - RETURN_SHIPPING_CENTS]);
    const [mail] = await mailsOf(order.id, 'cancellation_approved');
    expect(mail.text_body).toContain('Your original documents are on their way back to you');
  });

  it('refuses once the documents are with the authority, and staff decline with a reason the customer reads', async () => {
    const cora = await customer();
    const late = await paidOrder(cora);
    await setStatus(late.id, 'authentication_in_progress').expect(200);
    expect((await askToCancel(cora, late.orderNumber).expect(409)).body.message).toBe(CANCELLATION_MESSAGES.notAllowed);

    // Asked in time, but the order moved on before staff decided: approving is refused, nothing is refunded.
    const order = await paidOrder(cora);
    const { body } = await askToCancel(cora, order.orderNumber).expect(201);
    await setStatus(order.id, 'authentication_in_progress').expect(200);
    const tooLate = await approve(body.request.id).expect(200);
    expect(tooLate.body.errors[0].message).toBe(CANCELLATION_MESSAGES.tooLateToApprove);
    expect(refundsOf(order.paymentIntentId)).toEqual([]);
    expect((await dataSource.query('SELECT status FROM cancellation_requests WHERE id = $1', [body.request.id]))[0].status).toBe('open');

    expect((await decline(body.request.id, '  ').expect(200)).body.errors[0].message).toBe(CANCELLATION_MESSAGES.declineNeedsNote);
    const declined = await decline(body.request.id, 'Your documents were already submitted to the Department of State.').expect(200);
    expect(declined.body.data.declineCancellationRequest).toEqual({
      status: 'declined',
      decisionNote: 'Your documents were already submitted to the Department of State.',
      orderStatus: 'authentication_in_progress',
    });
    const [mail] = await mailsOf(order.id, 'cancellation_declined');
    expect(mail.text_body).toContain('Your documents were already submitted to the Department of State.');
    const listed = await http().get('/api/customers/cancellations').set(bearer(cora.token)).expect(200);
    expect(listed.body.cancellations).toEqual([
      expect.objectContaining({
        orderNumber: order.orderNumber,
        status: 'declined',
        declineReason: 'Your documents were already submitted to the Department of State.',
      }),
    ]);
  });

  it('keeps a refund Stripe could not make pending, tells staff why, and makes it exactly once on retry', async () => {
    const cora = await customer();
    const order = await paidOrder(cora);
    const { body } = await askToCancel(cora, order.orderNumber).expect(201);
    stub.refundsUnavailable = true;
    try {
      const approved = await approve(body.request.id).expect(200);
      expect(approved.body.data.approveCancellationRequest).toMatchObject({ status: 'approved', orderStatus: 'cancelled', refundStatus: 'pending' });
      expect(approved.body.data.approveCancellationRequest.refundError).toContain('An unknown error occurred');
    } finally {
      stub.refundsUnavailable = false;
    }
    expect(refundsOf(order.paymentIntentId)).toEqual([]);
    const service = testApp.app.get(CancellationRequestsService);
    const [first, second] = await Promise.all([service.retryPendingRefunds(), service.retryPendingRefunds()]);
    expect(first.refunded + second.refunded).toBeGreaterThanOrEqual(1);
    expect(refundsOf(order.paymentIntentId)).toEqual([TOTAL_CENTS]);
    expect(await dataSource.query('SELECT refund_status, refund_error FROM cancellation_requests WHERE id = $1', [body.request.id])).toEqual([
      { refund_status: 'refunded', refund_error: null },
    ]);
    expect(await service.retryPendingRefunds()).toEqual({ refunded: 0, pending: 0 });
  });

  it('lists waiting requests first for staff, with what approving would give back', async () => {
    const cora = await customer();
    const order = await paidOrder(cora);
    await askToCancel(cora, order.orderNumber).expect(201);
    const page = await graphql(
      staffToken,
      'query { cancellationRequests(status: open, take: 100) { total items { orderNumber customerEmail reason status refund refundText } } openCancellationRequests }',
      {},
    ).expect(200);
    expect(page.body.data.openCancellationRequests).toBe(page.body.data.cancellationRequests.total);
    expect(page.body.data.cancellationRequests.items).toContainEqual({
      orderNumber: order.orderNumber,
      customerEmail: cora.email,
      reason: 'Plans changed',
      status: 'open',
      refund: 411.45,
      refundText: 'You will be refunded $411.45, the full amount paid.',
    });
  });
});
