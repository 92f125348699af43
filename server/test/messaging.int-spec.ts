import request from 'supertest';
import { DataSource } from 'typeorm';
import { startSmtpServer, waitFor } from './support/ordering-fixtures.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';
import { UNSOLICITED_MAIL_CAP_PER_HOUR } from '../src/notifications/outbox.service.js';

const ADMIN = { ADMIN_USERNAME: 'messages.admin', ADMIN_PASSWORD: 'a-long-staff-password' };
const INBOUND_SECRET = 'inbound-secret-with-at-least-32-characters';

/** A header of a raw message, unfolded. */
function headerOf(raw: string, name: string): string | undefined {
  const unfolded = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(unfolded)?.[1]?.trim();
}

describe('staff messaging and inbound e-mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;
  let dataSource: DataSource;
  let token: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await bootTestApp({
      env: {
        ...ADMIN,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Apostille Desk <desk@apostille.example>',
        SUPPORT_EMAIL: 'support@apostille.example',
        INBOUND_EMAIL_SECRET: INBOUND_SECRET,
        QUEUE_PREFIX: `msg${Date.now().toString(36)}`,
      },
    });
    dataSource = testApp.app.get(DataSource);
    ({ token } = await staffSession(testApp, ADMIN.ADMIN_USERNAME));
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  const http = () => request(testApp.app.getHttpServer());
  const staff = {
    get: (path: string) => http().get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body: object) => http().post(path).set('Authorization', `Bearer ${token}`).send(body),
    patch: (path: string, body: object) => http().patch(path).set('Authorization', `Bearer ${token}`).send(body),
  };
  const mailTo = (recipient: string, subjectPart: string) =>
    waitFor(
      () => smtp.received.find((mail) => mail.to.includes(recipient) && (headerOf(mail.raw, 'Subject') ?? '').includes(subjectPart)),
      `mail to ${recipient}`,
    );
  const unreadCount = async () => (await staff.get('/api/admin/conversations/unread-count').expect(200)).body.count as number;
  const counts = async () =>
    (
      await dataSource.query(
        `SELECT (SELECT count(*)::int FROM messages) AS messages, (SELECT count(*)::int FROM outbox_messages) AS mails, (SELECT count(*)::int FROM conversations) AS conversations`,
      )
    )[0];

  async function contact(email: string, subject: string) {
    await http()
      .post('/api/contact')
      .send({ name: 'Grace Hopper', email, phone: '(305) 555-0100', subject, message: 'I need an apostille for a birth certificate from Ohio.' })
      .expect(201);
    const list = await staff.get('/api/admin/conversations').expect(200);
    return list.body.conversations.find((c: { customer: { email: string } }) => c.customer.email === email) as { id: number; unread: boolean; subject: string };
  }

  it('refuses every call without a staff token', async () => {
    await http().get('/api/admin/conversations').expect(401);
    await http().get('/api/admin/conversations/unread-count').expect(401);
    await http().post('/api/admin/process-email').send({ customerEmail: 'a@example.com', subject: 'Hi', content: 'Hello' }).expect(401);
  });

  it('contact → conversation → threaded staff reply → the customer reply lands in the same thread', async () => {
    const before = await unreadCount();
    const conversation = await contact('grace@example.com', 'Birth certificate apostille');
    expect(conversation.unread).toBe(true);
    expect(await unreadCount()).toBe(before + 1);

    const opened = await staff.get(`/api/admin/conversations/${conversation.id}`).expect(200);
    expect(opened.body.messages).toHaveLength(1);
    expect(opened.body.messages[0].senderType).toBe('customer');
    expect(await unreadCount()).toBe(before);

    await staff.post(`/api/admin/conversations/${conversation.id}/messages`, { content: 'We can do that.\nIt takes 3 days.' }).expect(201);
    const reply = await mailTo('grace@example.com', 'Re: Birth certificate apostille');
    expect(reply.raw).toContain('We can do that.');
    const replyTo = headerOf(reply.raw, 'Reply-To')!;
    expect(replyTo).toMatch(new RegExp(`^support\\+c${conversation.id}\\.[0-9a-f]{16}@apostille\\.example$`));
    const messageId = headerOf(reply.raw, 'Message-ID')!;
    expect(messageId).toMatch(/^<[0-9a-f-]{36}@apostille\.example>$/);
    expect(headerOf(reply.raw, 'In-Reply-To')).toBe(`<conversation-${conversation.id}@apostille.example>`);
    expect(headerOf(reply.raw, 'References')).toBe(`<conversation-${conversation.id}@apostille.example>`);

    // The customer answers from another address; the signed reply address still files it in this thread.
    const inbound = await http()
      .post('/api/inbound-email')
      .set('X-Inbound-Secret', INBOUND_SECRET)
      .send({
        FromFull: { Email: 'grace.private@example.org', Name: 'Grace Hopper' },
        ToFull: [{ Email: replyTo }],
        Subject: 'Re: Birth certificate apostille',
        TextBody: 'Thank you, please go ahead.\n\nOn Mon, 23 Nov 2026 Apostille Desk wrote:\n> We can do that.\n> It takes 3 days.\n-- \nGrace',
        Headers: [{ Name: 'Message-ID', Value: '<reply-1@example.org>' }],
      })
      .expect(200);
    expect(inbound.body).toEqual({ conversationId: conversation.id, created: false, linkedOrderNumber: null });

    const thread = await staff.get(`/api/admin/conversations/${conversation.id}`).expect(200);
    expect(thread.body.messages.map((m: { senderType: string; content: string }) => [m.senderType, m.content])).toEqual([
      ['customer', expect.stringContaining('Birth certificate apostille')],
      ['admin', 'We can do that.\nIt takes 3 days.'],
      ['customer', 'Thank you, please go ahead.'],
    ]);

    // The next staff reply answers the customer's e-mail and keeps the whole thread in References.
    await staff.post(`/api/admin/conversations/${conversation.id}/messages`, { content: 'Started today.' }).expect(201);
    const second = await waitFor(
      () => smtp.received.find((mail) => mail.to.includes('grace@example.com') && mail.raw.includes('Started today.')),
      'second reply',
    );
    expect(headerOf(second.raw, 'In-Reply-To')).toBe('<reply-1@example.org>');
    expect(headerOf(second.raw, 'References')).toBe(`<conversation-${conversation.id}@apostille.example> ${messageId} <reply-1@example.org>`);
  });

  it('lists newest activity first, filters by status and changes status and priority', async () => {
    const first = await contact('first@example.com', 'First question here');
    const second = await contact('second@example.com', 'Second question here');
    const list = await staff.get('/api/admin/conversations?pageSize=2').expect(200);
    expect(list.body.conversations.map((c: { id: number }) => c.id)).toEqual([second.id, first.id]);
    expect(list.body.total).toBeGreaterThanOrEqual(2);

    const updated = await staff.patch(`/api/admin/conversations/${first.id}`, { status: 'closed', priority: 'urgent' }).expect(200);
    expect(updated.body).toMatchObject({ id: first.id, status: 'closed', priority: 'urgent' });
    const closed = await staff.get('/api/admin/conversations?status=closed').expect(200);
    expect(closed.body.conversations.map((c: { id: number }) => c.id)).toContain(first.id);
    const open = await staff.get('/api/admin/conversations?status=open').expect(200);
    expect(open.body.conversations.map((c: { id: number }) => c.id)).not.toContain(first.id);

    const audit = await dataSource.query(`SELECT actor_type, details FROM audit_log WHERE action = 'conversation.updated'`);
    expect(audit).toContainEqual({
      actor_type: 'admin',
      details: { conversationId: first.id, before: { status: 'open', priority: 'normal' }, after: { status: 'closed', priority: 'urgent' } },
    });
  });

  it('refuses bad input with a 4xx, storing and sending nothing', async () => {
    const conversation = await contact('bad.input@example.com', 'Bad input checks');
    const before = await counts();
    await staff.post(`/api/admin/conversations/${conversation.id}/messages`, { content: '   \n ' }).expect(400);
    await staff.post(`/api/admin/conversations/${conversation.id}/messages`, {}).expect(400);
    await staff.post(`/api/admin/conversations/${conversation.id}/messages`, { content: 'x'.repeat(10_001) }).expect(400);
    await staff.post('/api/admin/conversations/999999/messages', { content: 'Hello' }).expect(404);
    await staff.get('/api/admin/conversations/999999').expect(404);
    await staff.patch(`/api/admin/conversations/${conversation.id}`, { status: 'archived' }).expect(400);
    await staff.patch(`/api/admin/conversations/${conversation.id}`, { priority: 'whenever' }).expect(400);
    await staff.patch(`/api/admin/conversations/${conversation.id}`, {}).expect(400);
    await staff.post('/api/admin/process-email', { customerEmail: 'a@example.com', subject: ' ', content: 'Hello' }).expect(400);
    await staff.post('/api/admin/process-email', { customerEmail: 'not-an-address', subject: 'Hi', content: 'Hello' }).expect(400);
    await http().post('/api/inbound-email').send({ From: 'a@example.com', Subject: 'Hi', TextBody: 'Hello' }).expect(401);
    await http().post('/api/inbound-email').set('X-Inbound-Secret', 'wrong').send({ From: 'a@example.com', Subject: 'Hi', TextBody: 'Hello' }).expect(401);
    await http().post('/api/inbound-email').set('X-Inbound-Secret', INBOUND_SECRET).send({ Subject: 'No sender' }).expect(400);
    await http()
      .post('/api/inbound-email')
      .set('X-Inbound-Secret', INBOUND_SECRET)
      .send({ From: 'a@example.com', Subject: 'Long', TextBody: 'y'.repeat(10_001) })
      .expect(413);
    expect(await counts()).toEqual(before);
  });

  it('links an order named in an e-mail only when the e-mail is that order’s customer', async () => {
    const order = await staff
      .post('/api/admin/orders', {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '8505550123',
        serviceLevel: 'fast',
        documentType: 'Birth Certificate',
      })
      .expect(201);
    const orderNumber: string = order.body.order.orderNumber;

    const foreign = await staff
      .post('/api/admin/process-email', { customerEmail: 'mallory@example.com', subject: `About ${orderNumber}`, content: 'What is its status?' })
      .expect(200);
    expect(foreign.body).toEqual({ conversationId: expect.any(Number), created: true, linkedOrderNumber: null });
    const foreignThread = await staff.get(`/api/admin/conversations/${foreign.body.conversationId}`).expect(200);
    expect(foreignThread.body.order).toBeNull();
    const mallorysAck = await mailTo('mallory@example.com', 'We received your message');
    expect(mallorysAck.raw).not.toContain('Lovelace');
    expect(mallorysAck.raw).not.toContain(orderNumber);

    const own = await staff
      .post('/api/admin/process-email', { customerEmail: 'ADA@example.com', subject: 'Status please', content: `Where is ${orderNumber.toLowerCase()}?` })
      .expect(200);
    expect(own.body).toEqual({ conversationId: expect.any(Number), created: true, linkedOrderNumber: orderNumber });
    const thread = await staff.get(`/api/admin/conversations/${own.body.conversationId}`).expect(200);
    expect(thread.body.order).toEqual({ id: order.body.order.id, orderNumber });
    // The acknowledgement carries the reply address, so the customer's answer continues the thread.
    const ack = await mailTo('ADA@example.com', 'We received your message');
    expect(headerOf(ack.raw, 'Reply-To')).toMatch(new RegExp(`^support\\+c${own.body.conversationId}\\.`));

    // A second e-mail from the same customer continues the open conversation.
    const again = await staff
      .post('/api/admin/process-email', { customerEmail: 'ada@example.com', subject: 'One more thing', content: 'Also a copy.' })
      .expect(200);
    expect(again.body).toMatchObject({ conversationId: own.body.conversationId, created: false });
  });

  describe('inbound e-mail relays nothing and cannot be forged into a customer', () => {
    const inbound = (payload: object) => http().post('/api/inbound-email').set('X-Inbound-Secret', INBOUND_SECRET).send(payload).expect(200);
    const outboxTo = (recipient: string) =>
      dataSource.query<{ subject: string; text_body: string; status: string }[]>(
        `SELECT subject, text_body, status FROM outbox_messages WHERE kind = 'conversation_acknowledgement' AND lower(recipient) = lower($1) ORDER BY id`,
        [recipient],
      );

    it("answers a new conversation once, in fixed words, marked Auto-Submitted, never echoing the sender's text", async () => {
      const first = await inbound({ From: 'newcomer@example.com', Subject: 'Buy cheap pills at evil.example', TextBody: 'Visit http://evil.example now' });
      expect(first.body.created).toBe(true);
      const ack = await mailTo('newcomer@example.com', 'We received your message');
      expect(headerOf(ack.raw, 'Subject')).toBe('We received your message');
      expect(headerOf(ack.raw, 'Auto-Submitted')).toBe('auto-replied');
      expect(ack.raw).not.toContain('evil.example');
      // The next message of the same conversation (through its signed reply address) is filed and not answered again.
      const replyTo = headerOf(ack.raw, 'Reply-To')!;
      const again = await inbound({ From: 'newcomer@example.com', ToFull: [{ Email: replyTo }], Subject: 'Re: more', TextBody: 'One more thing' });
      expect(again.body).toMatchObject({ conversationId: first.body.conversationId, created: false });
      expect(await outboxTo('newcomer@example.com')).toHaveLength(1);
      // A staff member's own reply is written by a person and carries no Auto-Submitted.
      await staff.post(`/api/admin/conversations/${first.body.conversationId}/messages`, { content: 'Hello from a person.' }).expect(201);
      const reply = await waitFor(
        () => smtp.received.find((mail) => mail.to.includes('newcomer@example.com') && mail.raw.includes('Hello from a person.')),
        'staff reply',
      );
      expect(headerOf(reply.raw, 'Auto-Submitted')).toBeUndefined();
    });

    it('files auto-replies, list mail and mail from our own addresses without answering them', async () => {
      const robots = [
        { From: 'away@example.com', Subject: 'Out of office', TextBody: 'I am away', Headers: [{ Name: 'Auto-Submitted', Value: 'auto-replied' }] },
        { From: 'bulk@example.com', Subject: 'Newsletter', TextBody: 'News', Headers: [{ Name: 'Precedence', Value: 'bulk' }] },
        { From: 'vacation@example.com', Subject: 'Auto', TextBody: 'Away', Headers: [{ Name: 'X-Autoreply', Value: 'yes' }] },
        { From: 'support@apostille.example', Subject: 'Loop', TextBody: 'Our own address' },
        { sender: 'MAILER-DAEMON@example.com', subject: 'Undelivered', 'body-plain': 'Bounce' },
      ];
      for (const payload of robots) expect((await inbound(payload)).body.created).toBe(true);
      for (const address of ['away@example.com', 'bulk@example.com', 'vacation@example.com', 'support@apostille.example', 'MAILER-DAEMON@example.com']) {
        expect(await outboxTo(address)).toEqual([]);
      }
    });

    it('answers at most the hourly cap of acknowledgements to one address', async () => {
      // Without a verified sender every message opens a conversation of its own: each would be answered.
      for (let i = 0; i < UNSOLICITED_MAIL_CAP_PER_HOUR + 2; i += 1) await inbound({ From: 'flooded@example.com', Subject: `Flood ${i}`, TextBody: 'Spam' });
      const acks = await outboxTo('flooded@example.com');
      expect(acks.filter((ack) => ack.status !== 'suppressed')).toHaveLength(UNSOLICITED_MAIL_CAP_PER_HOUR);
      expect(acks.filter((ack) => ack.status === 'suppressed')).toHaveLength(2);
    });

    it("files a forged From as nobody's: no account, no order, not in the customer's thread; a verified sender is linked", async () => {
      const order = await staff
        .post('/api/admin/orders', {
          firstName: 'Vera',
          lastName: 'Victim',
          email: 'vera@example.com',
          phone: '8505550123',
          serviceLevel: 'fast',
          documentType: 'Birth Certificate',
        })
        .expect(201);
      const orderNumber: string = order.body.order.orderNumber;
      const customerThread = await contact('vera@example.com', 'My own question');

      const forged = await inbound({ From: 'vera@example.com', Subject: `Cancel ${orderNumber}`, TextBody: `Please send ${orderNumber} to another address.` });
      expect(forged.body).toEqual({ conversationId: expect.any(Number), created: true, linkedOrderNumber: null });
      expect(forged.body.conversationId).not.toBe(customerThread.id);
      const [row] = await dataSource.query('SELECT customer_id, order_id FROM conversations WHERE id = $1', [forged.body.conversationId]);
      expect(row).toEqual({ customer_id: null, order_id: null });

      // A provider verdict that passes for another domain proves nothing about the From line.
      const otherDomain = await inbound({
        From: 'vera@example.com',
        Subject: `About ${orderNumber}`,
        TextBody: `Status of ${orderNumber}?`,
        Headers: [{ Name: 'Authentication-Results', Value: 'mx.example; dkim=pass header.d=evil.example; spf=fail' }],
      });
      expect(otherDomain.body.linkedOrderNumber).toBeNull();

      const verified = await inbound({
        From: 'vera@example.com',
        Subject: `About ${orderNumber}`,
        TextBody: `Status of ${orderNumber}?`,
        Headers: [{ Name: 'Authentication-Results', Value: 'mx.example; dkim=pass header.d=example.com; spf=pass smtp.mailfrom=vera@example.com' }],
      });
      expect(verified.body).toEqual({ conversationId: customerThread.id, created: false, linkedOrderNumber: orderNumber });
    });
  });

  it('answers what processing an e-mail would do as a dry run that writes nothing and sends nothing', async () => {
    const order = await staff
      .post('/api/admin/orders', {
        firstName: 'Dora',
        lastName: 'Dryrun',
        email: 'dora@example.com',
        phone: '8505550124',
        serviceLevel: 'fast',
        documentType: 'Birth Certificate',
      })
      .expect(201);
    const orderNumber: string = order.body.order.orderNumber;
    const stored = async () =>
      (
        await dataSource.query(
          `SELECT (SELECT count(*)::int FROM messages) AS messages, (SELECT count(*)::int FROM outbox_messages) AS mails,
                  (SELECT count(*)::int FROM conversations) AS conversations, (SELECT count(*)::int FROM audit_log) AS audit`,
        )
      )[0];
    const email = { customerEmail: 'Dora@example.com', subject: `About ${orderNumber}`, content: 'Has it arrived?' };

    const before = await stored();
    const first = await staff.post('/api/admin/process-email/preview', email).expect(200);
    expect(first.body).toEqual({
      dryRun: true,
      created: true,
      conversationId: null,
      conversationSubject: `About ${orderNumber}`,
      linkedOrderNumber: orderNumber,
      acknowledgement: { recipient: 'Dora@example.com', subject: 'We received your message' },
    });
    expect(await stored()).toEqual(before);
    expect(smtp.received.some((mail) => mail.to.includes('Dora@example.com'))).toBe(false);

    // Processed for real, it does what the dry run said, acknowledgement subject included.
    const real = await staff.post('/api/admin/process-email', email).expect(200);
    expect(real.body).toEqual({ conversationId: expect.any(Number), created: true, linkedOrderNumber: orderNumber });
    const ack = await mailTo('Dora@example.com', 'We received your message');
    expect(headerOf(ack.raw, 'Subject')).toBe(first.body.acknowledgement.subject);

    // A second e-mail would continue that conversation, which keeps its order; still nothing written.
    const afterReal = await stored();
    const next = await staff
      .post('/api/admin/process-email/preview', { customerEmail: 'dora@example.com', subject: 'Another thing', content: 'A copy too.' })
      .expect(200);
    expect(next.body).toMatchObject({
      created: false,
      conversationId: real.body.conversationId,
      conversationSubject: `About ${orderNumber}`,
      linkedOrderNumber: orderNumber,
    });
    const gql = await staff
      .post('/graphql', {
        query: `query($e: String!, $s: String!, $c: String!) { previewEmail(customerEmail: $e, subject: $s, content: $c) { dryRun created conversationId linkedOrderNumber acknowledgement { recipient } } }`,
        variables: { e: 'dora@example.com', s: 'Another thing', c: 'A copy too.' },
      })
      .expect(200);
    expect(gql.body.data.previewEmail).toEqual({
      dryRun: true,
      created: false,
      conversationId: real.body.conversationId,
      linkedOrderNumber: orderNumber,
      // Only a new conversation is acknowledged.
      acknowledgement: null,
    });
    expect(await stored()).toEqual(afterReal);

    // The same checks as processing, with the same reasons.
    const refused = await staff.post('/api/admin/process-email/preview', { customerEmail: 'not-an-address', subject: 'Hi', content: 'Hello' }).expect(400);
    expect(refused.body.message).toBe('Please enter a valid email address');
    await http().post('/api/admin/process-email/preview').send(email).expect(401);
  });

  it('serves the console over GraphQL with the same rules', async () => {
    const conversation = await contact('graphql@example.com', 'GraphQL question here');
    const gql = (query: string, variables: object = {}) => staff.post('/graphql', { query, variables }).expect(200);
    const list = await gql(
      `{ conversationList(status: open, pageSize: 50) { total conversations { id subject unread customer { email } order { orderNumber } } } unreadConversationCount }`,
    );
    expect(list.body.data.conversationList.conversations).toContainEqual({
      id: conversation.id,
      subject: 'GraphQL question here',
      unread: true,
      customer: { email: 'graphql@example.com' },
      order: null,
    });
    expect(list.body.data.unreadConversationCount).toBeGreaterThanOrEqual(1);

    const opened = await gql(`mutation($id: Int!) { openConversation(id: $id) { id messages { senderType content } } }`, { id: conversation.id });
    expect(opened.body.data.openConversation.messages).toHaveLength(1);
    const blank = await gql(`mutation($id: Int!) { replyToConversation(id: $id, content: "  ") { id } }`, { id: conversation.id });
    expect(blank.body.errors[0].message).toBe('Message content is required');
    const sent = await gql(`mutation($id: Int!) { replyToConversation(id: $id, content: "Answered") { senderType content } }`, { id: conversation.id });
    expect(sent.body.data.replyToConversation).toEqual({ senderType: 'admin', content: 'Answered' });
    // A status is an enum: another word is refused before the resolver runs.
    const bad = await staff.post('/graphql', {
      query: `mutation($id: Int!) { updateConversation(id: $id, status: archived) { id } }`,
      variables: { id: conversation.id },
    });
    expect(bad.body.errors[0].message).toMatch(/ConversationStatus/);
    const updated = await gql(`mutation($id: Int!) { updateConversation(id: $id, priority: high) { status priority } }`, { id: conversation.id });
    expect(updated.body.data.updateConversation).toEqual({ status: 'open', priority: 'high' });
  });

  it('keeps the list totals exact per status as conversations open, change status and go', async () => {
    const totals = async () => {
      const all = (await staff.get('/api/admin/conversations?pageSize=1').expect(200)).body.total;
      const byStatus: Record<string, number> = {};
      for (const status of ['open', 'pending', 'closed'])
        byStatus[status] = (await staff.get(`/api/admin/conversations?status=${status}&pageSize=1`).expect(200)).body.total;
      const [{ count }] = await dataSource.query('SELECT count(*)::int AS count FROM conversations');
      return { all, byStatus, count };
    };
    const before = await totals();
    expect(before.all).toBe(before.count);
    const opened = await contact('counted@example.com', 'Counted question');
    await staff.patch(`/api/admin/conversations/${opened.id}`, { status: 'pending' }).expect(200);
    // A row written by plain SQL is counted too: the counts are kept by the database, not by the service.
    await dataSource.query(
      `INSERT INTO conversations (subject, status, customer_email, customer_name) VALUES ('Imported', 'closed', 'imported@example.com', 'Imported')`,
    );
    const after = await totals();
    expect(after.all).toBe(before.all + 2);
    expect(after.all).toBe(after.count);
    expect(after.byStatus).toEqual({ open: before.byStatus.open, pending: before.byStatus.pending + 1, closed: before.byStatus.closed + 1 });
    await dataSource.query(`DELETE FROM conversations WHERE subject = 'Imported'`);
    expect((await totals()).byStatus.closed).toBe(before.byStatus.closed);
  });

  it('answers the unread count from the partial index, not a scan of all messages', async () => {
    // Whatever the table's size, the query can be answered from the partial index of unread customer messages alone.
    const plan = await dataSource.transaction(async (manager) => {
      await manager.query('SET LOCAL enable_seqscan = off');
      const rows: { 'QUERY PLAN': string }[] = await manager.query(
        `EXPLAIN SELECT count(DISTINCT conversation_id)::int AS count FROM messages WHERE sender_type = 'customer' AND NOT is_read`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('ix_messages_unread_customer');
  });
});
