import { afterEach, describe, expect, it } from 'vitest';
import { checkoutKey, endCheckout } from './checkoutKey';

afterEach(() => sessionStorage.clear());

describe('checkout key', () => {
  it('is 128 random bits, kept for the checkout across reloads, and new after the order is placed', () => {
    const key = checkoutKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(checkoutKey()).toBe(key);
    expect(sessionStorage.getItem('apostille.checkoutKey')).toBe(key);

    endCheckout();
    const next = checkoutKey();
    expect(next).not.toBe(key);
    expect(next).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('replaces a stored value that is not a key', () => {
    sessionStorage.setItem('apostille.checkoutKey', 'short');
    expect(checkoutKey()).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
