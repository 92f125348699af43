import type { OrderConfirmation } from '../order/model/types';

const KEY = 'apostille.orderConfirmation';

/** Keeps the last confirmation for this tab so a reload of /order-confirmation still shows it. */
export function saveConfirmation(c: OrderConfirmation): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(c));
  } catch {
    // Storage full or disabled: the router state still carries the confirmation.
  }
}

function isConfirmation(x: unknown): x is OrderConfirmation {
  const c = x as OrderConfirmation | null;
  return Boolean(c && typeof c === 'object' && c.order && typeof c.order.orderNumber === 'string');
}

/** Router state first, then this tab's stored copy; null when there is none. */
export function loadConfirmation(routerState: unknown): OrderConfirmation | null {
  if (isConfirmation(routerState)) return routerState;
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return isConfirmation(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
