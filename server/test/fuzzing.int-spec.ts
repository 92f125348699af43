import fc from 'fast-check';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
} from 'graphql';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CcpaRequest } from '../src/ccpa/entities/ccpa-request.entity.js';
import { ContactMessage } from '../src/contact/entities/contact-message.entity.js';
import { Customer } from '../src/customers/entities/customer.entity.js';
import { API_KEY_MAX_ACTIVE } from '@apostille/domain';
import { ApiKeysService } from '../src/api-keys/api-keys.service.js';
import { AuthTokensService } from '../src/auth/auth-tokens.service.js';
import { OrderDocument } from '../src/orders/entities/order-document.entity.js';
import { Order } from '../src/orders/entities/order.entity.js';
import { OrderBatch } from '../src/batch-orders/entities/order-batch.entity.js';
import { ExtraCharge } from '../src/payments/entities/extra-charge.entity.js';
import { WholesaleApplication } from '../src/wholesale/entities/wholesale-application.entity.js';
import { nulMessage } from '../src/common/input/limits.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

/**
 * Property-based fuzzing of every route and GraphQL operation: never a 5xx, nothing stored on a
 * refusal, no internals in any answer, and a refusal names the field. The seed is fixed so a failure
 * reproduces; FUZZ_SEED=<n> tries another, FUZZ_RUNS=<n> changes the number of runs per property.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const settings = { seed: SEED, numRuns: RUNS, endOnFailure: true } as const;

/** Field names the API reads (from its DTOs), plus prototype-pollution keys and noise. */
const FIELD_NAMES = [
  'email',
  'password',
  'name',
  'firstName',
  'lastName',
  'phone',
  'subject',
  'message',
  'search',
  'status',
  'notes',
  'id',
  'ids',
  'amount',
  'description',
  'token',
  'username',
  'twoFactorCode',
  'orderNumber',
  'page',
  'perPage',
  'paymentIntentId',
  'totalAmount',
  'customerInfo',
  'lineItems',
  'customPricing',
  'basePrice',
  'documentCount',
  'documentTypes',
  'documentFileCounts',
  'serviceLevel',
  'deliveryMethod',
  'destinationCountry',
  'shippingAddress',
  'selectedShippingRate',
  'additionalServices',
  'packages',
  'weight',
  'customerFirstName',
  'customerLastName',
  'customerEmail',
  'customerPhone',
  'shippingStreet',
  'shippingZipCode',
  'companyName',
  'monthlyDocumentVolume',
  'yearsInBusiness',
  'verificationMethod',
  'isApostilleComplete',
  'expMonth',
  'cardNumber',
  'secret',
  '__proto__',
  'constructor',
  'prototype',
];
const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];

/** Strings that broke things before, and arbitrary ones (lone surrogates included: 'binary' units). */
const nastyString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff',
    "'; DROP TABLE orders; --",
    '%00',
    '../../etc/passwd',
    '99999999999',
    '-2147483649',
    '1e309',
    'NaN',
    '',
    ' ',
    '=cmd|calc',
    '{"__proto__":{"x":1}}',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 300 }),
);
const nastyNumber = fc.oneof(
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, 0.1, -0, 5e-324),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
/** Arrays nested 10 to 30 deep (the limit is 16). */
const deepNesting = fc.integer({ min: 10, max: 30 }).map((depth) => {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
});
const leaf = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null));
const { value: nastyValue } = fc.letrec<{ value: unknown; object: [string, unknown][] }>((tie) => ({
  value: fc.oneof({ maxDepth: 3, depthIdentifier: 'value' }, leaf, leaf, fc.array(tie('value'), { maxLength: 4 }), tie('object'), deepNesting),
  object: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 })), tie('value')), { maxLength: 5 }),
}));
/** Entries, not an object: `__proto__` stays an own key and names may repeat, as on the wire. */
const nastyEntries = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 })), nastyValue), { maxLength: 8 });

/** JSON text of entries, written by hand so prototype-pollution keys are sent as keys. */
function jsonText(value: unknown): string {
  if (Array.isArray(value) && value.every((item) => Array.isArray(item) && item.length === 2 && typeof item[0] === 'string') && value.length > 0) {
    return `{${(value as [string, unknown][]).map(([key, child]) => `${JSON.stringify(key)}:${jsonText(child)}`).join(',')}}`;
  }
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  return JSON.stringify(value) ?? 'null';
}

/** Percent-encodes every UTF-8 byte (encodeURIComponent refuses lone surrogates). */
const encode = (text: string) => [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
const asText = (value: unknown) => (typeof value === 'string' ? value : jsonText(value));

interface Route {
  method: string;
  path: string;
}
interface RouterLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** Every API route from the running app's router (as the access test discovers them). */
function apiRoutes(testApp: TestApp): Route[] {
  const express = testApp.app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } };
  return express.router.stack
    .flatMap((layer) => {
      if (!layer.route) return [];
      const enabled = Object.entries(layer.route.methods)
        .filter(([, on]) => on)
        .map(([method]) => method);
      // A route registered for every method (the download path's refusal of others) is tried with GET.
      const methods = enabled.includes('_all') || enabled.length > METHODS.length ? ['get'] : enabled.filter((method) => METHODS.includes(method));
      return [layer.route.path].flat().flatMap((path) => methods.map((method) => ({ method: method.toUpperCase(), path })));
    })
    .filter((route) => route.path.startsWith('/api/') || route.path.startsWith('/uploads/'));
}

/** The methods the API answers (a route registered for all methods is tried with these). */
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** A path parameter is never empty: an empty segment is another address. */
const nastySegment = nastyString.filter((text) => text.length > 0);

const paramNames = (path: string) => [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]);

/** Lines that only come from code: stack frames, file paths, SQL wording, class names. */
const INTERNALS =
  /\bat .+:\d+:\d+|\/src\/|\/dist\/|node_modules|QueryFailedError|EntityNotFound|invalid input syntax|out of range for|invalid byte sequence|violates|relation "|stacktrace|TypeError|ReferenceError/i;

let nextClient = 0;
/** A fresh client address per request (Express trusts X-Forwarded-For from loopback): rate limits stay out of the way. */
const client = () => {
  nextClient++;
  return `10.${(nextClient >> 16) & 255}.${(nextClient >> 8) & 255}.${nextClient & 255}`;
};

const testApp = await bootTestApp({
  // The webhook secret is set so the Stripe webhook checks signatures instead of answering 503 (not configured).
  env: { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'correct horse battery staple', STRIPE_WEBHOOK_SECRET: 'whsec_fuzzing_only', LOG_LEVEL: 'silent' },
});
const routes = apiRoutes(testApp).filter((route, index, all) => all.findIndex((other) => other.method === route.method && other.path === route.path) === index);
const dataSource = testApp.app.get(DataSource);
const STORED = [Order, OrderDocument, Customer, ContactMessage, CcpaRequest, WholesaleApplication, ExtraCharge, OrderBatch].map(
  (entity) => dataSource.getMetadata(entity).tableName,
);

/** Row counts of the main tables, in one statement. */
async function storedRows(): Promise<number[]> {
  const [row] = await dataSource.query(`SELECT ${STORED.map((table, index) => `(SELECT count(*) FROM "${table}")::int AS c${index}`).join(', ')}`);
  return STORED.map((_table, index) => row[`c${index}`] as number);
}

type Encoding = 'json' | 'multipart' | 'urlencoded';

interface FuzzInput {
  params: string[];
  query: [string, unknown][];
  body: [string, unknown][];
  encoding: Encoding;
}

describe(`fuzzing (seed ${SEED}, ${RUNS} runs per property)`, () => {
  let token: string;
  /** The account routes answer a signed-in customer only; they get a customer's token, every other route the owner's. */
  let customerToken: string;
  /** Batch orders answer confirmed wholesale accounts only. */
  let wholesaleToken: string;
  /** The versioned API answers API keys only: a wholesale account's, taken in turn so no key meets its per-minute limit. */
  const apiKeys: string[] = [];
  let nextApiKey = 0;

  beforeAll(async () => {
    token = (await staffSession(testApp, 'owner')).token;
    const customers = testApp.app.get(DataSource).getRepository(Customer);
    const customer = await customers.save(customers.create({ email: 'fuzz.customer@example.com', firstName: 'Fuzz', lastName: 'Customer', passwordHash: 'x' }));
    customerToken = testApp.app.get(AuthTokensService).issueCustomerToken(customer);
    const wholesale = await customers.save(
      customers.create({
        email: 'fuzz.wholesale@example.com',
        firstName: 'Fuzz',
        lastName: 'Wholesale',
        passwordHash: 'x',
        emailVerified: true,
        accountType: 'wholesale',
        wholesaleTier: 'partner',
      }),
    );
    wholesaleToken = testApp.app.get(AuthTokensService).issueCustomerToken(wholesale);
    for (let i = 0; i < API_KEY_MAX_ACTIVE; i += 1) apiKeys.push((await testApp.app.get(ApiKeysService).create(wholesale.id, `Fuzz ${i}`, 'write')).secret);
  });

  afterAll(() => testApp.close());

  const http = () => request(testApp.app.getHttpServer());

  /** Routes that revoke the caller's token when they succeed: the suite signs in again after each call. */
  const SESSION_ENDING = new Set(['POST /api/admin/logout']);
  async function renewTokenAfter(route: Route): Promise<void> {
    if (SESSION_ENDING.has(`${route.method} ${route.path}`)) token = (await staffSession(testApp, 'owner')).token;
  }

  function credentialFor(route: Route): string {
    if (route.path.startsWith('/api/v1/')) return apiKeys[nextApiKey++ % apiKeys.length];
    if (route.path.startsWith('/api/customers/batch-orders')) return wholesaleToken;
    return route.path.startsWith('/api/customers/') ? customerToken : token;
  }

  function send(route: Route, input: FuzzInput): request.Test {
    let index = 0;
    const path = route.path.replace(/:[A-Za-z_]\w*/g, () => encode(input.params[index++] ?? '1'));
    const query = input.query.map(([key, value]) => `${encode(key)}=${encode(asText(value))}`).join('&');
    const method = route.method.toLowerCase() as 'get';
    const agent = http();
    const call = agent[method](query ? `${path}?${query}` : path)
      .set('X-Forwarded-For', client())
      .set('Authorization', `Bearer ${credentialFor(route)}`);
    if (route.method === 'GET' || route.method === 'HEAD' || route.method === 'DELETE') return call;
    if (input.encoding === 'json') return call.set('Content-Type', 'application/json').send(jsonText(input.body));
    if (input.encoding === 'urlencoded') {
      return call
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send(input.body.map(([key, value]) => `${encode(key)}=${encode(asText(value))}`).join('&'));
    }
    for (const [key, value] of input.body) {
      if (key !== '') call.field(key, asText(value));
    }
    if (route.path === '/api/customers/batch-orders/check' || route.path === '/api/customers/batch-orders') {
      return call.attach('file', Buffer.from('document_type,issued_in,destination\n=cmd|calc,FL,Spain\n'), { filename: 'fuzz.csv', contentType: 'text/csv' });
    }
    return call.attach('documents', Buffer.from('%PDF-1.4 fuzz'), { filename: 'fuzz.pdf', contentType: 'application/pdf' });
  }

  const fuzzInput = (route: Route) =>
    fc.record({
      params: fc.array(nastySegment, { minLength: paramNames(route.path).length, maxLength: paramNames(route.path).length }),
      query: nastyEntries,
      body: nastyEntries,
      encoding: fc.constantFrom<Encoding>('json', 'json', 'multipart', 'urlencoded'),
    });

  it('discovers the public and staff routes', () => {
    const listed = routes.map((route) => `${route.method} ${route.path}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'POST /api/contact',
        'POST /api/orders',
        'GET /api/admin/orders/export',
        'PATCH /api/admin/orders/:id',
        'POST /api/admin/custom-orders',
      ]),
    );
  });

  describe.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_name, route) => {
    it('never answers 5xx, stores nothing when it refuses, and leaks no internals', async () => {
      await fc.assert(
        fc.asyncProperty(fuzzInput(route), async (input) => {
          const before = await storedRows();
          const response = await send(route, input);
          await renewTokenAfter(route);
          expect(response.status).toBeLessThan(500);
          expect(response.text).not.toMatch(INTERNALS);
          if (response.status >= 400) {
            expect(await storedRows()).toEqual(before);
            const body = response.body as { message?: unknown; errors?: { field: string; message: string }[] };
            if (/json/.test(String(response.headers['content-type']))) expect(typeof body.message).toBe('string');
            // A field refusal names its field, and the headline is one of the field messages.
            for (const error of body.errors ?? []) expect(error.field).toMatch(/\S/);
            if (body.errors?.length) expect(body.errors.map((error) => error.message)).toContain(body.message);
          }
        }),
        settings,
      );
    });
  });

  const withBody = routes.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method));
  /** The routes that read multipart bodies (document uploads); every other route reads JSON or a form. */
  const MULTIPART = new Set([
    'POST /api/orders',
    'POST /api/admin/orders/:id/documents',
    'POST /api/customers/batch-orders/check',
    'POST /api/customers/batch-orders',
    'POST /api/customers/orders/:orderNumber/documents',
  ]);
  describe.each(withBody.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_name, route) => {
    it('names the body field that holds a NUL character', async () => {
      const field = fc.constantFrom(...FIELD_NAMES.filter((name) => !POLLUTION_KEYS.includes(name)));
      const encodings: Encoding[] = MULTIPART.has(`${route.method} ${route.path}`) ? ['json', 'multipart', 'urlencoded'] : ['json', 'urlencoded'];
      await fc.assert(
        fc.asyncProperty(field, nastyString, fc.constantFrom(...encodings), async (name, text, encoding) => {
          const value = `${text}\u0000`;
          const response = await send(route, { params: paramNames(route.path).map(() => '1'), query: [], body: [[name, value]], encoding });
          await renewTokenAfter(route);
          expect(response.status).toBe(400);
          expect(response.body).toEqual({ statusCode: 400, message: nulMessage(name), errors: [{ field: name, message: nulMessage(name) }] });
        }),
        settings,
      );
    });
  });

  const withParams = routes.filter((route) => paramNames(route.path).length > 0);
  describe.each(withParams.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_name, route) => {
    it('names the path parameter that holds a NUL character', async () => {
      const names = paramNames(route.path);
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: names.length - 1 }), nastyString, async (position, text) => {
          const params = names.map((_name, index) => (index === position ? `1${text}\u0000` : '1'));
          const response = await send(route, { params, query: [], body: [], encoding: 'json' });
          expect(response.status).toBe(400);
          expect(response.body.errors).toEqual([{ field: names[position], message: nulMessage(names[position]) }]);
        }),
        settings,
      );
    });
  });

  describe('GraphQL', () => {
    const { schema } = testApp.app.get(GraphQLSchemaHost);

    /** A value of roughly the right shape, often the wrong type, with nasty strings and numbers. */
    function variableOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
      if (isNonNullType(type)) return variableOf(type.ofType, depth);
      const wrong = nastyValue;
      if (depth > 4) return leaf;
      if (isListType(type)) return fc.oneof(fc.array(variableOf(type.ofType, depth + 1), { maxLength: 3 }), wrong);
      if (isEnumType(type)) return fc.oneof(fc.constantFrom(...type.getValues().map((value) => value.name)), nastyString);
      if (isInputObjectType(type)) {
        const fields = Object.values(type.getFields());
        const shaped = fc.record(Object.fromEntries(fields.map((field) => [field.name, variableOf(field.type, depth + 1)])), { requiredKeys: [] });
        return fc.oneof(shaped, shaped, wrong);
      }
      return fc.oneof(leaf, leaf, wrong);
    }

    const fieldsOf = (kind: 'query' | 'mutation', type: GraphQLObjectType | null | undefined) =>
      Object.values(type?.getFields() ?? {}).map((field) => [kind, field] as const);
    const operations = [...fieldsOf('query', schema.getQueryType()), ...fieldsOf('mutation', schema.getMutationType())];

    /** `kind ($a: T, …) { field(a: $a, …) { __typename } }` over every argument. */
    function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
      const declarations = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
      const argumentList = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
      return `${kind}${declarations ? ` (${declarations})` : ''} { ${field.name}${argumentList ? `(${argumentList})` : ''}${selection} }`;
    }

    it.each(operations.map(([kind, field]) => [`${kind} ${field.name}`, kind, field] as const))(
      '%s never fails on the server or leaks internals',
      async (_name, kind, field) => {
        const query = operationFor(kind, field);
        const variables = fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, variableOf(arg.type)])), { requiredKeys: [] });
        await fc.assert(
          fc.asyncProperty(variables, async (values) => {
            const before = await storedRows();
            const response = await http()
              .post('/graphql')
              .set('X-Forwarded-For', client())
              .set('Authorization', `Bearer ${token}`)
              .set('Content-Type', 'application/json')
              .send(JSON.stringify({ query, variables: values }));
            expect(response.status).toBeLessThan(500);
            expect(response.text).not.toMatch(INTERNALS);
            const errors = (response.body as { errors?: { extensions?: { code?: string } }[] }).errors ?? [];
            expect(errors.map((error) => error.extensions?.code)).not.toContain('INTERNAL_SERVER_ERROR');
            if (errors.length) expect(await storedRows()).toEqual(before);
          }),
          settings,
        );
      },
    );
  });
});
