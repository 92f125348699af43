import { API_KEY_MAX_ACTIVE, API_KEY_MESSAGES, API_KEY_RATE_LIMIT_PER_MINUTE, centsToDollars, quote } from '@apostille/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { anyClient, intentRequest, orderFields, payOffline, submitOrder } from './support/ordering-fixtures.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

/**
 * API keys of wholesale accounts and version 1 of their API (issue #36): keys shown once and kept
 * hashed, only for confirmed wholesale accounts, revocable; the API answers the key's own account
 * only, and counts requests per key.
 */

const PASSWORD = 'correct horse battery';

describe('API keys and /api/v1', () => {
  let testApp: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    testApp = await bootTestApp();
    dataSource = testApp.app.get(DataSource);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const http = () => request(testApp.app.getHttpServer());

  /** A signed-in account; `tier` makes it a confirmed wholesale account as staff's approval leaves it. */
  async function account(email: string, tier: string | null): Promise<string> {
    await http()
      .post('/api/customers/register')
      .set('X-Forwarded-For', anyClient())
      .send({ firstName: 'Grace', lastName: 'Hopper', email, phone: '8505550100', password: PASSWORD })
      .expect(201);
    await dataSource.query(`UPDATE customers SET email_verified = true, account_type = $2, wholesale_tier = $3 WHERE lower(email) = lower($1)`, [
      email,
      tier ? 'wholesale' : 'retail',
      tier,
    ]);
    const login = await http().post('/api/customers/login').set('X-Forwarded-For', anyClient()).send({ email, password: PASSWORD }).expect(200);
    return login.body.token as string;
  }

  const createKey = (token: string, body: object) => http().post('/api/customers/api-keys').set('Authorization', `Bearer ${token}`).send(body);
  const v1 = (key: string | null, path: string) => {
    const call = http().get(`/api/v1/${path}`);
    return key === null ? call : call.set('Authorization', `Bearer ${key}`);
  };

  async function orderOf(email: string, token: string): Promise<string> {
    const intent = await payOffline(testApp, intentRequest({ customerEmail: email }));
    const placed = await submitOrder(testApp, orderFields(intent, { customerEmail: email })).set('Authorization', `Bearer ${token}`);
    if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
    return placed.body.orderNumber as string;
  }

  it('gives keys to confirmed wholesale accounts only, shows the secret once and keeps only its hash', async () => {
    const retail = await account('retail-api@example.com', null);
    const refused = await createKey(retail, { name: 'CMS', scope: 'read' }).expect(403);
    expect(refused.body.message).toBe(API_KEY_MESSAGES.wholesaleOnly);

    const token = await account('firm-api@agency.example', 'enterprise');
    expect((await createKey(token, { name: ' ', scope: 'read' }).expect(400)).body.message).toBe(API_KEY_MESSAGES.nameRequired);
    expect((await createKey(token, { name: 'CMS', scope: 'admin' }).expect(400)).body.message).toBe(API_KEY_MESSAGES.scopeInvalid);

    const created = await createKey(token, { name: 'Case system', scope: 'read' }).expect(201);
    const secret: string = created.body.secret;
    expect(secret).toMatch(/^apo_[A-Za-z0-9_-]{43}$/);
    expect(created.body).toMatchObject({ name: 'Case system', scope: 'read', prefix: secret.slice(0, 12), revokedAt: null });

    const listed = await http().get('/api/customers/api-keys').set('Authorization', `Bearer ${token}`).expect(200);
    expect(listed.body).toEqual([expect.objectContaining({ id: created.body.id, prefix: secret.slice(0, 12) })]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    const [{ found }] = await dataSource.query(`SELECT count(*)::int AS found FROM api_keys t WHERE strpos(t::text, $1) > 0`, [secret.slice(12)]);
    expect(found).toBe(0);
  });

  it("answers the key's own orders and prices with its tier, and nothing of another account", async () => {
    // Orders placed while retail (the guest price the offline payment was made for), then approved.
    const email = 'orders-api@agency.example';
    const token = await account(email, null);
    const mine = await orderOf(email, token);
    const otherToken = await account('other-api@agency.example', null);
    const theirs = await orderOf('other-api@agency.example', otherToken);
    await dataSource.query(`UPDATE customers SET account_type = 'wholesale', wholesale_tier = 'enterprise' WHERE email IN ($1, $2)`, [
      email,
      'other-api@agency.example',
    ]);
    const key = (await createKey(token, { name: 'Reporting', scope: 'read' }).expect(201)).body.secret as string;

    const list = await v1(key, 'orders').expect(200);
    expect(list.body.orders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual([mine]);
    expect((await v1(key, `orders/${mine}`).expect(200)).body).toMatchObject({ orderNumber: mine, status: expect.any(String) });
    expect((await v1(key, `orders/${theirs}`).expect(404)).body.message).toBe('Order not found');

    const priced = await http()
      .post('/api/v1/quote')
      .set('Authorization', `Bearer ${key}`)
      .send({ serviceLevel: 'rush', documentCount: 3, additionalServices: { scanning: true } })
      .expect(200);
    const expected = quote({ serviceLevel: 'rush', documentCount: 3, additionalServices: { scanning: true }, wholesaleTier: 'enterprise' });
    expect(priced.body).toMatchObject({
      bulkTier: 'enterprise',
      bulkDiscountAmount: centsToDollars(expected.bulkDiscountCents),
      total: centsToDollars(expected.totalCents),
    });
    const bad = await http().post('/api/v1/quote').set('Authorization', `Bearer ${key}`).send({ serviceLevel: 'teleport', documentCount: 11 }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('serviceLevel must be one of');
  });

  it('publishes the API in OpenAPI, in every environment', async () => {
    const document = await http().get('/api/v1/openapi.json').expect(200);
    expect(Object.keys(document.body.paths).sort()).toEqual([
      '/api/v1/orders',
      '/api/v1/orders/{orderNumber}',
      '/api/v1/orders/{orderNumber}/documents',
      '/api/v1/quote',
      '/api/v1/webhooks',
      '/api/v1/webhooks/deliveries',
      '/api/v1/webhooks/deliveries/{id}/replay',
      '/api/v1/webhooks/{id}',
    ]);
  });

  it('refuses a missing, unknown or revoked key, and a key whose account is no longer wholesale', async () => {
    const email = 'revoke-api@agency.example';
    const token = await account(email, 'partner');
    const created = (await createKey(token, { name: 'Old system', scope: 'write' }).expect(201)).body;
    await v1(created.secret, 'orders').expect(200);

    expect((await v1(null, 'orders').expect(401)).body.message).toBe(API_KEY_MESSAGES.missing);
    expect((await v1(`${created.secret}x`, 'orders').expect(401)).body.message).toBe(API_KEY_MESSAGES.invalid);
    // A customer's session token is not an API key.
    expect((await v1(token, 'orders').expect(401)).body.message).toBe(API_KEY_MESSAGES.invalid);

    await dataSource.query(`UPDATE customers SET account_type = 'retail', wholesale_tier = NULL WHERE email = $1`, [email]);
    expect((await v1(created.secret, 'orders').expect(401)).body.message).toBe(API_KEY_MESSAGES.invalid);
    await dataSource.query(`UPDATE customers SET account_type = 'wholesale', wholesale_tier = 'partner' WHERE email = $1`, [email]);
    await v1(created.secret, 'orders').expect(200);

    const revoked = await http().delete(`/api/customers/api-keys/${created.id}`).set('Authorization', `Bearer ${token}`).expect(200);
    expect(revoked.body.revokedAt).toEqual(expect.any(String));
    expect((await v1(created.secret, 'orders').expect(401)).body.message).toBe(API_KEY_MESSAGES.invalid);
    // Another account cannot revoke (or see) this account's key.
    const stranger = await account('stranger-api@agency.example', 'partner');
    await http().delete(`/api/customers/api-keys/${created.id}`).set('Authorization', `Bearer ${stranger}`).expect(404);
  });

  it(`holds an account to ${API_KEY_MAX_ACTIVE} live keys however many requests meet, and counts requests per key`, async () => {
    const token = await account('many-api@agency.example', 'professional');
    const answers = await Promise.all(Array.from({ length: API_KEY_MAX_ACTIVE + 4 }, (_, i) => createKey(token, { name: `Key ${i}`, scope: 'read' })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(API_KEY_MAX_ACTIVE);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message)).toEqual(Array(4).fill(API_KEY_MESSAGES.tooMany));

    const [first, second] = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.secret as string);
    for (let i = 0; i < API_KEY_RATE_LIMIT_PER_MINUTE; i += 1) await v1(first, 'orders').expect(200);
    const limited = await v1(first, 'orders').expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The count is the key's: the account's other key still answers.
    await v1(second, 'orders').expect(200);
  });
});
