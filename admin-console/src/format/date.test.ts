import { describe, expect, it } from 'vitest';
import { formatOrderDate, formatPlainDate } from './date';

describe("order dates: MMM dd, yyyy 'at' h:mm a", () => {
  it('pads the day, uses a 12-hour clock without padding the hour', () => {
    expect(formatOrderDate(new Date(2026, 0, 5, 15, 7))).toBe('Jan 05, 2026 at 3:07 PM');
    expect(formatOrderDate(new Date(2025, 11, 31, 9, 30))).toBe('Dec 31, 2025 at 9:30 AM');
  });

  it('shows midnight as 12 AM and noon as 12 PM', () => {
    expect(formatOrderDate(new Date(2026, 6, 4, 0, 0))).toBe('Jul 04, 2026 at 12:00 AM');
    expect(formatOrderDate(new Date(2026, 6, 4, 12, 45))).toBe('Jul 04, 2026 at 12:45 PM');
  });

  it('accepts the ISO strings of the API and answers empty for nonsense', () => {
    const iso = new Date(2026, 2, 9, 23, 59).toISOString();
    expect(formatOrderDate(iso)).toBe('Mar 09, 2026 at 11:59 PM');
    expect(formatOrderDate('not a date')).toBe('');
  });

  it('plain dates are MMM dd, yyyy', () => {
    expect(formatPlainDate(new Date(2026, 10, 22, 8, 0))).toBe('Nov 22, 2026');
  });
});
