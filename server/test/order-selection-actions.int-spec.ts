import { ADMIN_ORDER_MESSAGES } from '@apostille/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ORDER_SELECTION_MESSAGES } from '../src/orders/selection/order-selection.graphql.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

/**
 * Bulk actions started from the orders list's selection (issue #33 item 2): a manual trigger, the
 * automation batch and a customer notification, on the rows staff chose (order numbers as they read
 * them) or on every order matching the list's filter. Entries naming no live order are answered
 * with their reason; one order that cannot be notified never stops the others.
 */

const ADMIN = { ADMIN_USERNAME: 'selection.admin', ADMIN_PASSWORD: 'a-long-staff-password' };

describe('bulk actions on a selection of orders', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  let token: string;

  beforeAll(async () => {
    testApp = await bootTestApp({ env: { ...ADMIN, QUEUE_PREFIX: `selection${Date.now().toString(36)}` } });
    dataSource = testApp.app.get(DataSource);
    ({ token } = await staffSession(testApp, ADMIN.ADMIN_USERNAME));
    await dataSource.query(`UPDATE automation_rules SET is_active = true WHERE trigger_type = 'payment_received'`);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const http = () => request(testApp.app.getHttpServer());
  const graphql = (query: string, variables: Record<string, unknown> = {}) =>
    http().post('/graphql').set('Authorization', `Bearer ${token}`).send({ query, variables });

  async function order(email: string): Promise<{ id: number; orderNumber: string }> {
    const created = await http()
      .post('/api/admin/orders')
      .set('Authorization', `Bearer ${token}`)
      .send({ firstName: 'Ada', lastName: 'Lovelace', email, phone: '8505550123', serviceLevel: 'fast', documentType: 'Birth Certificate' })
      .expect(201);
    return { id: created.body.order.id, orderNumber: created.body.order.orderNumber };
  }

  const eventsFor = async (type: string, ids: number[]): Promise<number[]> =>
    (
      await dataSource.query<{ id: number }[]>(
        `SELECT (payload->>'orderId')::int AS id FROM domain_events WHERE type = $1 AND (payload->>'orderId')::int = ANY($2::int[]) ORDER BY 1`,
        [type, ids],
      )
    ).map((row) => row.id);

  const TRIGGER = `mutation($selection: OrderSelectionInput!) {
    triggerAutomationForOrders(selection: $selection, triggerType: payment_received, triggerData: "{\\"reason\\":\\"bulk\\"}") {
      processed failed ignored { entry reason reasonText }
    }
  }`;

  it('triggers automation for the chosen rows by order number, naming each entry it left out', async () => {
    const first = await order('trigger-one@selection.example');
    const second = await order('trigger-two@selection.example');
    const deleted = await order('trigger-gone@selection.example');
    await http().delete(`/api/admin/orders/${deleted.id}`).set('Authorization', `Bearer ${token}`).expect(200);

    const answer = await graphql(TRIGGER, {
      selection: { entries: [first.orderNumber, String(second.id), first.orderNumber, deleted.orderNumber, 'APO-2099-999', 'not an order'] },
    }).expect(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.triggerAutomationForOrders).toEqual({
      processed: 2,
      failed: 4,
      ignored: [
        { entry: first.orderNumber, reason: 'duplicate', reasonText: 'listed twice' },
        { entry: deleted.orderNumber, reason: 'deleted', reasonText: 'the order was deleted' },
        { entry: 'APO-2099-999', reason: 'unknown', reasonText: expect.any(String) },
        { entry: 'not an order', reason: 'invalid', reasonText: 'not an order number or id' },
      ],
    });
    expect(await eventsFor('automation.manual_trigger', [first.id, second.id, deleted.id])).toEqual([first.id, second.id]);
  });

  it("runs the batch on every order matching the list's filter, read on the server", async () => {
    const matching = [await order('batch-a@matching.example'), await order('batch-b@matching.example')];
    const other = await order('batch-c@elsewhere.example');
    const answer = await graphql(
      `
        mutation ($selection: OrderSelectionInput) {
          batchProcessOrders(selection: $selection) {
            processed
            failed
            ignored {
              entry
            }
          }
        }
      `,
      { selection: { matching: { search: 'matching.example' } } },
    ).expect(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.batchProcessOrders).toEqual({ processed: 2, failed: 0, ignored: [] });
    expect(await eventsFor('automation.batch_requested', [...matching.map((o) => o.id), other.id])).toEqual(matching.map((o) => o.id));

    const both = await graphql(TRIGGER, { selection: { entries: [other.orderNumber], matching: { search: 'x' } } }).expect(200);
    expect(both.body.errors[0].message).toBe(ORDER_SELECTION_MESSAGES.exactlyOne);
    const badFilter = await graphql(TRIGGER, { selection: { matching: { status: 'teleported' } } }).expect(200);
    expect(badFilter.body.errors[0].message).toBe(ADMIN_ORDER_MESSAGES.unknownStatus);
  });

  it('notifies the customer of each chosen order, and names the orders it could not notify', async () => {
    const ready = [await order('ready-one@notify.example'), await order('ready-two@notify.example')];
    const notify = (type: string, entries: string[]) =>
      graphql(
        `
          mutation ($selection: OrderSelectionInput!, $type: CustomerNotificationType!) {
            notifyCustomersOfOrders(selection: $selection, type: $type, documentType: "birth certificate") {
              sent
              ignored {
                entry
                reason
              }
              notSent {
                orderNumber
                reason
              }
            }
          }
        `,
        { selection: { entries }, type },
      ).expect(200);

    const sent = await notify('document_ready', [...ready.map((o) => o.orderNumber), 'APO-2099-998']);
    expect(sent.body.errors).toBeUndefined();
    expect(sent.body.data.notifyCustomersOfOrders).toEqual({ sent: 2, ignored: [{ entry: 'APO-2099-998', reason: 'unknown' }], notSent: [] });
    const mails = await dataSource.query(`SELECT recipient FROM outbox_messages WHERE kind = 'notification.document-ready' ORDER BY recipient`);
    expect(mails.map((mail: { recipient: string }) => mail.recipient)).toEqual(['ready-one@notify.example', 'ready-two@notify.example']);

    // Nothing to pay: each order is named with the reason, and nothing is sent.
    const reminders = await notify(
      'payment_reminder',
      ready.map((o) => o.orderNumber),
    );
    expect(reminders.body.data.notifyCustomersOfOrders).toEqual({
      sent: 0,
      ignored: [],
      notSent: ready.map((o) => ({ orderNumber: o.orderNumber, reason: 'This order has no unpaid payment link to remind the customer of.' })),
    });
  });
});
