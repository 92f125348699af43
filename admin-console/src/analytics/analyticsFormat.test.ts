import { describe, expect, it } from 'vitest';
import { axisMax, countTick, dollarTick, formatConversion, formatRevenue, formatWholeDollars, monthLabel, rangeFromSearch } from './analyticsFormat';

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

  it('labels count axes with whole numbers and dollar axes without cents, never "0.000000"', () => {
    expect(countTick(0)).toBe('0');
    expect(countTick(3)).toBe('3');
    expect(countTick(0.5)).toBe('');
    expect(countTick(0.000001)).toBe('');
    expect(dollarTick(0)).toBe('$0');
    expect(dollarTick(12500)).toBe('$12,500');
  });

  it('gives an all-zero chart an axis from 0 to 1 and the others room for the value beyond the longest bar', () => {
    expect(axisMax([])).toBe(1);
    expect(axisMax([0, 0])).toBe(1);
    expect(axisMax([0, 4])).toBeCloseTo(4.8);
    expect(axisMax([1])).toBeCloseTo(1.2);
  });

  it('reads the period from the address', () => {
    expect(rangeFromSearch(new URLSearchParams('from=2026-01-01&to=2026-01-31'))).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(rangeFromSearch(new URLSearchParams('to=2026-01-31'))).toEqual({ from: '', to: '2026-01-31' });
    expect(rangeFromSearch(new URLSearchParams(''))).toBeNull();
  });
});
