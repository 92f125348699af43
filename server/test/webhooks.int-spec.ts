import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { WEBHOOK_MAX_ENDPOINTS, WEBHOOK_MESSAGES, WEBHOOK_RETRY_DELAYS_MS } from '@apostille/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { WebhookClock } from '../src/webhooks/webhook-clock.js';
import { verifySignature } from '../src/webhooks/webhook-signature.js';
import { anyClient, intentRequest, orderFields, payOffline, submitOrder } from './support/ordering-fixtures.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait-for.js';

/**
 * Signed status webhooks (issue #36) against a receiver on 127.0.0.1 (WEBHOOKS_ALLOW_LOOPBACK_HTTP):
 * a signature the receiver can verify, retries on the schedule (the webhook clock moved forward
 * instead of waiting), a timeout, replay, SSRF refusals, and the owner's deliveries only.
 */

const PASSWORD = 'correct horse battery';
const ADMIN_USERNAME = 'webhooks-admin';
const ADMIN_PASSWORD = 'correct-horse-battery-staple';

type Answer = 'ok' | 'error' | 'hang';
interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A webhook receiver: answers each request with the next planned answer (then 200), and records what it got. */
class Receiver {
  readonly received: Received[] = [];
  private plan: Answer[] = [];
  private server!: Server;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        this.received.push({ headers: req.headers, body });
        const answer = this.plan.shift() ?? 'ok';
        if (answer === 'hang') return; // never answers: the sender's timeout ends it
        res.statusCode = answer === 'ok' ? 200 : 500;
        res.end(answer === 'ok' ? 'thanks' : 'boom');
      });
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
  }

  answer(...answers: Answer[]): void {
    this.plan.push(...answers);
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

describe('webhooks', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  let staffToken: string;
  let offsetMs = 0;
  const receiver = new Receiver();

  beforeAll(async () => {
    testApp = await bootTestApp({ env: { ADMIN_USERNAME, ADMIN_PASSWORD, WEBHOOKS_ALLOW_LOOPBACK_HTTP: 'true', WEBHOOK_TIMEOUT_MS: '300' } });
    dataSource = testApp.app.get(DataSource);
    staffToken = (await staffSession(testApp, ADMIN_USERNAME)).token;
    // The webhook clock runs `offsetMs` ahead: a test moves it past a retry delay instead of waiting.
    jest.spyOn(testApp.app.get(WebhookClock), 'now').mockImplementation(() => new Date(Date.now() + offsetMs));
    await receiver.start();
  });
  afterAll(async () => {
    await receiver.stop();
    await testApp?.close();
  });

  const http = () => request(testApp.app.getHttpServer());

  /** A confirmed account, retail until `promote` (orders are placed at the retail price the offline payment was made for). */
  async function account(email: string): Promise<string> {
    await http()
      .post('/api/customers/register')
      .set('X-Forwarded-For', anyClient())
      .send({ firstName: 'Grace', lastName: 'Hopper', email, phone: '8505550100', password: PASSWORD })
      .expect(201);
    await dataSource.query(`UPDATE customers SET email_verified = true WHERE lower(email) = lower($1)`, [email]);
    const login = await http().post('/api/customers/login').set('X-Forwarded-For', anyClient()).send({ email, password: PASSWORD }).expect(200);
    return login.body.token as string;
  }

  const promote = (email: string) =>
    dataSource.query(`UPDATE customers SET account_type = 'wholesale', wholesale_tier = 'partner' WHERE lower(email) = lower($1)`, [email]);

  async function orderOf(email: string, token: string): Promise<{ id: number; orderNumber: string }> {
    const intent = await payOffline(testApp, intentRequest({ customerEmail: email }));
    const placed = await submitOrder(testApp, orderFields(intent, { customerEmail: email })).set('Authorization', `Bearer ${token}`);
    if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
    const [{ id }] = await dataSource.query(`SELECT id FROM orders WHERE order_number = $1`, [placed.body.orderNumber]);
    return { id, orderNumber: placed.body.orderNumber as string };
  }

  async function setStatus(orderId: number, status: string): Promise<void> {
    const answer = await http()
      .post('/graphql')
      .set('Authorization', `Bearer ${staffToken}`)
      .send({ query: `mutation($id: Int!, $status: String!) { updateOrderStatus(id: $id, status: $status) { id } }`, variables: { id: orderId, status } });
    if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
  }

  const addEndpoint = (token: string, url: string) => http().post('/api/customers/webhooks').set('Authorization', `Bearer ${token}`).send({ url });
  const deliveries = async (token: string) =>
    (await http().get('/api/customers/webhooks/deliveries').set('Authorization', `Bearer ${token}`).expect(200)).body as Array<{
      id: number;
      eventId: string;
      status: string;
      nextAttemptAt: string | null;
      payload: Record<string, string>;
      attempts: Array<{ statusCode: number | null; error: string | null; durationMs: number }>;
    }>;
  const receivedCount = (count: number) => waitFor(() => (receiver.received.length >= count ? true : undefined), `${count} webhook requests`);
  const deliveryWhere = (token: string, what: string, probe: (list: Awaited<ReturnType<typeof deliveries>>) => boolean) =>
    waitFor(async () => {
      const list = await deliveries(token);
      return probe(list) ? list : undefined;
    }, what);

  it('delivers a status change signed with the secret shown once, retries a 500 on the schedule, and replays with the same event id', async () => {
    const email = 'hooks@agency.example';
    const token = await account(email);
    const order = await orderOf(email, token);
    await promote(email);
    const created = await addEndpoint(token, receiver.url).expect(201);
    const secret: string = created.body.secret;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = await http().get('/api/customers/webhooks').set('Authorization', `Bearer ${token}`).expect(200);
    expect(listed.body).toEqual([{ id: created.body.id, url: receiver.url, createdAt: expect.any(String) }]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    const [{ stored }] = await dataSource.query(`SELECT count(*)::int AS stored FROM webhook_endpoints t WHERE strpos(t::text, $1) > 0`, [secret.slice(6)]);
    expect(stored).toBe(0);

    // The account's own reference, as an order placed through the API carries it.
    await dataSource.query(`UPDATE orders SET customer_reference = 'MATTER-2026-17' WHERE id = $1`, [order.id]);
    const before = receiver.received.length;
    receiver.answer('error');
    await setStatus(order.id, 'processing');
    await receivedCount(before + 1);
    const first = receiver.received[before];
    const signature = String(first.headers['apostille-signature']);
    expect(verifySignature(secret, first.body, signature, Math.floor(Date.now() / 1000))).toBe(true);
    expect(verifySignature(`${secret}x`, first.body, signature, Math.floor(Date.now() / 1000))).toBe(false);
    const event = JSON.parse(first.body);
    expect(event).toEqual({
      id: first.headers['apostille-event-id'],
      type: 'order.status_changed',
      createdAt: expect.any(String),
      data: {
        orderNumber: order.orderNumber,
        previousStatus: 'pending',
        status: 'processing',
        changedAt: expect.any(String),
        customerReference: 'MATTER-2026-17',
      },
    });

    // The 500 is logged and the next attempt is due a minute later, not sooner.
    const failed = await deliveryWhere(token, 'the failed attempt in the log', (list) => list[0]?.attempts.length === 1 && list[0].status === 'pending');
    expect(failed[0].attempts[0]).toMatchObject({ statusCode: 500, error: null });
    const due = new Date(failed[0].nextAttemptAt as string).getTime();
    expect(due - Date.now() - offsetMs).toBeGreaterThan(WEBHOOK_RETRY_DELAYS_MS[0] - 10_000);
    offsetMs += WEBHOOK_RETRY_DELAYS_MS[0] + 1000;
    await receivedCount(before + 2);
    const delivered = await deliveryWhere(token, 'the delivery delivered', (list) => list[0]?.status === 'delivered');
    expect(delivered[0].attempts.map((attempt) => attempt.statusCode)).toEqual([500, 200]);
    expect(receiver.received[before + 1].headers['apostille-event-id']).toBe(event.id);

    // Replay: the same event, a new signature timestamp.
    offsetMs += 5000;
    await http().post(`/api/customers/webhooks/deliveries/${delivered[0].id}/replay`).set('Authorization', `Bearer ${token}`).expect(200);
    await receivedCount(before + 3);
    const replayed = receiver.received[before + 2];
    expect(replayed.headers['apostille-event-id']).toBe(event.id);
    expect(replayed.body).toBe(first.body);
    expect(replayed.headers['apostille-signature']).not.toBe(signature);
    expect(verifySignature(secret, replayed.body, String(replayed.headers['apostille-signature']), Math.floor((Date.now() + offsetMs) / 1000))).toBe(true);
    await deliveryWhere(token, 'the replay logged', (list) => list[0]?.attempts.length === 3 && list[0].status === 'delivered');

    // Another account can neither replay nor see it.
    const stranger = await account('stranger-hooks@agency.example');
    await promote('stranger-hooks@agency.example');
    await http().post(`/api/customers/webhooks/deliveries/${delivered[0].id}/replay`).set('Authorization', `Bearer ${stranger}`).expect(404);
    expect(await deliveries(stranger)).toEqual([]);
    await http().delete(`/api/customers/webhooks/${created.body.id}`).set('Authorization', `Bearer ${stranger}`).expect(404);
    await http().delete(`/api/customers/webhooks/${created.body.id}`).set('Authorization', `Bearer ${token}`).expect(200);
  });

  it('logs a receiver that does not answer in time, and gives up after the last attempt', async () => {
    const email = 'slow-hooks@agency.example';
    const token = await account(email);
    const order = await orderOf(email, token);
    await promote(email);
    await addEndpoint(token, receiver.url).expect(201);
    const operatorErrors = jest.spyOn(Logger.prototype, 'error');
    receiver.answer('hang', 'error', 'error', 'error', 'error', 'error');
    await setStatus(order.id, 'processing');
    const timedOut = await deliveryWhere(token, 'the timed-out attempt', (list) => list[0]?.attempts.length === 1 && list[0].status === 'pending');
    expect(timedOut[0].attempts[0]).toMatchObject({ statusCode: null, error: 'no answer within 0.3 s' });
    for (let attempt = 2; attempt <= WEBHOOK_RETRY_DELAYS_MS.length + 1; attempt += 1) {
      offsetMs += WEBHOOK_RETRY_DELAYS_MS[attempt - 2] + 1000;
      await deliveryWhere(token, `attempt ${attempt}`, (list) => list[0]?.attempts.length === attempt && (list[0].status !== 'pending') === (attempt === 6));
    }
    const [given] = await deliveries(token);
    expect(given).toMatchObject({ status: 'failed', nextAttemptAt: null });
    expect(given.attempts).toHaveLength(6);
    // Operators hear of it once, naming the delivery and the last error.
    expect(operatorErrors.mock.calls.map(([message]) => String(message)).filter((message) => message.includes(`webhook delivery ${given.id} `))).toEqual([
      expect.stringContaining('given up after 6 attempts: HTTP 500'),
    ]);
  });

  it('writes one delivery per status change when two changes meet', async () => {
    const email = 'busy-hooks@agency.example';
    const token = await account(email);
    const [a, b] = [await orderOf(email, token), await orderOf(email, token)];
    await promote(email);
    await addEndpoint(token, receiver.url).expect(201);
    await Promise.all([setStatus(a.id, 'processing'), setStatus(b.id, 'processing')]);
    const both = await deliveryWhere(
      token,
      'two deliveries delivered',
      (list) => list.length === 2 && list.every((delivery) => delivery.status === 'delivered'),
    );
    expect(both.map((delivery) => delivery.payload.orderNumber).sort()).toEqual([a.orderNumber, b.orderNumber].sort());
    expect(new Set(both.map((delivery) => delivery.eventId)).size).toBe(2);
  });

  it('refuses URLs on private, reserved or metadata addresses, plain http elsewhere, and more than the endpoint limit', async () => {
    const token = await account('ssrf-hooks@agency.example');
    await promote('ssrf-hooks@agency.example');
    for (const url of [
      'https://10.0.0.1/hook',
      'https://192.168.1.10/hook',
      'https://100.64.0.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[::ffff:10.0.0.1]/hook',
      'https://[fd00::1]/hook',
      'https://[fe80::1]/hook',
      'https://224.0.0.1/hook',
    ]) {
      const refused = await addEndpoint(token, url).expect(400);
      expect({ url, message: refused.body.message }).toEqual({ url, message: WEBHOOK_MESSAGES.urlPrivate });
    }
    for (const url of ['ftp://example.com/x', 'http://93.184.215.14/hook', 'not a url', '']) {
      expect((await addEndpoint(token, url).expect(400)).body.message).toBe(WEBHOOK_MESSAGES.urlInvalid);
    }
    expect((await addEndpoint(token, 'https://user:pw@example.com/x').expect(400)).body.message).toBe(WEBHOOK_MESSAGES.urlCredentials);

    const retail = await account('retail-hooks@example.com');
    expect((await addEndpoint(retail, receiver.url).expect(403)).body.message).toBe(WEBHOOK_MESSAGES.wholesaleOnly);

    const answers = await Promise.all(Array.from({ length: WEBHOOK_MAX_ENDPOINTS + 3 }, () => addEndpoint(token, receiver.url)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(WEBHOOK_MAX_ENDPOINTS);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message)).toEqual(Array(3).fill(WEBHOOK_MESSAGES.tooMany));
  });

  it('serves endpoints and the log through /api/v1 with a key: reading with a read key, changes with a write key only', async () => {
    const token = await account('v1-hooks@agency.example');
    await promote('v1-hooks@agency.example');
    const key = async (scope: string) =>
      (await http().post('/api/customers/api-keys').set('Authorization', `Bearer ${token}`).send({ name: scope, scope }).expect(201)).body.secret as string;
    const [readKey, writeKey] = [await key('read'), await key('write')];
    await http().post('/api/v1/webhooks').set('Authorization', `Bearer ${readKey}`).send({ url: receiver.url }).expect(403);
    const created = await http().post('/api/v1/webhooks').set('Authorization', `Bearer ${writeKey}`).send({ url: receiver.url }).expect(201);
    expect(created.body.secret).toMatch(/^whsec_/);
    const listed = await http().get('/api/v1/webhooks').set('Authorization', `Bearer ${readKey}`).expect(200);
    expect(listed.body).toEqual({ endpoints: [expect.objectContaining({ id: created.body.id, url: receiver.url })] });
    expect((await http().get('/api/v1/webhooks/deliveries').set('Authorization', `Bearer ${readKey}`).expect(200)).body).toEqual({ deliveries: [] });
    await http().post('/api/v1/webhooks/deliveries/999999/replay').set('Authorization', `Bearer ${writeKey}`).expect(404);
    await http().delete(`/api/v1/webhooks/${created.body.id}`).set('Authorization', `Bearer ${readKey}`).expect(403);
    await http().delete(`/api/v1/webhooks/${created.body.id}`).set('Authorization', `Bearer ${writeKey}`).expect(200);

    const document = await http().get('/api/v1/openapi.json').expect(200);
    expect(JSON.stringify(document.body.paths['/api/v1/webhooks'])).toContain('Apostille-Signature');
  });
});
