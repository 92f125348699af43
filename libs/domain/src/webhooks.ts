/**
 * Signed status webhooks of wholesale accounts (issue #36): an account registers up to
 * WEBHOOK_MAX_ENDPOINTS https URLs; each order status change is POSTed to each, signed with the
 * endpoint's secret, retried with backoff, and logged per attempt for the owner to see and replay.
 */

/** Endpoints one account may register. */
export const WEBHOOK_MAX_ENDPOINTS = 5;
export const WEBHOOK_URL_MAX = 2000;
/** Every signing secret starts with this (as Stripe's), so a leaked one is recognisable. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const WEBHOOK_SIGNATURE_HEADER = 'Apostille-Signature';
export const WEBHOOK_EVENT_ID_HEADER = 'Apostille-Event-Id';
export const WEBHOOK_EVENT_TYPES = ['order.status_changed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * Waits before the 2nd..6th attempt of a delivery: 1 min, 5 min, 30 min, 2 h, 6 h. After the 6th
 * failed attempt the delivery is given up (it can still be replayed by hand).
 */
export const WEBHOOK_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

/** When the next attempt is due after `attempts` failed ones, or null when the delivery is given up. */
export function webhookRetryAt(attempts: number, failedAt: Date): Date | null {
  const delay = WEBHOOK_RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay);
}

export const WEBHOOK_MESSAGES = {
  wholesaleOnly: 'Webhooks are for approved wholesale accounts with a confirmed e-mail address.',
  urlInvalid: `Enter a full https:// URL (at most ${WEBHOOK_URL_MAX} characters).`,
  urlCredentials: 'The URL must not contain a user name or password.',
  urlPrivate: 'This URL points to a private or reserved network address; webhooks go to public internet addresses only.',
  urlUnresolvable: 'This host name could not be resolved.',
  tooMany: `An account has at most ${WEBHOOK_MAX_ENDPOINTS} webhook endpoints: delete one first.`,
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
  created: 'Copy the signing secret now: it is shown only once.',
  replayed: 'A new attempt is queued.',
} as const;

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** An endpoint as its owner sees it: never the secret after creation. */
export interface WebhookEndpointView {
  id: number;
  url: string;
  createdAt: string;
}

export interface WebhookAttemptView {
  attemptedAt: string;
  /** The receiver's HTTP status, or null when there was no answer (see error). */
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export interface WebhookDeliveryView {
  id: number;
  endpointId: number;
  url: string;
  eventId: string;
  type: WebhookEventType;
  status: WebhookDeliveryStatus;
  payload: WebhookStatusChangedPayload;
  createdAt: string;
  nextAttemptAt: string | null;
  attempts: WebhookAttemptView[];
}

/** The body's `data` of an `order.status_changed` event. */
export interface WebhookStatusChangedPayload {
  orderNumber: string;
  previousStatus: string;
  status: string;
  changedAt: string;
  /** The account's own reference for the order (their matter or file number), when it gave one. */
  customerReference: string | null;
}
