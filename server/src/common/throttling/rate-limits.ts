/** Per-client limits of the public endpoints (one client = one IP address, as Express sees it behind the proxy). */
export const RATE_LIMIT_WINDOW_MS = 60_000;

/** Public forms (contact, wholesale application, CCPA opt-out): 10 submissions a minute per client and form. */
export const FORM_RATE_LIMIT = { limit: 10, ttl: RATE_LIMIT_WINDOW_MS } as const;

/** Order tracking look-ups: 30 a minute per client, enough for a person, too few to guess order numbers. */
export const TRACKING_RATE_LIMIT = { limit: 30, ttl: RATE_LIMIT_WINDOW_MS } as const;

/** Shipping quotes: 60 a minute per client (the checkout asks again as the address changes); each may cost a carrier API call. */
export const SHIPPING_RATES_RATE_LIMIT = { limit: 60, ttl: RATE_LIMIT_WINDOW_MS } as const;
/** Payment intents: 20 a minute per client; a checkout makes a few, a script hoarding intents is stopped. */
export const PAYMENT_INTENT_RATE_LIMIT = { limit: 20, ttl: RATE_LIMIT_WINDOW_MS } as const;

/** Offline card confirmations: 20 a minute per client, as many as intents; stops a script trying card numbers. */
export const CARD_CONFIRM_RATE_LIMIT = { limit: 20, ttl: RATE_LIMIT_WINDOW_MS } as const;

/** Order submissions: 10 a minute per client, checked before any upload is read. */
export const ORDER_RATE_LIMIT = { limit: 10, ttl: RATE_LIMIT_WINDOW_MS } as const;

/** Saving and restoring a checkout: the page saves as the customer types (debounced), 120 a minute per client. */
export const CHECKOUT_RATE_LIMIT = { limit: 120, ttl: RATE_LIMIT_WINDOW_MS } as const;

/** Files staged into a checkout: 30 a minute per client (an order holds 10; replacing a few is normal). */
export const CHECKOUT_UPLOAD_RATE_LIMIT = { limit: 30, ttl: RATE_LIMIT_WINDOW_MS } as const;

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/** Page-view beacons per client and minute (a person reading the site sends a few). */
export const VISIT_RATE_LIMIT = { limit: 60, ttl: RATE_LIMIT_WINDOW_MS } as const;
