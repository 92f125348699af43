/**
 * Toasts that can be taken back: a validation toast must go away as soon as its problem is fixed
 * or the action succeeds (requirements A8 shows it for 5 s otherwise). react-admin closes a toast only from
 * inside its own message, so the message listens here for its key.
 */
const dismissed = new Set<string>();
const closers = new Map<string, () => void>();
let nextKey = 0;

export function newToastKey(): string {
  nextKey += 1;
  return `toast-${nextKey}`;
}

/** Closes the toast with this key now, or as soon as it is shown if it is still queued. */
export function dismissToast(key: string): void {
  const close = closers.get(key);
  if (close) {
    closers.delete(key);
    close();
  } else {
    dismissed.add(key);
  }
}

/** Called by the shown toast: answers the unsubscribe. */
export function whenToastDismissed(key: string, close: () => void): () => void {
  if (dismissed.delete(key)) {
    close();
    return () => undefined;
  }
  closers.set(key, close);
  return () => closers.delete(key);
}
