import { describe, expect, it } from 'vitest';
import { pageRangeLabel } from './pageRange';

describe('pageRangeLabel', () => {
  it('shows an exact total with thousands separators', () => {
    expect(pageRangeLabel({ from: 1, to: 25, count: 1234 }, false)).toBe('1–25 of 1,234');
  });

  it('says "more than" when the server capped the count of a broad search', () => {
    expect(pageRangeLabel({ from: 26, to: 50, count: 10000 }, true)).toBe('26–50 of more than 10,000');
  });
});
