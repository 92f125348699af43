import request from 'supertest';
import { DataSource } from 'typeorm';
import { generate } from 'otplib';
import { ADMIN_AUTH_MESSAGES, BACKUP_CODE_COUNT, BACKUP_CODE_PATTERN } from '@apostille/domain';
import { AdminUser } from '../src/admin/entities/admin-user.entity.js';
import { ADMIN_LOGIN_RATE_LIMIT } from '../src/admin/admin-rate-limits.js';
import { AuditLogEntry } from '../src/audit/entities/audit-log-entry.entity.js';
import { jest } from '@jest/globals';
import { ADMIN_ACCOUNT_CACHE_MS } from '../src/auth/admin-account.cache.js';
import { UNAUTHORIZED_MESSAGE } from '../src/auth/auth.guards.js';
import { TOO_MANY_REQUESTS_MESSAGE } from '../src/common/throttling/rate-limits.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

const USERNAME = 'owner';
const PASSWORD = 'correct horse battery staple';

let nextClient = 1;
/** A distinct client address per request (the app trusts X-Forwarded-For from a proxy on loopback), so the per-client limit stays out of the way. */
const client = () => `198.51.100.${nextClient++ % 250}`;

/** The authenticator code `steps` time steps from now (the server accepts one step either way). */
const totp = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe('staff sign-in and two-factor', () => {
  let testApp: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    testApp = await bootTestApp({ env: { ADMIN_USERNAME: USERNAME, ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: 'loopback' } });
    dataSource = testApp.app.get(DataSource);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const http = () => request(testApp.app.getHttpServer());
  const login = (body: Record<string, unknown>, from = client()) => http().post('/api/admin/login').set('X-Forwarded-For', from).send(body);
  const authed = (method: 'get' | 'post', path: string, token: string, from = client()) =>
    http()[method](path).set('Authorization', `Bearer ${token}`).set('X-Forwarded-For', from);
  const admin = () => dataSource.getRepository(AdminUser).findOneByOrFail({ username: USERNAME });
  const auditRows = (action: string) => dataSource.getRepository(AuditLogEntry).find({ where: { action }, order: { id: 'ASC' } });

  async function signIn(extra: Record<string, unknown> = {}): Promise<string> {
    const response = await login({ username: USERNAME, password: PASSWORD, ...extra }).expect(200);
    expect(response.body.success).toBe(true);
    return response.body.token as string;
  }

  describe('without two-factor', () => {
    it('signs in with username and password and returns the token, the user and the message', async () => {
      const response = await login({ username: USERNAME, password: PASSWORD }, '198.51.100.250').expect(200);
      expect(response.body).toEqual({
        success: true,
        token: expect.any(String),
        user: { username: USERNAME, email: expect.stringContaining('@'), role: 'owner', twoFactorEnabled: false },
        message: ADMIN_AUTH_MESSAGES.loginSuccessful,
      });
      const verified = await authed('get', '/api/admin/verify', response.body.token).expect(200);
      expect(verified.body).toEqual({ user: response.body.user });

      const [row] = (await auditRows('admin.login')).slice(-1);
      expect(row).toMatchObject({ actorType: 'admin', actorId: (await admin()).id, ipAddress: '198.51.100.250' });
    });

    it('requires username and password with the spec messages', async () => {
      expect((await login({ password: PASSWORD }).expect(400)).body.message).toBe(ADMIN_AUTH_MESSAGES.usernameRequired);
      expect((await login({ username: '  ', password: PASSWORD }).expect(400)).body.message).toBe(ADMIN_AUTH_MESSAGES.usernameRequired);
      expect((await login({ username: USERNAME }).expect(400)).body.message).toBe(ADMIN_AUTH_MESSAGES.passwordRequired);
    });

    it('answers a wrong password and an unknown user with the same 401 and message, and audits both', async () => {
      const wrong = await login({ username: USERNAME, password: 'not the password at all' }, '198.51.100.251').expect(401);
      const unknown = await login({ username: 'nobody-here', password: PASSWORD }, '198.51.100.252').expect(401);
      expect(wrong.body).toEqual({ statusCode: 401, message: ADMIN_AUTH_MESSAGES.invalidCredentials });
      expect(unknown.body).toEqual(wrong.body);

      const failures = await auditRows('admin.login_failed');
      expect(failures.find((row) => row.ipAddress === '198.51.100.251')).toMatchObject({ actorId: (await admin()).id, details: { reason: 'wrong_password' } });
      expect(failures.find((row) => row.ipAddress === '198.51.100.252')).toMatchObject({
        actorId: null,
        details: { username: 'nobody-here', reason: 'unknown_user' },
      });
      await signIn(); // resets the failure count for the tests below
    });

    it('refuses a token whose version was bumped (revoked), by another process within the account cache time, and a malformed one', async () => {
      const token = await signIn();
      await authed('get', '/api/admin/verify', token).expect(200);
      // Bumped behind this process's back, as another API process would: refused once its cached copy expires.
      await dataSource.query('UPDATE admin_users SET token_version = token_version + 1 WHERE username = $1', [USERNAME]);
      const now = Date.now();
      const clock = jest.spyOn(Date, 'now').mockReturnValue(now + ADMIN_ACCOUNT_CACHE_MS + 1);
      try {
        expect((await authed('get', '/api/admin/verify', token).expect(401)).body).toEqual({ statusCode: 401, message: UNAUTHORIZED_MESSAGE });
      } finally {
        clock.mockRestore();
      }
      await authed('get', '/api/admin/verify', 'not-a-jwt').expect(401);
      await http().get('/api/admin/verify').expect(401);
    });
    it('ends the session on logout: a copy of the token taken before is refused afterwards, and the logout is audited', async () => {
      const token = await signIn();
      const copied = `${token}`;
      await authed('get', '/api/admin/verify', copied).expect(200);
      await authed('post', '/api/admin/logout', token, '198.51.100.249').expect(204);
      expect((await authed('get', '/api/admin/verify', copied).expect(401)).body).toEqual({ statusCode: 401, message: UNAUTHORIZED_MESSAGE });
      await authed('post', '/api/admin/logout', copied).expect(401);
      expect((await auditRows('admin.logout')).slice(-1)[0]).toMatchObject({ actorId: (await admin()).id, ipAddress: '198.51.100.249' });
      // Signing in again gives a working token.
      await authed('get', '/api/admin/verify', await signIn()).expect(200);
    });
  });

  describe('with two-factor', () => {
    let token: string;
    let secret: string;
    let backupCodes: string[];

    it('sets up two-factor keeping the secret and backup codes as pending, encrypted and hashed', async () => {
      token = await signIn();
      const response = await authed('post', '/api/admin/setup-2fa', token).expect(200);
      expect(response.body.qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
      expect(response.body.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(response.body.backupCodes).toHaveLength(BACKUP_CODE_COUNT);
      for (const code of response.body.backupCodes) expect(code).toMatch(BACKUP_CODE_PATTERN);
      ({ secret, backupCodes } = response.body);
      const stored = await admin();
      expect(stored).toMatchObject({ twoFactorEnabled: false, twoFactorSecret: null, backupCodeHashes: [] });
      expect(stored.pendingTwoFactorSecret).toMatch(/^v1:/);
      expect(stored.pendingTwoFactorSecret).not.toContain(secret);
      expect(stored.pendingBackupCodeHashes).toHaveLength(BACKUP_CODE_COUNT);
      for (const code of backupCodes) expect(stored.pendingBackupCodeHashes).not.toContain(code);
    });

    it('refuses a wrong code, a malformed code, a code of a secret the client chose, and a setup older than 30 minutes', async () => {
      const enable = (body: Record<string, unknown>) => authed('post', '/api/admin/enable-2fa', token).send(body);
      const wrongCode = (await totp(secret)) === '000000' ? '111111' : '000000';
      expect((await enable({ token: wrongCode }).expect(400)).body.message).toBe(ADMIN_AUTH_MESSAGES.invalidTwoFactorCode);
      expect((await enable({ token: '12345' }).expect(400)).body.message).toBe(ADMIN_AUTH_MESSAGES.codeMustBeSixDigits);
      // The hostile run's case: an all-zero secret of the client's own, with a valid code of it and codes of its own.
      const chosen = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
      const chosenCodes = backupCodes.map((code) => `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`);
      expect((await enable({ secret: chosen, token: await totp(chosen), backupCodes: chosenCodes }).expect(400)).body.message).toBe(
        ADMIN_AUTH_MESSAGES.invalidTwoFactorCode,
      );
      // A setup left waiting too long has to start again.
      await dataSource.query(`UPDATE admin_users SET pending_two_factor_at = now() - interval '31 minutes' WHERE username = $1`, [USERNAME]);
      expect((await enable({ token: await totp(secret) }).expect(400)).body.message).toBe(ADMIN_AUTH_MESSAGES.invalidSetup);
      await dataSource.query(`UPDATE admin_users SET pending_two_factor_at = now() WHERE username = $1`, [USERNAME]);
      expect((await admin()).twoFactorEnabled).toBe(false);
    });

    it('enables two-factor after checking the code, stores the secret encrypted and the backup codes hashed, and revokes other sessions', async () => {
      const otherSession = await signIn();
      // A secret and backup codes sent along are not read: the server's pending ones are turned on.
      const response = await authed('post', '/api/admin/enable-2fa', token)
        .send({ secret: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', token: await totp(secret), backupCodes: ['ZZZZZ-ZZZZZ'] })
        .expect(200);
      expect(response.body).toEqual({ success: true, message: ADMIN_AUTH_MESSAGES.twoFactorEnabled, token: expect.any(String) });

      await authed('get', '/api/admin/verify', token).expect(401);
      await authed('get', '/api/admin/verify', otherSession).expect(401);
      token = response.body.token;
      expect((await authed('get', '/api/admin/verify', token).expect(200)).body.user.twoFactorEnabled).toBe(true);

      const stored = await admin();
      expect(stored.twoFactorEnabled).toBe(true);
      expect(stored.twoFactorSecret).not.toContain(secret);
      expect(stored.backupCodeHashes).toHaveLength(BACKUP_CODE_COUNT);
      for (const code of backupCodes) expect(stored.backupCodeHashes).not.toContain(code);
      expect(stored.lastTotpStep).toBeGreaterThan(0);
      expect(stored).toMatchObject({ pendingTwoFactorSecret: null, pendingBackupCodeHashes: [], pendingTwoFactorAt: null });
      expect(await auditRows('admin.2fa_enabled')).toEqual([expect.objectContaining({ actorId: stored.id, ipAddress: expect.any(String) })]);

      await authed('post', '/api/admin/setup-2fa', token).expect(400);
    });

    it('asks for the code when none is sent, without a token', async () => {
      const response = await login({ username: USERNAME, password: PASSWORD }).expect(200);
      expect(response.body).toEqual({ success: false, requiresTwoFactor: true, message: ADMIN_AUTH_MESSAGES.twoFactorRequired });
      // A wrong password still gets the generic 401, not the two-factor prompt.
      await login({ username: USERNAME, password: 'not the password at all' }).expect(401);
    });

    it('accepts a TOTP code once: of two parallel requests with the same code one passes, and a replay is refused', async () => {
      // The code used to enable is already spent; the next step's code is fresh (one step of drift is allowed).
      const code = await totp(secret, 1);
      const attempts = await Promise.all([1, 2].map(() => login({ username: USERNAME, password: PASSWORD, twoFactorCode: code })));
      expect(attempts.map((response) => response.status).sort()).toEqual([200, 401]);
      const signedIn = attempts.find((response) => response.status === 200)!;
      expect(signedIn.body).toMatchObject({ success: true, user: { twoFactorEnabled: true } });
      await authed('get', '/api/admin/verify', signedIn.body.token).expect(200);

      const replay = await login({ username: USERNAME, password: PASSWORD, twoFactorCode: code }).expect(401);
      expect(replay.body).toEqual({ statusCode: 401, message: ADMIN_AUTH_MESSAGES.invalidTwoFactorCode });
      expect((await auditRows('admin.login_failed')).slice(-1)[0]).toMatchObject({ details: { reason: 'invalid_two_factor_code' } });
    });

    it('signs in again after the clock is corrected backwards: a code older than the stored step, once, with an audit line', async () => {
      // The server clock runs 10 minutes ahead while a code is accepted, so the stored step lies in the future.
      const realNow = Date.now();
      const clock = jest.spyOn(Date, 'now').mockReturnValue(realNow + 600_000);
      try {
        await login({ username: USERNAME, password: PASSWORD, twoFactorCode: await totp(secret) }).expect(200);
      } finally {
        clock.mockRestore();
      }
      const storedAhead = (await admin()).lastTotpStep!;
      expect(storedAhead).toBeGreaterThan(Math.floor(Date.now() / 1000 / 30) + 1);

      // The clock is corrected: today's code is older than the stored step, and still signs in.
      const code = await totp(secret);
      const signedIn = await login({ username: USERNAME, password: PASSWORD, twoFactorCode: code }, '198.51.100.248').expect(200);
      expect(signedIn.body.success).toBe(true);
      const stored = (await admin()).lastTotpStep!;
      expect(stored).toBeLessThan(storedAhead);
      expect((await auditRows('admin.totp_step_moved_back')).slice(-1)[0]).toMatchObject({
        actorId: (await admin()).id,
        ipAddress: '198.51.100.248',
        details: { storedStep: storedAhead, acceptedStep: stored },
      });

      // The code is spent as any other: no replay, and the next step's code works as usual.
      await login({ username: USERNAME, password: PASSWORD, twoFactorCode: code }).expect(401);
      await login({ username: USERNAME, password: PASSWORD, twoFactorCode: await totp(secret, 1) }).expect(200);
      expect(await auditRows('admin.totp_step_moved_back')).toHaveLength(1);
    });

    it('refuses a wrong code and a code of another secret', async () => {
      await login({ username: USERNAME, password: PASSWORD, twoFactorCode: '12' }).expect(401);
      await login({ username: USERNAME, password: PASSWORD, twoFactorCode: await totp('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP') }).expect(401);
    });

    it('accepts a backup code once, however it is typed', async () => {
      const [first, second] = backupCodes;
      const typed = `${first.slice(0, 5).toLowerCase()}-${first.slice(5)}`;
      const response = await login({ username: USERNAME, password: PASSWORD, twoFactorCode: typed }).expect(200);
      expect(response.body.success).toBe(true);
      await login({ username: USERNAME, password: PASSWORD, twoFactorCode: first }).expect(401);
      expect((await admin()).backupCodeHashes).toHaveLength(BACKUP_CODE_COUNT - 1);

      // Two parallel requests with the same unused code: exactly one passes.
      const attempts = await Promise.all([1, 2].map(() => login({ username: USERNAME, password: PASSWORD, twoFactorCode: second })));
      expect(attempts.map((r) => r.status).sort()).toEqual([200, 401]);
      expect((await admin()).backupCodeHashes).toHaveLength(BACKUP_CODE_COUNT - 2);
      token = attempts.find((r) => r.status === 200)!.body.token;
    });

    it('disables two-factor only with the password, and revokes other sessions', async () => {
      const disable = (body: Record<string, unknown>) => authed('post', '/api/admin/disable-2fa', token).send(body);
      expect((await disable({}).expect(400)).body.message).toBe(ADMIN_AUTH_MESSAGES.disablePasswordRequired);
      expect((await disable({ password: 'not the password at all' }).expect(401)).body).toEqual({
        statusCode: 401,
        message: ADMIN_AUTH_MESSAGES.invalidPassword,
      });
      expect((await admin()).twoFactorEnabled).toBe(true);

      const response = await disable({ password: PASSWORD }).expect(200);
      expect(response.body).toEqual({ success: true, message: ADMIN_AUTH_MESSAGES.twoFactorDisabled, token: expect.any(String) });
      await authed('get', '/api/admin/verify', token).expect(401);
      expect((await authed('get', '/api/admin/verify', response.body.token).expect(200)).body.user.twoFactorEnabled).toBe(false);
      expect(await admin()).toMatchObject({ twoFactorEnabled: false, twoFactorSecret: null, backupCodeHashes: [] });
      expect(await auditRows('admin.2fa_disabled')).toHaveLength(1);

      const plain = await login({ username: USERNAME, password: PASSWORD }).expect(200);
      expect(plain.body.success).toBe(true);
      await authed('post', '/api/admin/disable-2fa', plain.body.token).send({ password: PASSWORD }).expect(400);
    });
  });

  describe('throttling', () => {
    it('locks the account for a growing delay after five failures, whatever the client, and a success resets it', async () => {
      await signIn();
      /** A failed sign-in and the lock it stored, on the database's clock, bounded by the moments before and after the request. */
      const failAndReadLock = async (password: string) => {
        const [{ before }] = await dataSource.query('SELECT clock_timestamp() AS before');
        await login({ username: USERNAME, password }).expect(401);
        const [{ after }] = await dataSource.query('SELECT clock_timestamp() AS after');
        const stored = await admin();
        const lockedUntil = stored.lockedUntil?.getTime() ?? null;
        return { count: stored.failedLoginCount, lockedUntil, earliest: new Date(before).getTime(), latest: new Date(after).getTime() };
      };
      for (let attempt = 1; attempt <= 5; attempt += 1) expect((await failAndReadLock(`wrong password ${attempt}`)).lockedUntil).toBeNull();
      const sixth = await failAndReadLock('wrong password 6');
      expect(sixth.count).toBe(6);
      expect(sixth.lockedUntil).toBeGreaterThanOrEqual(sixth.earliest + 1_000);
      expect(sixth.lockedUntil).toBeLessThanOrEqual(sixth.latest + 1_000);
      // Locked: even the right password waits.
      const locked = await login({ username: USERNAME, password: PASSWORD }).expect(429);
      expect(locked.body).toEqual({ statusCode: 429, message: ADMIN_AUTH_MESSAGES.tooManyAttempts });
      expect((await admin()).failedLoginCount).toBe(6);

      // The lock ends (moved into the past rather than waited for): the seventh failure doubles it.
      const expireLock = () => dataSource.query(`UPDATE admin_users SET locked_until = now() - interval '1 millisecond' WHERE username = $1`, [USERNAME]);
      await expireLock();
      const seventh = await failAndReadLock('wrong password 7');
      expect(seventh.count).toBe(7);
      expect(seventh.lockedUntil).toBeGreaterThanOrEqual(seventh.earliest + 2_000);
      expect(seventh.lockedUntil).toBeLessThanOrEqual(seventh.latest + 2_000);
      await login({ username: USERNAME, password: PASSWORD }).expect(429);

      await expireLock();
      await signIn();
      expect(await admin()).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
    });

    it('counts parallel guesses one by one, so a burst cannot get past the lock', async () => {
      await dataSource.query('UPDATE admin_users SET failed_login_count = 5, locked_until = NULL WHERE username = $1', [USERNAME]);
      const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => login({ username: USERNAME, password: `burst guess ${i}` })));
      // The first guess is the sixth failure and locks the account; the others are refused unseen.
      expect(burst.map((response) => response.status).sort()).toEqual([401, 429, 429, 429, 429, 429, 429, 429]);
      await dataSource.query('UPDATE admin_users SET failed_login_count = 0, locked_until = NULL WHERE username = $1', [USERNAME]);
    });

    it('limits sign-in attempts per client', async () => {
      const from = '198.51.100.253';
      // A different unknown name each time: one name is locked after five failures, like a real account.
      for (let attempt = 0; attempt < ADMIN_LOGIN_RATE_LIMIT.limit; attempt += 1)
        await login({ username: `nobody-here-${attempt}`, password: 'guess' }, from).expect(401);
      const limited = await login({ username: USERNAME, password: PASSWORD }, from).expect(429);
      expect(limited.body).toEqual({ statusCode: 429, message: TOO_MANY_REQUESTS_MESSAGE });
      await login({ username: USERNAME, password: PASSWORD }, '198.51.100.254').expect(200);
    });
  });
});
