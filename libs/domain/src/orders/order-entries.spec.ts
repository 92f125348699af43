import { describe, expect, it } from 'vitest';
import { ignoredEntryText, readOrderEntry, splitOrderEntries } from './order-entries';

describe('order entries', () => {
  it('reads order numbers in any case, ids in digits, and says why anything else names no order', () => {
    expect(readOrderEntry(' apo-2026-005 ')).toEqual({ kind: 'number', orderNumber: 'APO-2026-005' });
    expect(readOrderEntry('42')).toEqual({ kind: 'id', id: 42 });
    expect(readOrderEntry('12345678901234567890')).toEqual({ kind: 'refused', reason: 'tooLong' });
    expect(readOrderEntry('2147483648')).toEqual({ kind: 'refused', reason: 'tooLong' });
    expect(readOrderEntry('0')).toEqual({ kind: 'refused', reason: 'invalid' });
    expect(readOrderEntry('0x10')).toEqual({ kind: 'refused', reason: 'invalid' });
    expect(readOrderEntry('A'.repeat(41))).toEqual({ kind: 'refused', reason: 'tooLong' });
  });

  it('splits typed lists on commas, spaces and new lines', () => {
    expect(splitOrderEntries('APO-2026-005, 12\nAPO-2026-7,,')).toEqual(['APO-2026-005', '12', 'APO-2026-7']);
  });

  it('names an ignored entry with its reason', () => {
    expect(ignoredEntryText('APO-2026-999', 'unknown')).toBe('APO-2026-999: no such order');
  });
});
