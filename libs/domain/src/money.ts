import { DomainValidationError } from './errors';

/**
 * Converts a dollar amount to integer cents, rounding half away from zero on the
 * amount's shortest decimal representation, so binary artefacts do not leak in:
 * 9.45 → 945, 0.1 + 0.2 → 30, 1.005 → 101, -2.675 → -268.
 */
export function dollarsToCents(dollars: number): number {
  if (typeof dollars !== 'number' || !Number.isFinite(dollars)) {
    throw new DomainValidationError(`Invalid dollar amount: ${String(dollars)}`);
  }
  const sign = dollars < 0 ? -1 : 1;
  const abs = Math.abs(dollars);
  const text = abs.toString();
  let cents: number;
  if (/e/i.test(text)) {
    // Very large or very small magnitudes: plain arithmetic is exact enough here.
    cents = Math.round(abs * 100);
  } else {
    const [whole, fraction = ''] = text.split('.');
    const padded = (fraction + '000').slice(0, 3);
    cents = Number(whole) * 100 + Number(padded.slice(0, 2));
    if (Number(padded[2]) >= 5) cents += 1;
  }
  if (!Number.isSafeInteger(cents)) {
    throw new DomainValidationError(`Dollar amount out of range: ${String(dollars)}`);
  }
  return cents === 0 ? 0 : sign * cents;
}

/** Integer cents → dollars as a number (for APIs that speak dollars). */
export function centsToDollars(cents: number): number {
  assertCents(cents, 'cents');
  return cents / 100;
}

/** Integer cents → '$1,234.56' (negative amounts as '-$5.00'). */
export function formatUsd(cents: number): string {
  assertCents(cents, 'cents');
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (abs % 100).toString().padStart(2, '0');
  return `${sign}$${whole}.${fraction}`;
}

/** Throws unless `value` is a safe integer (a valid cents amount). */
export function assertCents(value: number, field: string): void {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new DomainValidationError(`${field} must be an integer number of cents`, field);
  }
}

/** Throws unless `value` is a non-negative safe integer. */
export function assertNonNegativeCents(value: number, field: string): void {
  assertCents(value, field);
  if (value < 0) {
    throw new DomainValidationError(`${field} must not be negative`, field);
  }
}
