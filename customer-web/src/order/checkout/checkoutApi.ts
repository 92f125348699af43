import type { OrderResponse } from '@apostille/domain';
import { apiRequest } from '../../api/request';

/*
 * The server's checkout (server/src/checkout): the form's draft, the files staged for it and, once
 * paid, its order, all kept under the checkout key (checkoutKey.ts) sent as X-Checkout-Key.
 * The shapes live here until libs/domain has them.
 */

export const CHECKOUT_KEY_HEADER = 'X-Checkout-Key';

/** A file the server holds for the checkout: what a document entry of the form refers to. */
export interface StagedFile {
  id: string;
  name: string;
  size: number;
  mimeType: string;
}

export type CheckoutState = 'open' | 'paid' | 'ordered' | 'refunded';

/** Answer of GET /api/checkout. */
export interface CheckoutSnapshot {
  state: CheckoutState;
  step: number;
  draft: unknown;
  files: StagedFile[];
  order?: OrderResponse;
  paymentIntentId?: string;
  refund?: { message: string };
}

const keyed = (key: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), [CHECKOUT_KEY_HEADER]: key },
});

/** GET /api/checkout: where this checkout stands (a never-seen key answers an open, empty one). */
export async function fetchCheckout(key: string, signal?: AbortSignal): Promise<CheckoutSnapshot> {
  const snapshot = await apiRequest<CheckoutSnapshot>('GET', '/api/checkout', undefined, keyed(key, { signal }));
  return { ...snapshot, files: Array.isArray(snapshot?.files) ? snapshot.files : [] };
}

/** PUT /api/checkout: the step and the draft the form is restored from. `keepalive` lets it finish while the page unloads. */
export function saveCheckout(key: string, step: number, draft: object, keepalive = false): Promise<void> {
  return apiRequest<void>('PUT', '/api/checkout', { step, draft }, keyed(key, { keepalive }));
}

/** DELETE /api/checkout/files/:id: the customer removed a staged file. */
export function deleteStagedFile(key: string, id: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/checkout/files/${encodeURIComponent(id)}`, undefined, keyed(key));
}

/** POST /api/checkout/order: the paid checkout becomes its order. */
export function placeCheckoutOrder(key: string, paymentIntentId: string): Promise<OrderResponse> {
  return apiRequest<OrderResponse>('POST', '/api/checkout/order', { paymentIntentId }, keyed(key));
}
