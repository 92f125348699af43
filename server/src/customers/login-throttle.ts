/**
 * Per-account sign-in throttling. Every attempt is counted before the password is checked (a success
 * clears the count), so parallel guesses cannot slip past the pause. The first FREE_ATTEMPTS failures
 * cost nothing; after that each attempt pauses the account for a delay that doubles up to MAX_DELAY.
 * That allows at most 18 attempts in any hour, well under the limit of 100 failed attempts per hour.
 */
export const FREE_ATTEMPTS = 5;
export const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 15 * 60_000;
/** A count whose last pause ended this long ago starts over, so old mistakes do not pile up forever. */
export const QUIET_RESET_MS = 60 * 60_000;

export interface LoginThrottleState {
  failedLoginCount: number;
  lockedUntil: Date | null;
}

export type LoginAttempt = { allowed: false } | { allowed: true; next: LoginThrottleState };

/** The pause after the given number of counted attempts. */
export function pauseAfter(attempts: number): number {
  if (attempts < FREE_ATTEMPTS) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(attempts - FREE_ATTEMPTS, 30));
}

/** Whether an attempt may proceed now and, if so, the state to store before checking the password. */
export function reserveLoginAttempt(state: LoginThrottleState, now: Date): LoginAttempt {
  if (state.lockedUntil && state.lockedUntil.getTime() > now.getTime()) return { allowed: false };
  const quiet = state.lockedUntil !== null && now.getTime() - state.lockedUntil.getTime() >= QUIET_RESET_MS;
  const attempts = (quiet ? 0 : state.failedLoginCount) + 1;
  const pause = pauseAfter(attempts);
  return { allowed: true, next: { failedLoginCount: attempts, lockedUntil: pause > 0 ? new Date(now.getTime() + pause) : null } };
}
