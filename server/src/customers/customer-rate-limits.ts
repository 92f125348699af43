import { RATE_LIMIT_WINDOW_MS } from '../common/throttling/rate-limits.js';

/** Sign-in attempts per client and minute; each account is also paused after repeated failures (the sign-in lockout rule of libs/domain). */
export const LOGIN_RATE_LIMIT = { limit: 30, ttl: RATE_LIMIT_WINDOW_MS } as const;

/** Registrations and e-mail confirmations per client and minute. */
export const ACCOUNT_FORM_RATE_LIMIT = { limit: 20, ttl: RATE_LIMIT_WINDOW_MS } as const;
