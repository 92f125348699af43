import { ADMIN_MESSAGES } from '@apostille/domain';
import type { AuthProvider } from 'react-admin';
import { adminFetch, adminRequest, ApiError } from '../api/request';
import { clearSession, getAdminToken, getAdminUser, saveSession, setAdminUser, type AdminUser } from '../api/session';

export interface LoginParams {
  username: string;
  password: string;
  /** The 6-digit TOTP code or a backup code, on the second step. */
  twoFactorCode?: string;
}

interface LoginAnswer {
  success: boolean;
  token?: string;
  user?: AdminUser;
  requiresTwoFactor?: boolean;
  message?: string;
}

/** Thrown by login() when the password was right and the account wants its second factor. */
export class TwoFactorRequiredError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TwoFactorRequiredError';
  }
}

/** Login failure with the text the login page shows. */
export class LoginError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LoginError';
  }
}

/**
 * react-admin redirects to the login page without a toast when checkAuth rejects with this: its
 * contract is a plain object, not an Error (hence the lint exceptions where it is thrown).
 */
const SILENT_REDIRECT = { message: false } as const;

/** How long a verified token is trusted before checkAuth asks the server again. */
const VERIFY_TTL_MS = 60_000;

/**
 * Staff sign-in against the REST API (contract: POST /api/admin/login, GET /api/admin/verify,
 * POST /api/admin/logout).
 * The token and user stay in localStorage under adminToken / adminUser (requirements A6); a missing or
 * rejected token clears both, and react-admin then sends the admin to /admin/login.
 */
export function createAuthProvider(now: () => number = Date.now): AuthProvider {
  let verified: { token: string; at: number } | null = null;

  return {
    async login({ username, password, twoFactorCode }: LoginParams) {
      let answer: LoginAnswer;
      try {
        answer = await adminRequest<LoginAnswer>('/api/admin/login', {
          json: twoFactorCode ? { username, password, twoFactorCode } : { username, password },
          anonymous: true,
        });
      } catch (error) {
        if (error instanceof ApiError) throw new LoginError(error.serverMessage ?? ADMIN_MESSAGES.loginFailed);
        throw new LoginError(ADMIN_MESSAGES.networkError);
      }
      if (answer.requiresTwoFactor) throw new TwoFactorRequiredError(answer.message ?? '');
      if (!answer.success || !answer.token || !answer.user) throw new LoginError(answer.message ?? ADMIN_MESSAGES.loginFailed);
      saveSession(answer.token, answer.user);
      verified = { token: answer.token, at: now() };
    },

    async logout() {
      // The server revokes the token, so a copy of it stops working too. Signing out locally must
      // not wait on that: a refused or unreachable call still ends the session in this browser.
      const token = getAdminToken();
      clearSession();
      verified = null;
      if (token) await adminFetch('/api/admin/logout', { method: 'POST', token }).catch(() => undefined);
    },

    async checkAuth() {
      const token = getAdminToken();
      if (!token) {
        clearSession();
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-admin's contract (above)
        throw SILENT_REDIRECT;
      }
      if (verified && verified.token === token && now() - verified.at < VERIFY_TTL_MS) return;
      try {
        const { user } = await adminRequest<{ user: AdminUser }>('/api/admin/verify');
        setAdminUser(user);
        verified = { token, at: now() };
      } catch (error) {
        // A rejected token ends the session; a network failure only blocks this page load.
        verified = null;
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          clearSession();
          // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-admin's contract (above)
          throw SILENT_REDIRECT;
        }
        throw error;
      }
    },

    async checkError(error: { status?: number } | null | undefined) {
      if (error?.status === 401) {
        clearSession();
        verified = null;
        throw new Error('Session expired');
      }
    },

    async getIdentity() {
      const user = getAdminUser();
      if (!user) throw new Error('Not signed in');
      return { id: user.username, fullName: user.username, ...user };
    },

    async getPermissions() {
      return getAdminUser()?.role;
    },
  };
}

export const authProvider = createAuthProvider();
