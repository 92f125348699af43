import { utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getQueueToken } from '@nestjs/bullmq';
import { Job, type Queue } from 'bullmq';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AuthTokensService } from '../src/auth/auth-tokens.service.js';
import { hashPassword } from '../src/common/security/password-hasher.js';
import { Customer } from '../src/customers/entities/customer.entity.js';
import { REMOVED_TEXT } from '../src/messaging/conversation-personal-data.js';
import { OrderDocument } from '../src/orders/entities/order-document.entity.js';
import { DELETION_REQUEST_EMAIL_INVALID } from '../src/privacy/dto/create-deletion-request.dto.js';
import { PRIVACY_JOBS } from '../src/privacy/privacy-jobs.js';
import { PrivacySchedulerService } from '../src/privacy/privacy-scheduler.service.js';
import { QUEUES } from '../src/queue/queue-names.js';
import { DocumentStorage, PURGED_DOCUMENT_MESSAGE } from '../src/storage/document-storage.js';
import type { LocalDiskStorage } from '../src/storage/local-disk.storage.js';
import { PDF } from './support/ordering-fixtures.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait-for.js';

const ADMIN = { ADMIN_USERNAME: 'privacy.admin', ADMIN_PASSWORD: 'a-long-staff-password' };

const backends: Array<[string, Record<string, string>]> = [['PostgreSQL', {}]];
if (process.env.REDIS_URL) backends.push(['Redis', { REDIS_URL: process.env.REDIS_URL }]);

describe.each(backends)('document retention and data deletion on the %s queue backend', (_name, backendEnv) => {
  let testApp: TestApp;
  let dataSource: DataSource;
  let queue: Queue;
  let token: string;

  beforeAll(async () => {
    testApp = await bootTestApp({
      env: { ...ADMIN, ...backendEnv, DOCUMENT_RETENTION_DAYS: '90', QUEUE_PREFIX: `privacy${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}` },
    });
    dataSource = testApp.app.get(DataSource);
    queue = testApp.app.get<Queue>(getQueueToken(QUEUES.privacy));
    ({ token } = await staffSession(testApp, ADMIN.ADMIN_USERNAME));
  });
  afterAll(async () => {
    if (backendEnv.REDIS_URL) await queue?.obliterate({ force: true }).catch(() => undefined);
    await testApp?.close();
  });

  const http = () => request(testApp.app.getHttpServer());
  const staff = (call: request.Test) => call.set('Authorization', `Bearer ${token}`);
  const storage = () => testApp.app.get(DocumentStorage);

  async function orderWithDocument(email: string, firstName = 'Ada'): Promise<{ id: number; orderNumber: string; document: OrderDocument }> {
    const created = await staff(http().post('/api/admin/orders'))
      .send({ firstName, lastName: 'Lovelace', email, phone: '8505550123', serviceLevel: 'fast', documentType: 'Birth Certificate' })
      .expect(201);
    const { id, orderNumber } = created.body.order;
    await staff(http().post(`/api/admin/orders/${id}/documents`))
      .field('documentType', 'Birth Certificate')
      .attach('documents', PDF, `${firstName}-birth-certificate.pdf`)
      .expect(201);
    const document = await dataSource.getRepository(OrderDocument).findOneByOrFail({ orderId: id });
    return { id, orderNumber, document };
  }

  /** Delivered (or cancelled) `daysAgo` days ago, as the status history records it. */
  async function deliveredDaysAgo(orderId: number, daysAgo: number, status: 'delivered' | 'cancelled' = 'delivered'): Promise<void> {
    await dataSource.query(`UPDATE orders SET status = $2 WHERE id = $1`, [orderId, status]);
    await dataSource.query(
      `INSERT INTO order_status_history (order_id, old_status, new_status, changed_at) VALUES ($1, 'shipped', $3, now() - make_interval(days => $2))`,
      [orderId, daysAgo, status],
    );
  }

  /** Runs a privacy job now (as its scheduler would) and answers what it returned. */
  async function runJob(name: string): Promise<unknown> {
    const job = await queue.add(name, {}, { removeOnComplete: false, removeOnFail: false });
    return waitFor(async () => {
      const current = await Job.fromId(queue, job.id as string);
      if (!current) return undefined;
      if (current.failedReason) throw new Error(`job ${name} failed: ${current.failedReason}`);
      return current.finishedOn ? (current.returnvalue ?? null) : undefined;
    }, `the ${name} job`);
  }

  const fileExists = async (fileName: string) => {
    const content = await storage().read(fileName);
    content?.stream.destroy();
    return content !== undefined;
  };

  it('schedules both jobs once, however many worker processes register them', async () => {
    // A second worker process registering the same schedulers must not add a second set.
    await testApp.app.get(PrivacySchedulerService).onApplicationBootstrap();
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map((scheduler) => [scheduler.key, scheduler.pattern]).sort()).toEqual(
      [
        [PRIVACY_JOBS.dataDeletions.name, PRIVACY_JOBS.dataDeletions.pattern],
        [PRIVACY_JOBS.documentRetention.name, PRIVACY_JOBS.documentRetention.pattern],
      ].sort(),
    );
  });

  it('removes the files of orders delivered or cancelled more than 90 days ago, keeps their records, and does it once', async () => {
    const old = await orderWithDocument('old@example.com');
    const recent = await orderWithDocument('recent@example.com');
    const inProgress = await orderWithDocument('busy@example.com');
    const deleted = await orderWithDocument('deleted@example.com');
    const cancelled = await orderWithDocument('cancelled@example.com');
    const recentlyCancelled = await orderWithDocument('just-cancelled@example.com');
    await deliveredDaysAgo(old.id, 91);
    await deliveredDaysAgo(recent.id, 10);
    await deliveredDaysAgo(cancelled.id, 91, 'cancelled');
    await deliveredDaysAgo(recentlyCancelled.id, 10, 'cancelled');
    await dataSource.query(`UPDATE orders SET created_at = now() - interval '400 days' WHERE id = $1`, [inProgress.id]);
    await staff(http().delete(`/api/admin/orders/${deleted.id}`)).expect(200);
    await dataSource.query(`UPDATE orders SET deleted_at = now() - interval '95 days' WHERE id = $1`, [deleted.id]);

    expect(await runJob(PRIVACY_JOBS.documentRetention.name)).toEqual({ purged: 3, staged: 0, leftovers: 0 });

    expect(await fileExists(old.document.fileName)).toBe(false);
    expect(await fileExists(cancelled.document.fileName)).toBe(false);
    expect(await fileExists(recentlyCancelled.document.fileName)).toBe(true);
    expect(await fileExists(deleted.document.fileName)).toBe(false);
    expect(await fileExists(recent.document.fileName)).toBe(true);
    expect(await fileExists(inProgress.document.fileName)).toBe(true);
    const kept = await dataSource.getRepository(OrderDocument).findOneByOrFail({ id: old.document.id });
    expect(kept.purgedAt).toBeInstanceOf(Date);
    // The original name often names the person; type and size stay for the order's history.
    expect(kept).toMatchObject({ originalName: 'removed.pdf', documentType: 'Birth Certificate', fileSize: PDF.length });
    expect((await dataSource.getRepository(OrderDocument).findOneByOrFail({ id: recent.document.id })).purgedAt).toBeNull();

    const link = await staff(http().post(`/api/admin/orders/${old.id}/documents/${old.document.id}/download-link`)).expect(410);
    expect(link.body.message).toBe(PURGED_DOCUMENT_MESSAGE);
    const audit = await dataSource.query(`SELECT actor_type, details FROM audit_log WHERE action = 'documents.purged' AND order_id = $1`, [old.id]);
    expect(audit).toEqual([{ actor_type: 'system', details: { reason: 'retention', retentionDays: 90, documentIds: [old.document.id] } }]);

    // Run again: nothing more to do, nothing audited twice.
    expect(await runJob(PRIVACY_JOBS.documentRetention.name)).toEqual({ purged: 0, staged: 0, leftovers: 0 });
    const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM audit_log WHERE action = 'documents.purged'`);
    expect(count).toBe(3);
  });

  it('removes stored files no order names once they are an hour old, and keeps every file an order names', async () => {
    const named = await orderWithDocument('named@example.com');
    // What a process killed between storing an upload and saving its order leaves: one such file
    // written two hours ago, one just now (it may still belong to a request in flight elsewhere).
    const { documentsDir } = storage() as LocalDiskStorage;
    const oldLeftover = `${'a'.repeat(32)}.pdf`;
    const freshLeftover = `${'b'.repeat(32)}.pdf`;
    await writeFile(join(documentsDir, oldLeftover), PDF);
    await writeFile(join(documentsDir, freshLeftover), PDF);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    await utimes(join(documentsDir, oldLeftover), twoHoursAgo, twoHoursAgo);
    await utimes(join(documentsDir, named.document.fileName), twoHoursAgo, twoHoursAgo);

    expect(await runJob(PRIVACY_JOBS.documentRetention.name)).toEqual({ purged: 0, staged: 0, leftovers: 1 });

    expect(await fileExists(oldLeftover)).toBe(false);
    expect(await fileExists(freshLeftover)).toBe(true);
    expect(await fileExists(named.document.fileName)).toBe(true);
    await storage().remove(freshLeftover);
  });

  it('carries out a deletion request once the person has no order in progress, and only once', async () => {
    const email = 'erase.me@example.com';
    const customers = dataSource.getRepository(Customer);
    const account = await customers.save(
      customers.create({ email, firstName: 'Erin', lastName: 'Ease', passwordHash: await hashPassword('a customer password 1'), emailVerified: true }),
    );
    const customerToken = testApp.app.get(AuthTokensService).issueCustomerToken(account);
    await http().get('/api/customers/profile').set('Authorization', `Bearer ${customerToken}`).expect(200);
    const finished = await orderWithDocument(email, 'Erin');
    const open = await orderWithDocument(email, 'Erin');
    await deliveredDaysAgo(finished.id, 2);
    await http()
      .post('/api/contact')
      .send({ name: 'Erin Ease', email, phone: '(305) 555-0100', subject: 'My apostille', message: 'Please call me at home.' })
      .expect(201);
    const bystander = await orderWithDocument('stays@example.com', 'Stella');

    const created = await staff(http().post('/api/admin/privacy/deletion-requests'))
      .send({ email: 'Erase.Me@example.com', note: 'Identity checked by phone call' })
      .expect(202);
    expect(created.body).toMatchObject({ id: expect.any(Number), status: 'pending', email: 'Erase.Me@example.com' });
    const requestId: number = created.body.id;

    // An order still being processed needs the data: the request waits, and says for which order.
    const waiting = await waitFor(async () => {
      const list = await staff(http().get('/api/admin/privacy/deletion-requests')).expect(200);
      const row = list.body.find((item: { id: number }) => item.id === requestId);
      return row?.status === 'waiting' ? row : undefined;
    }, 'the request to wait for the open order');
    expect(waiting.outcome).toEqual({ waitingForOrders: [open.orderNumber] });
    const [untouched] = await dataSource.query(`SELECT customer_first_name FROM orders WHERE id = $1`, [finished.id]);
    expect(untouched.customer_first_name).toBe('Erin');

    await staff(http().patch(`/api/admin/orders/${open.id}/status`))
      .send({ status: 'delivered' })
      .expect(200);
    await runJob(PRIVACY_JOBS.dataDeletions.name);

    const [done] = await dataSource.query(`SELECT status, outcome, completed_at FROM data_deletion_requests WHERE id = $1`, [requestId]);
    expect(done.status).toBe('completed');
    expect(done.outcome).toMatchObject({
      ordersAnonymised: 2,
      documentFilesRemoved: 2,
      accountsAnonymised: 1,
      conversationsAnonymised: 1,
      contactMessagesRemoved: 1,
    });
    expect(done.outcome.emailsRedacted).toBeGreaterThanOrEqual(1);

    const orders = await dataSource.query(
      `SELECT customer_first_name, customer_last_name, customer_email, customer_phone, shipping_street FROM orders WHERE id = ANY($1::int[])`,
      [[finished.id, open.id]],
    );
    for (const order of orders) {
      expect(order).toEqual({
        customer_first_name: 'Deleted',
        customer_last_name: 'customer',
        customer_email: `deleted-${requestId}@deleted.invalid`,
        customer_phone: '',
        shipping_street: null,
      });
    }
    for (const order of [finished, open]) expect(await fileExists(order.document.fileName)).toBe(false);
    // The old session is signed out and the account holds nothing of the person.
    await http().get('/api/customers/profile').set('Authorization', `Bearer ${customerToken}`).expect(401);
    const emptied = await customers.findOneByOrFail({ id: account.id });
    expect(emptied).toMatchObject({ firstName: 'Deleted', lastName: 'customer', phone: null, passwordHash: null });
    expect(emptied.email).toMatch(new RegExp(`^deleted-${requestId}@deleted\\.invalid`));
    const [thread] = await dataSource.query(`SELECT subject, customer_email FROM conversations WHERE customer_email LIKE 'deleted-%'`);
    expect(thread.subject).toBe('[removed]');
    const bodies = await dataSource.query(
      `SELECT DISTINCT m.content FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.customer_email LIKE 'deleted-%'`,
    );
    expect(bodies).toEqual([{ content: REMOVED_TEXT }]);

    // The person is told, and that answer is the one mail kept to the address: the record of the
    // response the regulations ask for, beside the request itself (docs/decisions.md).
    const answers = await dataSource.query(`SELECT kind, text_body FROM outbox_messages WHERE lower(recipient) = 'erase.me@example.com'`);
    expect(answers).toEqual([
      { kind: 'data_deletion_completed', text_body: expect.stringContaining('We have carried out the request to delete your personal data') },
    ]);
    expect(answers[0].text_body).not.toContain('Erin');

    // Nowhere else in the database is the address, or the person's name, left.
    for (const table of [
      'orders',
      'customers',
      'contact_messages',
      'conversations',
      'messages',
      'outbox_messages',
      'payments',
      'domain_events',
      'audit_log',
      'order_documents',
    ]) {
      const [{ count }] = await dataSource.query(
        `SELECT count(*)::int AS count FROM ${table} t WHERE (strpos(lower(t::text), 'erase.me') > 0 OR strpos(t::text, 'Erin') > 0)` +
          (table === 'outbox_messages' ? ` AND t.kind <> 'data_deletion_completed'` : ''),
      );
      expect([table, count]).toEqual([table, 0]);
    }
    // Someone else's order is not touched.
    const [other] = await dataSource.query(`SELECT customer_first_name, customer_email FROM orders WHERE id = $1`, [bystander.id]);
    expect(other).toEqual({ customer_first_name: 'Stella', customer_email: 'stays@example.com' });
    expect(await fileExists(bystander.document.fileName)).toBe(true);

    // Running again changes nothing: the request is done.
    await runJob(PRIVACY_JOBS.dataDeletions.name);
    const [again] = await dataSource.query(`SELECT status, completed_at FROM data_deletion_requests WHERE id = $1`, [requestId]);
    expect(again).toEqual({ status: 'completed', completed_at: done.completed_at });
    const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM audit_log WHERE action = 'privacy.deletion_completed'`);
    expect(count).toBe(1);
  });

  it('refuses a request without a valid e-mail, storing nothing', async () => {
    const [{ count: before }] = await dataSource.query(`SELECT count(*)::int AS count FROM data_deletion_requests`);
    for (const body of [{}, { email: 'not an address' }, { email: 'a@example.com', note: 'x'.repeat(2001) }]) {
      const response = await staff(http().post('/api/admin/privacy/deletion-requests')).send(body).expect(400);
      expect(typeof response.body.message === 'string' ? response.body.message : response.body.message.join(' ')).toMatch(
        body.note ? /at most 2000/ : new RegExp(DELETION_REQUEST_EMAIL_INVALID),
      );
    }
    const [{ count: after }] = await dataSource.query(`SELECT count(*)::int AS count FROM data_deletion_requests`);
    expect(after).toBe(before);
  });
});
