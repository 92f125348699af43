import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNT_MESSAGES, RATE_REQUEST_PACKAGE } from '@apostille/domain';
import pg from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { FORM_RATE_LIMIT, SHIPPING_RATES_RATE_LIMIT, TOO_MANY_REQUESTS_MESSAGE, TRACKING_RATE_LIMIT } from '../src/common/throttling/rate-limits.js';
import { embeddedPostgresPassword } from '../src/config/secrets.js';
import { ContactMessage } from '../src/contact/entities/contact-message.entity.js';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres.js';
import { OutboxMessage } from '../src/notifications/entities/outbox-message.entity.js';
import { UNSOLICITED_MAIL_CAP_PER_HOUR } from '../src/notifications/outbox.service.js';
import { freePort } from './support/free-port.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

const PASSWORD = 'correct horse battery';

describe('public endpoints against abuse, with the default configuration (no trusted proxy)', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    testApp = await bootTestApp({ env: { TRUST_PROXY: undefined } });
    dataSource = testApp.app.get(DataSource);
  });

  afterAll(async () => {
    // Let the relay deliver what is written first: closing while a mail job is in flight stalls app.close().
    const deadline = Date.now() + 30_000;
    while (dataSource && Date.now() < deadline) {
      const open = await dataSource.getRepository(OutboxMessage).count({ where: [{ status: 'pending' }, { status: 'queued' }] });
      if (open === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await testApp?.close();
  });

  const outboxFor = (recipient: string) =>
    dataSource.getRepository(OutboxMessage).createQueryBuilder('m').where('lower(m.recipient) = lower(:recipient)', { recipient }).orderBy('m.id').getMany();

  describe('client address', () => {
    it('ignores X-Forwarded-For: a client cannot pass for another one to escape a limit', async () => {
      const track = (from: string) =>
        http().get('/api/orders/track').query({ orderNumber: 'APO-2025-999', email: 'nobody@example.com' }).set('X-Forwarded-For', from);
      for (let i = 0; i < TRACKING_RATE_LIMIT.limit; i += 1) await track(`198.51.100.${i + 1}`).expect(404);
      const blocked = await track('198.51.100.200').expect(429);
      expect(blocked.body).toEqual({ statusCode: 429, message: TOO_MANY_REQUESTS_MESSAGE });
    });
  });

  describe('rate limits', () => {
    it(`answers shipping quotes ${SHIPPING_RATES_RATE_LIMIT.limit} times a minute per client, then 429`, async () => {
      const quote = {
        toAddress: { street: '1 Main St', city: 'Tallahassee', state: 'FL', zipCode: '32301', country: 'United States', residential: true },
        packages: [{ ...RATE_REQUEST_PACKAGE }],
      };
      for (let i = 0; i < SHIPPING_RATES_RATE_LIMIT.limit; i += 1) await http().post('/api/shipping/rates').send(quote).expect(200);
      const blocked = await http().post('/api/shipping/rates').send(quote).expect(429);
      expect(blocked.body).toEqual({ statusCode: 429, message: TOO_MANY_REQUESTS_MESSAGE });
      expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    });
  });

  describe('e-mails to addresses nobody has confirmed', () => {
    const contact = (email: string, overrides: Record<string, string> = {}) => ({
      name: 'Visit Evil Example Dot Com',
      email,
      phone: '(305) 555-0100',
      subject: 'You won a prize, click here',
      message: 'Claim it at http://evil.example/prize before it expires.',
      ...overrides,
    });

    /** Written to be sent (the relay may already have taken it): anything but held back by the cap. */
    const SENT_OR_ON_ITS_WAY = /^(pending|queued|sent)$/;
    const sendable = (mails: OutboxMessage[]) => mails.filter((mail) => mail.status !== 'suppressed');

    it(`sends at most ${UNSOLICITED_MAIL_CAP_PER_HOUR} form acknowledgements an hour to one address (any letter case, any form), answers the same beyond, and keeps what it held back`, async () => {
      const victim = 'flooded@example.com';
      const answers: unknown[] = [];
      for (let i = 0; i < UNSOLICITED_MAIL_CAP_PER_HOUR; i += 1) {
        const response = await http()
          .post('/api/contact')
          .send(contact(i % 2 ? victim.toUpperCase() : victim))
          .expect(201);
        answers.push(response.body);
      }
      const beyond = await http().post('/api/contact').send(contact(victim)).expect(201);
      await http().post('/api/wholesale/applications').send(wholesaleApplication(victim)).expect(201);
      expect(beyond.body).toEqual(answers[0]);

      const mails = await outboxFor(victim);
      expect(sendable(mails)).toHaveLength(UNSOLICITED_MAIL_CAP_PER_HOUR);
      // Nothing is dropped silently: the held-back acknowledgements are kept, never sent, with the reason.
      expect(mails.filter((mail) => mail.status === 'suppressed').map((mail) => [mail.kind, mail.lastError])).toEqual([
        [
          'contact_acknowledgement',
          `per-recipient cap: ${UNSOLICITED_MAIL_CAP_PER_HOUR} public-form e-mails to this address in the last hour (cap ${UNSOLICITED_MAIL_CAP_PER_HOUR})`,
        ],
        [
          'wholesale_application_received',
          `per-recipient cap: ${UNSOLICITED_MAIL_CAP_PER_HOUR} public-form e-mails to this address in the last hour (cap ${UNSOLICITED_MAIL_CAP_PER_HOUR})`,
        ],
      ]);
      const health = await http().get('/api/health').expect(200);
      expect(health.body.info.queue.mail.suppressedLastHour).toBeGreaterThanOrEqual(2);
      // The messages themselves still reach staff; only the acknowledgements stop.
      const stored = await dataSource.getRepository(ContactMessage).createQueryBuilder('c').where('lower(c.email) = :victim', { victim }).getCount();
      expect(stored).toBe(UNSOLICITED_MAIL_CAP_PER_HOUR + 1);

      // A flood of form acknowledgements never holds back the owner's own account e-mail.
      const registered = await http().post('/api/customers/register').send({ firstName: 'A', lastName: 'B', email: victim, password: PASSWORD }).expect(201);
      expect(registered.body).toEqual({ success: true, message: ACCOUNT_MESSAGES.registered });
      expect((await outboxFor(victim)).filter((mail) => mail.kind === 'customer_email_verification').map((mail) => mail.status)).toEqual([
        expect.stringMatching(SENT_OR_ON_ITS_WAY),
      ]);
    });

    it("never counts an order's own e-mails: the verification e-mail after seven status e-mails is sent", async () => {
      const customer = 'busy.customer@example.com';
      // A rush order that moved through a few statuses in a quarter of an hour.
      for (let i = 0; i < 7; i += 1) {
        await dataSource.query(
          `INSERT INTO outbox_messages (kind, recipient, subject, text_body, status) VALUES ('order_status_changed', $1, 'Order', 'x', 'sent')`,
          [customer],
        );
      }
      await http().post('/api/customers/register').send({ firstName: 'Busy', lastName: 'Customer', email: customer, password: PASSWORD }).expect(201);
      const verification = (await outboxFor(customer)).filter((mail) => mail.kind === 'customer_email_verification');
      expect(verification.map((mail) => mail.status)).toEqual([expect.stringMatching(SENT_OR_ON_ITS_WAY)]);
      await http().post('/api/wholesale/applications').send(wholesaleApplication(customer)).expect(201);
      expect((await outboxFor(customer)).find((mail) => mail.kind === 'wholesale_application_received')?.status).toMatch(SENT_OR_ON_ITS_WAY);
    });

    it('caps account e-mails against themselves, and an hour later sends again', async () => {
      const owner = 'reset.many@example.com';
      await http().post('/api/customers/register').send({ firstName: 'Reset', lastName: 'Many', email: owner, password: PASSWORD }).expect(201);
      for (let i = 1; i < UNSOLICITED_MAIL_CAP_PER_HOUR; i += 1) {
        await http().post('/api/customers/register').send({ firstName: 'Reset', lastName: 'Many', email: owner, password: PASSWORD }).expect(201);
      }
      const answer = await http().post('/api/customers/register').send({ firstName: 'Reset', lastName: 'Many', email: owner, password: PASSWORD }).expect(201);
      expect(answer.body).toEqual({ success: true, message: ACCOUNT_MESSAGES.registered });
      const held = (await outboxFor(owner)).filter((mail) => mail.status === 'suppressed');
      expect(held).toHaveLength(1);
      expect(held[0].lastError).toContain('account e-mails to this address in the last hour');

      await dataSource.query(`UPDATE outbox_messages SET created_at = now() - interval '61 minutes' WHERE recipient = $1`, [owner]);
      await http().post('/api/customers/register').send({ firstName: 'Reset', lastName: 'Many', email: owner, password: PASSWORD }).expect(201);
      expect((await outboxFor(owner)).at(-1)?.status).toMatch(SENT_OR_ON_ITS_WAY);
    });

    it('acknowledges the contact form, the wholesale application, the CCPA request and a registration in fixed wording only', async () => {
      await http().post('/api/contact').send(contact('echo.contact@example.com')).expect(201);
      await http().post('/api/wholesale/applications').send(wholesaleApplication('echo.wholesale@example.com')).expect(201);
      await http().post('/api/ccpa-opt-out').send({ firstName: 'Visit', lastName: 'evil.example', email: 'echo.ccpa@example.com' }).expect(201);
      await http()
        .post('/api/customers/register')
        .send({ firstName: 'Visit', lastName: 'evil.example', email: 'echo.register@example.com', password: PASSWORD })
        .expect(201);
      await http()
        .post('/api/customers/register')
        .send({ firstName: 'Visit', lastName: 'evil.example', email: 'echo.register@example.com', password: 'another long one' })
        .expect(201);

      const mails = [
        ...(await outboxFor('echo.contact@example.com')),
        ...(await outboxFor('echo.wholesale@example.com')),
        ...(await outboxFor('echo.ccpa@example.com')),
        ...(await outboxFor('echo.register@example.com')),
      ];
      expect(mails.map((mail) => mail.kind)).toEqual([
        'contact_acknowledgement',
        'wholesale_application_received',
        'ccpa_request_received',
        'customer_email_verification',
        'customer_registration_attempt',
      ]);
      for (const mail of mails) {
        const text = `${mail.subject}\n${mail.textBody}`;
        for (const typed of ['Visit', 'evil', 'prize', 'Evil Agency']) expect(text).not.toContain(typed);
        expect(mail.textBody.startsWith('Hello,\n')).toBe(true);
      }
      // The CCPA deadline is written for people ("Sunday, January 10, 2027"), never as an ISO date.
      const ccpa = mails.find((mail) => mail.kind === 'ccpa_request_received')!;
      expect(ccpa.textBody).toMatch(/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}/);
      expect(ccpa.textBody).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    });
  });

  describe('customer registration', () => {
    it('refuses a password of only spaces (or other blanks) with its own message and stores nothing', async () => {
      for (const password of [' '.repeat(8), '\t \u00a0 \u2003   ']) {
        const response = await http()
          .post('/api/customers/register')
          .send({ firstName: 'Blank', lastName: 'Pass', email: 'blank.password@example.com', password })
          .expect(400);
        expect(response.body.message).toBe(ACCOUNT_MESSAGES.passwordBlank);
      }
      const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM customers WHERE email = 'blank.password@example.com'`);
      expect(count).toBe(0);
      await http()
        .post('/api/customers/register')
        .send({ firstName: 'Real', lastName: 'Pass', email: 'spaced.password@example.com', password: '  spaced out words  ' })
        .expect(201);
    });

    it("shows nothing of a guest's record in the account registered with its e-mail until the address is confirmed", async () => {
      const email = 'guest.takeover@example.com';
      await dataSource.query(
        `INSERT INTO customers (email, first_name, last_name, phone, account_type, wholesale_tier, monthly_document_count, created_at)
         VALUES ($1, 'Real', 'Guest', '3055550199', 'wholesale', 'gold', 7, now() - interval '90 days')`,
        [email],
      );
      await http().post('/api/customers/register').send({ firstName: 'Someone', lastName: 'Else', email, password: PASSWORD }).expect(201);
      const signedIn = await http().post('/api/customers/login').send({ email, password: PASSWORD }).expect(200);
      const token = signedIn.body.token as string;
      const profile = await http().get('/api/customers/profile').set('Authorization', `Bearer ${token}`).expect(200);
      expect(profile.body.customer).toMatchObject({
        firstName: 'Someone',
        lastName: 'Else',
        email,
        phone: null,
        accountType: 'retail',
        wholesaleTier: null,
        monthlyDocumentCount: 0,
        emailVerified: false,
      });
      expect(Date.now() - Date.parse(profile.body.customer.createdAt)).toBeLessThan(60_000);
      expect(JSON.stringify(profile.body)).not.toContain('3055550199');
      expect(signedIn.body.customer).toEqual(profile.body.customer);

      // The owner of the address confirms it: what staff set on the record shows from then on.
      const [verification] = (await outboxFor(email)).filter((mail) => mail.kind === 'customer_email_verification');
      const link = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(verification.textBody);
      await http().post('/api/customers/verify-email').send({ token: link?.[1] }).expect(200);
      const confirmed = await http().get('/api/customers/profile').set('Authorization', `Bearer ${token}`).expect(200);
      // Monthly Documents is counted from this month's orders (none here), not read from the record.
      expect(confirmed.body.customer).toMatchObject({
        accountType: 'wholesale',
        wholesaleTier: 'gold',
        monthlyDocumentCount: 0,
        emailVerified: true,
        phone: null,
      });
    });
  });
});

describe('a trusted proxy (TRUST_PROXY)', () => {
  let testApp: TestApp;
  beforeAll(async () => (testApp = await bootTestApp({ env: { TRUST_PROXY: '127.0.0.1/8, ::1' } })));
  afterAll(() => testApp?.close());

  it('takes the client address from the X-Forwarded-For of a configured proxy', async () => {
    let sent = 0;
    const post = (from: string) =>
      request(testApp.app.getHttpServer())
        .post('/api/ccpa-opt-out')
        .set('X-Forwarded-For', from)
        .send({ firstName: 'Sam', lastName: 'Rivera', email: `proxy.${(sent += 1)}@example.com` });
    for (let i = 0; i < FORM_RATE_LIMIT.limit; i += 1) await post('198.51.100.1').expect(201);
    await post('198.51.100.1').expect(429);
    await post('198.51.100.2').expect(201);
  });
});

describe('the embedded PostgreSQL password', () => {
  let dataDir: string;
  let port: number;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'apostille-embedded-password-'));
    port = await freePort();
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const connects = async (password: string) => {
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'apostille' });
    try {
      await client.connect();
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  };

  it('is generated into secrets.json (mode 600), and a data folder made with the old fixed password is moved to it', async () => {
    const clusterDir = join(dataDir, 'postgres');
    // A data folder as earlier versions left it: superuser postgres/postgres.
    const old = await startEmbeddedPostgres({ dataDir: clusterDir, port, password: 'postgres' });
    await old.stop();

    const password = await embeddedPostgresPassword(dataDir);
    expect(password).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await stat(join(dataDir, 'secrets.json'))).mode & 0o777).toBe(0o600);
    expect(await embeddedPostgresPassword(dataDir)).toBe(password);

    const upgraded = await startEmbeddedPostgres({ dataDir: clusterDir, port, password });
    try {
      expect(upgraded.replacedLegacyPassword).toBe(true);
      expect(await connects(password)).toBe(true);
      expect(await connects('postgres')).toBe(false);
    } finally {
      await upgraded.stop();
    }

    const restarted = await startEmbeddedPostgres({ dataDir: clusterDir, port, password });
    try {
      expect(restarted.replacedLegacyPassword).toBe(false);
      expect(await connects(password)).toBe(true);
    } finally {
      await restarted.stop();
    }
  }, 180_000);
});

function wholesaleApplication(email: string) {
  return {
    companyName: 'Evil Agency',
    businessType: 'Law Firm',
    firstName: 'Visit',
    lastName: 'evil.example',
    email,
    phone: '3055550123',
    businessStreet: '1 Main St',
    businessCity: 'Miami',
    businessState: 'FL',
    businessZipCode: '33101',
    monthlyDocumentVolume: 40,
    servicesNeeded: ['Document Apostille'],
    reasonForWholesale: 'We send many documents every month.',
  };
}
