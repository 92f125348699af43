import { STORAGE_KEYS } from '../api/request';

/** What the site keeps about the signed-in customer (spec §3: at least firstName). */
export interface CachedCustomer {
  firstName: string;
  lastName?: string;
  email?: string;
  [key: string]: unknown;
}

/** Removes the customer token and cached user (Logout, or a cached user that cannot be read). */
export function clearCustomerSession(): void {
  localStorage.removeItem(STORAGE_KEYS.customerToken);
  localStorage.removeItem(STORAGE_KEYS.customerUser);
}

/**
 * Spec §4: signed in only when both the token and the user JSON are stored and the JSON parses.
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
    return { ...user, firstName: typeof user.firstName === 'string' ? user.firstName : '' } as CachedCustomer;
  } catch (error) {
    console.error('Stored customer session could not be read; signing out.', error);
    clearCustomerSession();
    return null;
  }
}
