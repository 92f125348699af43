import { ValidationFailedException } from '../http-exception.filter.js';
import { INT32_MAX } from './limits.js';

/**
 * Ids as text (paths, query strings) are decimal digits and nothing else: `Number()` would also
 * read `0x10` as 16, ` 12` as 12, `1e3` as 1000 and `12.0` as 12, so a probe could reach a row
 * other than the one it names. Ten digits at most keeps the text short before it is converted.
 */
const DECIMAL_DIGITS = /^[0-9]{1,10}$/;

/** The id a value names: digits-only text or a whole number, from 1 to the largest PostgreSQL integer; otherwise null. */
export function parseId(value: unknown): number | null {
  let id: number;
  if (typeof value === 'string') {
    if (!DECIMAL_DIGITS.test(value)) return null;
    id = Number(value);
  } else if (typeof value === 'number') {
    id = value;
  } else {
    return null;
  }
  return Number.isInteger(id) && id >= 1 && id <= INT32_MAX ? id : null;
}

export function idMessage(field: string): string {
  return `${field} must be a whole number from 1 to ${INT32_MAX}`;
}

/** parseId, or a 400 naming the field. */
export function requireId(value: unknown, field: string): number {
  const id = parseId(value);
  if (id === null) throw new ValidationFailedException([{ field, message: idMessage(field) }]);
  return id;
}

/** A whole number in a query string (page, pageSize): digits-only text becomes a number, anything else stays text for the validators to refuse. */
export function decimalIntegerText({ value }: { value: unknown }): unknown {
  return typeof value === 'string' && DECIMAL_DIGITS.test(value) ? Number(value) : value;
}
