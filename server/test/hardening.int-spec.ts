import request from 'supertest';
import { DataSource } from 'typeorm';
import { ContactMessage } from '../src/contact/entities/contact-message.entity.js';
import { Customer } from '../src/customers/entities/customer.entity.js';
import { Order } from '../src/orders/entities/order.entity.js';
import { TOO_DEEP_MESSAGE } from '../src/common/input/body-parsing.js';
import { nulMessage } from '../src/common/input/limits.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

let nextClient = 1;
/** A distinct client address per request, so per-client rate limits stay out of the way. */
const client = () => `198.51.100.${nextClient++ % 250}`;

/** About 780 KB of `[`: parsing it first blocked the event loop for about a second per request. */
const DEEP_JSON = '['.repeat(780_000);
const NUL = 'a\u0000b';
const STAFF = { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'correct horse battery staple' };

interface ErrorAnswer {
  statusCode: number;
  message: string;
  errors?: { field: string; message: string }[];
}

/** Nothing in a 4xx/5xx answer may look like code: no stack frames, file paths or SQL wording. */
function expectNoInternals(text: string): void {
  expect(text).not.toMatch(
    /\bat .+:\d+:\d+|\/src\/|\/dist\/|node_modules|QueryFailedError|invalid input syntax|out of range|invalid byte sequence|stacktrace/i,
  );
}

describe('bad input answers a clear 4xx (default settings, development mode)', () => {
  let testApp: TestApp;
  let token: string;
  let dataSource: DataSource;

  beforeAll(async () => {
    // `npm start` without NODE_ENV is development: the mode that used to show stack traces.
    testApp = await bootTestApp({ env: { NODE_ENV: 'development', LOG_LEVEL: 'silent', ...STAFF } });
    token = (await staffSession(testApp, 'owner')).token;
    dataSource = testApp.app.get(DataSource);
  });

  afterAll(() => testApp?.close());

  const http = () => request(testApp.app.getHttpServer());
  const staff = <T extends { set(name: string, value: string): T }>(call: T) => call.set('Authorization', `Bearer ${token}`);

  describe('deeply nested JSON is refused before it is parsed', () => {
    it.each([
      ['POST', '/api/contact', false],
      ['POST', '/api/customers/register', false],
      ['POST', '/api/customers/login', false],
      ['POST', '/api/admin/login', false],
      ['POST', '/api/ccpa-opt-out', false],
      ['POST', '/graphql', false],
      ['POST', '/api/admin/custom-orders', true],
    ])('%s %s', async (_method, path, asStaff) => {
      const call = http().post(path).set('X-Forwarded-For', client()).set('Content-Type', 'application/json');
      const response = await (asStaff ? staff(call) : call).send(DEEP_JSON);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message: TOO_DEEP_MESSAGE });
    });

    it('refuses deep nesting inside a staff custom order line item, naming nothing internal', async () => {
      let nested: unknown = 'x';
      for (let level = 0; level < 40; level++) nested = [nested];
      const response = await staff(http().post('/api/admin/custom-orders'))
        .set('X-Forwarded-For', client())
        .send({ customerInfo: { firstName: 'A' }, lineItems: [{ documentType: nested }] });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(TOO_DEEP_MESSAGE);
    });

    it('names the multipart JSON field that nests too deeply', async () => {
      const response = await http()
        .post('/api/orders')
        .set('X-Forwarded-For', client())
        .field('paymentIntentId', 'pi_123')
        .field('additionalServices', '['.repeat(60_000));
      expect(response.status).toBe(400);
      expect((response.body as ErrorAnswer).errors?.map((error) => error.field)).toContain('additionalServices');
    });

    it('still answers malformed JSON with a 400 in plain words', async () => {
      const response = await http().post('/api/contact').set('X-Forwarded-For', client()).set('Content-Type', 'application/json').send('{"name": ');
      expect(response.body).toEqual({ statusCode: 400, message: 'The request body is not valid JSON' });
    });
  });

  describe('a NUL character (U+0000) is refused with the field named, nothing stored', () => {
    const expectNulRefused = (response: request.Response, field: string) => {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message: nulMessage(field), errors: [{ field, message: nulMessage(field) }] });
    };

    it.each([
      ['/api/contact', { name: NUL, email: 'a@example.com', phone: '3055550100', subject: 'Hi', message: 'Hello there' }, 'name'],
      ['/api/customers/register', { email: 'nul@example.com', password: NUL, firstName: 'A', lastName: 'B' }, 'password'],
      ['/api/customers/login', { email: 'nul@example.com', password: NUL }, 'password'],
      ['/api/admin/login', { username: NUL, password: 'x' }, 'username'],
      ['/api/ccpa-opt-out', { fullName: NUL, email: 'a@example.com' }, 'fullName'],
    ])('POST %s', async (path, body, field) => {
      const before = await Promise.all([dataSource.getRepository(ContactMessage).count(), dataSource.getRepository(Customer).count()]);
      expectNulRefused(await http().post(path).set('X-Forwarded-For', client()).send(body), field);
      const after = await Promise.all([dataSource.getRepository(ContactMessage).count(), dataSource.getRepository(Customer).count()]);
      expect(after).toEqual(before);
    });

    it('in a nested key path', async () => {
      const response = await staff(http().post('/api/admin/custom-orders'))
        .set('X-Forwarded-For', client())
        .send({ customerInfo: { firstName: NUL } });
      expectNulRefused(response, 'customerInfo.firstName');
    });

    it('on the tracking page query', async () => {
      expectNulRefused(
        await http().get('/api/orders/track').query({ orderNumber: NUL, email: 'a@example.com' }).set('X-Forwarded-For', client()),
        'orderNumber',
      );
    });

    it('in a path parameter', async () => {
      expectNulRefused(
        await http()
          .get(`/api/payment-links/${'a'.repeat(20)}%00${'a'.repeat(22)}`)
          .set('X-Forwarded-For', client()),
        'token',
      );
    });

    it('in a multipart text field', async () => {
      const response = await http().post('/api/orders').set('X-Forwarded-For', client()).field('paymentIntentId', 'pi_123').field('customerFirstName', NUL);
      expectNulRefused(response, 'customerFirstName');
    });

    it('on staff edit, search and the CSV export (a 400, not a cut download)', async () => {
      expectNulRefused(await staff(http().patch('/api/admin/orders/1')).send({ customerFirstName: NUL }), 'customerFirstName');
      expectNulRefused(await staff(http().get('/api/admin/orders')).query({ search: NUL }), 'search');
      const exported = await staff(http().get('/api/admin/orders/export')).query({ search: NUL });
      expectNulRefused(exported, 'search');
      expect(exported.headers['content-type']).toMatch(/json/);
    });

    it('in GraphQL variables and in string literals of the query', async () => {
      const search = 'query ($filter: AdminOrderFilterInput) { orders(filter: $filter) { total } }';
      const viaVariables = await staff(http().post('/graphql')).send({ query: search, variables: { filter: { search: NUL } } });
      expectNulRefused(viaVariables, 'variables.filter.search');
      const literal = await staff(http().post('/graphql')).send({ query: '{ orders(filter: { search: "a\\u0000b" }) { total } }' });
      expect(literal.status).toBe(200);
      expect(literal.body.errors[0].message).toBe(nulMessage('filter.search'));
    });
  });

  describe('ids and amounts beyond a 32-bit integer', () => {
    it.each([
      ['PATCH', '/api/admin/orders/99999999999', 'id'],
      ['PATCH', '/api/admin/orders/99999999999/status', 'id'],
      ['DELETE', '/api/admin/orders/2147483648', 'id'],
      ['POST', '/api/admin/orders/1/documents/99999999999/download-link', 'documentId'],
      ['POST', '/api/admin/orders/99999999999/payment-link', 'id'],
    ])('%s %s names the parameter', async (method, path, field) => {
      const response = await staff(http()[method.toLowerCase() as 'patch'](path)).send({});
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([{ field, message: `${field} must be a whole number from 1 to 2147483647` }]);
    });

    it('GraphQL ids are 32-bit by type', async () => {
      const response = await staff(http().post('/graphql')).send({ query: 'query ($id: Int!) { order(id: $id) { id } }', variables: { id: 99999999999 } });
      expect(response.status).toBe(400);
      expect(response.body.errors[0].message).toContain('$id');
    });

    it('a custom order amount far beyond any real order is refused, nothing stored', async () => {
      const before = await dataSource.getRepository(Order).count();
      const response = await staff(http().post('/api/admin/custom-orders')).send({
        customerInfo: { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com', phone: '8505550142' },
        serviceLevel: 'lightning',
        destinationCountry: 'Italy',
        lineItems: [{ documentType: 'College Diploma', documentCount: 1, deliveryMethod: 'pickup', shippingCost: 0 }],
        customPricing: { basePrice: 99_999_999_999, totalAmount: 99_999_999_999 },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors[0].field).toBe('customPricing.basePrice');
      expect(await dataSource.getRepository(Order).count()).toBe(before);
    });
  });

  it('answers a malformed multipart body with a 400', async () => {
    const response = await http()
      .post('/api/orders')
      .set('X-Forwarded-For', client())
      .set('Content-Type', 'multipart/form-data; boundary=----x')
      .send('------x\r\nContent-Disposition: form-data; name="paymentIntentId"\r\n\r\npi_1\r\n------x\r\nContent-Dis');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'The upload could not be read. Please try again.' });
  });

  describe('no internals leak', () => {
    it('GraphQL errors carry no stack trace and no field suggestions', async () => {
      const response = await staff(http().post('/graphql')).send({ query: '{ orderz { total } }' });
      expect(response.status).toBe(400);
      expect(response.body.errors[0].message).toBe('Cannot query field "orderz" on type "Query".');
      expect(response.text).not.toContain('Did you mean');
      expect(response.body.errors[0].extensions?.stacktrace).toBeUndefined();
      expectNoInternals(response.text);
    });

    it('a resolver refusal carries no stack trace', async () => {
      const response = await http().post('/graphql').send({ query: '{ orders { total } }' });
      expect(response.body.errors[0].extensions?.stacktrace).toBeUndefined();
      expectNoInternals(response.text);
    });

    it('introspection and the OpenAPI UI are closed unless configured', async () => {
      const introspection = await http().post('/graphql').send({ query: '{ __schema { queryType { name } } }' });
      expect(introspection.body.data).toBeUndefined();
      expect(introspection.body.errors[0].message).toMatch(/introspection is not allowed/i);
      await http().get('/api/docs').expect(404);
      await http().get('/api/docs-json').expect(404);
    });
  });
});

describe('introspection and the OpenAPI UI when configured', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await bootTestApp({
      env: {
        GRAPHQL_INTROSPECTION: 'true',
        SWAGGER_UI: 'true',
        NODE_ENV: 'production',
        ALLOW_OFFLINE_PAYMENTS: 'true',
        ALLOW_FILE_MAIL: 'true',
        PUBLIC_URL: 'http://127.0.0.1:3000',
        LOG_LEVEL: 'silent',
      },
    });
  });

  afterAll(() => testApp?.close());

  it('serves them, still without stack traces', async () => {
    const http = () => request(testApp.app.getHttpServer());
    const introspection = await http().post('/graphql').send({ query: '{ __schema { queryType { name } } }' }).expect(200);
    expect(introspection.body.data.__schema.queryType.name).toBe('Query');
    const suggestion = await http().post('/graphql').send({ query: '{ catalogue { __typename } }' });
    expect(suggestion.body.errors[0].message).toContain('Did you mean "catalog"?');
    expect(suggestion.body.errors[0].extensions?.stacktrace).toBeUndefined();
    await http().get('/api/docs').expect(200).expect('Content-Type', /html/);
    const { body } = await http().get('/api/docs-json').expect(200);
    expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/catalog']));
  });
});
