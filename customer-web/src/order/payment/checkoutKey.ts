const STORAGE_KEY = 'apostille.checkoutKey';
const VALID = /^[A-Za-z0-9_-]{22,128}$/;

/** Used when sessionStorage is unavailable (private modes that refuse it): the key lives as long as the page. */
let inMemory: string | null = null;

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * This tab's checkout key: 128 random bits made on first use and kept in sessionStorage until the
 * order is placed. The server ties the payment intent to it and only accepts the order with it, so
 * nobody who repeats the same requests can take this checkout's payment; a reload keeps the key.
 */
export function checkoutKey(): string {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    if (stored && VALID.test(stored)) return stored;
    const key = randomKey();
    sessionStorage.setItem(STORAGE_KEY, key);
    return key;
  } catch {
    inMemory ??= randomKey();
    return inMemory;
  }
}

/** The order was placed: the next checkout in this tab gets a new key (and so a new payment intent). */
export function endCheckout(): void {
  inMemory = null;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
