import { STORAGE_KEYS } from '../api/request';

/** What the site keeps about the signed-in customer (requirements C3: at least firstName). */
export interface CachedCustomer {
  firstName: string;
  lastName?: string;
  email?: string;
  [key: string]: unknown;
}

/** Fired on window whenever this tab signs in, signs out or changes the cached user, so the header follows at once. */
export const CUSTOMER_SESSION_EVENT = 'customer-session-change';

function announce(): void {
  window.dispatchEvent(new Event(CUSTOMER_SESSION_EVENT));
}

/** What may be cached: the login or profile answer (anything with a first name). */
export type CachedCustomerInput = Pick<CachedCustomer, 'firstName' | 'lastName' | 'email'>;

/** Removes the customer token and cached user (Logout, or a cached user that cannot be read). */
export function clearCustomerSession(): void {
  removeStoredSession();
  announce();
}

function removeStoredSession(): void {
  localStorage.removeItem(STORAGE_KEYS.customerToken);
  localStorage.removeItem(STORAGE_KEYS.customerUser);
}

/** Signs in: keeps the bearer token and the user the login answered. */
export function storeCustomerSession(token: string, user: CachedCustomerInput): void {
  localStorage.setItem(STORAGE_KEYS.customerToken, token);
  localStorage.setItem(STORAGE_KEYS.customerUser, JSON.stringify(user));
  announce();
}

/** Replaces the cached user (after the profile is loaded or saved) while signed in. */
export function updateCachedCustomer(user: CachedCustomerInput): void {
  if (!localStorage.getItem(STORAGE_KEYS.customerToken)) return;
  localStorage.setItem(STORAGE_KEYS.customerUser, JSON.stringify(user));
  announce();
}

export function customerToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.customerToken);
}

/**
 * Requirements C4: signed in only when both the token and the user JSON are stored and the JSON parses.
 * A cached user that does not parse is logged, both items are removed, and the visitor is signed out.
 */
export function readCustomerSession(): CachedCustomer | null {
  const token = localStorage.getItem(STORAGE_KEYS.customerToken);
  const raw = localStorage.getItem(STORAGE_KEYS.customerUser);
  if (!token || !raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    const user = parsed as Record<string, unknown>;
    return { ...user, firstName: typeof user.firstName === 'string' ? user.firstName : '' };
  } catch (error) {
    console.error('Stored customer session could not be read; signing out.', error);
    // No event: this runs while components render, and every reader already treats it as signed out.
    removeStoredSession();
    return null;
  }
}
