import { describe, expect, it } from 'vitest';
import { getWholesaleTier, isWholesaleTierId, suggestedWholesaleTier } from './wholesale-tiers';

describe('wholesale tiers', () => {
  it('suggests the highest tier whose monthly volume is reached', () => {
    expect(suggestedWholesaleTier(9)).toBeUndefined();
    expect(suggestedWholesaleTier(10)?.id).toBe('partner');
    expect(suggestedWholesaleTier(49)?.id).toBe('partner');
    expect(suggestedWholesaleTier(50)?.id).toBe('professional');
    expect(suggestedWholesaleTier(200)?.id).toBe('enterprise');
  });

  it('knows only its own tier ids', () => {
    expect(isWholesaleTierId('enterprise')).toBe(true);
    expect(isWholesaleTierId('gold')).toBe(false);
    expect(getWholesaleTier('professional')?.discountPercent).toBe(20);
    expect(getWholesaleTier(null)).toBeUndefined();
  });
});
