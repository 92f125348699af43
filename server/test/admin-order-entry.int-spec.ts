import { ADMIN_MESSAGES, ADMIN_ORDER_ENTRY_MESSAGES } from '@apostille/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { customOrder, snapshot } from './support/ordering-fixtures.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

const ADMIN = { ADMIN_USERNAME: 'entry.admin', ADMIN_PASSWORD: 'a-long-staff-password' };

function createOrderForm(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'Grace@Example.com',
    phone: '8505550199',
    serviceLevel: 'rush',
    documentType: 'Birth Certificate',
    ...overrides,
  };
}

describe('staff order entry', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  let token: string;
  let adminId: number;

  beforeAll(async () => {
    testApp = await bootTestApp({ env: ADMIN });
    dataSource = testApp.app.get(DataSource);
    const session = await staffSession(testApp, ADMIN.ADMIN_USERNAME);
    ({ token } = session);
    adminId = session.admin.id;
  });
  afterAll(() => testApp?.close());

  const post = (path: string, body: object, bearer: string | null = token) => {
    const call = request(testApp.app.getHttpServer()).post(path);
    return (bearer ? call.set('Authorization', `Bearer ${bearer}`) : call).send(body);
  };

  it('refuses callers without a staff token', async () => {
    await post('/api/admin/orders', createOrderForm(), null).expect(401);
    await post('/api/admin/custom-orders', customOrder(), null).expect(401);
    await post('/api/admin/orders', createOrderForm(), 'not-a-token').expect(401);
    expect((await snapshot(testApp)).orders).toBe(0);
  });

  it('checks the Create Order form with the spec messages', async () => {
    const blank = await post('/api/admin/orders', { email: 'nope', documentCount: 0 }).expect(400);
    expect(blank.body.errors.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining([
        ADMIN_MESSAGES.firstNameRequired,
        ADMIN_MESSAGES.lastNameRequired,
        ADMIN_MESSAGES.validEmailRequired,
        ADMIN_MESSAGES.phoneRequired,
        ADMIN_MESSAGES.serviceLevelRequired,
        ADMIN_MESSAGES.documentTypeRequired,
        ADMIN_MESSAGES.documentCountMin,
      ]),
    );
    const badChoices = await post('/api/admin/orders', createOrderForm({ destinationCountry: 'Atlantis', deliveryMethod: 'fedex', documentCount: 1.5 })).expect(
      400,
    );
    expect(badChoices.body.errors.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining([ADMIN_MESSAGES.destinationCountryRequired, ADMIN_MESSAGES.deliveryMethodRequired, ADMIN_MESSAGES.documentCountMin]),
    );
    expect((await snapshot(testApp)).orders).toBe(0);
  });

  it('creates an order with the defaults, priced on the server, linked to the customer, audited', async () => {
    // A customer with this e-mail already exists (different case): the order joins that account.
    const [existing] = await dataSource.query(`INSERT INTO customers (email, first_name, last_name) VALUES ('grace@example.com', 'Grace', 'H') RETURNING id`);
    const response = await post('/api/admin/orders', createOrderForm({ totalAmount: 1, notes: '  Walk-in customer  ' })).expect(201);
    expect(response.body).toEqual({
      success: true,
      message: ADMIN_ORDER_ENTRY_MESSAGES.orderCreated,
      order: expect.objectContaining({
        orderNumber: expect.stringMatching(/^APO-\d{4}-\d{3,}$/),
        status: 'pending',
        customerFirstName: 'Grace',
        customerEmail: 'Grace@Example.com',
        serviceLevel: 'rush',
        documentType: 'Birth Certificate',
        documentCount: 1,
        destinationCountry: 'United States',
        deliveryMethod: 'mail',
        shippingStreet: null,
        // rush $227 for the first document + $10 state fee; the client's totalAmount is ignored.
        totalAmount: 237,
        notes: 'Walk-in customer',
        documents: [],
      }),
    });
    const id = response.body.order.id;
    const [order] = await dataSource.query('SELECT customer_id, source, payment_intent_id, total_amount_cents FROM orders WHERE id = $1', [id]);
    expect(order).toEqual({ customer_id: existing.id, source: 'admin', payment_intent_id: null, total_amount_cents: 23700 });
    const history = await dataSource.query('SELECT old_status, new_status, changed_by_admin_id FROM order_status_history WHERE order_id = $1', [id]);
    expect(history).toEqual([{ old_status: null, new_status: 'pending', changed_by_admin_id: adminId }]);
    const audit = await dataSource.query(`SELECT actor_type, actor_id, action, ip_address FROM audit_log WHERE order_id = $1`, [id]);
    expect(audit).toEqual([{ actor_type: 'admin', actor_id: adminId, action: 'order.created', ip_address: expect.any(String) }]);
    const events = await dataSource.query(`SELECT type FROM domain_events WHERE payload->>'orderId' = $1`, [String(id)]);
    expect(events).toEqual([{ type: 'order.created' }]);
    // Staff orders take no payment here: no payment row.
    expect((await dataSource.query('SELECT count(*)::int AS n FROM payments'))[0].n).toBe(0);

    const more = await post(
      '/api/admin/orders',
      createOrderForm({ email: 'new.person@example.com', documentCount: '3', deliveryMethod: 'pickup', destinationCountry: 'Spain' }),
    ).expect(201);
    expect(more.body.order).toMatchObject({ documentCount: 3, deliveryMethod: 'pickup', destinationCountry: 'Spain', totalAmount: 227 + 2 * 65 + 30 });
    const [linked] = await dataSource.query('SELECT c.email FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.id = $1', [more.body.order.id]);
    expect(linked.email).toBe('new.person@example.com');
  });

  it('checks the custom order in the spec words', async () => {
    const before = await snapshot(testApp);
    const info = await post(
      '/api/admin/custom-orders',
      customOrder({ customerInfo: { firstName: 'Alan', lastName: '', email: 'alan@example.com', phone: '1' } }),
    ).expect(400);
    expect(info.body.message).toBe(ADMIN_MESSAGES.customerInfoRequired);
    // A blank e-mail is a missing customer field, as the console says; a malformed one is not valid.
    const blankEmail = await post(
      '/api/admin/custom-orders',
      customOrder({ customerInfo: { firstName: 'Alan', lastName: 'Turing', email: ' ', phone: '1' } }),
    ).expect(400);
    expect(blankEmail.body.message).toBe(ADMIN_MESSAGES.customerInfoRequired);
    const badEmail = await post(
      '/api/admin/custom-orders',
      customOrder({ customerInfo: { firstName: 'Alan', lastName: 'Turing', email: 'alan@', phone: '1' } }),
    ).expect(400);
    expect(badEmail.body.message).toBe(ADMIN_MESSAGES.validEmailRequired);
    const level = await post('/api/admin/custom-orders', customOrder({ serviceLevel: '' })).expect(400);
    expect(level.body.message).toBe(ADMIN_MESSAGES.selectServiceLevel);
    const items = customOrder().lineItems;
    const type = await post('/api/admin/custom-orders', customOrder({ lineItems: [items[0], { ...items[1], documentType: '' }] })).expect(400);
    expect(type.body.message).toBe(ADMIN_MESSAGES.selectLineItemDocumentType);
    const none = await post('/api/admin/custom-orders', customOrder({ lineItems: [] })).expect(400);
    expect(none.body.message).toBe(ADMIN_ORDER_ENTRY_MESSAGES.lineItemRequired);
    const quantity = await post('/api/admin/custom-orders', customOrder({ lineItems: [{ ...items[0], documentCount: 0 }] })).expect(400);
    expect(quantity.body.message).toBe(ADMIN_ORDER_ENTRY_MESSAGES.quantityMin);
    const negative = await post('/api/admin/custom-orders', customOrder({ customPricing: { ...customOrder().customPricing, additionalCharges: -1 } })).expect(
      400,
    );
    expect(negative.body.message).toBe(ADMIN_ORDER_ENTRY_MESSAGES.invalidMoney);
    const decimals = await post('/api/admin/custom-orders', customOrder({ customPricing: { ...customOrder().customPricing, basePrice: 500.001 } })).expect(400);
    expect(decimals.body.message).toBe(ADMIN_ORDER_ENTRY_MESSAGES.invalidMoney);
    // A9: FedEx domestic costs $35–55; a cheaper line item is refused even when the totals add up.
    const cheap = await post(
      '/api/admin/custom-orders',
      customOrder({
        lineItems: [{ ...items[0], shippingCost: 20 }, items[1]],
        customPricing: { ...customOrder().customPricing, shippingTotal: 20, totalAmount: 544.74 },
      }),
    ).expect(400);
    expect(cheap.body.message).toBe('FedEx Domestic shipping must be between $35 and $55');
    expect(await snapshot(testApp)).toEqual(before);
  });

  it('refuses a total or shipping total that does not match the pricing, saving nothing', async () => {
    const before = await snapshot(testApp);
    const pricing = customOrder().customPricing;
    const mismatch = await post('/api/admin/custom-orders', customOrder({ customPricing: { ...pricing, totalAmount: 570.25 } })).expect(400);
    expect(mismatch.body).toEqual({
      statusCode: 400,
      message: ADMIN_ORDER_ENTRY_MESSAGES.totalMismatch,
      errors: [{ field: 'customPricing.totalAmount', message: ADMIN_ORDER_ENTRY_MESSAGES.totalMismatch }],
    });
    const shipping = await post('/api/admin/custom-orders', customOrder({ customPricing: { ...pricing, shippingTotal: 40, totalAmount: 564.74 } })).expect(400);
    expect(shipping.body.message).toBe(ADMIN_ORDER_ENTRY_MESSAGES.shippingTotalMismatch);
    const discount = await post('/api/admin/custom-orders', customOrder({ customPricing: { ...pricing, discount: 10_000, totalAmount: 0 } })).expect(400);
    expect(discount.body.message).toBe(ADMIN_ORDER_ENTRY_MESSAGES.discountTooLarge);
    expect(await snapshot(testApp)).toEqual(before);
    const audit = await dataSource.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'order.created'`);
    expect(audit[0].n).toBe(2);
  });

  it('stores a custom order with the checked total and every line item', async () => {
    const response = await post('/api/admin/custom-orders', customOrder()).expect(201);
    expect(response.body).toMatchObject({
      success: true,
      message: ADMIN_ORDER_ENTRY_MESSAGES.customOrderCreated,
      order: {
        customerFirstName: 'Alan',
        serviceLevel: 'lightning',
        destinationCountry: 'Italy',
        documentType: 'College Diploma',
        documentCount: 3,
        deliveryMethod: 'fedex_domestic',
        shippingStreet: '1 Main St',
        shippingNotes: 'Side door',
        totalAmount: 570.24,
      },
    });
    const id = response.body.order.id;
    const [row] = await dataSource.query(
      `SELECT source, service_level_price_cents, state_fees_cents, shipping_price_cents, additional_services_cents, discount_cents,
              total_amount_cents, line_items FROM orders WHERE id = $1`,
      [id],
    );
    expect(row).toMatchObject({
      source: 'custom',
      service_level_price_cents: 50000,
      state_fees_cents: 3000,
      shipping_price_cents: 4550,
      additional_services_cents: 1999,
      discount_cents: 2525,
      total_amount_cents: 57024,
    });
    expect(row.line_items).toEqual([
      {
        id: 'li-1',
        documentType: 'College Diploma',
        documentCount: 2,
        shippingAddress: { street: '1 Main St', city: 'Tallahassee', state: 'FL', zipCode: '32301', country: 'United States', notes: 'Side door' },
        deliveryMethod: 'fedex_domestic',
        shippingCostCents: 4550,
      },
      {
        id: 'li-2',
        documentType: 'Power of Attorney',
        documentCount: 1,
        shippingAddress: { street: '2 Oak Ave', city: 'Miami', state: 'FL', zipCode: '33101', country: 'United States', notes: '' },
        deliveryMethod: 'pickup',
        shippingCostCents: 0,
      },
    ]);
    const audit = await dataSource.query(`SELECT actor_id, action, details->>'source' AS source FROM audit_log WHERE order_id = $1`, [id]);
    expect(audit).toEqual([{ actor_id: adminId, action: 'order.created', source: 'custom' }]);
    const history = await dataSource.query('SELECT new_status, changed_by_admin_id FROM order_status_history WHERE order_id = $1', [id]);
    expect(history).toEqual([{ new_status: 'pending', changed_by_admin_id: adminId }]);
  });
});
