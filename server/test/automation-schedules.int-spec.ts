import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { TIME_FACTS_JOB } from '../src/automation/automation-scheduler.service.js';
import { QUEUES } from '../src/queue/queue-names.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait-for.js';

const backends: Array<[string, Record<string, string>]> = [['PostgreSQL', {}]];
if (process.env.REDIS_URL) backends.push(['Redis', { REDIS_URL: process.env.REDIS_URL }]);

const REMINDER_RULE = 'Remind an unpaid payment link after 48 hours';
const OVERDUE_RULE = 'Flag overdue rush and lightning orders';
const ADMIN = { ADMIN_USERNAME: 'schedules-admin', ADMIN_PASSWORD: 'correct-horse-battery-staple' };

describe.each(backends)('time-based automation with two workers on the %s queue backend', (_name, backendEnv) => {
  let first: TestApp;
  let second: TestApp;
  let dataSource: DataSource;
  let queue: Queue;
  let token: string;

  beforeAll(async () => {
    // Two instances of one deployment share its secrets (as the README says they must), database and queues.
    const secret = (name: string) => `${name}-${'s'.repeat(40)}`;
    const env = {
      ...backendEnv,
      ...ADMIN,
      AUTOMATION_CHECK_MS: '300',
      QUEUE_PREFIX: `sched${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`,
      ADMIN_JWT_SECRET: secret('admin'),
      CUSTOMER_JWT_SECRET: secret('customer'),
      DOWNLOAD_SIGNING_SECRET: secret('download'),
      TWO_FACTOR_ENCRYPTION_KEY: secret('two-factor'),
    };
    first = await bootTestApp({ env });
    second = await bootTestApp({ env, sharedDatabase: first.database });
    dataSource = first.app.get(DataSource);
    queue = first.app.get<Queue>(getQueueToken(QUEUES.automation));
    ({ token } = await staffSession(first, ADMIN.ADMIN_USERNAME));
    await dataSource.query(`UPDATE automation_rules SET is_active = true WHERE name = ANY($1)`, [[REMINDER_RULE, OVERDUE_RULE]]);
  });
  afterAll(async () => {
    if (backendEnv.REDIS_URL) await queue?.obliterate({ force: true }).catch(() => undefined);
    await second?.close();
    await first?.close();
  });

  const staff = () => ({
    post: (path: string, body: object) => request(first.app.getHttpServer()).post(path).set('Authorization', `Bearer ${token}`).send(body),
  });
  const createOrder = async (email: string, serviceLevel: string) =>
    (
      await staff()
        .post('/api/admin/orders', { firstName: 'Tina', lastName: 'Timer', email, phone: '8505550123', serviceLevel, documentType: 'Birth Certificate' })
        .expect(201)
    ).body.order as { id: number; orderNumber: string };
  const completedChecks = async () => (await queue.getJobs(['completed'], 0, 1000)).filter((job) => job.name === TIME_FACTS_JOB);

  it('reminds an unpaid link and flags an overdue rush order once each, however many ticks and workers', async () => {
    // One scheduler, though both processes registered it.
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map((scheduler) => [scheduler.key, scheduler.every])).toEqual([[TIME_FACTS_JOB, 300]]);

    const unpaid = await createOrder('unpaid-link@example.com', 'fast');
    await staff().post(`/api/admin/orders/${unpaid.id}/payment-link`, { description: 'Courier fee', amount: 25 }).expect(201);
    const fresh = await createOrder('fresh-link@example.com', 'fast');
    await staff().post(`/api/admin/orders/${fresh.id}/payment-link`, { description: 'Courier fee', amount: 25 }).expect(201);
    const overdue = await createOrder('late-rush@example.com', 'rush');
    const onTime = await createOrder('on-time-rush@example.com', 'rush');
    // As late by the tier alone, but its document's route has government legs of 40 to 60 business days.
    const routed = await createOrder('long-route-rush@example.com', 'rush');
    await dataSource.query(`UPDATE orders SET originals_received_at = now() - interval '30 days', document_routes = $2::jsonb WHERE id = $1`, [
      routed.id,
      JSON.stringify([{ documentNumber: 1, steps: [], typicalDays: { min: 40, max: 60 } }]),
    ]);
    // Time has passed for two of them (written into the rows rather than waited for).
    await dataSource.query(`UPDATE extra_charges SET created_at = now() - interval '49 hours' WHERE order_id = $1`, [unpaid.id]);
    await dataSource.query(`UPDATE orders SET originals_received_at = now() - interval '30 days' WHERE id = $1`, [overdue.id]);
    // Placed a month ago, but its originals never came: turnaround has not started, nothing is late.
    const inThePost = await createOrder('still-in-post@example.com', 'rush');
    await dataSource.query(`UPDATE orders SET created_at = now() - interval '30 days' WHERE id = $1`, [inThePost.id]);

    const reminders = (orderEmail: string) =>
      dataSource.query(`SELECT id FROM outbox_messages WHERE kind = 'notification.payment-reminder' AND recipient = $1`, [orderEmail]);
    const notes = (orderId: number) =>
      dataSource.query(`SELECT m.content FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.order_id = $1 AND m.sender_type = 'system'`, [
        orderId,
      ]);
    await waitFor(async () => ((await reminders('unpaid-link@example.com')).length > 0 ? true : undefined), 'the payment reminder');
    await waitFor(async () => ((await notes(overdue.id)).length > 0 ? true : undefined), 'the overdue note');

    // Several more ticks, taken by either worker: nothing is sent or noted twice.
    const seen = (await completedChecks()).length;
    await waitFor(async () => ((await completedChecks()).length >= seen + 3 ? true : undefined), 'three more ticks');
    expect(await reminders('unpaid-link@example.com')).toHaveLength(1);
    expect(await reminders('fresh-link@example.com')).toHaveLength(0);
    expect(await notes(overdue.id)).toEqual([{ content: expect.stringContaining('past its expected completion date') }]);
    expect(await notes(onTime.id)).toEqual([]);
    expect(await notes(routed.id)).toEqual([]);
    expect(await notes(inThePost.id)).toEqual([]);
    // Each tick was one job, run once.
    const checks = await completedChecks();
    expect(new Set(checks.map((job) => job.id)).size).toBe(checks.length);
    expect(checks.every((job) => job.attemptsMade <= 1)).toBe(true);

    const audit = await dataSource.query(
      `SELECT action, actor_type FROM audit_log WHERE order_id = ANY($1::int[]) AND action IN ('notification.sent', 'automation.staff_note') ORDER BY action`,
      [[unpaid.id, overdue.id]],
    );
    expect(audit).toEqual([
      { action: 'automation.staff_note', actor_type: 'system' },
      { action: 'notification.sent', actor_type: 'system' },
    ]);
  });
});
