import { GraphQLSchemaHost } from '@nestjs/graphql';
import { type GraphQLArgument, type GraphQLField, type GraphQLObjectType, getNamedType, isListType, isNonNullType } from 'graphql';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ApiKeysService } from '../src/api-keys/api-keys.service.js';
import { AdminUser } from '../src/admin/entities/admin-user.entity.js';
import { AuthTokensService } from '../src/auth/auth-tokens.service.js';
import { Customer } from '../src/customers/entities/customer.entity.js';
import { hashPassword } from '../src/common/security/password-hasher.js';
import { operationFor as sharedOperationFor, type ScalarDummies } from './support/graphql-operations.js';
import { bootTestApp } from './support/test-app.js';

/**
 * Ids are decimal digits only, everywhere. `Number()` reads `0x10` as 16, ` 12` as 12 and `1e3` as
 * 1000, which once let a path id change another row than the one it named. Every route and GraphQL
 * field is read from the running application, so a new one that takes an id is covered here.
 */

/** Path parameters that name rows but are not numbers: a staged upload's UUID. */
const TEXT_ID_ROUTES = new Set(['DELETE /api/checkout/files/:id']);
/** Path values: hex, a leading or trailing space (%20), an exponent, a sign, a fraction, zero, beyond 32 bits. */
const BAD_PATH_IDS = ['0x10', '%2012', '12%20', '1e3', '-1', '%2B12', '12.0', '0', '2147483648'];
/** The same probes as GraphQL variables: text is refused by Int, the numbers by the id rule. */
const BAD_VARIABLE_IDS: unknown[] = ['0x10', ' 12', '1e3', '12.0', '-1', -1, 0, 2_147_483_648, 12.5];
const ID_NAME = /^(id|[a-z][A-Za-z]*Id)s?$/;

interface Route {
  method: string;
  path: string;
}

interface RouterLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

const testApp = await bootTestApp();
const { app } = testApp;
const dataSource = app.get(DataSource);

const routes: Route[] = (() => {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } };
  const found: Route[] = [];
  for (const layer of express.router.stack) {
    if (!layer.route) continue;
    for (const path of [layer.route.path].flat()) {
      for (const [method, enabled] of Object.entries(layer.route.methods)) {
        if (enabled && method !== '_all') found.push({ method: method.toUpperCase(), path });
      }
    }
  }
  return found;
})();

const idParamsOf = (route: Route) => [...route.path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]).filter((name) => ID_NAME.test(name));
const routesWithIds = routes.filter((route) => idParamsOf(route).length > 0 && !TEXT_ID_ROUTES.has(`${route.method} ${route.path}`));

const SCALARS: ScalarDummies = { number: 999_999, boolean: false, string: 'x' };

interface IdArgument {
  operation: string;
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  arg: GraphQLArgument;
}

const idArguments: IdArgument[] = (() => {
  const { schema } = app.get(GraphQLSchemaHost);
  const found: IdArgument[] = [];
  const collect = (kind: 'query' | 'mutation', type: GraphQLObjectType | null | undefined) => {
    for (const field of Object.values(type?.getFields() ?? {})) {
      for (const arg of field.args) {
        if (ID_NAME.test(arg.name) && getNamedType(arg.type).name === 'Int') {
          found.push({ operation: `${kind === 'query' ? 'Query' : 'Mutation'}.${field.name}(${arg.name})`, kind, field, arg });
        }
      }
    }
  };
  collect('query', schema.getQueryType());
  collect('mutation', schema.getMutationType());
  return found;
})();

/** The field with its required arguments and the one under test, all as variables. */
function operationFor({ kind, field, arg }: IdArgument, value: unknown) {
  const asList = isListType(isNonNullType(arg.type) ? arg.type.ofType : arg.type);
  return sharedOperationFor(kind, field, SCALARS, { arg, value: asList ? [value] : value });
}

let token = '';
/** The account routes (/api/customers/…) answer a signed-in customer only. */
let customerToken = '';
/** The versioned API (/api/v1/…) answers a write key of a wholesale account only. */
let apiKey = '';
let nextClient = 1;
const client = () => `203.0.113.${nextClient++ % 250}`;
const http = () => request(app.getHttpServer());

/** A fingerprint of every row of the tables a staff call with an id could change. */
async function fingerprint(): Promise<string> {
  const tables = [
    'admin_users',
    'orders',
    'conversations',
    'automation_rules',
    'translation_quotes',
    'order_notes',
    'order_status_history',
    'extra_charges',
    'route_changes',
    'audit_log',
  ];
  const existing: { table_name: string }[] = await dataSource.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ANY($1) ORDER BY table_name`,
    [tables],
  );
  const parts: string[] = [];
  for (const { table_name } of existing) {
    const [row]: { digest: string | null }[] = await dataSource.query(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${table_name}" t`);
    parts.push(`${table_name}:${row.digest ?? 'empty'}`);
  }
  return parts.join(' ');
}

beforeAll(async () => {
  // Staff accounts at the ids the probes would reach if read loosely (0x10 → 16, " 12" → 12, 1e3 → 1000).
  const passwordHash = await hashPassword('a staff password 123');
  for (const id of [1, 12, 16, 1000]) {
    await dataSource.query(`INSERT INTO admin_users (id, username, email, password_hash, role) VALUES ($1, $2, $3, $4, 'owner')`, [
      id,
      `ids-${id}`,
      `ids-${id}@example.com`,
      passwordHash,
    ]);
  }
  await dataSource.query(`SELECT setval(pg_get_serial_sequence('admin_users', 'id'), 2000)`);
  token = app.get(AuthTokensService).issueAdminToken(await dataSource.getRepository(AdminUser).findOneByOrFail({ id: 1 }));
  const customers = dataSource.getRepository(Customer);
  const customer = await customers.save(customers.create({ email: 'ids.customer@example.com', firstName: 'Ida', lastName: 'Ids', passwordHash: 'x' }));
  customerToken = app.get(AuthTokensService).issueCustomerToken(customer);
  const wholesale = await customers.save(
    customers.create({
      email: 'ids.wholesale@agency.example',
      firstName: 'Ida',
      lastName: 'Wholesale',
      passwordHash: 'x',
      emailVerified: true,
      accountType: 'wholesale',
      wholesaleTier: 'partner',
    }),
  );
  apiKey = (await app.get(ApiKeysService).create(wholesale.id, 'Ids', 'write')).secret;
});

afterAll(() => testApp.close());

describe('ids are decimal digits only', () => {
  it('finds the routes and GraphQL arguments that take ids', () => {
    expect(routesWithIds.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['PATCH /api/admin/orders/:id', 'POST /api/admin/staff/:id/disable', 'POST /api/admin/notifications/payment-reminder/:orderId']),
    );
    expect(idArguments.map((argument) => argument.operation)).toEqual(expect.arrayContaining(['Query.order(id)', 'Mutation.bulkUpdateOrderStatus(ids)']));
  });

  describe.each(routesWithIds.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_name, route) => {
    it.each(idParamsOf(route))('refuses a :%s that is not decimal digits, with 400 naming it, and changes nothing', async (param) => {
      const before = await fingerprint();
      const answers: Record<string, unknown> = {};
      const expected: Record<string, unknown> = {};
      for (const bad of BAD_PATH_IDS) {
        const path = route.path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => (name === param ? bad : name === 'office' ? 'us-dos' : '1'));
        const method = route.method.toLowerCase() as 'post';
        const agent = http();
        const bearer = route.path.startsWith('/api/customers/') ? customerToken : route.path.startsWith('/api/v1/') ? apiKey : token;
        const response = await agent[method](path).set('Authorization', `Bearer ${bearer}`).set('X-Forwarded-For', client()).send({});
        answers[bad] = { status: response.status, field: (response.body as { errors?: { field: string }[] }).errors?.[0]?.field };
        expected[bad] = { status: 400, field: param };
      }
      expect(answers).toEqual(expected);
      expect(await fingerprint()).toBe(before);
    });
  });

  it('refuses a page number in a query string that is not decimal digits', async () => {
    for (const bad of ['0x10', '1e3', '%2012', '12.0', '-1']) {
      const response = await http().get(`/api/admin/conversations?page=${bad}`).set('Authorization', `Bearer ${token}`).set('X-Forwarded-For', client());
      expect({ bad, status: response.status, field: response.body.errors?.[0]?.field }).toEqual({ bad, status: 400, field: 'page' });
    }
    await http().get('/api/admin/conversations?page=1').set('Authorization', `Bearer ${token}`).set('X-Forwarded-For', client()).expect(200);
  });

  describe.each(idArguments.map((argument) => [argument.operation, argument] as const))('GraphQL %s', (_name, argument) => {
    it('refuses ids that are not whole numbers from 1, naming the argument, and changes nothing', async () => {
      const before = await fingerprint();
      const answers: Record<string, unknown> = {};
      const expected: Record<string, unknown> = {};
      for (const bad of BAD_VARIABLE_IDS) {
        const response = await http()
          .post('/graphql')
          .set('Authorization', `Bearer ${token}`)
          .set('X-Forwarded-For', client())
          .send(operationFor(argument, bad));
        const error = (response.body as { errors?: { message: string; extensions?: { code?: string } }[] }).errors?.[0];
        const key = JSON.stringify(bad);
        answers[key] = {
          refused: error !== undefined && error.extensions?.code !== 'INTERNAL_SERVER_ERROR',
          namesArgument: error?.message.includes(argument.arg.name),
        };
        expected[key] = { refused: true, namesArgument: true };
      }
      expect(answers).toEqual(expected);
      expect(await fingerprint()).toBe(before);
    });
  });

  it('refuses ids written as hex, exponents or fractions in the GraphQL query text with 400', async () => {
    for (const literal of ['0x10', '1e3', '12.0', '" 12"']) {
      const response = await http()
        .post('/graphql')
        .set('Authorization', `Bearer ${token}`)
        .set('X-Forwarded-For', client())
        .send({ query: `{ order(id: ${literal}) { id } }` });
      expect({ literal, status: response.status }).toEqual({ literal, status: 400 });
    }
  });

  it('refuses ids in the order filter that are not whole numbers from 1', async () => {
    const response = await http()
      .post('/graphql')
      .set('Authorization', `Bearer ${token}`)
      .set('X-Forwarded-For', client())
      .send({ query: 'query ($ids: [Int!]) { orders(filter: { ids: $ids }) { total } }', variables: { ids: [-1] } });
    expect(response.body.errors?.[0]?.message).toContain('ids');
    expect(response.body.data ?? null).toBeNull();
  });

  it('still accepts a plain decimal id', async () => {
    await http().get('/api/admin/orders/1/story').set('Authorization', `Bearer ${token}`).set('X-Forwarded-For', client()).expect(404);
    const response = await http()
      .post('/graphql')
      .set('Authorization', `Bearer ${token}`)
      .set('X-Forwarded-For', client())
      .send({ query: 'query ($id: Int!) { order(id: $id) { id } }', variables: { id: 12 } });
    expect(response.body.errors).toBeUndefined();
  });
});
