import { PAYMENT_MESSAGES } from './payment-provider.js';

export interface CardInput {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardOutcome = { ok: true } | { ok: false; status: 400 | 402; message: string };

/** Stripe test-mode cards with a fixed outcome (https://docs.stripe.com/testing). */
const SPECIAL_CARDS: Record<string, CardOutcome> = {
  '4000000000000002': { ok: false, status: 402, message: PAYMENT_MESSAGES.cardDeclined },
  '4000000000009995': { ok: false, status: 402, message: PAYMENT_MESSAGES.insufficientFunds },
  '4000000000000069': { ok: false, status: 402, message: PAYMENT_MESSAGES.cardExpired },
  '4000000000000127': { ok: false, status: 402, message: PAYMENT_MESSAGES.incorrectCvc },
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * What Stripe test mode answers for a card: 4242 4242 4242 4242 (and any other Luhn-valid number)
 * succeeds, 4000 0000 0000 0002 is declined, a bad number, expiry or CVC is refused.
 * The number is only looked at here; it is never stored or logged.
 */
export function checkTestCard(card: CardInput, now = new Date()): CardOutcome {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return { ok: false, status: 400, message: PAYMENT_MESSAGES.cardInvalid };
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12 || !Number.isInteger(year)) {
    return { ok: false, status: 400, message: PAYMENT_MESSAGES.invalidExpiry };
  }
  // A card is valid through the last day of its expiry month.
  if (Date.UTC(year, card.expMonth, 1) <= now.getTime()) return { ok: false, status: 400, message: PAYMENT_MESSAGES.cardExpired };
  if (!/^\d{3,4}$/.test(card.cvc)) return { ok: false, status: 400, message: PAYMENT_MESSAGES.invalidCvc };
  return SPECIAL_CARDS[digits] ?? { ok: true };
}
