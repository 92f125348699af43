import { PRIVACY_DECISION_MESSAGES } from '@apostille/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ccpaDeadlines } from '../src/ccpa/ccpa-deadlines.js';
import { anyClient } from './support/ordering-fixtures.js';
import { staffRoleToken, staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait-for.js';

/**
 * Privacy requests in the console (issue #33 item 9): opt-out requests from the public form with
 * their statutory deadline, answered once by staff with a note the requester reads; deletion
 * requests recorded by staff, with who recorded them, carried out by the job, and the person told.
 */

const ADMIN = { ADMIN_USERNAME: 'privacy.desk', ADMIN_PASSWORD: 'a-long-staff-password' };
const OPT_OUT_FIELDS = 'id status email firstName respondBy acknowledgeBy decisionNote decidedBy decidedAt';

describe('privacy requests handled by staff', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  let adminToken: string;
  let staffToken: string;

  beforeAll(async () => {
    testApp = await bootTestApp({ env: { ...ADMIN, QUEUE_PREFIX: `privreq${Date.now().toString(36)}` } });
    dataSource = testApp.app.get(DataSource);
    ({ token: adminToken } = await staffSession(testApp, ADMIN.ADMIN_USERNAME));
    staffToken = await staffRoleToken(testApp, 'privacy.staff');
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const http = () => request(testApp.app.getHttpServer());
  const graphql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
    http().post('/graphql').set('Authorization', `Bearer ${token}`).send({ query, variables });
  const decide = (id: number, decision: string, note: string, token = adminToken) =>
    graphql(
      token,
      `mutation($id: Int!, $decision: OptOutDecision!, $note: String!) { decideOptOutRequest(id: $id, decision: $decision, note: $note) { ${OPT_OUT_FIELDS} } }`,
      {
        id,
        decision,
        note,
      },
    );
  const mailsTo = (address: string, kind: string): Promise<{ subject: string; text_body: string }[]> =>
    dataSource.query('SELECT subject, text_body FROM outbox_messages WHERE recipient = $1 AND kind = $2 ORDER BY id', [address, kind]);

  async function optOut(email: string): Promise<number> {
    await http()
      .post('/api/ccpa-opt-out')
      .set('X-Forwarded-For', anyClient())
      .send({ firstName: 'Sam', lastName: 'Rivera', email, phone: '', description: '', verificationMethod: 'email' })
      .expect(201);
    const [{ id }] = await dataSource.query('SELECT max(id) AS id FROM ccpa_requests WHERE email = $1', [email]);
    return id;
  }

  it('lists open opt-out requests with their statutory dates and answers one once, e-mailing the note', async () => {
    const email = 'sam.opt.out@example.com';
    const id = await optOut(email);
    const list = await graphql(adminToken, `{ optOutRequests(open: true) { total items { ${OPT_OUT_FIELDS} } } openOptOutRequests }`).expect(200);
    expect(list.body.errors).toBeUndefined();
    const { acknowledgeBy, respondBy } = ccpaDeadlines(new Date());
    expect(list.body.data.optOutRequests.items).toContainEqual(
      expect.objectContaining({ id, status: 'received', email, acknowledgeBy, respondBy, decidedBy: null, decidedAt: null }),
    );
    expect(list.body.data.openOptOutRequests).toBe(1);

    const noNote = await decide(id, 'completed', '  ').expect(200);
    expect(noNote.body.errors[0].message).toBe(PRIVACY_DECISION_MESSAGES.noteRequired);
    const refused = await decide(id, 'completed', 'Done.', staffToken).expect(200);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');

    const answers = await Promise.all([
      decide(id, 'completed', 'Your address is on our do-not-sell list.'),
      decide(id, 'declined', 'We could not verify your identity.'),
    ]);
    const succeeded = answers.filter((answer) => !answer.body.errors);
    expect(succeeded).toHaveLength(1);
    expect(answers.find((answer) => answer.body.errors)?.body.errors[0].message).toBe(PRIVACY_DECISION_MESSAGES.alreadyDecided);
    const decided = succeeded[0].body.data.decideOptOutRequest;
    expect(decided).toMatchObject({ decidedBy: ADMIN.ADMIN_USERNAME, decidedAt: expect.any(String) });

    const mails = [...(await mailsTo(email, 'ccpa_request_completed')), ...(await mailsTo(email, 'ccpa_request_declined'))];
    expect(mails).toHaveLength(1);
    expect(mails[0].text_body).toContain(decided.decisionNote);
    const open = await graphql(
      adminToken,
      `
        {
          openOptOutRequests
        }
      `,
    ).expect(200);
    expect(open.body.data.openOptOutRequests).toBe(0);
  });

  it('records a deletion request with who recorded it and its deadline, carries it out and tells the person', async () => {
    const email = 'erase.me.later@example.com';
    const invalid = await graphql(
      adminToken,
      `
        mutation {
          recordDeletionRequest(input: { email: "not-an-address" }) {
            id
          }
        }
      `,
    ).expect(200);
    expect(invalid.body.errors[0].message).toContain('A valid e-mail address is required');
    expect(await dataSource.query('SELECT id FROM data_deletion_requests')).toEqual([]);
    const refused = await graphql(staffToken, `mutation { recordDeletionRequest(input: { email: "${email}" }) { id } }`).expect(200);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');

    const recorded = await graphql(
      adminToken,
      `
        mutation ($input: DeletionRequestInput!) {
          recordDeletionRequest(input: $input) {
            id
            status
            requestedBy
            respondBy
          }
        }
      `,
      { input: { email, note: 'Identity checked by phone' } },
    ).expect(200);
    expect(recorded.body.errors).toBeUndefined();
    expect(recorded.body.data.recordDeletionRequest).toMatchObject({ requestedBy: ADMIN.ADMIN_USERNAME, respondBy: ccpaDeadlines(new Date()).respondBy });

    const done = await waitFor(async () => {
      const page = await graphql(
        adminToken,
        `
          {
            deletionRequests {
              total
              items {
                id
                status
                outcome
                completedAt
              }
            }
            openDeletionRequests
          }
        `,
      ).expect(200);
      const row = page.body.data.deletionRequests.items[0];
      return row.status === 'completed' ? page.body.data : undefined;
    }, 'the deletion job to carry out the request');
    expect(done.deletionRequests.items[0]).toMatchObject({ outcome: 'Nothing was stored under this address', completedAt: expect.any(String) });
    expect(done.openDeletionRequests).toBe(0);
    const [mail] = await mailsTo(email, 'data_deletion_completed');
    expect(mail.subject).toBe('Your personal data has been deleted');
  });
});
