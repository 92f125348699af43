import { Logger } from '@nestjs/common';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { isDataException, UNUSABLE_VALUE } from './http-exception.filter.js';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable.js';

const logger = new Logger('GraphQLErrors');
const CLIENT_ERROR_CODES: Record<number, string> = { 404: 'NOT_FOUND', 409: 'CONFLICT', 413: 'PAYLOAD_TOO_LARGE', 429: 'TOO_MANY_REQUESTS' };
const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * Every GraphQL error as clients see it: never a stack trace; errors the API raised on purpose
 * (GraphQL's own parse/validation errors, HTTP exceptions) keep their message; a PostgreSQL data
 * exception is the client's bad input; anything else is logged and answered without internals.
 */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const { stacktrace: _stacktrace, exception: _exception, ...extensions } = (formatted.extensions ?? {}) as Record<string, unknown>;
  const original = unwrapResolverError(error);
  const intended =
    (original instanceof GraphQLError && !original.originalError) ||
    (original as { response?: { statusCode?: unknown } } | null)?.response?.statusCode !== undefined ||
    (typeof extensions.code === 'string' && extensions.code !== 'INTERNAL_SERVER_ERROR');
  if (intended) {
    // Nest labels an HTTP exception without an Apollo code (404, 409, 429, …) INTERNAL_SERVER_ERROR;
    // a client refusal is not a server error, so it gets a code of its own (status stays as it is).
    const status = extensions.status;
    if (extensions.code === 'INTERNAL_SERVER_ERROR' && typeof status === 'number' && status < 500) {
      extensions.code = CLIENT_ERROR_CODES[status] ?? 'BAD_REQUEST';
    }
    return { ...formatted, extensions };
  }
  if (isDatabaseUnavailable(original)) {
    logger.warn(`GraphQL ${formatted.path?.join('.') ?? 'operation'}: database unavailable (${String((original as Error).message)})`);
    return { message: DATABASE_UNAVAILABLE_MESSAGE, path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE' } };
  }
  if (isDataException(original)) {
    return { message: UNUSABLE_VALUE, path: formatted.path, extensions: { code: 'BAD_USER_INPUT' } };
  }
  logger.error(
    `GraphQL ${formatted.path?.join('.') ?? 'operation'} failed: ${original instanceof Error ? (original.stack ?? original.message) : String(original)}`,
  );
  return { message: INTERNAL_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
