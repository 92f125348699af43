/**
 * The customer site's pages. The server answers any other path with the site's not-found page and
 * HTTP 404, so search engines and links checkers see a missing page as missing.
 */
export const CUSTOMER_SITE_PATHS: readonly string[] = [
  '/',
  '/order',
  '/order-confirmation',
  '/tracking',
  '/contact',
  '/wholesale',
  '/ccpa-opt-out',
  '/privacy-policy',
  '/terms-of-service',
  '/data-processing-agreement',
  '/cookie-policy',
  '/ccpa-compliance',
  '/customer-login',
  '/customer-dashboard',
  '/verify-email',
  '/forgot-password',
  '/reset-password',
];

/** Pages with a parameter: /pay/{token}. */
const CUSTOMER_SITE_PATTERNS: readonly RegExp[] = [/^\/pay\/[^/]+$/];

/** Whether the customer site has a page at this path (a trailing slash is ignored). */
export function isCustomerSitePath(path: string): boolean {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return CUSTOMER_SITE_PATHS.includes(normalized) || CUSTOMER_SITE_PATTERNS.some((pattern) => pattern.test(normalized));
}
