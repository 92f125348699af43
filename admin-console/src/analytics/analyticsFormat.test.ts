import { describe, expect, it } from 'vitest';
import { formatConversion, formatRevenue, formatWholeDollars, monthLabel } from './analyticsFormat';

describe('analytics figures as the tab shows them', () => {
  it('shows conversion with one decimal and the average order value without decimals', () => {
    expect(formatConversion(12.5)).toBe('12.5%');
    expect(formatConversion(3.333)).toBe('3.3%');
    expect(formatConversion(0)).toBe('0.0%');
    expect(formatWholeDollars(175.5)).toBe('$176');
    expect(formatWholeDollars(1234.4)).toBe('$1,234');
    expect(formatRevenue(525)).toBe('$525.00');
  });

  it('names months', () => {
    expect(monthLabel('2025-03')).toBe('Mar 2025');
  });
});
