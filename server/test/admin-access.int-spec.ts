import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { type GraphQLObjectType } from 'graphql';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { UNAUTHORIZED_MESSAGE } from '../src/auth/auth.guards.js';
import { AuthTokensService } from '../src/auth/auth-tokens.service.js';
import { hashPassword } from '../src/common/security/password-hasher.js';
import { Customer } from '../src/customers/entities/customer.entity.js';
import { operationFor, type GraphqlOperation, type ScalarDummies } from './support/graphql-operations.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

/** The only staff-area route that answers without an admin token. */
const PUBLIC_ADMIN_ROUTES = new Set(['POST /api/admin/login']);
/** The only GraphQL field the public site uses; everything else on /graphql is the staff console's. */
const PUBLIC_GRAPHQL_FIELDS = new Set(['Query.catalog']);

interface Route {
  method: string;
  path: string;
}

interface RouterLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** Every route registered on the Express router, read from the running app (not a hand-kept list). */
function registeredRoutes(testApp: TestApp): Route[] {
  const express = testApp.app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } };
  const routes: Route[] = [];
  for (const layer of express.router.stack) {
    if (!layer.route) continue;
    for (const path of [layer.route.path].flat()) {
      for (const [method, enabled] of Object.entries(layer.route.methods)) {
        if (enabled) routes.push({ method: method === '_all' ? 'GET' : method.toUpperCase(), path });
      }
    }
  }
  return routes;
}

/** Values a validator accepts, so a call reaches the guard's answer rather than a validation error. */
const SCALARS: ScalarDummies = { number: 1, boolean: false, string: '1' };

function operationsOf(testApp: TestApp): GraphqlOperation[] {
  const { schema } = testApp.app.get(GraphQLSchemaHost);
  const fieldsOf = (type: GraphQLObjectType | null | undefined) => Object.values(type?.getFields() ?? {});
  return [
    ...fieldsOf(schema.getQueryType()).map((field) => operationFor('query', field, SCALARS)),
    ...fieldsOf(schema.getMutationType()).map((field) => operationFor('mutation', field, SCALARS)),
  ];
}

// Routes and GraphQL fields are read from the running application, so the tables below also cover
// whatever other modules register later: a new staff route without the admin guard fails here.
const webRoot = await mkdtemp(join(tmpdir(), 'apostille-admin-access-'));
await mkdir(join(webRoot, 'admin-console', 'assets'), { recursive: true });
await mkdir(join(webRoot, 'customer-web'), { recursive: true });
await writeFile(join(webRoot, 'admin-console', 'index.html'), '<!doctype html><title>Admin console</title>');
await writeFile(join(webRoot, 'admin-console', 'assets', 'console-abc123.js'), "console.log('console')");
await writeFile(join(webRoot, 'customer-web', 'index.html'), '<!doctype html><title>Customer site</title>');
const testApp = await bootTestApp({
  // The calls come through a proxy on loopback that names a distinct client each time.
  env: { TRUST_PROXY: 'loopback' },
  webAppDirs: { customerWeb: join(webRoot, 'customer-web'), adminConsole: join(webRoot, 'admin-console') },
});
const adminRoutes = registeredRoutes(testApp).filter((route) => route.path === '/api/admin' || route.path.startsWith('/api/admin/'));
const guardedRoutes = adminRoutes.filter((route) => !PUBLIC_ADMIN_ROUTES.has(`${route.method} ${route.path}`));
const guardedOperations = operationsOf(testApp).filter((operation) => !PUBLIC_GRAPHQL_FIELDS.has(operation.name));

let nextClient = 1;
/** A distinct client address per request, so per-client rate limits on some routes stay out of the way. */
const client = () => `192.0.2.${nextClient++ % 250}`;

describe('staff-area access', () => {
  let customerToken: string;

  beforeAll(async () => {
    const customers = testApp.app.get(DataSource).getRepository(Customer);
    const customer = await customers.save(
      customers.create({
        email: 'signed.in.customer@example.com',
        firstName: 'Signed',
        lastName: 'In',
        passwordHash: await hashPassword('customer password 123'),
      }),
    );
    customerToken = testApp.app.get(AuthTokensService).issueCustomerToken(customer);
  });

  afterAll(async () => {
    await testApp.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const http = () => request(testApp.app.getHttpServer());
  const send = (route: Route, token?: string) => {
    // Every path parameter gets a plausible id; the guard must refuse before anything looks it up.
    const path = route.path.replace(/:[A-Za-z_]\w*/g, '1');
    const call = http()[route.method.toLowerCase() as 'get'](path).set('X-Forwarded-For', client());
    if (token) call.set('Authorization', `Bearer ${token}`);
    return route.method === 'GET' || route.method === 'HEAD' ? call : call.send({});
  };
  const graphql = (operation: GraphqlOperation, token?: string) => {
    const call = http().post('/graphql').set('X-Forwarded-For', client());
    if (token) call.set('Authorization', `Bearer ${token}`);
    return call.send({ query: operation.query, variables: operation.variables });
  };

  it('discovers the staff routes and GraphQL operations', () => {
    const listed = adminRoutes.map((route) => `${route.method} ${route.path}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'POST /api/admin/login',
        'GET /api/admin/verify',
        'POST /api/admin/logout',
        'POST /api/admin/setup-2fa',
        'POST /api/admin/enable-2fa',
        'POST /api/admin/disable-2fa',
      ]),
    );
    expect(operationsOf(testApp).map((operation) => operation.name)).toContain('Query.catalog');
  });

  describe.each(guardedRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_name, route) => {
    it('answers 401 without a token', async () => {
      const response = await send(route);
      expect({ status: response.status, body: response.body }).toEqual({ status: 401, body: { statusCode: 401, message: UNAUTHORIZED_MESSAGE } });
    });

    it('answers 401 to a valid customer token', async () => {
      const response = await send(route, customerToken);
      expect({ status: response.status, body: response.body }).toEqual({ status: 401, body: { statusCode: 401, message: UNAUTHORIZED_MESSAGE } });
    });
  });

  describe.each(guardedOperations.map((operation) => [operation.name, operation] as const))('GraphQL %s', (_name, operation) => {
    const expectRefused = (body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] }) => {
      expect(body.errors?.[0]).toMatchObject({ message: UNAUTHORIZED_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } });
      expect(Object.values(body.data ?? {}).every((value) => value === null)).toBe(true);
    };

    it('is refused without a token', async () => {
      expectRefused((await graphql(operation)).body);
    });

    it('is refused with a valid customer token', async () => {
      expectRefused((await graphql(operation, customerToken)).body);
    });
  });

  it('still serves the catalog on /graphql and the console assets at /admin without a token', async () => {
    const catalog = await http().post('/graphql').send({ query: '{ catalog { __typename } }' }).expect(200);
    expect(catalog.body.errors).toBeUndefined();
    expect(catalog.body.data.catalog).not.toBeNull();
    expect((await http().get('/admin').expect(200)).text).toContain('Admin console');
    expect((await http().get('/admin/login').expect(200)).text).toContain('Admin console');
    expect((await http().get('/admin/assets/console-abc123.js').expect(200)).text).toContain('console');
  });
});
