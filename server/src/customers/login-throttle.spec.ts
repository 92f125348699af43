import { FREE_ATTEMPTS, MAX_DELAY_MS, QUIET_RESET_MS, pauseAfter, reserveLoginAttempt, type LoginThrottleState } from './login-throttle.js';

const HOUR = 60 * 60_000;

describe('per-account login throttling', () => {
  it('lets the first attempts through without a pause, then doubles the pause up to the maximum', () => {
    expect([1, 2, 3, 4].map(pauseAfter)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map(pauseAfter)).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(pauseAfter(40)).toBe(MAX_DELAY_MS);
    expect(pauseAfter(10_000)).toBe(MAX_DELAY_MS);
  });

  it('refuses an attempt while the account is paused', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(reserveLoginAttempt({ failedLoginCount: 7, lockedUntil: new Date(now.getTime() + 1) }, now)).toEqual({ allowed: false });
    expect(reserveLoginAttempt({ failedLoginCount: 7, lockedUntil: now }, now)).toEqual({
      allowed: true,
      next: { failedLoginCount: 8, lockedUntil: new Date(now.getTime() + 8_000) },
    });
  });

  it('starts over when the last pause ended an hour ago', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    const state = { failedLoginCount: 30, lockedUntil: new Date(now.getTime() - QUIET_RESET_MS) };
    expect(reserveLoginAttempt(state, now)).toEqual({ allowed: true, next: { failedLoginCount: 1, lockedUntil: null } });
  });

  it('never allows 100 attempts within any hour, even for an attacker retrying the moment each pause ends', () => {
    let state: LoginThrottleState = { failedLoginCount: 0, lockedUntil: null };
    const attempts: number[] = [];
    let now = Date.parse('2026-01-01T00:00:00Z');
    const end = now + 24 * HOUR;
    while (now < end) {
      const result = reserveLoginAttempt(state, new Date(now));
      if (result.allowed) {
        attempts.push(now);
        state = result.next;
        now = state.lockedUntil ? state.lockedUntil.getTime() : now + 1;
      } else {
        now = state.lockedUntil!.getTime();
      }
    }
    let worst = 0;
    for (let i = 0, j = 0; i < attempts.length; i++) {
      while (attempts[i] - attempts[j] >= HOUR) j++;
      worst = Math.max(worst, i - j + 1);
    }
    expect(worst).toBeGreaterThan(FREE_ATTEMPTS);
    expect(worst).toBeLessThan(100);
  });
});
