import { RATE_LIMIT_WINDOW_MS } from '../common/throttling/rate-limits.js';

/** Sign-in attempts per client a minute; the per-account lockout (adminLockoutSeconds) limits guessing across clients. */
export const ADMIN_LOGIN_RATE_LIMIT = { limit: 20, ttl: RATE_LIMIT_WINDOW_MS } as const;

/** Two-factor changes per client a minute: disable-2fa checks a password, so it must not be a free oracle. */
export const ADMIN_TWO_FACTOR_RATE_LIMIT = { limit: 10, ttl: RATE_LIMIT_WINDOW_MS } as const;
