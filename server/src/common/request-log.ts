import type { IncomingMessage, ServerResponse } from 'node:http';

/** What pino-http hands a request serializer: the request's fields, with the raw request beside them. */
interface LoggedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  remoteAddress?: string;
  raw?: IncomingMessage;
}

/**
 * Path segments that are credentials: whoever holds a payment-link token can see the charge and pay
 * it (the API route and the customer page that the e-mailed link opens). Express matches routes
 * without regard to case and tolerates repeated slashes, so the patterns do too.
 */
const SECRET_SEGMENTS = [/^(\/+api\/+payment-links\/+)[^/]+/i, /^(\/+pay\/+)[^/]+/i];
export const REDACTED = '[redacted]';

/** True when the URL's path carries a credential (a payment-link token). */
export function hasSecretSegment(url: string): boolean {
  return SECRET_SEGMENTS.some((pattern) => pattern.test(url));
}

/** A request URL as logs may write it: without the query string and with credential segments replaced. */
export function loggablePath(url: string): string {
  const queryStart = url.indexOf('?');
  let path = queryStart < 0 ? url : url.slice(0, queryStart);
  for (const pattern of SECRET_SEGMENTS) path = path.replace(pattern, `$1${REDACTED}`);
  return path;
}

/**
 * The access log's request: method, path, id and client address. Never the query string (tracking
 * and e-mail confirmation carry an e-mail address or a token there), never a payment-link token in
 * the path, and never the headers (tokens, cookies; and writing every header of every request was a
 * measurable share of each request's cost).
 */
export function loggedRequest(request: LoggedRequest): Record<string, unknown> {
  return {
    id: request.id,
    method: request.method,
    path: loggablePath(request.url ?? ''),
    remoteAddress: request.remoteAddress,
    userAgent: request.raw?.headers['user-agent'],
  };
}

/** The access log's response: its status code (pino-http adds the response time beside it). */
export function loggedResponse(response: { statusCode?: number; raw?: ServerResponse }): Record<string, unknown> {
  return { statusCode: response.statusCode ?? response.raw?.statusCode };
}
