const STORAGE_KEY = 'apostille.checkoutKey';
const VALID = /^[A-Za-z0-9_-]{22,128}$/;

/** Used when localStorage is unavailable (private modes that refuse it): the key lives as long as the page. */
let inMemory: string | null = null;

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The key of the checkout under way in this browser, or null when none was started. */
export function storedCheckoutKey(): string | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored && VALID.test(stored) ? stored : null;
  } catch {
    return inMemory;
  }
}

/**
 * This browser's checkout key: 128 random bits made on first use and kept in localStorage until the
 * order is placed. The server keeps the checkout (draft, staged files, payment) under it and only
 * accepts the order with it, so nobody who repeats the same requests can take this checkout's
 * payment. localStorage, not sessionStorage: a closed tab or a reload comes back to the same checkout.
 */
export function checkoutKey(): string {
  const stored = storedCheckoutKey();
  if (stored) return stored;
  try {
    const key = randomKey();
    localStorage.setItem(STORAGE_KEY, key);
    return key;
  } catch {
    inMemory ??= randomKey();
    return inMemory;
  }
}

/** The order was placed (or the checkout given up): the next checkout gets a new key, and so a new payment intent. */
export function endCheckout(): void {
  inMemory = null;
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
