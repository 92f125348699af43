import { PAYMENT_MESSAGES } from './payment-provider.js';
import { checkTestCard, luhnValid } from './test-cards.js';

const card = (cardNumber: string, overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  cardNumber,
  expMonth: 12,
  expYear: 2099,
  cvc: '123',
  ...overrides,
});
const now = new Date('2026-11-21T12:00:00Z');

describe('offline test cards', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('5555555555554444')).toBe(true);
  });

  it('behaves like Stripe test mode', () => {
    expect(checkTestCard(card('4242 4242 4242 4242'), now)).toEqual({ ok: true });
    expect(checkTestCard(card('4000-0000-0000-0002'), now)).toEqual({ ok: false, status: 402, message: PAYMENT_MESSAGES.cardDeclined });
    expect(checkTestCard(card('4000000000009995'), now)).toEqual({ ok: false, status: 402, message: PAYMENT_MESSAGES.insufficientFunds });
    expect(checkTestCard(card('4242424242424241'), now)).toEqual({ ok: false, status: 400, message: PAYMENT_MESSAGES.cardInvalid });
    expect(checkTestCard(card('4242'), now)).toEqual({ ok: false, status: 400, message: PAYMENT_MESSAGES.cardInvalid });
    expect(checkTestCard(card('4242424242424242', { cvc: '1' }), now)).toEqual({ ok: false, status: 400, message: PAYMENT_MESSAGES.invalidCvc });
    expect(checkTestCard(card('4242424242424242', { expMonth: 13 }), now)).toEqual({ ok: false, status: 400, message: PAYMENT_MESSAGES.invalidExpiry });
  });

  it('accepts a card through the last day of its expiry month', () => {
    expect(checkTestCard(card('4242424242424242', { expMonth: 11, expYear: 26 }), now)).toEqual({ ok: true });
    expect(checkTestCard(card('4242424242424242', { expMonth: 10, expYear: 2026 }), now)).toEqual({
      ok: false,
      status: 400,
      message: PAYMENT_MESSAGES.cardExpired,
    });
  });
});
