import { describe, expect, it } from 'vitest';
import {
  SIGN_IN_FREE_ATTEMPTS,
  SIGN_IN_MAX_PAUSE_MS,
  SIGN_IN_QUIET_RESET_MS,
  reserveSignInAttempt,
  signInPauseMs,
  type SignInLockState,
} from './sign-in-lockout';

const HOUR = 60 * 60_000;

describe('sign-in lockout (customers and staff)', () => {
  it('lets five attempts through without a pause, then doubles the pause up to the maximum', () => {
    expect([1, 2, 3, 4, 5].map(signInPauseMs)).toEqual([0, 0, 0, 0, 0]);
    expect([6, 7, 8, 9].map(signInPauseMs)).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(signInPauseMs(15)).toBe(512_000);
    expect(signInPauseMs(16)).toBe(SIGN_IN_MAX_PAUSE_MS);
    expect(signInPauseMs(40)).toBe(SIGN_IN_MAX_PAUSE_MS);
    expect(signInPauseMs(10_000)).toBe(SIGN_IN_MAX_PAUSE_MS);
  });

  it('refuses an attempt while the account is paused, and counts the next one once the pause ended', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(reserveSignInAttempt({ failedCount: 7, lockedUntil: new Date(now.getTime() + 1) }, now)).toEqual({ allowed: false });
    expect(reserveSignInAttempt({ failedCount: 7, lockedUntil: now }, now)).toEqual({
      allowed: true,
      next: { failedCount: 8, lockedUntil: new Date(now.getTime() + 4_000) },
    });
  });

  it('starts over when the last pause ended an hour ago', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    const state = { failedCount: 30, lockedUntil: new Date(now.getTime() - SIGN_IN_QUIET_RESET_MS) };
    expect(reserveSignInAttempt(state, now)).toEqual({ allowed: true, next: { failedCount: 1, lockedUntil: null } });
  });

  it('never allows 100 attempts within any hour, even for an attacker retrying the moment each pause ends', () => {
    let state: SignInLockState = { failedCount: 0, lockedUntil: null };
    const attempts: number[] = [];
    let now = Date.parse('2026-01-01T00:00:00Z');
    const end = now + 24 * HOUR;
    while (now < end) {
      const result = reserveSignInAttempt(state, new Date(now));
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
    expect(worst).toBeGreaterThan(SIGN_IN_FREE_ATTEMPTS);
    expect(worst).toBeLessThan(100);
  });
});
