import { ADMIN_MESSAGES } from '@apostille/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../api/session';
import { createAuthProvider, LoginError, TwoFactorRequiredError } from './authProvider';

const user = { username: 'staff', email: 'staff@example.com', role: 'owner', twoFactorEnabled: true };

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Answers fetch calls in turn and records what the provider sent. */
function fakeServer(...answers: (Response | Error)[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        headers: (init.headers ?? {}) as Record<string, string>,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      const next = answers.shift();
      if (!next) throw new Error(`unexpected call to ${url}`);
      if (next instanceof Error) throw next;
      return next;
    }),
  );
  return calls;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('authProvider.login', () => {
  it('asks for the code, then signs in with it and keeps adminToken and adminUser', async () => {
    const calls = fakeServer(
      json(200, { success: false, requiresTwoFactor: true, message: 'Please enter the verification code from your authenticator app' }),
      json(200, { success: true, token: 'jwt-1', user, message: 'Login successful' }),
    );
    const auth = createAuthProvider();

    await expect(auth.login({ username: 'staff', password: 'correct horse battery' })).rejects.toBeInstanceOf(TwoFactorRequiredError);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();

    await auth.login({ username: 'staff', password: 'correct horse battery', twoFactorCode: '123456' });
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['POST', '/api/admin/login'],
      ['POST', '/api/admin/login'],
    ]);
    expect(calls[0].body).toEqual({ username: 'staff', password: 'correct horse battery' });
    expect(calls[1].body).toEqual({ username: 'staff', password: 'correct horse battery', twoFactorCode: '123456' });
    expect(calls[0].headers.Authorization).toBeUndefined();
    expect(localStorage.getItem('adminToken')).toBe('jwt-1');
    expect(JSON.parse(localStorage.getItem('adminUser') ?? 'null')).toEqual(user);
    await expect(auth.getIdentity?.()).resolves.toMatchObject({ id: 'staff', fullName: 'staff' });
  });

  it("shows the server's message, else 'Login failed', and the network error", async () => {
    fakeServer(json(401, { statusCode: 401, message: 'Invalid username or password' }), json(500, {}), new TypeError('Failed to fetch'));
    const auth = createAuthProvider();
    await expect(auth.login({ username: 'a', password: 'b' })).rejects.toEqual(new LoginError('Invalid username or password'));
    await expect(auth.login({ username: 'a', password: 'b' })).rejects.toEqual(new LoginError(ADMIN_MESSAGES.loginFailed));
    await expect(auth.login({ username: 'a', password: 'b' })).rejects.toEqual(new LoginError(ADMIN_MESSAGES.networkError));
    expect(localStorage.getItem('adminToken')).toBeNull();
  });
});

describe('authProvider.checkAuth', () => {
  it('rejects without a token and clears a stale user', async () => {
    localStorage.setItem('adminUser', JSON.stringify(user));
    const calls = fakeServer();
    await expect(createAuthProvider().checkAuth({})).rejects.toEqual({ message: false });
    expect(localStorage.getItem('adminUser')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('verifies the token with its bearer header and refreshes the stored user', async () => {
    localStorage.setItem('adminToken', 'jwt-2');
    const calls = fakeServer(json(200, { user: { ...user, twoFactorEnabled: false } }));
    await createAuthProvider().checkAuth({});
    expect(calls[0]).toMatchObject({ url: '/api/admin/verify', method: 'GET' });
    expect(calls[0].headers.Authorization).toBe('Bearer jwt-2');
    expect(JSON.parse(localStorage.getItem('adminUser') ?? 'null')).toMatchObject({ twoFactorEnabled: false });
  });

  it('clears both keys when the server rejects the token', async () => {
    localStorage.setItem('adminToken', 'revoked');
    localStorage.setItem('adminUser', JSON.stringify(user));
    fakeServer(json(401, { statusCode: 401, message: 'Authentication required' }));
    await expect(createAuthProvider().checkAuth({})).rejects.toEqual({ message: false });
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('adminUser')).toBeNull();
  });

  it('asks the server again once the verification is a minute old', async () => {
    localStorage.setItem('adminToken', 'jwt-3');
    let now = 1_000;
    const calls = fakeServer(json(200, { user }), json(200, { user }));
    const auth = createAuthProvider(() => now);
    await auth.checkAuth({});
    now += 30_000;
    await auth.checkAuth({});
    expect(calls).toHaveLength(1);
    now += 31_000;
    await auth.checkAuth({});
    expect(calls).toHaveLength(2);
  });
});

describe('authProvider.checkError and logout', () => {
  it('signs out on a 401 only', async () => {
    localStorage.setItem('adminToken', 'jwt');
    localStorage.setItem('adminUser', JSON.stringify(user));
    const auth = createAuthProvider();
    await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined();
    expect(localStorage.getItem('adminToken')).toBe('jwt');
    await expect(auth.checkError({ status: 401 })).rejects.toThrow();
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('adminUser')).toBeNull();
  });

  it('logout asks the server to revoke the token and clears both keys', async () => {
    const calls = fakeServer(new Response(null, { status: 204 }));
    localStorage.setItem('adminToken', 'jwt');
    localStorage.setItem('adminUser', JSON.stringify(user));
    await createAuthProvider().logout({});
    expect(calls.map((c) => [c.method, c.url, c.headers.Authorization])).toEqual([['POST', '/api/admin/logout', 'Bearer jwt']]);
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('adminUser')).toBeNull();
  });

  it('logout still signs out when the server refuses or cannot be reached, and calls nothing without a token', async () => {
    for (const answer of [json(401, { statusCode: 401, message: 'Unauthorized' }), new TypeError('Failed to fetch')]) {
      fakeServer(answer);
      localStorage.setItem('adminToken', 'jwt');
      localStorage.setItem('adminUser', JSON.stringify(user));
      await createAuthProvider().logout({});
      expect(localStorage.getItem('adminToken')).toBeNull();
      expect(localStorage.getItem('adminUser')).toBeNull();
    }
    const calls = fakeServer();
    await createAuthProvider().logout({});
    expect(calls).toEqual([]);
  });
});
