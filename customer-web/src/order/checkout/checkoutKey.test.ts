import { afterEach, describe, expect, it } from 'vitest';
import { checkoutKey, endCheckout, storedCheckoutKey } from './checkoutKey';

afterEach(() => localStorage.clear());

describe('checkout key', () => {
  it('is 128 random bits, kept in localStorage across reloads and closed tabs, and new after the order is placed', () => {
    expect(storedCheckoutKey()).toBeNull();
    const key = checkoutKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(checkoutKey()).toBe(key);
    expect(localStorage.getItem('apostille.checkoutKey')).toBe(key);
    expect(storedCheckoutKey()).toBe(key);

    endCheckout();
    expect(storedCheckoutKey()).toBeNull();
    const next = checkoutKey();
    expect(next).not.toBe(key);
    expect(next).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('replaces a stored value that is not a key', () => {
    localStorage.setItem('apostille.checkoutKey', 'short');
    expect(storedCheckoutKey()).toBeNull();
    expect(checkoutKey()).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
