const KEY = 'adminSignedInNotice';

/**
 * "Login successful" is a console toast, and the sign-in page that loads without the console cannot
 * show one: it leaves this note for the console, which shows the toast once it has loaded.
 */
export function announceSignIn(): void {
  sessionStorage.setItem(KEY, '1');
}

/** True once after announceSignIn(). */
export function takeSignInNotice(): boolean {
  const pending = sessionStorage.getItem(KEY) === '1';
  sessionStorage.removeItem(KEY);
  return pending;
}
