/**
 * One rule for customer and staff sign-in (docs/requirements.md X1): every attempt is counted before
 * the password is checked (a success clears the count), so parallel guesses cannot slip past a pause.
 * The first SIGN_IN_FREE_ATTEMPTS attempts cost nothing; after that each attempt pauses the account
 * for a delay that doubles from one second up to 15 minutes. A count whose last pause ended an hour
 * ago starts over. At most about 18 attempts get through in any hour.
 */
export const SIGN_IN_FREE_ATTEMPTS = 5;
export const SIGN_IN_FIRST_PAUSE_MS = 1_000;
export const SIGN_IN_MAX_PAUSE_MS = 15 * 60_000;
/** A count whose last pause ended this long ago starts over, so old mistakes do not pile up forever. */
export const SIGN_IN_QUIET_RESET_MS = 60 * 60_000;

export interface SignInLockState {
  /** Attempts counted since the last success (or the last quiet reset). */
  failedCount: number;
  lockedUntil: Date | null;
}

export type SignInAttempt = { allowed: false } | { allowed: true; next: SignInLockState };

/** The pause after the given number of counted attempts: none for the free ones, then 1 s, 2 s, 4 s … up to 15 min. */
export function signInPauseMs(attempts: number): number {
  if (attempts <= SIGN_IN_FREE_ATTEMPTS) return 0;
  return Math.min(SIGN_IN_MAX_PAUSE_MS, SIGN_IN_FIRST_PAUSE_MS * 2 ** Math.min(attempts - SIGN_IN_FREE_ATTEMPTS - 1, 30));
}

/**
 * Whether an attempt may proceed at `now` and, if so, the state to store before the password is
 * checked. `now` is the clock the lock is stored in (the database's, for staff accounts).
 */
export function reserveSignInAttempt(state: SignInLockState, now: Date): SignInAttempt {
  if (state.lockedUntil && state.lockedUntil.getTime() > now.getTime()) return { allowed: false };
  const quiet = state.lockedUntil !== null && now.getTime() - state.lockedUntil.getTime() >= SIGN_IN_QUIET_RESET_MS;
  const attempts = (quiet ? 0 : state.failedCount) + 1;
  const pause = signInPauseMs(attempts);
  return { allowed: true, next: { failedCount: attempts, lockedUntil: pause > 0 ? new Date(now.getTime() + pause) : null } };
}
