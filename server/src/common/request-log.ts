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
 * The access log's request: method, path, id and client address. Never the query string (tracking
 * and e-mail confirmation carry an e-mail address or a token there) and never the headers (tokens,
 * cookies; and writing every header of every request was a measurable share of each request's cost).
 */
export function loggedRequest(request: LoggedRequest): Record<string, unknown> {
  const url = request.url ?? '';
  const queryStart = url.indexOf('?');
  return {
    id: request.id,
    method: request.method,
    path: queryStart < 0 ? url : url.slice(0, queryStart),
    remoteAddress: request.remoteAddress,
    userAgent: request.raw?.headers['user-agent'],
  };
}

/** The access log's response: its status code (pino-http adds the response time beside it). */
export function loggedResponse(response: { statusCode?: number; raw?: ServerResponse }): Record<string, unknown> {
  return { statusCode: response.statusCode ?? response.raw?.statusCode };
}
