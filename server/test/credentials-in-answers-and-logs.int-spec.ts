import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AdminUser } from '../src/admin/entities/admin-user.entity.js';
import { AuthTokensService } from '../src/auth/auth-tokens.service.js';
import { hashPassword } from '../src/common/security/password-hasher.js';
import { Customer } from '../src/customers/entities/customer.entity.js';
import { bootTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait-for.js';

/**
 * Credentials stay out of logs and caches: a payment-link token (whoever holds it sees the charge and
 * can pay it) is never written to the access log, and every answer to a request with a bearer token
 * or a payment-link token says `Cache-Control: no-store`.
 */

interface Route {
  method: string;
  path: string;
}

interface RouterLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

// pino writes to process.stdout itself (not to file descriptor 1) when stdout's write has been
// replaced, so the access log of the app booted below is read here, while still being printed.
let logged = '';
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = (chunk: string | Uint8Array, ...rest: unknown[]) => {
  logged += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
};

let testApp: TestApp;
let staffToken = '';
let customerToken = '';
let nextClient = 1;
const client = () => `198.51.100.${nextClient++ % 250}`;
const http = () => request(testApp.app.getHttpServer());

beforeAll(async () => {
  testApp = await bootTestApp({ env: { LOG_LEVEL: 'info' } });
  const dataSource = testApp.app.get(DataSource);
  const tokens = testApp.app.get(AuthTokensService);
  const passwordHash = await hashPassword('a password for tests 1');
  const admins = dataSource.getRepository(AdminUser);
  staffToken = tokens.issueAdminToken(
    await admins.save(admins.create({ username: 'cache-owner', email: 'cache-owner@example.com', role: 'owner', passwordHash })),
  );
  const customers = dataSource.getRepository(Customer);
  customerToken = tokens.issueCustomerToken(
    await customers.save(customers.create({ email: 'cache.customer@example.com', firstName: 'Cache', lastName: 'Customer', passwordHash })),
  );
});

afterAll(async () => {
  process.stdout.write = write;
  await testApp?.close();
});

describe('payment-link tokens in the access log', () => {
  it('writes the payment-link routes with the token replaced, and never the token', async () => {
    const token = `tok${randomBytes(12).toString('hex')}`;
    const marker = randomBytes(6).toString('hex');
    await http().get(`/api/payment-links/${token}`).set('X-Forwarded-For', client()).set('User-Agent', `probe-${marker}-1`);
    await http().post(`/api/payment-links/${token}/intent`).set('X-Forwarded-For', client()).set('User-Agent', `probe-${marker}-2`).send({});
    await http().get(`/API/Payment-Links/${token}?utm=1`).set('X-Forwarded-For', client()).set('User-Agent', `probe-${marker}-3`);
    await http().get(`/pay/${token}`).set('X-Forwarded-For', client()).set('User-Agent', `probe-${marker}-4`);

    // A later request's line: once it is written, the lines of the requests before it are too.
    await http().get('/api/catalog').set('X-Forwarded-For', client()).set('User-Agent', `probe-${marker}-last`);
    await waitFor(() => (logged.includes(`probe-${marker}-last`) ? true : undefined), 'the access-log line of the last request');

    const paths = logged
      .split('\n')
      .filter((line) => line.includes(`probe-${marker}-`) && !line.includes(`probe-${marker}-last`))
      .map((line) => (JSON.parse(line) as { req: { path: string } }).req.path);
    expect(paths).toEqual(expect.arrayContaining(['/api/payment-links/[redacted]', '/api/payment-links/[redacted]/intent']));
    for (const path of paths) expect(path).toMatch(/^\/(api\/payment-links|pay)\/\[redacted\]/i);
    expect(logged).not.toContain(token);
  });
});

/** Public answers that are the same whoever asks, so their own caching stands even for a signed-in caller. */
const SAME_FOR_EVERYONE = new Set(['/api/catalog']);

describe('Cache-Control: no-store', () => {
  const routes: Route[] = [];

  beforeAll(() => {
    const express = testApp.app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } };
    for (const layer of express.router.stack) {
      if (!layer.route) continue;
      for (const path of [layer.route.path].flat()) {
        if (layer.route.methods.get && path.startsWith('/api/')) routes.push({ method: 'GET', path });
      }
    }
  });

  const get = (path: string, token?: string) => {
    const call = http()
      .get(path.replace(/:[A-Za-z_]\w*/g, '1'))
      .set('X-Forwarded-For', client());
    return token ? call.set('Authorization', `Bearer ${token}`) : call;
  };

  it('is on every REST answer to a staff token, a customer token and a refused token', async () => {
    expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining(['/api/admin/orders', '/api/customers/profile', '/api/admin/verify']));
    const missing: string[] = [];
    for (const route of routes.filter((candidate) => !SAME_FOR_EVERYONE.has(candidate.path))) {
      for (const [who, token] of [
        ['staff', staffToken],
        ['customer', customerToken],
        ['forged', 'not-a-token'],
      ] as const) {
        const response = await get(route.path, token);
        if (!/\bno-store\b/.test(String(response.headers['cache-control']))) {
          missing.push(`${route.path} as ${who}: ${response.status} ${String(response.headers['cache-control'])}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('is on the public payment-link answers, which carry the token in the path', async () => {
    const response = await get('/api/payment-links/no-such-token');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves the public catalog, the same for everyone, cacheable', async () => {
    expect((await get('/api/catalog').expect(200)).headers['cache-control']).toBe('public, max-age=300');
    expect((await get('/api/catalog', staffToken).expect(200)).headers['cache-control']).toBe('public, max-age=300');
  });
});
