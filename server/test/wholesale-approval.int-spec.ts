import { centsToDollars, percentOfCents, quote, WHOLESALE_DECISION_MESSAGES } from '@apostille/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { anyClient, intentRequest } from './support/ordering-fixtures.js';
import { staffRoleToken, staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

/**
 * Staff approve a wholesale application with a tier (issue #36): the applicant's account becomes
 * wholesale and the next quote carries the tier's discount; an applicant without an account is
 * invited to create one with the application's address. Each application is decided once.
 */

const ADMIN = { ADMIN_USERNAME: 'wholesale.admin', ADMIN_PASSWORD: 'a-long-staff-password' };
const PASSWORD = 'correct horse battery';
/** Service fees of intentRequest()'s cart: the discount applies to these only. */
const SERVICE_FEES_CENTS = quote({ serviceLevel: 'rush', documentCount: 3, additionalServices: { scanning: true } }).serviceFeesCents;

const APPLICATION = {
  companyName: 'Sunshine Legal LLC',
  businessType: 'Law Firm',
  firstName: 'Maria',
  lastName: 'Lopez',
  phone: '3055550123',
  businessStreet: '100 Main Street',
  businessCity: 'Miami',
  businessState: 'FL',
  businessZipCode: '33101',
  businessCountry: 'United States',
  monthlyDocumentVolume: 240,
  servicesNeeded: ['Document Apostille', 'Bulk Processing'],
  reasonForWholesale: 'We file dozens of apostilles for immigration clients every month.',
};

const FIELDS = 'id status companyName email suggestedTier tier decisionNote decidedBy decidedAt customerId';

describe('wholesale applications decided by staff', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  let adminToken: string;
  let staffToken: string;

  beforeAll(async () => {
    testApp = await bootTestApp({ env: ADMIN });
    dataSource = testApp.app.get(DataSource);
    ({ token: adminToken } = await staffSession(testApp, ADMIN.ADMIN_USERNAME));
    staffToken = await staffRoleToken(testApp, 'wholesale.staff');
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const http = () => request(testApp.app.getHttpServer());
  const graphql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
    http().post('/graphql').set('Authorization', `Bearer ${token}`).send({ query, variables });
  const approve = (id: number, tier: string, note: string | null = null, token = adminToken) =>
    graphql(
      token,
      `mutation($id: Int!, $tier: WholesaleTier!, $note: String) { approveWholesaleApplication(id: $id, tier: $tier, note: $note) { ${FIELDS} } }`,
      {
        id,
        tier,
        note,
      },
    );
  const decline = (id: number, reason: string) =>
    graphql(adminToken, `mutation($id: Int!, $reason: String!) { declineWholesaleApplication(id: $id, reason: $reason) { ${FIELDS} } }`, { id, reason });

  async function apply(email: string, companyName = APPLICATION.companyName): Promise<number> {
    await http()
      .post('/api/wholesale/applications')
      .set('X-Forwarded-For', anyClient())
      .send({ ...APPLICATION, companyName, email })
      .expect(201);
    const [{ id }] = await dataSource.query('SELECT max(id) AS id FROM wholesale_applications WHERE email = $1', [email]);
    return id;
  }

  async function mailsTo(address: string, kind: string): Promise<{ subject: string; text_body: string }[]> {
    return dataSource.query('SELECT subject, text_body FROM outbox_messages WHERE recipient = $1 AND kind = $2 ORDER BY id', [address, kind]);
  }

  async function register(email: string): Promise<string> {
    await http()
      .post('/api/customers/register')
      .set('X-Forwarded-For', anyClient())
      .send({ firstName: 'Maria', lastName: 'Lopez', email, phone: '3055550123', password: PASSWORD })
      .expect(201);
    const [mail] = await mailsTo(email, 'customer_email_verification');
    const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
    await http().post('/api/customers/verify-email').send({ token }).expect(200);
    const login = await http().post('/api/customers/login').set('X-Forwarded-For', anyClient()).send({ email, password: PASSWORD }).expect(200);
    return login.body.token as string;
  }

  /** What the server would charge this signed-in customer for intentRequest()'s cart, in cents. */
  async function priceFor(email: string, token: string | null): Promise<number> {
    const call = http().post('/api/create-payment-intent').set('X-Forwarded-For', anyClient());
    if (token) call.set('Authorization', `Bearer ${token}`);
    const intent = await call.send(intentRequest({ customerEmail: email })).expect(200);
    return Math.round(intent.body.verifiedAmount * 100);
  }

  it('lists new applications for admins with the tier their volume suggests, and refuses staff accounts', async () => {
    const id = await apply('listing@agency.example', 'Listing Agency');
    const list = await graphql(adminToken, `{ wholesaleApplications(status: pending) { total items { ${FIELDS} } } openWholesaleApplications }`).expect(200);
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data.wholesaleApplications.items).toContainEqual(
      expect.objectContaining({ id, status: 'pending', companyName: 'Listing Agency', suggestedTier: 'enterprise', tier: null, decidedBy: null }),
    );
    expect(list.body.data.openWholesaleApplications).toBeGreaterThanOrEqual(1);

    const refused = await graphql(
      staffToken,
      `
        {
          wholesaleApplications {
            total
          }
        }
      `,
    ).expect(200);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const refusedApproval = await approve(id, 'partner', null, staffToken).expect(200);
    expect(refusedApproval.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const [row] = await dataSource.query('SELECT status FROM wholesale_applications WHERE id = $1', [id]);
    expect(row.status).toBe('pending');
  });

  it("approves an existing customer's application: the account becomes wholesale and the next quote carries the discount", async () => {
    const email = 'buyer@sunshinelegal.example';
    const customerToken = await register(email);
    const retailPrice = await priceFor(email, customerToken);
    const id = await apply(email);

    const approved = await approve(id, 'enterprise', 'Welcome aboard.').expect(200);
    expect(approved.body.errors).toBeUndefined();
    expect(approved.body.data.approveWholesaleApplication).toMatchObject({
      status: 'approved',
      tier: 'enterprise',
      decisionNote: 'Welcome aboard.',
      decidedBy: ADMIN.ADMIN_USERNAME,
      customerId: expect.any(Number),
    });

    const profile = await http().get('/api/customers/profile').set('Authorization', `Bearer ${customerToken}`).expect(200);
    expect(profile.body.customer).toMatchObject({ accountType: 'wholesale', wholesaleTier: 'enterprise' });
    expect(await priceFor(email, customerToken)).toBe(retailPrice - percentOfCents(SERVICE_FEES_CENTS, 30));

    const [mail] = await mailsTo(email, 'wholesale_application_approved');
    expect(mail.subject).toBe('Your wholesale account is approved');
    expect(mail.text_body).toContain('Enterprise tier: 30% off our service fees');
    expect(mail.text_body).toContain('Welcome aboard.');
    expect(mail.text_body).toContain(`/customer-login?email=${encodeURIComponent(email)}`);
    const audit = await dataSource.query(`SELECT actor_type, details FROM audit_log WHERE action = 'wholesale.application_approved'`);
    expect(audit).toContainEqual(expect.objectContaining({ actor_type: 'admin', details: expect.objectContaining({ applicationId: id, tier: 'enterprise' }) }));
  });

  it('invites an applicant without an account to create one with the address, and the tier counts once it is confirmed', async () => {
    const email = 'new.partner@agency.example';
    const id = await apply(email, 'New Partner Agency');
    const approved = await approve(id, 'partner').expect(200);
    expect(approved.body.data.approveWholesaleApplication).toMatchObject({ status: 'approved', tier: 'partner' });

    const [mail] = await mailsTo(email, 'wholesale_application_approved');
    expect(mail.text_body).toContain(`/customer-login?tab=create-account&invite=wholesale&email=${encodeURIComponent(email)}`);
    // A guest checkout with the address gets no discount: nobody has proven to own it yet.
    const guestPrice = await priceFor(email, null);
    expect(guestPrice).toBe(await priceFor('someone.else@example.com', null));

    const customerToken = await register(email);
    const profile = await http().get('/api/customers/profile').set('Authorization', `Bearer ${customerToken}`).expect(200);
    expect(profile.body.customer).toMatchObject({ accountType: 'wholesale', wholesaleTier: 'partner' });
    expect(await priceFor(email, customerToken)).toBe(guestPrice - percentOfCents(SERVICE_FEES_CENTS, 10));
    expect(centsToDollars(guestPrice)).toBeGreaterThan(0);
  });

  it('declines with a reason the applicant reads, and leaves the account retail', async () => {
    const email = 'declined@agency.example';
    const id = await apply(email, 'Too Small Agency');
    const missing = await decline(id, '   ').expect(200);
    expect(missing.body.errors[0].message).toBe(WHOLESALE_DECISION_MESSAGES.reasonRequired);
    const badTier = await graphql(adminToken, `mutation { approveWholesaleApplication(id: ${id}, tier: platinum) { id } }`).expect(400);
    expect(badTier.body.errors).toBeDefined();

    const declined = await decline(id, 'We open wholesale accounts from 10 documents a month.').expect(200);
    expect(declined.body.data.declineWholesaleApplication).toMatchObject({ status: 'declined', tier: null, customerId: null, decidedBy: ADMIN.ADMIN_USERNAME });
    const [mail] = await mailsTo(email, 'wholesale_application_declined');
    expect(mail.text_body).toContain('We open wholesale accounts from 10 documents a month.');
    expect(await dataSource.query('SELECT id FROM customers WHERE email = $1', [email])).toEqual([]);

    const again = await approve(id, 'partner').expect(200);
    expect(again.body.errors[0].message).toBe(WHOLESALE_DECISION_MESSAGES.alreadyDecided);
  });

  it('decides an application once when two staff approve it at the same moment', async () => {
    const email = 'race@agency.example';
    const id = await apply(email, 'Race Agency');
    const answers = await Promise.all([approve(id, 'professional'), approve(id, 'enterprise'), decline(id, 'No.')]);
    const succeeded = answers.filter((answer) => !answer.body.errors);
    expect(succeeded).toHaveLength(1);
    for (const answer of answers.filter((a) => a.body.errors)) expect(answer.body.errors[0].message).toBe(WHOLESALE_DECISION_MESSAGES.alreadyDecided);
    const mails = [...(await mailsTo(email, 'wholesale_application_approved')), ...(await mailsTo(email, 'wholesale_application_declined'))];
    expect(mails).toHaveLength(1);
    const audits = await dataSource.query(`SELECT id FROM audit_log WHERE action LIKE 'wholesale.application_%' AND (details->>'applicationId')::int = $1`, [
      id,
    ]);
    expect(audits).toHaveLength(1);
  });
});
