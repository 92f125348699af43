import request from 'supertest';
import { DataSource } from 'typeorm';
import { AdminUser } from '../src/admin/entities/admin-user.entity.js';
import { StaffSettings } from '../src/admin/entities/staff-settings.entity.js';
import { AuthTokensService } from '../src/auth/auth-tokens.service.js';
import { StaffSettingsCache } from '../src/auth/staff-settings.cache.js';
import { hashPassword } from '../src/common/security/password-hasher.js';
import { Customer } from '../src/customers/entities/customer.entity.js';
import { startSmtpServer, waitFor } from './support/ordering-fixtures.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

const ADMIN = { ADMIN_USERNAME: 'graphql.messages', ADMIN_PASSWORD: 'a-long-staff-password' };

const LIST = `query Conversations($status: ConversationStatus, $search: String, $page: Int, $pageSize: Int) {
  conversationList(status: $status, search: $search, page: $page, pageSize: $pageSize) {
    total page pageSize
    conversations { id subject status priority unread customer { email name } order { id orderNumber } }
  }
}`;
const OPEN = `mutation Open($id: Int!) {
  openConversation(id: $id) { id status priority unread messages { id content senderType staffName isRead } }
}`;
const REPLY = `mutation Reply($id: Int!, $content: String!) { replyToConversation(id: $id, content: $content) { id content senderType staffName isRead } }`;
const UPDATE = `mutation Update($id: Int!, $status: ConversationStatus, $priority: ConversationPriority) {
  updateConversation(id: $id, status: $status, priority: $priority) { id status priority }
}`;
const UNREAD = `query { unreadConversationCount }`;

interface Listed {
  id: number;
  subject: string;
  status: string;
  priority: string;
  unread: boolean;
  customer: { email: string; name: string };
  order: { id: number; orderNumber: string } | null;
}
interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; originalError?: { message?: unknown } } }[];
}

describe('Messages over GraphQL: the console’s operations', () => {
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
        QUEUE_PREFIX: `msgq${Date.now().toString(36)}`,
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
  async function graphql<T>(query: string, variables: object = {}, as: string | null = token): Promise<GraphqlAnswer<T>> {
    const call = http().post('/graphql');
    if (as) call.set('Authorization', `Bearer ${as}`);
    const response = await call.send({ query, variables });
    return response.body as GraphqlAnswer<T>;
  }
  async function data<T>(query: string, variables: object = {}): Promise<T> {
    const answer = await graphql<T>(query, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data as T;
  }
  const list = async (variables: object) =>
    (await data<{ conversationList: { total: number; page: number; pageSize: number; conversations: Listed[] } }>(LIST, variables)).conversationList;
  const stored = async () =>
    (
      await dataSource.query<{ messages: number; mails: number; conversations: string }[]>(
        `SELECT (SELECT count(*)::int FROM messages) AS messages, (SELECT count(*)::int FROM outbox_messages) AS mails,
                (SELECT string_agg(id || ':' || status || ':' || priority, ',' ORDER BY id) FROM conversations) AS conversations`,
      )
    )[0];
  const processEmail = async (customerEmail: string, subject: string, content: string) =>
    (
      await data<{ processEmail: { conversationId: number } }>(
        `mutation($e: String!, $s: String!, $c: String!) { processEmail(customerEmail: $e, subject: $s, content: $c) { conversationId } }`,
        { e: customerEmail, s: subject, c: content },
      )
    ).processEmail.conversationId;

  it('pages the list newest first and narrows it by status and by a search', async () => {
    await dataSource.query(
      `INSERT INTO conversations (subject, status, priority, customer_email, customer_name, sender_verified, last_message_at)
       SELECT 'Paged ' || n, CASE WHEN n % 3 = 0 THEN 'pending' ELSE 'open' END, 'normal', 'writer' || n || '@pages.example', 'Page Writer ' || n, true,
              now() - n * interval '1 minute'
         FROM generate_series(1, 30) AS n`,
    );
    const first = await list({ search: 'pages.example', page: 1, pageSize: 20 });
    const second = await list({ search: 'pages.example', page: 2, pageSize: 20 });
    expect([first.total, first.page, first.pageSize, first.conversations.length]).toEqual([30, 1, 20, 20]);
    expect([second.total, second.page, second.conversations.length]).toEqual([30, 2, 10]);
    const subjects = [...first.conversations, ...second.conversations].map((c) => c.subject);
    expect(subjects).toEqual(Array.from({ length: 30 }, (_, i) => `Paged ${i + 1}`));

    const pending = await list({ status: 'pending', search: 'pages.example', pageSize: 100 });
    expect(pending.total).toBe(10);
    expect(new Set(pending.conversations.map((c) => c.status))).toEqual(new Set(['pending']));

    // Part of a name, case-insensitively; LIKE wildcards are text.
    const byName = await list({ search: 'page writer 17' });
    expect(byName.conversations.map((c) => c.customer.email)).toEqual(['writer17@pages.example']);
    expect((await list({ search: '%' })).total).toBe(0);
    // The REST list's default page size.
    expect((await list({})).pageSize).toBe(25);
  });

  it('finds a conversation by its order number', async () => {
    const created = await http()
      .post('/api/admin/orders')
      .set('Authorization', `Bearer ${token}`)
      .send({
        firstName: 'Edith',
        lastName: 'Clarke',
        email: 'edith@example.com',
        phone: '8505550123',
        serviceLevel: 'fast',
        documentType: 'Birth Certificate',
      })
      .expect(201);
    const orderNumber: string = created.body.order.orderNumber;
    const id = await processEmail('edith@example.com', 'Where is it', `Any news on ${orderNumber}?`);
    const found = await list({ search: orderNumber.toLowerCase() });
    expect(found.total).toBe(1);
    expect(found.conversations[0]).toMatchObject({ id, order: { orderNumber }, customer: { email: 'edith@example.com' } });
  });

  it('opens a thread, marking it read, and stores and e-mails a reply naming its writer', async () => {
    const id = await processEmail('rosalind@example.com', 'A question', 'When will it be ready?');
    const before = (await data<{ unreadConversationCount: number }>(UNREAD)).unreadConversationCount;
    expect((await list({ search: 'rosalind' })).conversations[0]).toMatchObject({ id, status: 'open', priority: 'normal', unread: true });

    const opened = (await data<{ openConversation: { unread: boolean; messages: { senderType: string; isRead: boolean; content: string }[] } }>(OPEN, { id }))
      .openConversation;
    expect(opened.unread).toBe(false);
    expect(opened.messages).toEqual([expect.objectContaining({ senderType: 'customer', isRead: true, content: 'When will it be ready?' })]);
    expect((await data<{ unreadConversationCount: number }>(UNREAD)).unreadConversationCount).toBe(before - 1);

    const reply = (await data<{ replyToConversation: { senderType: string; staffName: string; content: string } }>(REPLY, { id, content: '  Tomorrow.  ' }))
      .replyToConversation;
    expect(reply).toMatchObject({ senderType: 'admin', staffName: ADMIN.ADMIN_USERNAME, content: 'Tomorrow.', isRead: true });
    await waitFor(() => smtp.received.find((mail) => mail.to.includes('rosalind@example.com') && mail.raw.includes('Tomorrow.')), 'the reply e-mail');

    const thread = (await data<{ openConversation: { messages: { senderType: string }[] } }>(OPEN, { id })).openConversation;
    expect(thread.messages.map((message) => message.senderType)).toEqual(['customer', 'admin']);

    const updated = (await data<{ updateConversation: { status: string; priority: string } }>(UPDATE, { id, status: 'pending', priority: 'urgent' }))
      .updateConversation;
    expect(updated).toEqual({ id, status: 'pending', priority: 'urgent' });
    expect((await list({ status: 'pending', search: 'rosalind' })).conversations.map((c) => c.id)).toEqual([id]);
  });

  it('refuses bad input with the REST reasons, saving nothing and sending nothing', async () => {
    const id = await processEmail('lise@example.com', 'Another question', 'Is a copy enough?');
    const before = await stored();
    const reasonOf = async (query: string, variables: object) => {
      const answer = await graphql(query, variables);
      expect(Object.values(answer.data ?? {}).filter((value) => value !== null)).toEqual([]);
      const error = answer.errors?.[0];
      const original = error?.extensions?.originalError?.message;
      return typeof original === 'string' ? original : error?.message;
    };

    expect(await reasonOf(REPLY, { id, content: ' \n ' })).toBe('Message content is required');
    expect(await reasonOf(REPLY, { id, content: 'x'.repeat(10_001) })).toBe('Message must be at most 10000 characters');
    expect(await reasonOf(REPLY, { id: 999_999, content: 'Hello' })).toBe('Conversation not found');
    expect(await reasonOf(UPDATE, { id })).toBe('Give a status or a priority');
    expect(await reasonOf(UPDATE, { id: 999_999, status: 'closed' })).toBe('Conversation not found');
    // Statuses and priorities are enums: other words are refused before any resolver runs.
    expect(await reasonOf(UPDATE, { id, status: 'archived' })).toContain('Value "archived" does not exist in "ConversationStatus" enum');
    expect(await reasonOf(UPDATE, { id, priority: 'whenever' })).toContain('Value "whenever" does not exist in "ConversationPriority" enum');
    expect(await reasonOf(LIST, { status: 'archived' })).toContain('does not exist in "ConversationStatus" enum');
    expect(await reasonOf(LIST, { search: 'x'.repeat(101) })).toBe('Search must be at most 100 characters');
    expect(await reasonOf(LIST, { pageSize: 101 })).toBe('pageSize must not be greater than 100');
    expect(await reasonOf(LIST, { page: 0 })).toBe('page must not be less than 1');
    expect(await reasonOf(OPEN, { id: 0 })).toBe('id must be a whole number from 1 to 2147483647');

    expect(await stored()).toEqual(before);
  });

  it('refuses callers without the ManageMessages permission, changing nothing', async () => {
    const id = await processEmail('marie@example.com', 'Refused callers', 'Hello.');
    const passwordHash = await hashPassword('a customer password 1');
    const customers = dataSource.getRepository(Customer);
    const customer = await customers.save(customers.create({ email: 'customer.gql@example.com', firstName: 'Cy', lastName: 'C', passwordHash }));
    const issuer = testApp.app.get(AuthTokensService);
    // Every staff role holds ManageMessages; an admin whose required two-factor set-up is pending holds only OwnAccount.
    // (Last in this file: from here on the staff account of the other tests is pending too.)
    const admins = dataSource.getRepository(AdminUser);
    const pending = await admins.save(
      admins.create({ username: 'gql-pending', email: 'gql-pending@example.com', role: 'admin', passwordHash, twoFactorEnabled: false }),
    );
    await dataSource.getRepository(StaffSettings).save({ id: 1, requireTwoFactor: true });
    testApp.app.get(StaffSettingsCache).forget();
    const callers = { anonymous: null, customer: issuer.issueCustomerToken(customer), 'admin with two-factor pending': issuer.issueAdminToken(pending) };
    const before = await stored();

    const answers: Record<string, string | undefined> = {};
    const expected: Record<string, string> = {};
    for (const [caller, callerToken] of Object.entries(callers)) {
      for (const [name, query, variables] of [
        ['conversationList', LIST, {}],
        ['unreadConversationCount', UNREAD, {}],
        ['openConversation', OPEN, { id }],
        ['replyToConversation', REPLY, { id, content: 'Not mine to send' }],
        ['updateConversation', UPDATE, { id, status: 'closed' }],
      ] as const) {
        const answer = await graphql<Record<string, unknown>>(query, variables, callerToken);
        answers[`${caller} ${name}`] = answer.errors?.[0]?.extensions?.code;
        expected[`${caller} ${name}`] = caller === 'admin with two-factor pending' ? 'FORBIDDEN' : 'UNAUTHENTICATED';
      }
    }
    expect(answers).toEqual(expected);
    expect(await stored()).toEqual(before);
  });
});
