import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { OutboxMessage } from '../src/notifications/entities/outbox-message.entity.js';
import { OutboxRelayService } from '../src/notifications/outbox-relay.service.js';
import { OutboxService } from '../src/notifications/outbox.service.js';
import { QUEUES } from '../src/queue/queue-names.js';
import { startSmtpServer } from './support/smtp-server.js';
import { bootTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait-for.js';
import { UnitOfWork } from '../src/database/unit-of-work.js';

const backends: Array<[string, Record<string, string>]> = [['PostgreSQL', {}]];
if (process.env.REDIS_URL) backends.push(['Redis', { REDIS_URL: process.env.REDIS_URL }]);

describe.each(backends)('e-mail outbox relay on the %s queue backend', (_name, backendEnv) => {
  let testApp: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let dataSource: DataSource;
  let outbox: OutboxService;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await bootTestApp({
      env: {
        ...backendEnv,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Apostille Desk <desk@apostille.example>',
        MAIL_RETRY_BASE_MS: '50',
        MAIL_MAX_ATTEMPTS: '4',
        QUEUE_PREFIX: `test${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`,
      },
    });
    dataSource = testApp.app.get(DataSource);
    outbox = testApp.app.get(OutboxService);
  });

  afterAll(async () => {
    const queue = testApp?.app.get<Queue>(getQueueToken(QUEUES.mail));
    if (backendEnv.REDIS_URL) await queue?.obliterate({ force: true }).catch(() => undefined);
    await testApp?.close();
    await smtp?.close();
  });

  const rowsFor = (recipient: string) => dataSource.getRepository(OutboxMessage).find({ where: { recipient } });
  const sentTo = (recipient: string) => smtp.received.filter((mail) => mail.to.includes(recipient));

  it('delivers a committed message exactly once, even when its job runs twice', async () => {
    const recipient = 'committed@example.com';
    const row = await testApp.app
      .get(UnitOfWork)
      .run(() => outbox.add({ kind: 'test', recipient, subject: 'Your order APO-2026-001', textBody: 'Thank you for your order.' }));
    const sent = await waitFor(async () => ((await rowsFor(recipient))[0]?.status === 'sent' ? (await rowsFor(recipient))[0] : undefined), 'delivery');
    expect(sent.attempts).toBe(1);
    expect(sent.sentAt).toBeInstanceOf(Date);

    // A duplicate job for the same row (a redelivered or re-queued job) must not send it again.
    const queue = testApp.app.get<Queue>(getQueueToken(QUEUES.mail));
    // Kept once completed (the queue's default removes finished jobs), so the test can see it ran.
    const duplicate = await queue.add('deliver', { outboxId: row.id }, { jobId: `duplicate-${row.id}`, removeOnComplete: false });
    await waitFor(async () => ((await duplicate.isCompleted()) ? true : undefined), 'the duplicate job');
    await testApp.app.get(OutboxRelayService).relayOnce();

    const mails = sentTo(recipient);
    expect(mails).toHaveLength(1);
    expect(mails[0].raw).toContain('Subject: Your order APO-2026-001');
    expect(mails[0].raw).toContain(`Message-ID: <${row.messageId}@apostille.example>`);
    expect(mails[0].raw).toContain('Thank you for your order.');
  });

  it('gives every message its own Message-ID at insert, one no other database repeats', async () => {
    const recipient = 'unique-ids@example.com';
    const written = await testApp.app
      .get(UnitOfWork)
      .run(async () => [
        await outbox.add({ kind: 'test', recipient, subject: 'First', textBody: 'One.' }),
        await outbox.add({ kind: 'test', recipient, subject: 'Second', textBody: 'Two.' }),
      ]);
    // A row written by plain SQL (as order placement does) gets one from the column's default.
    const [raw]: { message_id: string }[] = await dataSource.query(
      `INSERT INTO outbox_messages (kind, recipient, subject, text_body, status, attempts) VALUES ('test', $1, 'Third', 'Three.', 'pending', 0) RETURNING message_id`,
      [recipient],
    );
    const ids = [...written.map((row) => row.messageId), raw.message_id];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(3);
    // The ids are random, not derived from the row id (which restarts in every new or restored database).
    expect(ids.join(' ')).not.toMatch(/outbox-/);
    await expect(dataSource.query(`UPDATE outbox_messages SET message_id = $1 WHERE message_id = $2`, [ids[0], ids[1]])).rejects.toThrow(
      /uq_outbox_messages_message_id/,
    );

    await waitFor(() => (sentTo(recipient).length === 3 ? true : undefined), 'three deliveries');
    const headers = sentTo(recipient).map((mail) => /Message-ID: <([^@>]+)@apostille\.example>/.exec(mail.raw)?.[1]);
    expect(headers.sort()).toEqual([...ids].sort());
  });

  it('sends a message whose row id an earlier database already used for a job still in the queue', async () => {
    const [{ last }] = await dataSource.query(`SELECT nextval(pg_get_serial_sequence('outbox_messages', 'id'))::int AS last`);
    const queue = testApp.app.get<Queue>(getQueueToken(QUEUES.mail));
    // What the queue may still hold from a database recreated next to it: a finished job under the plain row id.
    const leftover = await queue.add('deliver', { outboxId: -1 }, { jobId: `outbox-${last + 1}`, removeOnComplete: false });
    await waitFor(async () => ((await leftover.isCompleted()) ? true : undefined), 'the leftover job');

    const recipient = 'recreated@example.com';
    const row = await testApp.app.get(UnitOfWork).run(() => outbox.add({ kind: 'test', recipient, subject: 'Order received', textBody: 'Thanks.' }));
    expect(row.id).toBe(last + 1);
    await waitFor(async () => ((await rowsFor(recipient))[0]?.status === 'sent' ? true : undefined), 'delivery');
    expect(sentTo(recipient)).toHaveLength(1);
  });

  it('queues a backlog bigger than one batch in a single relay pass', async () => {
    const rows = 250; // 2½ batches
    await dataSource.query(
      `INSERT INTO outbox_messages (kind, recipient, subject, text_body) SELECT 'test', 'backlog-' || n || '@example.com', 'Backlog', 'x' FROM generate_series(1, $1) n`,
      [rows],
    );
    const relay = testApp.app.get(OutboxRelayService);
    // The first call may join a timer pass that began before the rows existed; the second then starts its own.
    await relay.relayOnce();
    await relay.relayOnce();
    const [{ pending }] = await dataSource.query(
      `SELECT count(*)::int AS pending FROM outbox_messages WHERE recipient LIKE 'backlog-%' AND status = 'pending'`,
    );
    expect(pending).toBe(0);
    await waitFor(
      async () => (smtp.received.filter((mail) => mail.to.some((to) => to.startsWith('backlog-'))).length === rows ? true : undefined),
      'the backlog',
      30_000,
    );
  });

  it('never sends a message whose transaction rolled back', async () => {
    const recipient = 'rolled-back@example.com';
    await expect(
      testApp.app.get(UnitOfWork).run(async () => {
        await outbox.add({ kind: 'test', recipient, subject: 'Should not exist', textBody: 'x' });
        throw new Error('business rule failed after the e-mail was written');
      }),
    ).rejects.toThrow('business rule failed');
    // Let several relay passes run, with a committed marker behind it to know they did.
    const marker = 'marker@example.com';
    await testApp.app.get(UnitOfWork).run(() => outbox.add({ kind: 'test', recipient: marker, subject: 'Marker', textBody: 'x' }));
    await waitFor(async () => (sentTo(marker).length === 1 ? true : undefined), 'the marker message');
    expect(await rowsFor(recipient)).toHaveLength(0);
    expect(sentTo(recipient)).toHaveLength(0);
  });

  it('retries a failed delivery with backoff and then sends it once', async () => {
    const recipient = 'retry@example.com';
    smtp.refuse(2, recipient);
    await testApp.app.get(UnitOfWork).run(() => outbox.add({ kind: 'test', recipient, subject: 'Retry me', textBody: 'x' }));
    const sent = await waitFor(
      async () => ((await rowsFor(recipient))[0]?.status === 'sent' ? (await rowsFor(recipient))[0] : undefined),
      'delivery after retries',
    );
    expect(sent.attempts).toBe(3);
    expect(sent.lastError).toBeNull();
    expect(sentTo(recipient)).toHaveLength(1);
  });

  it('sends the rest of a job when one of its messages is refused, and retries only that one', async () => {
    const recipients = ['batch-a@example.com', 'batch-b@example.com', 'batch-c@example.com'];
    // Armed before the rows exist, for the first of them only: the relay may run at any moment.
    smtp.refuse(1, recipients[0]);
    // Committed together, so one relay claim (one job) carries all three.
    await testApp.app.get(UnitOfWork).run(async () => {
      for (const recipient of recipients) await outbox.add({ kind: 'test', recipient, subject: `For ${recipient}`, textBody: 'x' });
    });
    const sent = await waitFor(async () => {
      const rows = (await Promise.all(recipients.map(rowsFor))).flat();
      return rows.length === 3 && rows.every((row) => row.status === 'sent') ? rows : undefined;
    }, 'the three deliveries');
    // The first in the job was refused once, then sent on the retry; the others went out on the first attempt.
    expect(sent.map((row) => row.attempts)).toEqual([2, 1, 1]);
    for (const recipient of recipients) expect(sentTo(recipient)).toHaveLength(1);
  });

  it('marks a message failed, with the reason, once every attempt is used', async () => {
    const recipient = 'bounce@example.com';
    smtp.refuse(4, recipient);
    await testApp.app.get(UnitOfWork).run(() => outbox.add({ kind: 'test', recipient, subject: 'Fails', textBody: 'x' }));
    const failed = await waitFor(
      async () => ((await rowsFor(recipient))[0]?.status === 'failed' ? (await rowsFor(recipient))[0] : undefined),
      'the final failure',
    );
    expect(failed.attempts).toBe(4);
    expect(failed.lastError).toContain('Mailbox temporarily unavailable');
    expect(sentTo(recipient)).toHaveLength(0);
  });
});
