import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The random key a browser generates for one checkout (128 bits or more, base64url or hex). It is
 * sent when the intent is created and again with the order, and never leaves that browser
 * otherwise: it is what makes an intent belong to one checkout. Only its hash is stored.
 */
export const CHECKOUT_KEY_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;

export function checkoutKeyHash(checkoutKey: string): string {
  return createHash('sha256').update(checkoutKey).digest('hex');
}

/** Whether `checkoutKey` is the key whose hash was stored; constant time, false when nothing was stored. */
export function holdsCheckoutKey(storedHash: string | null, checkoutKey: string): boolean {
  if (!storedHash) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const given = createHash('sha256').update(checkoutKey).digest();
  return expected.length === given.length && timingSafeEqual(expected, given);
}
