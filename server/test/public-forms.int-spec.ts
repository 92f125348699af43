import request from 'supertest';
import { DataSource } from 'typeorm';
import { CCPA_MESSAGES, CONTACT_MESSAGES, ORDER_MESSAGES, PHONE_RULE_MESSAGE, WHOLESALE_MESSAGES } from '@apostille/domain';
import { CcpaRequest } from '../src/ccpa/entities/ccpa-request.entity.js';
import { ccpaDeadlines } from '../src/ccpa/ccpa-deadlines.js';
import { CCPA_VERIFICATION_METHOD_INVALID } from '../src/ccpa/ccpa-opt-out.dto.js';
import { FORM_RATE_LIMIT, TOO_MANY_REQUESTS_MESSAGE } from '../src/common/throttling/rate-limits.js';
import { ContactMessage } from '../src/contact/entities/contact-message.entity.js';
import { Conversation } from '../src/messaging/entities/conversation.entity.js';
import { Message } from '../src/messaging/entities/message.entity.js';
import { OutboxMessage } from '../src/notifications/entities/outbox-message.entity.js';
import { WholesaleApplication } from '../src/wholesale/entities/wholesale-application.entity.js';
import { REFERENCE_EMAIL_INVALID } from '../src/wholesale/wholesale-application.dto.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

let nextClient = 1;
/** A distinct client address per request (the app trusts X-Forwarded-For from a proxy on loopback), so limits do not leak between tests. */
const client = () => `203.0.113.${nextClient++ % 250}`;

describe('public forms', () => {
  let testApp: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    testApp = await bootTestApp({ env: { TRUST_PROXY: 'loopback' } });
    dataSource = testApp.app.get(DataSource);
  });

  afterAll(async () => {
    // Let the relay deliver the acknowledgements first: closing while a mail job is in flight stalls app.close()
    // (reported to the lead; it is not specific to these endpoints).
    const deadline = Date.now() + 30_000;
    while (dataSource && Date.now() < deadline) {
      const open = await dataSource.getRepository(OutboxMessage).count({ where: [{ status: 'pending' }, { status: 'queued' }] });
      if (open === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await testApp?.close();
  });

  it('delivers every acknowledgement (written as .eml without SMTP)', async () => {
    await post('/api/contact', {
      name: 'Mail Check',
      email: 'mail.check@example.com',
      phone: '3055550100',
      subject: 'Delivery check',
      message: 'Checking that the acknowledgement leaves the outbox.',
    }).expect(201);
    const deadline = Date.now() + 20_000;
    let status = 'pending';
    while (Date.now() < deadline) {
      status = (await outboxFor('mail.check@example.com'))[0]?.status ?? 'missing';
      if (status === 'sent' || status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe('sent');
  });

  const post = (path: string, body: unknown, from = client()) =>
    request(testApp.app.getHttpServer())
      .post(path)
      .set('X-Forwarded-For', from)
      .send(body as object);
  const count = (entity: Parameters<DataSource['getRepository']>[0]) => dataSource.getRepository(entity).count();
  const outboxFor = (recipient: string) => dataSource.getRepository(OutboxMessage).find({ where: { recipient }, order: { id: 'ASC' } });

  describe('POST /api/contact', () => {
    const valid = {
      name: 'Jane Doe',
      email: 'Jane.Contact@example.com',
      phone: '(305) 555-0100',
      subject: 'Apostille for a diploma',
      message: 'I need an apostille for my university diploma for use in Spain.',
    };

    it('stores the message, opens a conversation with a customer message and acknowledges by e-mail', async () => {
      const response = await post('/api/contact', { ...valid, isAdmin: true }).expect(201);
      expect(response.body).toEqual({ success: true, message: expect.stringContaining('24 hours') });

      const [stored] = await dataSource.getRepository(ContactMessage).find({ where: { email: valid.email } });
      expect(stored).toMatchObject({ name: 'Jane Doe', phone: '(305) 555-0100', subject: valid.subject, message: valid.message });
      const conversation = await dataSource.getRepository(Conversation).findOneByOrFail({ id: stored.conversationId! });
      expect(conversation).toMatchObject({ status: 'open', customerEmail: valid.email, customerName: 'Jane Doe', subject: valid.subject });
      const messages = await dataSource.getRepository(Message).find({ where: { conversationId: conversation.id } });
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ senderType: 'customer', isRead: false });
      expect(messages[0].content).toContain(valid.message);

      const mails = await outboxFor(valid.email);
      expect(mails).toHaveLength(1);
      expect(mails[0].kind).toBe('contact_acknowledgement');
      expect(mails[0].textBody).toContain('within 24 hours');
    });

    it('continues the open conversation of the same address (any letter case)', async () => {
      const email = 'returning@example.com';
      await post('/api/contact', { ...valid, email }).expect(201);
      const [first] = await dataSource.getRepository(Conversation).find({ where: { customerEmail: email } });
      await dataSource.getRepository(Conversation).update({ id: first.id }, { status: 'pending' });
      await post('/api/contact', { ...valid, email: 'RETURNING@example.com', subject: 'A follow-up question' }).expect(201);
      const conversations = await dataSource.getRepository(Conversation).createQueryBuilder('c').where('lower(c.customer_email) = :email', { email }).getMany();
      expect(conversations).toHaveLength(1);
      expect(conversations[0].status).toBe('open');
      expect(await dataSource.getRepository(Message).count({ where: { conversationId: first.id } })).toBe(2);

      // A closed conversation is not reopened: the next message starts a new one.
      await dataSource.getRepository(Conversation).update({ id: first.id }, { status: 'closed' });
      await post('/api/contact', { ...valid, email }).expect(201);
      expect(await dataSource.getRepository(Conversation).count({ where: { customerEmail: email } })).toBe(2);
    });

    it.each([
      ['name', { name: 'J' }, CONTACT_MESSAGES.nameMin],
      ['name missing', { name: undefined }, CONTACT_MESSAGES.nameMin],
      ['email', { email: 'not-an-email' }, CONTACT_MESSAGES.invalidEmail],
      ['phone', { phone: '555-0100' }, CONTACT_MESSAGES.invalidPhone],
      ['words for a phone', { phone: 'call-me-later-please' }, CONTACT_MESSAGES.invalidPhone],
      ['subject', { subject: 'Hi' }, CONTACT_MESSAGES.subjectMin],
      ['message', { message: 'Too short to help.' }, CONTACT_MESSAGES.messageMin],
      ['message of spaces', { message: ' '.repeat(30) }, CONTACT_MESSAGES.messageMin],
    ])('rejects a bad %s with its message and stores nothing', async (_field, change, message) => {
      const before = [await count(ContactMessage), await count(Conversation), await count(Message), await count(OutboxMessage)];
      const response = await post('/api/contact', { ...valid, email: 'rejected@example.com', ...change }).expect(400);
      expect(response.body.statusCode).toBe(400);
      expect(response.body.message).toBe(message);
      expect([await count(ContactMessage), await count(Conversation), await count(Message), await count(OutboxMessage)]).toEqual(before);
    });

    it('lists every failing field', async () => {
      const response = await post('/api/contact', {}).expect(400);
      expect(response.body.errors.map((e: { field: string }) => e.field)).toEqual(['name', 'email', 'phone', 'subject', 'message']);
    });

    it(`allows ${FORM_RATE_LIMIT.limit} submissions a minute per client, then answers 429`, async () => {
      const from = '192.0.2.77';
      for (let i = 0; i < FORM_RATE_LIMIT.limit; i += 1) await post('/api/contact', {}, from).expect(400);
      const blocked = await post('/api/contact', valid, from).expect(429);
      expect(blocked.body).toEqual({ statusCode: 429, message: TOO_MANY_REQUESTS_MESSAGE });
    });

    it('refuses a body over 1 MB with 413', async () => {
      const response = await post('/api/contact', { ...valid, message: 'x'.repeat(1_100_000) }).expect(413);
      expect(response.body.statusCode).toBe(413);
    });
  });

  describe('POST /api/wholesale/applications', () => {
    const valid = {
      companyName: 'Sunshine Legal LLC',
      businessType: 'Law Firm',
      taxId: '',
      yearsInBusiness: 0,
      firstName: 'Maria',
      lastName: 'Lopez',
      title: '',
      email: 'maria@sunshinelegal.example',
      phone: '3055550123',
      businessStreet: '100 Main Street',
      businessCity: 'Miami',
      businessState: 'FL',
      businessZipCode: '33101',
      businessCountry: 'United States',
      monthlyDocumentVolume: 40,
      estimatedAnnualSpend: 0,
      servicesNeeded: ['Document Apostille', 'Bulk Processing'],
      referenceCompanyName: '',
      referenceContactName: '',
      referenceEmail: '',
      referencePhone: '',
      reasonForWholesale: 'We file dozens of apostilles for immigration clients every month.',
      specialRequirements: '',
      hearAboutUs: '',
    };

    it('stores the application (empty optional values as NULL) and acknowledges by e-mail', async () => {
      await post('/api/wholesale/applications', { ...valid, acceptTerms: true }).expect(201);
      const stored = await dataSource.getRepository(WholesaleApplication).findOneByOrFail({ email: valid.email });
      expect(stored).toMatchObject({
        companyName: 'Sunshine Legal LLC',
        businessType: 'Law Firm',
        taxId: null,
        yearsInBusiness: null,
        title: null,
        monthlyDocumentVolume: 40,
        estimatedAnnualSpendCents: null,
        servicesNeeded: ['Document Apostille', 'Bulk Processing'],
        referenceEmail: null,
        hearAboutUs: null,
        status: 'pending',
        businessCountry: 'United States',
      });
      const mails = await outboxFor(valid.email);
      expect(mails).toHaveLength(1);
      expect(mails[0].textBody).toContain('1-2 business days');
    });

    it('stores the optional values when given', async () => {
      const email = 'full@agency.example';
      await post('/api/wholesale/applications', {
        ...valid,
        email,
        taxId: '12-3456789',
        yearsInBusiness: 12,
        estimatedAnnualSpend: 25000.5,
        referenceEmail: 'ref@example.com',
        hearAboutUs: 'Google Search',
      }).expect(201);
      const stored = await dataSource.getRepository(WholesaleApplication).findOneByOrFail({ email });
      expect(stored).toMatchObject({
        taxId: '12-3456789',
        yearsInBusiness: 12,
        estimatedAnnualSpendCents: 2500050,
        referenceEmail: 'ref@example.com',
        hearAboutUs: 'Google Search',
      });
    });

    it.each([
      ['companyName', { companyName: 'A' }, WHOLESALE_MESSAGES.companyNameRequired],
      ['businessType', { businessType: '' }, WHOLESALE_MESSAGES.businessTypeRequired],
      ['yearsInBusiness', { yearsInBusiness: -1 }, WHOLESALE_MESSAGES.yearsInBusinessPositive],
      ['firstName', { firstName: 'M' }, WHOLESALE_MESSAGES.firstNameRequired],
      ['lastName', { lastName: '' }, WHOLESALE_MESSAGES.lastNameRequired],
      ['email', { email: 'maria@' }, WHOLESALE_MESSAGES.validEmailRequired],
      ['phone', { phone: '305555' }, WHOLESALE_MESSAGES.validPhoneRequired],
      ['words for a phone', { phone: 'call-me-later-please' }, WHOLESALE_MESSAGES.validPhoneRequired],
      ['businessStreet', { businessStreet: '1 A' }, WHOLESALE_MESSAGES.streetRequired],
      ['businessCity', { businessCity: 'M' }, WHOLESALE_MESSAGES.cityRequired],
      ['businessState', { businessState: 'F' }, WHOLESALE_MESSAGES.stateRequired],
      ['businessZipCode', { businessZipCode: '331' }, WHOLESALE_MESSAGES.zipCodeRequired],
      ['monthlyDocumentVolume', { monthlyDocumentVolume: 0 }, WHOLESALE_MESSAGES.monthlyVolumeRequired],
      ['monthlyDocumentVolume missing', { monthlyDocumentVolume: '' }, WHOLESALE_MESSAGES.monthlyVolumeRequired],
      ['servicesNeeded', { servicesNeeded: [] }, WHOLESALE_MESSAGES.selectAtLeastOneService],
      ['servicesNeeded unknown', { servicesNeeded: ['Free Lunch'] }, WHOLESALE_MESSAGES.selectAtLeastOneService],
      ['referenceEmail', { referenceEmail: 'nope' }, REFERENCE_EMAIL_INVALID],
      ['reasonForWholesale', { reasonForWholesale: 'Cheaper' }, WHOLESALE_MESSAGES.explainWholesale],
    ])('rejects a bad %s with its message and stores nothing', async (_field, change, message) => {
      const before = [await count(WholesaleApplication), await count(OutboxMessage)];
      const response = await post('/api/wholesale/applications', { ...valid, ...change }).expect(400);
      expect(response.body.message).toBe(message);
      expect([await count(WholesaleApplication), await count(OutboxMessage)]).toEqual(before);
    });
  });

  describe('POST /api/ccpa-opt-out', () => {
    const valid = {
      firstName: 'Sam',
      lastName: 'Rivera',
      email: 'sam.rivera@example.com',
      phone: ' (305) 555-0142 ',
      description: '',
      verificationMethod: 'phone',
    };

    it('stores the request with its deadlines and acknowledges by e-mail', async () => {
      const response = await post('/api/ccpa-opt-out', valid).expect(201);
      expect(response.body).toEqual({ success: true, message: CCPA_MESSAGES.submitted });
      const stored = await dataSource.getRepository(CcpaRequest).findOneByOrFail({ email: valid.email });
      expect(stored).toMatchObject({ status: 'received', verificationMethod: 'phone', phone: '(305) 555-0142', description: null, extendedRespondBy: null });
      expect(stored.acknowledgeBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // The pure function is unit-tested; here: the stored dates are the ones it gives for today (Eastern).
      const expected = ccpaDeadlines(new Date());
      expect({ acknowledgeBy: stored.acknowledgeBy, respondBy: stored.respondBy }).toEqual({
        acknowledgeBy: expected.acknowledgeBy,
        respondBy: expected.respondBy,
      });
      expect(await outboxFor(valid.email)).toHaveLength(1);
    });

    it('defaults the verification method to email', async () => {
      await post('/api/ccpa-opt-out', { firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com' }).expect(201);
      expect((await dataSource.getRepository(CcpaRequest).findOneByOrFail({ email: 'ana@example.com' })).verificationMethod).toBe('email');
    });

    it.each([
      ['firstName', { firstName: '' }, ORDER_MESSAGES.firstNameRequired],
      ['lastName', { lastName: undefined }, ORDER_MESSAGES.lastNameRequired],
      ['email', { email: 'sam.rivera' }, ORDER_MESSAGES.validEmailRequired],
      ['verificationMethod', { verificationMethod: 'carrier-pigeon' }, CCPA_VERIFICATION_METHOD_INVALID],
      ['phone for phone verification', { phone: '  ' }, CCPA_MESSAGES.phoneRequiredForPhoneVerification],
      ['words for a phone', { phone: 'call-me-later-please' }, PHONE_RULE_MESSAGE],
      ['missing phone for phone verification', { phone: undefined }, CCPA_MESSAGES.phoneRequiredForPhoneVerification],
    ])('rejects a bad %s with its message and stores nothing', async (_field, change, message) => {
      const before = [await count(CcpaRequest), await count(OutboxMessage)];
      const response = await post('/api/ccpa-opt-out', { ...valid, email: 'bad@example.com', ...change }).expect(400);
      expect(response.body.message).toBe(message);
      expect([await count(CcpaRequest), await count(OutboxMessage)]).toEqual(before);
    });
  });
});
