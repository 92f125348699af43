import { DomainValidationError } from '../errors';

/** APO-YYYY-### (three digits at least, more once the yearly sequence passes 999). */
export const ORDER_NUMBER_PATTERN = /^APO-\d{4}-\d{3,}$/;

export function formatOrderNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) {
    throw new DomainValidationError('Order number year must be a 4-digit year', 'year');
  }
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new DomainValidationError('Order number sequence must be a positive integer', 'sequence');
  }
  return `APO-${year}-${String(sequence).padStart(3, '0')}`;
}

export interface ParsedOrderNumber {
  readonly year: number;
  readonly sequence: number;
}

/** Parses an order number (surrounding spaces and lower case tolerated); undefined if malformed. */
export function parseOrderNumber(value: string): ParsedOrderNumber | undefined {
  if (typeof value !== 'string') return undefined;
  const normalised = value.trim().toUpperCase();
  if (!ORDER_NUMBER_PATTERN.test(normalised)) return undefined;
  const [, year, sequence] = normalised.split('-');
  const seq = Number(sequence);
  if (!Number.isSafeInteger(seq) || seq < 1) return undefined;
  return { year: Number(year), sequence: seq };
}

export function isOrderNumber(value: unknown): value is string {
  return typeof value === 'string' && ORDER_NUMBER_PATTERN.test(value);
}
