import { type OrderEntryReason, readOrderEntry } from '@apostille/domain';
import type { NamedOrder } from '../automation-order-facts.service.js';

export interface IgnoredEntry {
  /** As staff sent it (cut to a readable length when too long). */
  entry: string;
  reason: OrderEntryReason;
}

interface SortedEntries {
  /** Live orders, each once, in the order they were first named. */
  orders: NamedOrder[];
  ignored: IgnoredEntry[];
}

/** The ids and order numbers worth looking up: entries that are neither too long nor malformed. */
export function lookupKeys(entries: readonly string[]): { ids: number[]; orderNumbers: string[] } {
  const ids = new Set<number>();
  const orderNumbers = new Set<string>();
  for (const entry of entries) {
    const read = readOrderEntry(entry);
    if (read.kind === 'id') ids.add(read.id);
    if (read.kind === 'number') orderNumbers.add(read.orderNumber);
  }
  return { ids: [...ids], orderNumbers: [...orderNumbers] };
}

/**
 * Each entry either names a live order not named before, or is ignored with the reason. An order
 * named once by id and once by number counts as listed twice.
 */
export function sortEntries(entries: readonly string[], found: readonly NamedOrder[]): SortedEntries {
  const byId = new Map(found.map((order) => [order.id, order]));
  const byNumber = new Map(found.map((order) => [order.orderNumber, order]));
  const seen = new Set<number>();
  const orders: NamedOrder[] = [];
  const ignored: IgnoredEntry[] = [];
  for (const entry of entries) {
    const read = readOrderEntry(entry);
    const shown = entry.trim().slice(0, 60);
    if (read.kind === 'refused') {
      ignored.push({ entry: shown, reason: read.reason });
      continue;
    }
    const order = read.kind === 'id' ? byId.get(read.id) : byNumber.get(read.orderNumber);
    if (!order) ignored.push({ entry: shown, reason: 'unknown' });
    else if (order.deleted) ignored.push({ entry: shown, reason: 'deleted' });
    else if (seen.has(order.id)) ignored.push({ entry: shown, reason: 'duplicate' });
    else {
      seen.add(order.id);
      orders.push(order);
    }
  }
  return { orders, ignored };
}
