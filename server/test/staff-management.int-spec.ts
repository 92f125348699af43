import request from 'supertest';
import { DataSource } from 'typeorm';
import { ADMIN_AUTH_MESSAGES, STAFF_MESSAGES } from '@apostille/domain';
import { AdminUser } from '../src/admin/entities/admin-user.entity.js';
import { AuditLogEntry } from '../src/audit/entities/audit-log-entry.entity.js';
import { StaffUsernameAnyCase1766995000000 } from '../src/database/migrations/1766995000000-staff-username-any-case.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

const OWNER = 'owner-of-the-shop';
const OWNER_PASSWORD = 'the owner password 1';

let nextClient = 1;
const client = () => `203.0.113.${nextClient++ % 250}`;

describe('staff management', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  let ownerToken: string;
  let ownerId: number;

  beforeAll(async () => {
    testApp = await bootTestApp({ env: { ADMIN_USERNAME: OWNER, ADMIN_PASSWORD: OWNER_PASSWORD } });
    dataSource = testApp.app.get(DataSource);
    const session = await staffSession(testApp, OWNER);
    ownerToken = session.token;
    ownerId = session.admin.id;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const http = () => request(testApp.app.getHttpServer());
  const as = (token: string, method: 'get' | 'post' | 'patch' | 'put', path: string) =>
    http()[method](path).set('Authorization', `Bearer ${token}`).set('X-Forwarded-For', client());
  const login = (username: string, password: string) => http().post('/api/admin/login').set('X-Forwarded-For', client()).send({ username, password });
  const auditActions = async () => (await dataSource.getRepository(AuditLogEntry).find({ order: { id: 'ASC' } })).map((row) => row.action);

  async function createStaff(username: string, role: string): Promise<{ id: number; token: string }> {
    const created = await as(ownerToken, 'post', '/api/admin/staff')
      .send({ username, email: `${username}@example.com`, role, password: 'a long password 12' })
      .expect(201);
    const signedIn = await login(username, 'a long password 12').expect(200);
    return { id: created.body.id as number, token: signedIn.body.token as string };
  }

  it('makes the account from ADMIN_USERNAME the owner', async () => {
    expect((await dataSource.getRepository(AdminUser).findOneByOrFail({ username: OWNER })).role).toBe('owner');
  });

  it('lets the owner create an account that signs in with its role, lists it, and audits the creation', async () => {
    const created = await as(ownerToken, 'post', '/api/admin/staff')
      .send({ username: 'clerk.one', email: 'clerk.one@example.com', role: 'staff', password: 'a long password 12' })
      .expect(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      username: 'clerk.one',
      email: 'clerk.one@example.com',
      role: 'staff',
      twoFactorEnabled: false,
      disabled: false,
      createdAt: expect.any(String),
    });
    const signedIn = await login('clerk.one', 'a long password 12').expect(200);
    expect(signedIn.body.user.role).toBe('staff');
    const list = await as(ownerToken, 'get', '/api/admin/staff').expect(200);
    expect(list.body.staff.map((member: { username: string }) => member.username)).toEqual(expect.arrayContaining([OWNER, 'clerk.one']));
    expect(JSON.stringify(list.body)).not.toMatch(/passwordHash|password_hash|twoFactorSecret/);
    expect(await auditActions()).toContain('staff.created');
  });

  it('refuses a short password, a bad role and a taken username before creating anything', async () => {
    const short = await as(ownerToken, 'post', '/api/admin/staff')
      .send({ username: 'shorty', email: 'shorty@example.com', role: 'staff', password: 'short' })
      .expect(400);
    expect(short.body.message).toBe(STAFF_MESSAGES.passwordTooShort);
    const role = await as(ownerToken, 'post', '/api/admin/staff')
      .send({ username: 'boss', email: 'boss@example.com', role: 'superuser', password: 'a long password 12' })
      .expect(400);
    expect(role.body.message).toBe(STAFF_MESSAGES.invalidRole);
    const taken = await as(ownerToken, 'post', '/api/admin/staff')
      .send({ username: OWNER, email: 'x@example.com', role: 'staff', password: 'a long password 12' })
      .expect(409);
    expect(taken.body.message).toBe(STAFF_MESSAGES.usernameTaken);
    expect(await dataSource.getRepository(AdminUser).countBy({ username: 'shorty' })).toBe(0);
  });

  it('treats usernames alike whatever their case: any case signs in, and ADMIN beside admin is refused', async () => {
    await createStaff('Clerk.Case', 'staff');
    for (const typed of ['clerk.case', 'CLERK.CASE', 'Clerk.Case']) {
      const signedIn = await login(typed, 'a long password 12').expect(200);
      expect(signedIn.body.user.username).toBe('Clerk.Case');
    }
    await login('CLERK.CASE', 'not the password at all').expect(401);

    const rest = await as(ownerToken, 'post', '/api/admin/staff')
      .send({ username: 'CLERK.case', email: 'twin@example.com', role: 'owner', password: 'a long password 12' })
      .expect(409);
    expect(rest.body.message).toBe(STAFF_MESSAGES.usernameTaken);
    const graphql = await as(ownerToken, 'post', '/graphql').send({
      query: 'mutation ($input: CreateStaffMemberInput!) { createStaffMember(input: $input) { id } }',
      variables: { input: { username: 'clerk.CASE', email: 'twin@example.com', role: 'owner', password: 'a long password 12' } },
    });
    expect(graphql.body.errors?.[0]?.message).toBe(STAFF_MESSAGES.usernameTaken);
    // The database holds the rule too, whatever path writes the row.
    await expect(
      dataSource.query(`INSERT INTO admin_users (username, email, password_hash, role) VALUES ('OWNER-OF-THE-SHOP', 'x@example.com', 'x', 'staff')`),
    ).rejects.toThrow(/uq_admin_users_username_any_case/);
    const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM admin_users WHERE lower(username) = 'clerk.case'`);
    expect(count).toBe(1);
  });

  it('renames existing usernames that differ only in case when the rule arrives, keeping the oldest as it is', async () => {
    const runner = dataSource.createQueryRunner();
    try {
      // The schema as it was before: unique only as typed.
      await runner.query('DROP INDEX "uq_admin_users_username_any_case"');
      await runner.query('CREATE UNIQUE INDEX "uq_admin_users_username" ON "admin_users" ("username")');
      const insert = (username: string) =>
        runner.query(`INSERT INTO admin_users (username, email, password_hash, role) VALUES ($1, 'twin@example.com', 'x', 'staff') RETURNING id`, [username]);
      const [[{ id: first }], [{ id: second }]] = [await insert('Twin'), await insert('TWIN')];
      await new StaffUsernameAnyCase1766995000000().up(runner);
      const rows: { id: number; username: string }[] = await runner.query(`SELECT id, username FROM admin_users WHERE id = ANY($1) ORDER BY id`, [
        [first, second],
      ]);
      expect(rows).toEqual([
        { id: first, username: 'Twin' },
        { id: second, username: `TWIN-${second}` },
      ]);
      await runner.query('DELETE FROM admin_users WHERE id = ANY($1)', [[first, second]]);
    } finally {
      await runner.release();
    }
  });

  it('keeps staff and admins out of staff management', async () => {
    const staff = await createStaff('clerk.two', 'staff');
    const admin = await createStaff('manager.one', 'admin');
    await as(staff.token, 'get', '/api/admin/staff').expect(403);
    await as(admin.token, 'get', '/api/admin/staff').expect(403);
    await as(admin.token, 'post', '/api/admin/staff')
      .send({ username: 'sneaky', email: 'sneaky@example.com', role: 'owner', password: 'a long password 12' })
      .expect(403);
    // Staff work orders but do not delete or export them; admins do.
    await as(staff.token, 'get', '/api/admin/orders').expect(200);
    await as(staff.token, 'get', '/api/admin/orders/export').expect(403);
    await as(admin.token, 'get', '/api/admin/orders/export').expect(200);
  });

  it('changes a role, which applies to the next request', async () => {
    const staff = await createStaff('clerk.three', 'staff');
    await as(staff.token, 'get', '/api/admin/orders/export').expect(403);
    const changed = await as(ownerToken, 'patch', `/api/admin/staff/${staff.id}/role`).send({ role: 'admin' }).expect(200);
    expect(changed.body.role).toBe('admin');
    await as(staff.token, 'get', '/api/admin/orders/export').expect(200);
    expect(await auditActions()).toContain('staff.role_changed');
  });

  it('disables an account: its tokens stop working at once and it cannot sign in; enabling lets it sign in again', async () => {
    const staff = await createStaff('clerk.four', 'staff');
    await as(staff.token, 'get', '/api/admin/verify').expect(200);
    const disabled = await as(ownerToken, 'post', `/api/admin/staff/${staff.id}/disable`).expect(200);
    expect(disabled.body.disabled).toBe(true);
    await as(staff.token, 'get', '/api/admin/verify').expect(401);
    const refused = await login('clerk.four', 'a long password 12').expect(401);
    expect(refused.body.message).toBe(ADMIN_AUTH_MESSAGES.invalidCredentials);
    await as(ownerToken, 'post', `/api/admin/staff/${staff.id}/enable`).expect(200);
    await login('clerk.four', 'a long password 12').expect(200);
    expect(await auditActions()).toEqual(expect.arrayContaining(['staff.disabled', 'staff.enabled']));
  });

  it('resets two-factor: secret and backup codes are cleared and the old tokens stop working', async () => {
    const staff = await createStaff('clerk.five', 'staff');
    await dataSource.query(`UPDATE admin_users SET two_factor_enabled = true, two_factor_secret = 'x', backup_code_hashes = '{a,b}' WHERE id = $1`, [staff.id]);
    const reset = await as(ownerToken, 'post', `/api/admin/staff/${staff.id}/reset-2fa`).expect(200);
    expect(reset.body.twoFactorEnabled).toBe(false);
    expect(await dataSource.getRepository(AdminUser).findOneByOrFail({ id: staff.id })).toMatchObject({
      twoFactorEnabled: false,
      twoFactorSecret: null,
      backupCodeHashes: [],
    });
    await as(staff.token, 'get', '/api/admin/verify').expect(401);
    expect(await auditActions()).toContain('staff.2fa_reset');
  });

  it('does not let the owner disable themselves or remove the last owner', async () => {
    const self = await as(ownerToken, 'post', `/api/admin/staff/${ownerId}/disable`).expect(400);
    expect(self.body.message).toBe(STAFF_MESSAGES.notYourself);
    const demote = await as(ownerToken, 'patch', `/api/admin/staff/${ownerId}/role`).send({ role: 'admin' }).expect(409);
    expect(demote.body.message).toBe(STAFF_MESSAGES.lastOwner);
    const second = await createStaff('co.owner', 'owner');
    await as(second.token, 'patch', `/api/admin/staff/${ownerId}/role`).send({ role: 'admin' }).expect(200);
    await as(second.token, 'patch', `/api/admin/staff/${ownerId}/role`).send({ role: 'owner' }).expect(200);
  });

  it('requires two-factor for everyone while the setting is on: without it only the own security endpoints answer', async () => {
    const staff = await createStaff('clerk.six', 'staff');
    await as(ownerToken, 'put', '/api/admin/staff/settings').send({ requireTwoFactor: 'yes' }).expect(400);
    // The owner has no two-factor either: marked on here, with a new token version as enabling it gives.
    await dataSource.query('UPDATE admin_users SET two_factor_enabled = true, token_version = token_version + 1 WHERE id = $1', [ownerId]);
    const ownerWithTwoFactor = (await staffSession(testApp, OWNER)).token;
    ownerToken = ownerWithTwoFactor;
    await as(ownerWithTwoFactor, 'put', '/api/admin/staff/settings').send({ requireTwoFactor: true }).expect(200);
    const pending = await as(staff.token, 'get', '/api/admin/orders').expect(403);
    expect(pending.body.message).toBe(STAFF_MESSAGES.twoFactorPending);
    await as(staff.token, 'get', '/api/admin/verify').expect(200);
    await as(staff.token, 'post', '/api/admin/setup-2fa').expect(200);
    await as(ownerWithTwoFactor, 'get', '/api/admin/orders').expect(200);
    expect((await as(ownerWithTwoFactor, 'get', '/api/admin/staff/settings').expect(200)).body).toEqual({ requireTwoFactor: true });
    await as(ownerWithTwoFactor, 'put', '/api/admin/staff/settings').send({ requireTwoFactor: false }).expect(200);
    await as(staff.token, 'get', '/api/admin/orders').expect(200);
    expect(await auditActions()).toContain('staff.settings_changed');
  });

  it('answers an unknown username exactly like a real one: 401s, then 429 after five failures', async () => {
    await createStaff('real.person', 'staff');
    const statuses = async (username: string) => {
      const answers: { status: number; body: unknown }[] = [];
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const response = await login(username, `wrong guess ${attempt}`);
        answers.push({ status: response.status, body: response.body });
      }
      // The sixth failure locks the name for a second; the rest of a burst is refused unseen.
      const burst = await Promise.all(Array.from({ length: 6 }, (_, i) => login(username, `burst guess ${i}`)));
      const sorted = burst.map((response) => ({ status: response.status, body: response.body })).sort((a, b) => a.status - b.status);
      return [...answers, ...sorted];
    };
    const real = await statuses('real.person');
    const unknown = await statuses('nobody.at.all');
    expect(unknown).toEqual(real);
    expect(real.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    expect(real[10].body).toEqual({ statusCode: 429, message: ADMIN_AUTH_MESSAGES.tooManyAttempts });
    // Case and spaces do not give an attacker fresh counts for an unknown name.
    expect((await login(' NOBODY.at.all ', 'one more')).status).toBe(429);
  });
});
