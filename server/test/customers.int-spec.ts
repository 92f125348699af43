import { ACCOUNT_MESSAGES, DASHBOARD_MESSAGES, PHONE_RULE_MESSAGE, REGISTRATION_MESSAGES } from '@apostille/domain';
import { UnauthorizedException } from '@nestjs/common';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AuthTokensService } from '../src/auth/auth-tokens.service.js';
import { AdminAuthGuard, UNAUTHORIZED_MESSAGE } from '../src/auth/auth.guards.js';
import { TOO_MANY_REQUESTS_MESSAGE } from '../src/common/throttling/rate-limits.js';
import { anyClient, intentRequest, orderFields, payOffline, startSmtpServer, submitOrder, waitFor } from './support/ordering-fixtures.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

const PASSWORD = 'correct horse battery';

describe('customer accounts', () => {
  let testApp: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let dataSource: DataSource;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await bootTestApp({
      env: {
        SMTP_URL: smtp.url,
        QUEUE_PREFIX: `customers${Date.now().toString(36)}`,
        ADMIN_USERNAME: 'staff.member',
        ADMIN_PASSWORD: 'a long staff password',
      },
    });
    dataSource = testApp.app.get(DataSource);
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  function registration(email: string, overrides: Record<string, unknown> = {}) {
    return { firstName: 'Grace', lastName: 'Hopper', email, phone: '8505550100', password: PASSWORD, ...overrides };
  }

  // Each from its own client: the suite registers more accounts than one client may in a minute.
  const register = (body: Record<string, unknown>) => http().post('/api/customers/register').set('X-Forwarded-For', anyClient()).send(body);
  const login = (email: string, password = PASSWORD) => http().post('/api/customers/login').send({ email, password });

  async function signIn(email: string, password = PASSWORD): Promise<string> {
    const response = await login(email, password).expect(200);
    return response.body.token as string;
  }

  /** Registers, signs in and answers the bearer token. */
  async function newAccount(email: string): Promise<string> {
    await register(registration(email)).expect(201);
    return signIn(email);
  }

  async function customerRow(email: string) {
    const [row] = await dataSource.query('SELECT * FROM customers WHERE lower(email) = lower($1)', [email]);
    return row;
  }

  /** The decoded text of the first mail to this address whose subject matches. */
  async function mailTo(address: string, subject: string): Promise<string> {
    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(address) && m.raw.includes(subject)), `mail "${subject}" to ${address}`);
    // Quoted-printable: join soft line breaks and decode '='.
    return mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  }

  async function verificationToken(address: string): Promise<string> {
    const text = await mailTo(address, 'Please confirm your e-mail address');
    const match = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(text);
    if (!match) throw new Error(`no verification link in the mail to ${address}`);
    return match[1];
  }

  async function placeOrder(email: string, token?: string): Promise<string> {
    const intentId = await payOffline(testApp, intentRequest({ customerEmail: email }));
    const call = submitOrder(testApp, orderFields(intentId, { customerEmail: email }));
    if (token) call.set('Authorization', `Bearer ${token}`);
    const response = await call.expect(201);
    return response.body.orderNumber as string;
  }

  const ordersOf = async (token: string) => {
    const response = await http().get('/api/customers/orders').set('Authorization', `Bearer ${token}`).expect(200);
    return response.body.orders as { id: number; orderNumber: string; status: string; totalAmount: number; createdAt: string }[];
  };

  it('registers an account with an argon2id hash, e-mails a confirmation link, and signs in', async () => {
    const response = await register(registration('grace@example.com')).expect(201);
    expect(response.body).toEqual({ success: true, message: ACCOUNT_MESSAGES.registered });

    const row = await customerRow('grace@example.com');
    expect(row).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', phone: '8505550100', email_verified: false, account_type: 'retail' });
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const token = await verificationToken('grace@example.com');
    expect(row.email_verification_token_hash).not.toContain(token);

    const signedIn = await login('GRACE@example.com').expect(200);
    expect(signedIn.body).toEqual({
      success: true,
      token: expect.any(String),
      message: REGISTRATION_MESSAGES.loginSuccessTitle,
      customer: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        phone: '8505550100',
        accountType: 'retail',
        wholesaleTier: null,
        monthlyDocumentCount: 0,
        createdAt: expect.any(String),
        emailVerified: false,
      },
    });
    const [, payload] = (signedIn.body.token as string).split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toMatchObject({ sub: String(row.id), ver: 0, aud: 'customer' });
    expect(claims.exp - claims.iat).toBe(30 * 24 * 60 * 60);

    const profile = await http().get('/api/customers/profile').set('Authorization', `Bearer ${signedIn.body.token}`).expect(200);
    expect(profile.body).toEqual({ customer: signedIn.body.customer });

    await http().post('/api/customers/verify-email').send({ token }).expect(200, { success: true, message: ACCOUNT_MESSAGES.emailVerified });
    expect(await customerRow('grace@example.com')).toMatchObject({ email_verified: true, email_verification_token_hash: null });
    const reused = await http().post('/api/customers/verify-email').send({ token }).expect(400);
    expect(reused.body.message).toBe(ACCOUNT_MESSAGES.verificationLinkInvalid);
  });

  it('answers a duplicate e-mail exactly like a new one, changes nothing and tells the owner', async () => {
    await register(registration('alan@example.com')).expect(201);
    const before = await customerRow('alan@example.com');

    const duplicate = await register(registration('Alan@Example.com', { firstName: 'Mallory', password: 'another long secret' }));
    const fresh = await register(registration('someone-new@example.com'));
    expect({ status: duplicate.status, body: duplicate.body }).toEqual({ status: fresh.status, body: fresh.body });

    const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM customers WHERE lower(email) = 'alan@example.com'`);
    expect(count).toBe(1);
    expect(await customerRow('alan@example.com')).toMatchObject({ first_name: 'Grace', password_hash: before.password_hash, token_version: 0 });
    await login('alan@example.com', 'another long secret').expect(401);
    await login('alan@example.com').expect(200);
    const warning = await mailTo('alan@example.com', 'Someone tried to create an account with your e-mail address');
    expect(warning).toContain('nothing was changed');
  });

  it('answers registration truthfully for a new and an existing address, and points the owner to a reset', async () => {
    const fresh = await register(registration('truthful-new@example.com')).expect(201);
    expect(fresh.body).toEqual({ success: true, message: ACCOUNT_MESSAGES.registered });
    await register(registration('truthful-new@example.com', { password: 'yet another long secret' })).expect(201);
    const warning = await mailTo('truthful-new@example.com', 'Someone tried to create an account with your e-mail address');
    expect(warning).toContain('/forgot-password');
  });

  describe('password reset', () => {
    const requestReset = (email: string) => http().post('/api/customers/password-reset').set('X-Forwarded-For', anyClient()).send({ email });
    const confirm = (token: string, password: string) =>
      http().post('/api/customers/password-reset/confirm').set('X-Forwarded-For', anyClient()).send({ token, password });
    async function resetToken(address: string, nth = 0): Promise<string> {
      const mails = await waitFor(
        () => {
          const found = smtp.received.filter((m) => m.to.includes(address) && m.raw.includes('Choose a new password'));
          return found.length > nth ? found : undefined;
        },
        `reset mail ${nth + 1} to ${address}`,
      );
      const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails[nth].raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
      if (!match) throw new Error(`no reset link in the mail to ${address}`);
      return match[1];
    }

    it('answers the same for an account, a guest and an unknown address, and e-mails only the account', async () => {
      await newAccount('reset-owner@example.com');
      await placeOrder('reset-guest@example.com');
      const answers = await Promise.all(['reset-owner@example.com', 'reset-guest@example.com', 'reset-nobody@example.com'].map((email) => requestReset(email)));
      for (const answer of answers)
        expect({ status: answer.status, body: answer.body }).toEqual({
          status: 202,
          body: { success: true, message: ACCOUNT_MESSAGES.passwordResetRequested },
        });
      await resetToken('reset-owner@example.com');
      const [{ n }] = await dataSource.query(
        `SELECT count(*)::int AS n FROM outbox_messages WHERE kind = 'customer_password_reset' AND recipient <> 'reset-owner@example.com'`,
      );
      expect(n).toBe(0);
      await requestReset('not an address').expect(400);
    });

    it('answers before looking at the account: the link is issued after the answer, by the queue', async () => {
      await newAccount('reset-later@example.com');
      // Hold the account's row: a request that looked the account up or wrote the link would wait here.
      const holder = dataSource.createQueryRunner();
      await holder.connect();
      await holder.startTransaction();
      try {
        await holder.query(`SELECT id FROM customers WHERE email = 'reset-later@example.com' FOR UPDATE`);
        const answer = await requestReset('reset-later@example.com').expect(202);
        expect(answer.body).toEqual({ success: true, message: ACCOUNT_MESSAGES.passwordResetRequested });
        expect(await customerRow('reset-later@example.com')).toMatchObject({ password_reset_token_hash: null });
      } finally {
        await holder.commitTransaction();
        await holder.release();
      }
      await resetToken('reset-later@example.com');
    });

    it('sets the new password once, signs every session out and confirms the address', async () => {
      const oldSession = await newAccount('reset-me@example.com');
      await requestReset('Reset-Me@Example.com').expect(202);
      const token = await resetToken('reset-me@example.com');
      await confirm(token, 'short').expect(400);
      await confirm(token, 'password').expect(400);
      const done = await confirm(token, 'a brand new long password').expect(200);
      expect(done.body).toEqual({ success: true, message: ACCOUNT_MESSAGES.passwordResetDone });

      await http().get('/api/customers/profile').set('Authorization', `Bearer ${oldSession}`).expect(401);
      await login('reset-me@example.com').expect(401);
      await login('reset-me@example.com', 'a brand new long password').expect(200);
      expect(await customerRow('reset-me@example.com')).toMatchObject({ email_verified: true, password_reset_token_hash: null });
      const reused = await confirm(token, 'another brand new password').expect(400);
      expect(reused.body.message).toBe(ACCOUNT_MESSAGES.passwordResetLinkInvalid);
    });

    it('honours only the newest link, and no link after its hour', async () => {
      await newAccount('reset-twice@example.com');
      await requestReset('reset-twice@example.com').expect(202);
      const first = await resetToken('reset-twice@example.com', 0);
      await requestReset('reset-twice@example.com').expect(202);
      const second = await resetToken('reset-twice@example.com', 1);
      await confirm(first, 'a brand new long password').expect(400);

      // The link's hour has passed (the expiry is stored; move it rather than wait).
      await dataSource.query(`UPDATE customers SET password_reset_expires_at = now() - interval '1 second' WHERE email = 'reset-twice@example.com'`);
      const expired = await confirm(second, 'a brand new long password').expect(400);
      expect(expired.body.message).toBe(ACCOUNT_MESSAGES.passwordResetLinkInvalid);
      await login('reset-twice@example.com').expect(200);
    });
  });

  it('refuses short, over-long and common passwords with the spec messages', async () => {
    const short = await register(registration('short@example.com', { password: 'seven77' })).expect(400);
    expect(short.body.message).toBe(REGISTRATION_MESSAGES.passwordTooShort);
    const long = await register(registration('long@example.com', { password: 'x'.repeat(129) })).expect(400);
    expect(long.body.message).toBe(ACCOUNT_MESSAGES.passwordTooLong);
    const common = await register(registration('common@example.com', { password: 'Password123' })).expect(400);
    expect(common.body.message).toBe(ACCOUNT_MESSAGES.passwordTooCommon);
    await register(registration('longest@example.com', { password: 'y'.repeat(128) })).expect(201);
    const [{ count }] = await dataSource.query(
      `SELECT count(*)::int AS count FROM customers WHERE email IN ('short@example.com', 'long@example.com', 'common@example.com')`,
    );
    expect(count).toBe(0);
  });

  it('gives one failure message for a wrong password, an unknown e-mail and a passwordless guest', async () => {
    await register(registration('ada.account@example.com')).expect(201);
    await placeOrder('guest-only@example.com');
    const answers = await Promise.all([login('ada.account@example.com', 'wrong password here'), login('nobody@example.com'), login('guest-only@example.com')]);
    for (const answer of answers)
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 401, body: { statusCode: 401, message: ACCOUNT_MESSAGES.loginFailed } });
  });

  it('pauses an account after five failures, with a growing pause, and clears the count on success', async () => {
    await register(registration('throttled@example.com')).expect(201);
    for (let attempt = 1; attempt <= 5; attempt++) await login('throttled@example.com', 'not the password').expect(401);
    expect(await customerRow('throttled@example.com')).toMatchObject({ failed_login_count: 5, locked_until: null });
    /** The pause a failed attempt stored, bounded by the server's clock (this process) before and after the request. */
    const failAndReadPause = async (password: string) => {
      const before = Date.now();
      await login('throttled@example.com', password).expect(401);
      const after = Date.now();
      const row = await customerRow('throttled@example.com');
      const lockedUntil = new Date(row.locked_until).getTime();
      return { count: row.failed_login_count, atLeast: lockedUntil - after, atMost: lockedUntil - before };
    };
    const first = await failAndReadPause('the sixth wrong password');
    expect(first.count).toBe(6);
    expect(first.atLeast).toBeLessThanOrEqual(1_000);
    expect(first.atMost).toBeGreaterThanOrEqual(1_000);

    // While paused, even the right password is refused with the same message, and nothing is counted.
    const paused = await login('throttled@example.com').expect(401);
    expect(paused.body.message).toBe(ACCOUNT_MESSAGES.loginFailed);
    expect((await customerRow('throttled@example.com')).failed_login_count).toBe(6);

    // The pause ends (moved into the past rather than waited for); the next failure doubles it.
    await dataSource.query(`UPDATE customers SET locked_until = now() - interval '1 millisecond' WHERE email = 'throttled@example.com'`);
    const second = await failAndReadPause('still not the password');
    expect(second.count).toBe(7);
    expect(second.atLeast).toBeLessThanOrEqual(2_000);
    expect(second.atMost).toBeGreaterThanOrEqual(2_000);

    await dataSource.query(`UPDATE customers SET locked_until = now() - interval '1 millisecond' WHERE email = 'throttled@example.com'`);
    await login('throttled@example.com').expect(200);
    expect(await customerRow('throttled@example.com')).toMatchObject({ failed_login_count: 0, locked_until: null });
  });

  it('takes a phone only when it is one, at registration and on the profile; an empty one clears it', async () => {
    const refused = await register(registration('words.phone@example.com', { phone: 'call-me-later-please' })).expect(400);
    expect(refused.body.message).toBe(PHONE_RULE_MESSAGE);
    expect(await customerRow('words.phone@example.com')).toBeUndefined();
    const token = await newAccount('real.phone@example.com');
    const update = (phone: string) =>
      http().put('/api/customers/profile').set('Authorization', `Bearer ${token}`).send({ firstName: 'Grace', lastName: 'Hopper', phone });
    expect((await update('call-me-later-please').expect(400)).body.message).toBe(PHONE_RULE_MESSAGE);
    await update('+1 (850) 555-0199').expect(200);
    await update('').expect(200);
  });

  it('changes only first name, last name and phone on a profile update', async () => {
    const token = await newAccount('editor@example.com');
    const response = await http()
      .put('/api/customers/profile')
      .set('Authorization', `Bearer ${token}`)
      .send({
        firstName: 'Edith',
        lastName: 'Clarke',
        phone: '',
        email: 'takeover@example.com',
        accountType: 'wholesale',
        wholesaleTier: 'gold',
        monthlyDocumentCount: 99,
        emailVerified: true,
      })
      .expect(200);
    expect(response.body).toEqual({
      success: true,
      message: DASHBOARD_MESSAGES.profileUpdated,
      customer: expect.objectContaining({
        firstName: 'Edith',
        lastName: 'Clarke',
        phone: null,
        email: 'editor@example.com',
        accountType: 'retail',
        wholesaleTier: null,
        monthlyDocumentCount: 0,
        emailVerified: false,
      }),
    });
    expect(await customerRow('editor@example.com')).toMatchObject({
      first_name: 'Edith',
      email: 'editor@example.com',
      account_type: 'retail',
      email_verified: false,
    });
    expect(await customerRow('takeover@example.com')).toBeUndefined();

    const invalid = await http().put('/api/customers/profile').set('Authorization', `Bearer ${token}`).send({ firstName: ' ', lastName: 'Clarke' }).expect(400);
    expect(invalid.body.message).toBe(ACCOUNT_MESSAGES.firstNameRequired);
  });

  it('shows each customer only their own profile and orders, and links orders placed with a token', async () => {
    const tokenA = await newAccount('customer-a@example.com');
    const tokenB = await newAccount('customer-b@example.com');
    const orderA = await placeOrder('customer-a@example.com', tokenA);
    const orderB = await placeOrder('customer-b@example.com', tokenB);
    // B signed in, but typed another address into the order form: still B's order.
    const orderB2 = await placeOrder('b-at-work@example.com', tokenB);

    const listA = await ordersOf(tokenA);
    expect(listA).toEqual([
      {
        id: expect.any(Number),
        orderNumber: orderA,
        status: 'pending',
        totalAmount: 411.45,
        createdAt: expect.any(String),
        // What the order was, and the same expected date as tracking.
        serviceLevel: 'rush',
        destinationCountry: expect.any(String),
        documentCount: 3,
        documentTypes: ['Birth Certificate', 'Marriage Certificate', 'College Diploma'],
        expectedCompletion: expect.objectContaining({ firm: false, text: expect.stringMatching(/after your originals arrive; posted today, expect about/) }),
      },
    ]);
    expect((await ordersOf(tokenB)).map((o) => o.orderNumber)).toEqual([orderB2, orderB]);

    const profileA = await http().get('/api/customers/profile').set('Authorization', `Bearer ${tokenA}`).expect(200);
    expect(profileA.body.customer.email).toBe('customer-a@example.com');
    await http()
      .put('/api/customers/profile')
      .set('Authorization', `Bearer ${tokenB}`)
      .send({ firstName: 'Bea', lastName: 'B', id: 1, email: 'customer-a@example.com' })
      .expect(200);
    expect(await customerRow('customer-a@example.com')).toMatchObject({ first_name: 'Grace' });

    const [row] = await dataSource.query('SELECT customer_id, placed_with_account FROM orders WHERE order_number = $1', [orderB2]);
    expect(row).toEqual({ customer_id: (await customerRow('customer-b@example.com')).id, placed_with_account: true });
  });

  it('refuses missing, forged, staff-audience and revoked tokens on every customer endpoint', async () => {
    const token = await newAccount('guarded@example.com');
    const customer = await customerRow('guarded@example.com');
    const staffAudience = testApp.app.get(AuthTokensService).issueAdminToken({ id: customer.id, tokenVersion: customer.token_version });
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    const calls = [
      (auth?: string) => (auth ? http().get('/api/customers/profile').set('Authorization', auth) : http().get('/api/customers/profile')),
      (auth?: string) => (auth ? http().get('/api/customers/orders').set('Authorization', auth) : http().get('/api/customers/orders')),
      (auth?: string) =>
        (auth ? http().put('/api/customers/profile').set('Authorization', auth) : http().put('/api/customers/profile')).send({ firstName: 'X', lastName: 'Y' }),
    ];
    for (const call of calls) {
      for (const auth of [undefined, `Bearer ${forged}`, `Bearer ${staffAudience}`]) {
        const response = await call(auth).expect(401);
        expect(response.body.message).toBe(UNAUTHORIZED_MESSAGE);
      }
      await call(`Bearer ${token}`).expect(200);
    }
    await dataSource.query('UPDATE customers SET token_version = token_version + 1 WHERE id = $1', [customer.id]);
    await http().get('/api/customers/profile').set('Authorization', `Bearer ${token}`).expect(401);
    expect((await customerRow('guarded@example.com')).first_name).toBe('X');
  });

  it('never lets a customer token pass the staff guard', async () => {
    // The staff routes are built separately; the guard they all use is checked here on the request a route would get.
    const token = await newAccount('not-staff@example.com');
    const [admin] = await dataSource.query('SELECT id, token_version FROM admin_users');
    const guard = testApp.app.get(AdminAuthGuard);
    const contextFor = (bearer: string) => new ExecutionContextHost([{ headers: { authorization: `Bearer ${bearer}` } }, {}, () => undefined]);

    await expect(guard.canActivate(contextFor(token))).rejects.toThrow(UnauthorizedException);
    const sameId = testApp.app.get(AuthTokensService).issueCustomerToken({ id: admin.id, tokenVersion: admin.token_version });
    await expect(guard.canActivate(contextFor(sameId))).rejects.toThrow(UnauthorizedException);
    const staff = testApp.app.get(AuthTokensService).issueAdminToken({ id: admin.id, tokenVersion: admin.token_version });
    await expect(guard.canActivate(contextFor(staff))).resolves.toBe(true);
  });

  it("counts the documents of this calendar month's orders the account shows as Monthly Documents", async () => {
    const token = await newAccount('monthly@example.com');
    const monthly = async () => {
      const response = await http().get('/api/customers/profile').set('Authorization', `Bearer ${token}`).expect(200);
      return response.body.customer.monthlyDocumentCount as number;
    };
    expect(await monthly()).toBe(0);

    await placeOrder('monthly@example.com', token);
    expect(await monthly()).toBe(3);
    const lastMonth = await placeOrder('monthly@example.com', token);
    await dataSource.query(`UPDATE orders SET created_at = date_trunc('month', now()) - interval '1 day' WHERE order_number = $1`, [lastMonth]);
    expect(await monthly()).toBe(3);

    // A guest order with the address counts once the address is confirmed, like the order list.
    await placeOrder('monthly@example.com');
    expect(await monthly()).toBe(3);
    await http()
      .post('/api/customers/verify-email')
      .send({ token: await verificationToken('monthly@example.com') })
      .expect(200);
    expect(await monthly()).toBe(6);
  });

  it('keeps guest orders hidden until the e-mail is confirmed, while orders placed signed in show at once', async () => {
    const guestOrder = await placeOrder('carol@example.com');
    const guest = await customerRow('carol@example.com');
    expect(guest.password_hash).toBeNull();

    const claimed = await register(registration('Carol@example.com', { firstName: 'Carol' })).expect(201);
    expect(claimed.body).toEqual({ success: true, message: ACCOUNT_MESSAGES.registered });
    const row = await customerRow('carol@example.com');
    expect(row).toMatchObject({ id: guest.id, email: 'carol@example.com', first_name: 'Carol', email_verified: false, token_version: guest.token_version + 1 });
    expect(row.password_hash).not.toBeNull();

    const token = await signIn('carol@example.com');
    expect(await ordersOf(token)).toEqual([]);

    const signedInOrder = await placeOrder('carol@example.com', token);
    expect((await ordersOf(token)).map((o) => o.orderNumber)).toEqual([signedInOrder]);

    // A later guest checkout with the same address joins the account but also waits for the confirmation.
    const laterGuestOrder = await placeOrder('carol@example.com');
    expect((await ordersOf(token)).map((o) => o.orderNumber)).toEqual([signedInOrder]);

    const link = await verificationToken('carol@example.com');
    await http().post('/api/customers/verify-email').send({ token: link }).expect(200);
    expect((await ordersOf(token)).map((o) => o.orderNumber)).toEqual([laterGuestOrder, signedInOrder, guestOrder]);
    const profile = await http().get('/api/customers/profile').set('Authorization', `Bearer ${token}`).expect(200);
    expect(profile.body.customer.emailVerified).toBe(true);
  });

  it('limits sign-in attempts per client', async () => {
    let status = 0;
    for (let attempt = 0; attempt < 40 && status !== 429; attempt++) {
      const response = await login(`flood-${attempt}@example.com`, 'whatever it is');
      status = response.status;
      if (status === 429) expect(response.body.message).toBe(TOO_MANY_REQUESTS_MESSAGE);
    }
    expect(status).toBe(429);
  });
});
