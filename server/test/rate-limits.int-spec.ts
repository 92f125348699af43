import request from 'supertest';
import { TOO_MANY_REQUESTS_MESSAGE, TRACKING_RATE_LIMIT } from '../src/common/throttling/rate-limits.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

/**
 * Per-client limits across API instances: with REDIS_URL two instances share one count per client
 * and endpoint; without it each process counts for itself (the single-machine embedded default).
 */
const stores: Array<[string, Record<string, string>, 'shared' | 'per process']> = [['memory', {}, 'per process']];
if (process.env.REDIS_URL) stores.push(['Redis', { REDIS_URL: process.env.REDIS_URL }, 'shared']);

describe.each(stores)('rate limits counted in %s', (_name, env, sharing) => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    // Two instances of one deployment: the same queue prefix, so the same Redis namespace.
    const prefix = `limits${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    first = await bootTestApp({ env: { ...env, QUEUE_PREFIX: prefix, RUN_QUEUE_WORKERS: 'false' } });
    second = await bootTestApp({ env: { ...env, QUEUE_PREFIX: prefix, RUN_QUEUE_WORKERS: 'false' } });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  const track = (app: TestApp, client: string) =>
    request(app.app.getHttpServer())
      .get('/api/orders/track')
      .query({ orderNumber: 'APO-2026-999', email: 'nobody@example.com' })
      .set('X-Forwarded-For', client);

  it(`counts one client's requests ${sharing === 'shared' ? 'once across both instances' : 'in each instance separately'}`, async () => {
    const client = '198.51.100.77';
    // The whole allowance, split between the two instances.
    for (let i = 0; i < TRACKING_RATE_LIMIT.limit; i += 1) await track(i % 2 === 0 ? first : second, client).expect(404);
    if (sharing === 'shared') {
      for (const app of [first, second]) {
        const refused = await track(app, client).expect(429);
        expect(refused.body).toEqual({ statusCode: 429, message: TOO_MANY_REQUESTS_MESSAGE });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
    } else {
      // Each process saw half: both still answer, until each reaches the limit on its own.
      await track(first, client).expect(404);
      await track(second, client).expect(404);
    }
    // Another client is not affected.
    await track(first, '198.51.100.78').expect(404);
  });
});
