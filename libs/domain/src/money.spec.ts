import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatUsd } from './money';

describe('money', () => {
  it('converts dollars to cents without binary artefacts', () => {
    expect(dollarsToCents(9.45)).toBe(945);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(411.45)).toBe(41145);
    expect(dollarsToCents(347)).toBe(34700);
    expect(dollarsToCents(0)).toBe(0);
  });

  it('rounds half away from zero', () => {
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(1.004)).toBe(100);
    expect(dollarsToCents(-2.675)).toBe(-268);
    expect(dollarsToCents(-0.001)).toBe(0);
    expect(Object.is(dollarsToCents(-0.001), -0)).toBe(false);
  });

  it('rejects non-finite amounts', () => {
    expect(() => dollarsToCents(Number.NaN)).toThrow();
    expect(() => dollarsToCents(Infinity)).toThrow();
  });

  it('formats and converts cents', () => {
    expect(formatUsd(41145)).toBe('$411.45');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(123456789)).toBe('$1,234,567.89');
    expect(formatUsd(-500)).toBe('-$5.00');
    expect(centsToDollars(945)).toBe(9.45);
    expect(() => formatUsd(1.5)).toThrow();
  });
});
