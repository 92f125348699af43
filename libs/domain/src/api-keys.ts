/**
 * API keys of wholesale accounts (issue #36): shown once, stored hashed, revocable, scoped read or
 * write. The texts are not quoted in the spec.
 */

export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts with this, so a leaked key is recognisable (and secret scanners can find it). */
export const API_KEY_PREFIX = 'apo_';
/** Live keys one account may hold at once. */
export const API_KEY_MAX_ACTIVE = 10;
export const API_KEY_NAME_MAX = 60;
/** Requests one key may make per minute. */
export const API_KEY_RATE_LIMIT_PER_MINUTE = 120;

export const API_KEY_MESSAGES = {
  wholesaleOnly: 'API keys are for approved wholesale accounts with a confirmed e-mail address.',
  nameRequired: `Name the key (at most ${API_KEY_NAME_MAX} characters), e.g. the system that uses it.`,
  scopeInvalid: 'Scope must be read or write.',
  tooMany: `An account holds at most ${API_KEY_MAX_ACTIVE} live keys: revoke one first.`,
  notFound: 'API key not found',
  missing: 'Send your API key as "Authorization: Bearer apo_…".',
  invalid: 'This API key is unknown or has been revoked.',
  readOnly: 'This API key may only read: create a key with the write scope to change anything.',
  created: 'Copy the key now: it is shown only once.',
} as const;

export function isApiKeyScope(value: unknown): value is ApiKeyScope {
  return typeof value === 'string' && (API_KEY_SCOPES as readonly string[]).includes(value);
}

/** Whether a key of `scope` may do what `needed` asks: write includes read. */
export function apiKeyScopeAllows(scope: ApiKeyScope, needed: ApiKeyScope): boolean {
  return scope === 'write' || needed === 'read';
}

/** A key as its owner sees it after creation: never the key itself. */
export interface ApiKeyView {
  id: number;
  name: string;
  scope: ApiKeyScope;
  /** The key's first characters, to tell keys apart. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}
