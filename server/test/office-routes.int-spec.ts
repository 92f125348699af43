import { documentRouteViews, OFFICE_BATCH_MESSAGES, type OfficeBatchSheet, type OrderStoryView } from '@apostille/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AuthTokensService } from '../src/auth/auth-tokens.service.js';
import { Customer } from '../src/customers/entities/customer.entity.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

const ADMIN_USERNAME = 'routes.admin';

/** A staff-entered order, then its routes written as placement keeps them (FBI check and a birth certificate, to Spain). */
describe('staff work by office: routes on the order page, the Office filter and the batch sheet', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  let token: string;
  let orderId: number;
  let orderNumber: string;

  const http = () => request(testApp.app.getHttpServer());
  const staff = <T extends request.Test>(call: T) => call.set('Authorization', `Bearer ${token}`);
  const gql = async (query: string, variables: Record<string, unknown>) =>
    (await staff(http().post('/graphql')).send({ query, variables })).body as { data?: Record<string, unknown>; errors?: { message: string }[] };

  const ORDERS = `query ($filter: AdminOrderFilter) { orders(filter: $filter) { total items { id orderNumber } } }`;

  beforeAll(async () => {
    testApp = await bootTestApp({ env: { ADMIN_USERNAME, ADMIN_PASSWORD: 'correct-horse-battery-staple' } });
    dataSource = testApp.app.get(DataSource);
    ({ token } = await staffSession(testApp, ADMIN_USERNAME));
    const created = await staff(http().post('/api/admin/custom-orders'))
      .send({
        customerInfo: { firstName: 'Rosa', lastName: 'Parks', email: 'rosa@example.com', phone: '8505550142' },
        serviceLevel: 'rush',
        destinationCountry: 'Spain',
        lineItems: [
          {
            id: 'li-1',
            documentType: 'FBI Background Check',
            documentCount: 2,
            shippingAddress: { street: '1 Main St', city: 'Tallahassee', state: 'FL', zipCode: '32301', country: 'United States', notes: '' },
            deliveryMethod: 'fedex_domestic',
            shippingCost: 45,
          },
        ],
        customPricing: { basePrice: 300, stateFeesTotal: 20, shippingTotal: 45, additionalCharges: 0, discount: 0, totalAmount: 365 },
      })
      .expect(201);
    orderId = created.body.order.id;
    orderNumber = created.body.order.orderNumber;
    const routes = documentRouteViews({
      documents: [{ documentType: 'FBI Background Check' }, { documentType: 'Birth Certificate' }],
      destinationCountry: 'Spain',
      date: new Date(),
    });
    await dataSource.query('UPDATE orders SET document_routes = $2::jsonb WHERE id = $1', [orderId, JSON.stringify(routes)]);
  });
  afterAll(() => testApp?.close());

  it("carries each document's route on the order's story", async () => {
    const story = (await staff(http().get(`/api/admin/orders/${orderId}/story`)).expect(200)).body as OrderStoryView;
    expect(story.documentRoutes).toHaveLength(2);
    expect(story.documentRoutes[0]).toMatchObject({ documentNumber: 1, documentType: 'FBI Background Check' });
    expect(story.documentRoutes[0].steps).toEqual([expect.objectContaining({ office: 'us-dos', feeCents: 2000 })]);
    expect(story.documentRoutes[0].asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("finds the order under the U.S. Department of State and not under Florida's office for its FBI check", async () => {
    const rest = async (office: string) =>
      ((await staff(http().get('/api/admin/orders')).query({ office }).expect(200)).body.orders as { id: number }[]).map((o) => o.id);
    expect(await rest('us-dos')).toContain(orderId);
    expect(await rest('state-CA')).not.toContain(orderId);

    const listed = async (office: string) => ((await gql(ORDERS, { filter: { office } })).data?.orders as { items: { id: number }[] }).items.map((o) => o.id);
    expect(await listed('us-dos')).toContain(orderId);
    expect(await listed('embassy')).not.toContain(orderId);
    // The birth certificate goes to Florida: the filter looks at every document's route.
    expect(await listed('state-FL')).toContain(orderId);
    await dataSource.query(`UPDATE orders SET document_routes = jsonb_path_query_array(document_routes, '$[0]') WHERE id = $1`, [orderId]);
    expect(await listed('state-FL')).not.toContain(orderId);
    expect(await listed('us-dos')).toContain(orderId);
  });

  it('refuses an unknown office with a clear message', async () => {
    const response = await staff(http().get('/api/admin/orders')).query({ office: 'moon-base' }).expect(400);
    expect(JSON.stringify(response.body)).toContain(OFFICE_BATCH_MESSAGES.unknownOffice);
    expect((await gql(ORDERS, { filter: { office: 'moon-base' } })).errors?.[0].message).toBe(OFFICE_BATCH_MESSAGES.unknownOffice);
    await staff(http().get('/api/admin/offices/moon-base/batch-sheet')).expect(400);
  });

  it('lists the open order on the batch sheet of the Department of State with its documents and fees, and drops it once complete', async () => {
    const sheetOf = async (office: string) => (await staff(http().get(`/api/admin/offices/${office}/batch-sheet`)).expect(200)).body as OfficeBatchSheet;
    const sheet = await sheetOf('us-dos');
    expect(sheet.office).toEqual({ id: 'us-dos', name: expect.stringContaining('Department of State') });
    const line = sheet.orders.find((o) => o.orderId === orderId);
    expect(line).toMatchObject({ orderNumber, customerName: 'Rosa Parks', destinationCountry: 'Spain' });
    expect(line?.documents).toEqual([expect.objectContaining({ documentNumber: 1, documentType: 'FBI Background Check', feeCents: 2000 })]);
    expect(sheet.documentCount).toBeGreaterThanOrEqual(1);
    expect(sheet.knownFeesCents).toBeGreaterThanOrEqual(2000);
    expect((await sheetOf('state-FL')).orders.map((o) => o.orderId)).not.toContain(orderId);

    const officeRows = () => dataSource.query(`SELECT office, xmin::text, ctid::text FROM order_route_offices WHERE order_id = $1 ORDER BY office`, [orderId]);
    const before = await officeRows();
    await staff(http().patch(`/api/admin/orders/${orderId}/status`))
      .send({ status: 'apostille_complete' })
      .expect(200);
    // The status change rewrote the order's row but not the offices kept beside it (no index churn there).
    expect(await officeRows()).toEqual(before);
    expect((await sheetOf('us-dos')).orders.map((o) => o.orderId)).not.toContain(orderId);
    // The list filter is about every order: a completed one is still found (with a status filter to narrow it).
    expect(((await gql(ORDERS, { filter: { office: 'us-dos' } })).data?.orders as { items: { id: number }[] }).items.map((o) => o.id)).toContain(orderId);
  });

  it('refuses the batch sheet without a staff session that may read orders', async () => {
    await http().get('/api/admin/offices/us-dos/batch-sheet').expect(401);
    const customers = dataSource.getRepository(Customer);
    const customer = await customers.save(customers.create({ email: 'routes.customer@example.com', firstName: 'C', lastName: 'D', passwordHash: 'x' }));
    const customerToken = testApp.app.get(AuthTokensService).issueCustomerToken(customer);
    const refused = await http().get('/api/admin/offices/us-dos/batch-sheet').set('Authorization', `Bearer ${customerToken}`);
    expect([401, 403]).toContain(refused.status);
  });
});
