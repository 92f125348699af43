import request from 'supertest';
import { DataSource } from 'typeorm';
import { anyClient, customOrder, intentRequest, orderFields, payOffline, submitOrder } from './support/ordering-fixtures.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

/**
 * The refusals the hostile run found misleading, over HTTP: each now names its field and the rule it
 * broke. (server/src/common/input/validation-walk.spec.ts walks every other field the same way.)
 */
describe('refusals name the field and the rule', () => {
  let testApp: TestApp;
  let token: string;
  let orderId: number;
  const http = () => request(testApp.app.getHttpServer());
  const messageOf = (body: { errors?: { field: string; message: string }[] }, field: string) => body.errors?.find((e) => e.field === field)?.message;

  beforeAll(async () => {
    testApp = await bootTestApp({ env: { ADMIN_USERNAME: 'rules.admin', ADMIN_PASSWORD: 'a long staff password' } });
    ({ token } = await staffSession(testApp, 'rules.admin'));
    const placed = await submitOrder(testApp, orderFields(await payOffline(testApp))).expect(201);
    const [row]: { id: number }[] = await testApp.app.get(DataSource).query('SELECT id FROM orders WHERE order_number = $1', [placed.body.orderNumber]);
    orderId = row.id;
  });
  afterAll(() => testApp?.close());

  it('a document count sent as text is not "too many documents"', async () => {
    const answer = await http()
      .post('/api/create-payment-intent')
      .set('X-Forwarded-For', anyClient())
      .send(intentRequest({ documentCount: '2' }))
      .expect(400);
    expect(messageOf(answer.body, 'documentCount')).toBe('Document count must be a whole number');
  });

  it('a note without a body is missing, not too long', async () => {
    const answer = await http().post(`/api/admin/orders/${orderId}/notes`).set('Authorization', `Bearer ${token}`).send({}).expect(400);
    expect(answer.body.message).toBe('Body is required');
  });

  it('a 10,000-character first name is too long, not missing', async () => {
    const answer = await http()
      .post('/api/customers/register')
      .set('X-Forwarded-For', anyClient())
      .send({ firstName: 'x'.repeat(10_000), lastName: 'Hopper', email: 'long.name@example.com', phone: '8505550100', password: 'correct horse battery' })
      .expect(400);
    expect(answer.body.message).toMatch(/name.*100 characters/i);
    expect(answer.body.message).not.toMatch(/required/i);
  });

  it('a search given twice says so', async () => {
    const answer = await http().get('/api/admin/orders').query('search=ada&search=grace').set('Authorization', `Bearer ${token}`).expect(400);
    expect(answer.body.message).toBe('Search must be given once');
  });

  it('a custom order total above the cap names the cap', async () => {
    const answer = await http()
      .post('/api/admin/custom-orders')
      .set('Authorization', `Bearer ${token}`)
      .send(customOrder({ customPricing: { basePrice: 10_000_001, totalAmount: 10_000_001 } }))
      .expect(400);
    expect(answer.body.errors).toEqual([
      { field: 'customPricing.basePrice', message: 'Base price can be at most 1,000,000' },
      { field: 'customPricing.totalAmount', message: 'Total amount can be at most 1,000,000' },
    ]);
  });

  it('a payment link of 1e12 dollars is refused for its amount', async () => {
    const answer = await http()
      .post(`/api/admin/orders/${orderId}/payment-link`)
      .set('Authorization', `Bearer ${token}`)
      .send({ description: 'Extra copies', amount: 1e12 })
      .expect(400);
    expect(answer.body.message).toMatch(/amount/i);
    expect(answer.body.message).not.toBe('A value in the request cannot be used. Please check what you entered.');
  });
});
