import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { FORM_RATE_LIMIT, TOO_MANY_REQUESTS_MESSAGE } from '../src/common/throttling/rate-limits.js';
import { freePort } from './support/free-port.js';
import { anyClient } from './support/ordering-fixtures.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

/**
 * Redis mode with Redis gone: a rate limiter must never take the product down. The public forms
 * keep answering (counted per process meanwhile, still limited), health answers at once with 200
 * and says what is degraded, and everything goes back to Redis when it returns.
 */

function startRedis(port: number): ChildProcess {
  return spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
}

/** Resolves once something accepts connections on the port (Redis has started). */
async function listening(port: number): Promise<void> {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

describe('Redis lost in Redis mode', () => {
  let redisPort: number;
  let redis: ChildProcess;
  let testApp: TestApp;

  beforeAll(async () => {
    redisPort = await freePort();
    redis = startRedis(redisPort);
    await listening(redisPort);
    testApp = await bootTestApp({
      env: {
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        QUEUE_PREFIX: `outage${Date.now().toString(36)}`,
        RUN_QUEUE_WORKERS: 'false',
      },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    redis?.kill('SIGKILL');
  });

  const http = () => request(testApp.app.getHttpServer());
  const contact = (client: string, index: number) =>
    http()
      .post('/api/contact')
      .set('X-Forwarded-For', client)
      .send({
        name: 'Olga Outage',
        email: `outage${index}@example.com`,
        phone: '(305) 555-0100',
        subject: 'Apostille question',
        message: 'Can you apostille a diploma from Ohio?',
      });

  it('keeps the forms answering and limited, and health answers and says why, until Redis is back', async () => {
    await contact(anyClient(), 0).expect(201);
    expect((await http().get('/api/health').expect(200)).body.info.rateLimits).toMatchObject({ store: 'redis', fallingBack: false, degraded: false });

    redis.kill('SIGKILL');
    await stopped(redis);

    // Many clients at once: every form is taken, none answers 500.
    const answers = await Promise.all(Array.from({ length: 12 }, (_unused, index) => contact(anyClient(), index + 1)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201));
    const stored = await testApp.app.get(DataSource).query(`SELECT count(*)::int AS count FROM contact_messages WHERE email LIKE 'outage%@example.com'`);
    expect(stored[0].count).toBe(13);

    // Still limited per client, in this process's memory.
    const client = anyClient();
    for (let i = 0; i < FORM_RATE_LIMIT.limit; i += 1) await contact(client, 100 + i).expect(201);
    expect((await contact(client, 200).expect(429)).body).toEqual({ statusCode: 429, message: TOO_MANY_REQUESTS_MESSAGE });

    const health = await http().get('/api/health').timeout(10_000).expect(200);
    expect(health.body.status).toBe('ok');
    expect(health.body.info.database.status).toBe('up');
    expect(health.body.info.queue).toMatchObject({ status: 'up', degraded: true });
    expect(health.body.info.queue.message).toContain('e-mails wait in the outbox');
    expect(health.body.info.rateLimits).toMatchObject({ store: 'redis', fallingBack: true, degraded: true });
    expect(health.body.info.rateLimits.fallbackRequests).toBeGreaterThanOrEqual(12 + FORM_RATE_LIMIT.limit + 1);

    redis = startRedis(redisPort);
    await listening(redisPort);
    // The next counted request goes to Redis again (the client reconnects on its own; retried until it has).
    for (;;) {
      await contact(anyClient(), 300).expect(201);
      if (!(await http().get('/api/health').expect(200)).body.info.rateLimits.fallingBack) break;
    }
    expect((await http().get('/api/health').expect(200)).body.info.queue.degraded).toBeUndefined();
  }, 120_000);
});
