import { documentRouteViews } from '@apostille/domain';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { QUEUES } from '../src/queue/queue-names.js';
import { ROUTE_WATCH_JOBS } from '../src/route-watch/route-watch-jobs.js';
import { RouteWatchSchedulerService } from '../src/route-watch/route-watch-scheduler.service.js';
import { RouteWatchService } from '../src/route-watch/route-watch.service.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

const ADMIN = { ADMIN_USERNAME: 'routes.admin', ADMIN_PASSWORD: 'a-long-staff-password' };
const PLACED = new Date('2026-09-01T15:00:00Z');
const AFTER_IN_FORCE = new Date('2026-09-12T06:00:00Z');

describe('the route-change watch', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  let token: string;

  beforeAll(async () => {
    testApp = await bootTestApp({ env: { ...ADMIN, QUEUE_PREFIX: `routes${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}` } });
    dataSource = testApp.app.get(DataSource);
    ({ token } = await staffSession(testApp, ADMIN.ADMIN_USERNAME));
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const http = () => request(testApp.app.getHttpServer());
  const watch = () => testApp.app.get(RouteWatchService);

  async function gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, bearer: string | null = token) {
    let call = http().post('/graphql');
    if (bearer) call = call.set('Authorization', `Bearer ${bearer}`);
    const response = await call.send({ query, variables });
    return response.body as { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  }

  /** An order for Viet Nam placed on 2026-09-01, with the route it was quoted then (legalization). */
  async function vietNamOrder(email: string, status = 'processing'): Promise<{ id: number; orderNumber: string }> {
    const created = await http()
      .post('/api/admin/orders')
      .set('Authorization', `Bearer ${token}`)
      .send({ firstName: 'Ada', lastName: 'Lovelace', email, phone: '8505550123', serviceLevel: 'fast', documentType: 'Birth Certificate' })
      .expect(201);
    const { id, orderNumber } = created.body.order;
    const routes = documentRouteViews({ documents: [{ documentType: 'Birth Certificate' }], destinationCountry: 'Viet Nam', date: PLACED });
    await dataSource.query(`UPDATE orders SET destination_country = 'Viet Nam', created_at = $2, status = $3, document_routes = $4::jsonb WHERE id = $1`, [
      id,
      PLACED,
      status,
      JSON.stringify(routes),
    ]);
    return { id, orderNumber };
  }

  const changesOf = (orderId: number): Promise<{ id: number; customer_mail_id: number | null; fee_delta_cents: number }[]> =>
    dataSource.query(`SELECT id, customer_mail_id, fee_delta_cents FROM route_changes WHERE order_id = $1`, [orderId]);
  const mailsOf = (orderId: number): Promise<{ id: number; subject: string; text_body: string; html_body: string }[]> =>
    dataSource.query(`SELECT id, subject, text_body, html_body FROM outbox_messages WHERE order_id = $1 AND kind = 'order_route_changed'`, [orderId]);

  it('schedules the daily check at 06:00 UTC once, however many worker processes register it', async () => {
    await testApp.app.get(RouteWatchSchedulerService).onApplicationBootstrap();
    const queue = testApp.app.get<Queue>(getQueueToken(QUEUES.routeWatch));
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map((scheduler) => [scheduler.key, scheduler.pattern, scheduler.tz])).toEqual([[ROUTE_WATCH_JOBS.dailyCheck.name, '0 6 * * *', 'UTC']]);
  });

  it('records an open Viet Nam order once when the Convention comes into force, and e-mails the customer once', async () => {
    const order = await vietNamOrder('route.once@example.com');
    expect((await watch().check(new Date('2026-09-05T06:00:00Z'))).recorded).toBe(0);
    expect(await changesOf(order.id)).toHaveLength(0);

    await watch().check(AFTER_IN_FORCE);
    const [change, ...more] = await changesOf(order.id);
    expect(more).toHaveLength(0);
    expect(change.fee_delta_cents).toBe(-2000);
    const [mail, ...moreMails] = await mailsOf(order.id);
    expect(moreMails).toHaveLength(0);
    expect(change.customer_mail_id).toBe(mail.id);
    expect(mail.subject).toBe(`Order ${order.orderNumber}: the route of your documents changed`);
    expect(mail.text_body).toContain('Now: an apostille');
    expect(mail.text_body).toContain('instead of legalization');
    expect(mail.text_body).toContain('Government fees: $20.00 less.');
    expect(mail.text_body).toContain('We will not charge any difference without your agreement; our team will contact you.');
    expect(mail.html_body).toContain('Now: <strong>an apostille');
    const audit = await dataSource.query(`SELECT actor_type FROM audit_log WHERE order_id = $1 AND action = 'order.route_changed'`, [order.id]);
    expect(audit).toEqual([{ actor_type: 'system' }]);
    // The order's price is not touched.
    const [{ total_amount_cents: total }] = await dataSource.query(`SELECT total_amount_cents FROM orders WHERE id = $1`, [order.id]);
    expect(total).toBeGreaterThan(0);

    await watch().check(AFTER_IN_FORCE);
    await watch().check(new Date('2026-09-13T06:00:00Z'));
    expect(await changesOf(order.id)).toHaveLength(1);
    expect(await mailsOf(order.id)).toHaveLength(1);
  });

  it('records and e-mails once when two runs check at the same time', async () => {
    const order = await vietNamOrder('route.twice@example.com');
    await Promise.all([watch().check(AFTER_IN_FORCE), watch().check(AFTER_IN_FORCE)]);
    expect(await changesOf(order.id)).toHaveLength(1);
    expect(await mailsOf(order.id)).toHaveLength(1);
  });

  it('leaves delivered orders alone', async () => {
    const order = await vietNamOrder('route.delivered@example.com', 'delivered');
    await watch().check(AFTER_IN_FORCE);
    expect(await changesOf(order.id)).toHaveLength(0);
    expect(await mailsOf(order.id)).toHaveLength(0);
  });

  it('lists the changes for staff, who mark them reviewed; nobody else sees them', async () => {
    const order = await vietNamOrder('route.list@example.com');
    await watch().check(AFTER_IN_FORCE);
    const list = await gql<{
      routeChanges: {
        items: {
          id: number;
          orderNumber: string;
          feeDeltaCents: number;
          customerMailedAt: string | null;
          reviewedAt: string | null;
          changes: { after: string }[];
        }[];
      };
    }>(`{ routeChanges(take: 100) { total items { id orderNumber feeDeltaCents customerMailedAt reviewedAt changes { after } } } }`);
    expect(list.errors).toBeUndefined();
    const item = list.data!.routeChanges.items.find((row) => row.orderNumber === order.orderNumber)!;
    expect(item).toMatchObject({ feeDeltaCents: -2000, reviewedAt: null });
    expect(item.customerMailedAt).not.toBeNull();
    expect(item.changes[0].after).toContain('an apostille');

    const anonymous = await gql(`{ routeChanges { total } }`, {}, null);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const anonymousMark = await gql(`mutation($id: Int!) { markRouteChangeReviewed(id: $id) }`, { id: item.id }, null);
    expect(anonymousMark.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const marked = await gql(`mutation($id: Int!) { markRouteChangeReviewed(id: $id) }`, { id: item.id });
    expect(marked.errors).toBeUndefined();
    const [row] = await dataSource.query(`SELECT reviewed_at, reviewed_by FROM route_changes WHERE id = $1`, [item.id]);
    expect(row.reviewed_at).not.toBeNull();
    expect(row.reviewed_by).not.toBeNull();
    const unreviewed = await gql<{ routeChanges: { items: { id: number }[] } }>(`{ routeChanges(take: 100, unreviewedOnly: true) { items { id } } }`);
    expect(unreviewed.data!.routeChanges.items.map((row) => row.id)).not.toContain(item.id);
  });
});
