import { DiscoveryService } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { JwtService } from '@nestjs/jwt';
import { type GraphQLObjectType } from 'graphql';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Permission, type StaffRole, roleCan } from '@apostille/domain';
import { AdminUser } from '../src/admin/entities/admin-user.entity.js';
import { StaffSettings } from '../src/admin/entities/staff-settings.entity.js';
import { ALLOW_METADATA } from '../src/auth/allow.decorator.js';
import { AuthTokensService } from '../src/auth/auth-tokens.service.js';
import { hashPassword } from '../src/common/security/password-hasher.js';
import { Customer } from '../src/customers/entities/customer.entity.js';
import { operationFor, type GraphqlOperation, type ScalarDummies } from './support/graphql-operations.js';
import { bootTestApp } from './support/test-app.js';

/**
 * Who may call what: every REST route ("METHOD path") and every GraphQL query and mutation field
 * ("Query.field" / "Mutation.field") the running application registers, with the permission it
 * must demand. A route or field the app has but this table lacks fails the suite: add the entry
 * with the @Allow permission the route declares.
 */
const EXPECTED: Record<string, Permission> = {
  // Outside the Nest controllers: the API's 404 for unknown paths and the old upload links (the OpenAPI UI is off unless SWAGGER_UI=true)
  'ALL /api{/*splat}': Permission.Public,
  'ALL /uploads/apostille-docs/:fileName': Permission.Public,
  // Public site
  'GET /api/health': Permission.Public,
  'GET /api/catalog': Permission.Public,
  'Query.catalog': Permission.Public,
  'GET /api/orders/track': Permission.Public,
  'GET /api/orders/:orderNumber/packing-slip': Permission.Public,
  'POST /api/orders': Permission.Public,
  'GET /api/checkout': Permission.Public,
  'PUT /api/checkout': Permission.Public,
  'POST /api/checkout/files': Permission.Public,
  'DELETE /api/checkout/files/:id': Permission.Public,
  'POST /api/checkout/order': Permission.Public,
  'POST /api/contact': Permission.Public,
  'POST /api/wholesale/applications': Permission.Public,
  'POST /api/ccpa-opt-out': Permission.Public,
  'POST /api/shipping/rates': Permission.Public,
  'POST /api/create-payment-intent': Permission.Public,
  'POST /api/payments/offline/confirm': Permission.Public,
  'POST /api/stripe/webhook': Permission.Public,
  'GET /api/payment-links/:token': Permission.Public,
  'POST /api/payment-links/:token/intent': Permission.Public,
  'POST /api/payment-links/:token/pay': Permission.Public,
  // Customer accounts
  'POST /api/customers/register': Permission.Public,
  'POST /api/customers/verify-email': Permission.Public,
  'POST /api/customers/login': Permission.Public,
  'POST /api/customers/password-reset': Permission.Public,
  'POST /api/customers/password-reset/confirm': Permission.Public,
  'GET /api/customers/profile': Permission.Customer,
  'PUT /api/customers/profile': Permission.Customer,
  'GET /api/customers/orders': Permission.Customer,
  'GET /api/customers/api-keys': Permission.Customer,
  'POST /api/customers/api-keys': Permission.Customer,
  'DELETE /api/customers/api-keys/:id': Permission.Customer,
  'GET /api/customers/webhooks': Permission.Customer,
  'POST /api/customers/webhooks': Permission.Customer,
  'DELETE /api/customers/webhooks/:id': Permission.Customer,
  'GET /api/customers/webhooks/deliveries': Permission.Customer,
  'POST /api/customers/webhooks/deliveries/:id/replay': Permission.Customer,
  'GET /api/customers/batch-orders/template.csv': Permission.Customer,
  'POST /api/customers/batch-orders/check': Permission.Customer,
  'POST /api/customers/batch-orders': Permission.Customer,
  'GET /api/customers/batch-orders': Permission.Customer,
  'GET /api/customers/batch-orders/:id': Permission.Customer,
  'GET /api/customers/invoices': Permission.Customer,
  'GET /api/v1/openapi.json': Permission.Public,
  'GET /api/v1/orders': Permission.ApiRead,
  'GET /api/v1/orders/:orderNumber': Permission.ApiRead,
  'POST /api/v1/orders': Permission.ApiWrite,
  'POST /api/v1/orders/:orderNumber/documents': Permission.ApiWrite,
  'POST /api/v1/quote': Permission.ApiRead,
  'GET /api/v1/webhooks': Permission.ApiRead,
  'POST /api/v1/webhooks': Permission.ApiWrite,
  'DELETE /api/v1/webhooks/:id': Permission.ApiWrite,
  'GET /api/v1/webhooks/deliveries': Permission.ApiRead,
  'POST /api/v1/webhooks/deliveries/:id/replay': Permission.ApiWrite,
  'GET /api/customers/orders/:orderNumber/cancellation': Permission.Customer,
  'POST /api/customers/orders/:orderNumber/cancellation': Permission.Customer,
  'GET /api/customers/orders/scans': Permission.Customer,
  'POST /api/customers/orders/:orderNumber/documents': Permission.Customer,
  'GET /api/customers/cancellations': Permission.Customer,
  // Staff sign-in and own security settings
  'POST /api/admin/login': Permission.Public,
  'GET /api/admin/verify': Permission.OwnAccount,
  'POST /api/admin/logout': Permission.OwnAccount,
  'POST /api/admin/setup-2fa': Permission.OwnAccount,
  'POST /api/admin/enable-2fa': Permission.OwnAccount,
  'POST /api/admin/disable-2fa': Permission.OwnAccount,
  // Orders
  'GET /api/admin/stats': Permission.ReadOrders,
  'GET /api/admin/orders': Permission.ReadOrders,
  'GET /api/admin/orders/export': Permission.ExportOrders,
  'PATCH /api/admin/orders/:id': Permission.UpdateOrders,
  'PATCH /api/admin/orders/:id/status': Permission.UpdateOrders,
  'POST /api/admin/orders/status-matching': Permission.UpdateOrders,
  'POST /api/admin/orders/:id/notes': Permission.UpdateOrders,
  'GET /api/admin/automation/metrics': Permission.UpdateOrders,
  'GET /api/admin/automation/rules': Permission.UpdateOrders,
  'PATCH /api/admin/automation/rules/:id': Permission.ManageAutomationRules,
  'POST /api/admin/automation/trigger': Permission.UpdateOrders,
  'POST /api/admin/automation/batch-process': Permission.ManageAutomationRules,
  'POST /api/admin/packing-slips/scan': Permission.UpdateOrders,
  'Mutation.triggerAutomation': Permission.UpdateOrders,
  'Mutation.batchProcessOrders': Permission.ManageAutomationRules,
  'Mutation.triggerAutomationForOrders': Permission.UpdateOrders,
  'Mutation.notifyCustomersOfOrders': Permission.ManageMessages,
  // Data retention and deletion requests
  'POST /api/admin/privacy/deletion-requests': Permission.ManagePrivacyRequests,
  'GET /api/admin/privacy/deletion-requests': Permission.ManagePrivacyRequests,
  'Query.automationMetrics': Permission.UpdateOrders,
  'Query.automationRules': Permission.UpdateOrders,
  'Mutation.setAutomationRuleActive': Permission.ManageAutomationRules,
  'DELETE /api/admin/orders/:id': Permission.DeleteOrders,
  'POST /api/admin/orders': Permission.CreateOrders,
  'POST /api/admin/custom-orders': Permission.CreateOrders,
  'POST /api/admin/orders/:id/documents': Permission.ManageDocuments,
  'PATCH /api/admin/orders/:id/documents/:documentId': Permission.ManageDocuments,
  'POST /api/admin/orders/:id/documents/:documentId/download-link': Permission.ManageDocuments,
  'POST /api/admin/orders/:id/payment-link': Permission.ManagePaymentLinks,
  'Query.orders': Permission.ReadOrders,
  'Query.refundedCheckouts': Permission.ReadOrders,
  'Query.cancellationRequests': Permission.ReadOrders,
  'Query.orderCancellationRequest': Permission.ReadOrders,
  'Query.openCancellationRequests': Permission.ReadOrders,
  'Mutation.approveCancellationRequest': Permission.DecideCancellations,
  'Mutation.declineCancellationRequest': Permission.DecideCancellations,
  'Mutation.retryCancellationRefund': Permission.DecideCancellations,
  'Query.wholesaleApplications': Permission.ManageWholesale,
  'Query.wholesaleApplication': Permission.ManageWholesale,
  'Query.openWholesaleApplications': Permission.ManageWholesale,
  'Mutation.approveWholesaleApplication': Permission.ManageWholesale,
  'Mutation.declineWholesaleApplication': Permission.ManageWholesale,
  'Mutation.setWholesaleInvoiceMonthly': Permission.ManageWholesale,
  'Mutation.runMonthlyInvoices': Permission.ManageWholesale,
  'Query.optOutRequests': Permission.ManagePrivacyRequests,
  'Query.openOptOutRequests': Permission.ManagePrivacyRequests,
  'Mutation.decideOptOutRequest': Permission.ManagePrivacyRequests,
  'Query.deletionRequests': Permission.ManagePrivacyRequests,
  'Query.openDeletionRequests': Permission.ManagePrivacyRequests,
  'Mutation.recordDeletionRequest': Permission.ManagePrivacyRequests,
  'Query.routeChanges': Permission.ReadOrders,
  'Mutation.markRouteChangeReviewed': Permission.UpdateOrders,
  'Mutation.checkRouteChangesNow': Permission.UpdateOrders,
  'Query.order': Permission.ReadOrders,
  'Query.stats': Permission.ReadOrders,
  'Query.orderTabCounts': Permission.ReadOrders,
  'Mutation.updateOrder': Permission.UpdateOrders,
  'Mutation.addOrderNote': Permission.UpdateOrders,
  'Mutation.updateOrderStatus': Permission.UpdateOrders,
  'Mutation.bulkUpdateOrderStatus': Permission.UpdateOrders,
  'Mutation.deleteOrder': Permission.DeleteOrders,
  // Staff management
  'GET /api/admin/staff': Permission.ManageStaff,
  'POST /api/admin/staff': Permission.ManageStaff,
  'GET /api/admin/staff/settings': Permission.ManageStaff,
  'PUT /api/admin/staff/settings': Permission.ManageStaff,
  'PATCH /api/admin/staff/:id/role': Permission.ManageStaff,
  'POST /api/admin/staff/:id/disable': Permission.ManageStaff,
  'POST /api/admin/staff/:id/enable': Permission.ManageStaff,
  'POST /api/admin/staff/:id/reset-2fa': Permission.ManageStaff,
  'Query.staffMembers': Permission.ManageStaff,
  'Query.staffSettings': Permission.ManageStaff,
  'Mutation.createStaffMember': Permission.ManageStaff,
  'Mutation.changeStaffRole': Permission.ManageStaff,
  'Mutation.setStaffDisabled': Permission.ManageStaff,
  'Mutation.resetStaffTwoFactor': Permission.ManageStaff,
  'Mutation.setRequireTwoFactor': Permission.ManageStaff,
  // Customer notifications
  'POST /api/admin/notifications/payment-reminder/:orderId': Permission.ManageMessages,
  'POST /api/admin/notifications/document-ready/:orderId': Permission.ManageMessages,
  'POST /api/admin/notifications/delivery-confirmation/:orderId': Permission.ManageMessages,
  // Conversations and inbound e-mail (the webhook is authenticated by its shared secret, not a role)
  'GET /api/admin/conversations': Permission.ManageMessages,
  'GET /api/admin/conversations/unread-count': Permission.ManageMessages,
  'GET /api/admin/conversations/:id': Permission.ManageMessages,
  'PATCH /api/admin/conversations/:id': Permission.ManageMessages,
  'POST /api/admin/conversations/:id/messages': Permission.ManageMessages,
  'POST /api/admin/process-email': Permission.ManageMessages,
  'POST /api/admin/process-email/preview': Permission.ManageMessages,
  'POST /api/inbound-email': Permission.Public,
  'Query.conversationList': Permission.ManageMessages,
  'Query.unreadConversationCount': Permission.ManageMessages,
  'Query.previewEmail': Permission.ManageMessages,
  'Mutation.openConversation': Permission.ManageMessages,
  'Mutation.replyToConversation': Permission.ManageMessages,
  'Mutation.updateConversation': Permission.ManageMessages,
  'Mutation.processEmail': Permission.ManageMessages,
  // Translations (pricing sends a payment link)
  'GET /api/admin/translation/services': Permission.UpdateOrders,
  'GET /api/admin/translation/quotes': Permission.UpdateOrders,
  'PATCH /api/admin/translation/service/:id': Permission.UpdateOrders,
  'POST /api/admin/translation/quotes/:id/price': Permission.ManagePaymentLinks,
  'Query.translationServices': Permission.UpdateOrders,
  'Query.translationQuotes': Permission.UpdateOrders,
  'GET /api/admin/analytics': Permission.ViewAnalytics,
  'POST /api/admin/analytics/refresh': Permission.ViewAnalytics,
  'GET /api/admin/orders/:id/story': Permission.ReadOrders,
  'GET /api/admin/offices/:office/batch-sheet': Permission.ReadOrders,
  'POST /api/admin/orders/export-link': Permission.ExportOrders,
  // The link itself is the credential (signed, 60 s, checked against the account at download).
  'GET /api/exports/orders': Permission.Public,
  'Query.analytics': Permission.ViewAnalytics,
  'POST /api/visits': Permission.Public,
  'Mutation.updateTranslationService': Permission.UpdateOrders,
  'Mutation.priceTranslationQuote': Permission.ManagePaymentLinks,
};

type Identity = 'anonymous' | 'customer A' | 'customer B' | 'staff' | 'admin' | 'owner' | 'admin with two-factor pending' | 'expired token' | 'forged token';
const IDENTITIES: Identity[] = [
  'anonymous',
  'customer A',
  'customer B',
  'staff',
  'admin',
  'owner',
  'admin with two-factor pending',
  'expired token',
  'forged token',
];
const STAFF_IDENTITIES: Partial<Record<Identity, StaffRole>> = { staff: 'staff', admin: 'admin', owner: 'owner' };

/** What an identity must get: 401 (who are you?), 403 (not yours to do) or allowed (anything but 401/403). */
type Answer = 401 | 403 | 'allowed';

function expectedAnswer(permission: Permission, identity: Identity): Answer {
  if (permission === Permission.Public) return 'allowed';
  if (permission === Permission.Customer) return identity === 'customer A' || identity === 'customer B' ? 'allowed' : 401;
  // No identity of the table holds an API key: a session token of any kind is not one.
  if (permission === Permission.ApiRead || permission === Permission.ApiWrite) return 401;
  const role = STAFF_IDENTITIES[identity];
  if (role) return roleCan(role, permission) ? 'allowed' : 403;
  if (identity === 'admin with two-factor pending') return permission === Permission.OwnAccount ? 'allowed' : 403;
  return 401;
}

interface Route {
  method: string;
  path: string;
}

interface RouterLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** Ids that match nothing, so allowed calls change nothing; true keeps the require-two-factor setting on for the "two-factor pending" identity. */
const SCALARS: ScalarDummies = { number: 999_999, boolean: true, string: 'x' };

const testApp = await bootTestApp();
const { app } = testApp;

/**
 * Every route on the Express router, read from the running app (not a hand-kept list). A path
 * registered for every HTTP method (express `all`) is one route, "ALL path", called with GET.
 */
const routes: Route[] = (() => {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } };
  const methodsByPath = new Map<string, Set<string>>();
  for (const layer of express.router.stack) {
    if (!layer.route) continue;
    for (const path of [layer.route.path].flat()) {
      const methods = methodsByPath.get(path) ?? new Set<string>();
      for (const [method, enabled] of Object.entries(layer.route.methods)) if (enabled && method !== '_all') methods.add(method.toUpperCase());
      methodsByPath.set(path, methods);
    }
  }
  const found: Route[] = [];
  for (const [path, methods] of methodsByPath) {
    if (methods.size > 10) found.push({ method: 'ALL', path });
    else for (const method of methods) found.push({ method, path });
  }
  return found;
})();

const operations: GraphqlOperation[] = (() => {
  const { schema } = app.get(GraphQLSchemaHost);
  const fieldsOf = (type: GraphQLObjectType | null | undefined) => Object.values(type?.getFields() ?? {});
  return [
    ...fieldsOf(schema.getQueryType()).map((field) => operationFor('query', field, SCALARS)),
    ...fieldsOf(schema.getMutationType()).map((field) => operationFor('mutation', field, SCALARS)),
  ];
})();

/** Controller methods and Query/Mutation resolvers that declare no @Allow (on the method or its class). */
function undecoratedHandlers(): string[] {
  const discovery = app.get(DiscoveryService);
  const missing: string[] = [];
  const check = (instance: object | undefined, isHandler: (method: (...args: unknown[]) => unknown) => boolean) => {
    if (!instance) return;
    const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      // The descriptor, not the property: reading a getter would run it.
      const method: unknown = Object.getOwnPropertyDescriptor(prototype, name)?.value;
      if (name === 'constructor' || typeof method !== 'function') continue;
      const handler = method as (...args: unknown[]) => unknown;
      if (!isHandler(handler)) continue;
      if (!Reflect.getMetadata(ALLOW_METADATA, handler) && !Reflect.getMetadata(ALLOW_METADATA, prototype.constructor)) {
        missing.push(`${(prototype.constructor as { name: string }).name}.${name}`);
      }
    }
  };
  for (const wrapper of discovery.getControllers()) check(wrapper.instance as object, (method) => Reflect.getMetadata('method', method) !== undefined);
  for (const wrapper of discovery.getProviders()) {
    check(wrapper.instance as object | undefined, (method) => ['Query', 'Mutation'].includes(Reflect.getMetadata('graphql:resolver_type', method) as string));
  }
  return missing;
}

const tokens: Partial<Record<Identity, string>> = {};

/** Routes that revoke the caller's token when allowed: the staff identities sign in again after them. */
const SESSION_ENDING_ROUTES = new Set(['POST /api/admin/logout']);
const STAFF_USERNAMES: Partial<Record<Identity, string>> = {
  staff: 'matrix-staff',
  admin: 'matrix-admin',
  owner: 'matrix-owner',
  'admin with two-factor pending': 'matrix-pending',
};

async function reissueStaffTokens(): Promise<void> {
  const admins = app.get(DataSource).getRepository(AdminUser);
  for (const [identity, username] of Object.entries(STAFF_USERNAMES) as [Identity, string][]) {
    tokens[identity] = app.get(AuthTokensService).issueAdminToken(await admins.findOneByOrFail({ username }));
  }
}
let customerAEmail = '';

let nextClient = 1;
/** A distinct client address per request, so per-client rate limits stay out of the way. */
const client = () => `198.18.${Math.floor(nextClient / 250) % 250}.${nextClient++ % 250}`;

const http = () => request(app.getHttpServer());

function sendRest(route: Route, identity: Identity) {
  // Path parameters get values that match nothing: an allowed call finds nothing to change.
  const path = route.path.replace(/:[A-Za-z_]\w*/g, (name) => (name === ':token' || name === ':fileName' ? 'no-such-thing' : '999999'));
  const method = route.method === 'ALL' ? 'GET' : route.method;
  const call = http()[method.toLowerCase() as 'get'](path).set('X-Forwarded-For', client());
  const token = tokens[identity];
  if (token) call.set('Authorization', `Bearer ${token}`);
  return method === 'GET' ? call : call.send({});
}

function answerOf(status: number): Answer {
  return status === 401 || status === 403 ? status : 'allowed';
}

async function sendGraphql(operation: GraphqlOperation, identity: Identity): Promise<Answer> {
  const call = http().post('/graphql').set('X-Forwarded-For', client());
  const token = tokens[identity];
  if (token) call.set('Authorization', `Bearer ${token}`);
  const response = await call.send({ query: operation.query, variables: operation.variables });
  const code = (response.body as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;
  if (code === 'UNAUTHENTICATED') return 401;
  if (code === 'FORBIDDEN') return 403;
  return answerOf(response.status);
}

beforeAll(async () => {
  const dataSource = app.get(DataSource);
  const issuer = app.get(AuthTokensService);
  const customers = dataSource.getRepository(Customer);
  const passwordHash = await hashPassword('a customer password 1');
  // Confirmed wholesale accounts, so the routes only they may use (batch orders) answer them too; a
  // retail account's 403 there is each route's own test.
  const wholesale = { emailVerified: true, accountType: 'wholesale' as const, wholesaleTier: 'partner' };
  const customerA = await customers.save(customers.create({ email: 'customer.a@example.com', firstName: 'Ann', lastName: 'A', passwordHash, ...wholesale }));
  const customerB = await customers.save(customers.create({ email: 'customer.b@example.com', firstName: 'Bob', lastName: 'B', passwordHash, ...wholesale }));
  customerAEmail = customerA.email;
  tokens['customer A'] = issuer.issueCustomerToken(customerA);
  tokens['customer B'] = issuer.issueCustomerToken(customerB);

  // While owners require two-factor, accounts with it work normally and the one without is "pending".
  const admins = dataSource.getRepository(AdminUser);
  const account = async (username: string, role: StaffRole, twoFactorEnabled: boolean) =>
    admins.save(admins.create({ username, email: `${username}@example.com`, role, passwordHash, twoFactorEnabled }));
  for (const [identity, role] of Object.entries(STAFF_IDENTITIES) as [Identity, StaffRole][]) {
    tokens[identity] = issuer.issueAdminToken(await account(`matrix-${role}`, role, true));
  }
  const pending = await account('matrix-pending', 'admin', false);
  tokens['admin with two-factor pending'] = issuer.issueAdminToken(pending);
  await dataSource.getRepository(StaffSettings).save({ id: 1, requireTwoFactor: true });

  const jwt = new JwtService();
  const owner = await admins.findOneByOrFail({ username: 'matrix-owner' });
  tokens['expired token'] = jwt.sign(
    { sub: String(owner.id), ver: owner.tokenVersion, exp: Math.floor(Date.now() / 1000) - 60 },
    { secret: testApp.config.adminJwtSecret, audience: 'admin', algorithm: 'HS256' },
  );
  tokens['forged token'] = jwt.sign(
    { sub: String(owner.id), ver: owner.tokenVersion },
    { secret: 'not the server secret', audience: 'admin', algorithm: 'HS256', expiresIn: 600 },
  );
});

afterAll(() => testApp.close());

describe('authorisation matrix', () => {
  it('has an entry for every route and GraphQL operation the app registers', () => {
    const names = [...routes.map((route) => `${route.method} ${route.path}`), ...operations.map((operation) => operation.name)];
    const missing = names.filter((name) => !(name in EXPECTED)).map((name) => `no entry in EXPECTED (authorization-matrix.int-spec.ts) for "${name}"`);
    expect(missing).toEqual([]);
    const stale = Object.keys(EXPECTED)
      .filter((name) => !names.includes(name))
      .map((name) => `EXPECTED lists "${name}" but the app has no such route or field`);
    expect(stale).toEqual([]);
  });

  it('finds an @Allow permission on every controller method and Query/Mutation resolver', () => {
    expect(undecoratedHandlers().map((handler) => `${handler} has no @Allow(Permission.…) decorator`)).toEqual([]);
  });

  describe.each(routes.filter((route) => `${route.method} ${route.path}` in EXPECTED).map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s',
    (name, route) => {
      it('answers each identity as the table says', async () => {
        const answers: Record<string, Answer> = {};
        const expected: Record<string, Answer> = {};
        for (const identity of IDENTITIES) {
          answers[identity] = answerOf((await sendRest(route, identity)).status);
          expected[identity] = expectedAnswer(EXPECTED[name], identity);
        }
        if (SESSION_ENDING_ROUTES.has(name)) await reissueStaffTokens();
        expect(answers).toEqual(expected);
      });
    },
  );

  describe.each(operations.filter((operation) => operation.name in EXPECTED).map((operation) => [operation.name, operation] as const))(
    'GraphQL %s',
    (name, operation) => {
      it('answers each identity as the table says', async () => {
        const answers: Record<string, Answer> = {};
        const expected: Record<string, Answer> = {};
        for (const identity of IDENTITIES) {
          answers[identity] = await sendGraphql(operation, identity);
          expected[identity] = expectedAnswer(EXPECTED[name], identity);
        }
        expect(answers).toEqual(expected);
      });
    },
  );

  it("shows a customer only their own profile: customer B never sees customer A's", async () => {
    const asB = await http().get('/api/customers/profile').set('Authorization', `Bearer ${tokens['customer B']}`).expect(200);
    expect(JSON.stringify(asB.body)).not.toContain(customerAEmail);
    expect(JSON.stringify(asB.body)).toContain('customer.b@example.com');
    const ordersAsB = await http().get('/api/customers/orders').set('Authorization', `Bearer ${tokens['customer B']}`).expect(200);
    expect(JSON.stringify(ordersAsB.body)).not.toContain(customerAEmail);
  });
});
