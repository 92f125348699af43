import { describe, expect, it } from 'vitest';
import { totpStepVerdict } from './admin-auth';

describe('totpStepVerdict', () => {
  it('accepts the first code and any code newer than the last accepted step', () => {
    expect(totpStepVerdict(null, 1000, 1001)).toBe('accept');
    expect(totpStepVerdict(999, 1000, 1001)).toBe('accept');
  });

  it('refuses a step already used or older, while the stored step is not in the future', () => {
    expect(totpStepVerdict(1000, 1000, 1001)).toBe('replay');
    expect(totpStepVerdict(1000, 999, 1001)).toBe('replay');
    // One step ahead of now is within the accepted drift, not a clock correction.
    expect(totpStepVerdict(1001, 1000, 1001)).toBe('replay');
  });

  it('accepts a code not newer than a stored step that lies in the future (the clock was corrected backwards)', () => {
    expect(totpStepVerdict(1020, 1000, 1001)).toBe('accept_after_clock_correction');
    expect(totpStepVerdict(1002, 1001, 1001)).toBe('accept_after_clock_correction');
  });
});
