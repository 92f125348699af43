import { ORDER_NUMBER_PATTERN } from './order-number';

/**
 * Orders named by staff in a batch or a trigger: an order number (APO-2026-005, any case) or the
 * order's id in digits. Anything longer than this is refused as too long before it is looked up.
 */
export const ORDER_ENTRY_MAX_LENGTH = 40;

/** The largest PostgreSQL integer: an id above it names no order. */
const ID_MAX = 2_147_483_647;

/** Why an entry of a batch was left out. */
export const ORDER_ENTRY_REASONS = {
  unknown: 'no such order',
  deleted: 'the order was deleted',
  duplicate: 'listed twice',
  tooLong: `longer than ${ORDER_ENTRY_MAX_LENGTH} characters or beyond the largest id`,
  invalid: 'not an order number or id',
} as const;
export type OrderEntryReason = keyof typeof ORDER_ENTRY_REASONS;

export type OrderEntry = { kind: 'id'; id: number } | { kind: 'number'; orderNumber: string } | { kind: 'refused'; reason: 'tooLong' | 'invalid' };

/** What one entry names, read without a database: an id, an order number, or why it names nothing. */
export function readOrderEntry(raw: string): OrderEntry {
  const text = raw.trim();
  if (text.length > ORDER_ENTRY_MAX_LENGTH) return { kind: 'refused', reason: 'tooLong' };
  if (/^[0-9]+$/.test(text)) {
    // More than ten digits is beyond any id; said as too long rather than unknown.
    if (text.length > 10 || Number(text) > ID_MAX) return { kind: 'refused', reason: 'tooLong' };
    const id = Number(text);
    return id >= 1 ? { kind: 'id', id } : { kind: 'refused', reason: 'invalid' };
  }
  const upper = text.toUpperCase();
  if (ORDER_NUMBER_PATTERN.test(upper)) return { kind: 'number', orderNumber: upper };
  return { kind: 'refused', reason: 'invalid' };
}

/** "APO-2026-005, 12\nAPO-2026-7" → the entries as typed, split on commas, spaces and new lines. */
export function splitOrderEntries(text: string): string[] {
  return text.split(/[\s,;]+/).filter((part) => part.length > 0);
}

/** One line per ignored entry, for the screen: `APO-2026-999: no such order`. */
export function ignoredEntryText(entry: string, reason: OrderEntryReason): string {
  const shown = entry.length > ORDER_ENTRY_MAX_LENGTH ? `${entry.slice(0, ORDER_ENTRY_MAX_LENGTH)}…` : entry;
  return `${shown}: ${ORDER_ENTRY_REASONS[reason]}`;
}
