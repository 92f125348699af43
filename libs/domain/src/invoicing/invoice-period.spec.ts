import { describe, expect, it } from 'vitest';
import { invoicePeriodLabel, invoicePeriodOf, parseInvoicePeriod, previousInvoicePeriod, shiftInvoicePeriod } from './invoice-period';

describe('invoice periods', () => {
  it('reads YYYY-MM and nothing else', () => {
    expect(parseInvoicePeriod('2026-10')).toBe('2026-10-01');
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-10', '2026-10-01', ' 2026-10', 2026, null]) expect(parseInvoicePeriod(bad)).toBeNull();
  });

  it('counts months in New York time', () => {
    // 03:00 UTC on 1 November is still 31 October in New York.
    expect(invoicePeriodOf(new Date('2026-11-01T03:00:00Z'))).toBe('2026-10-01');
    expect(invoicePeriodOf(new Date('2026-11-01T05:00:00Z'))).toBe('2026-11-01');
    expect(previousInvoicePeriod(new Date('2026-11-01T11:00:00Z'))).toBe('2026-10-01');
    expect(previousInvoicePeriod(new Date('2027-01-01T11:00:00Z'))).toBe('2026-12-01');
  });

  it('steps across years and names the month', () => {
    expect(shiftInvoicePeriod('2026-12-01', 1)).toBe('2027-01-01');
    expect(shiftInvoicePeriod('2027-01-01', -1)).toBe('2026-12-01');
    expect(invoicePeriodLabel('2026-10-01')).toBe('October 2026');
  });
});
