import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { HttpError } from 'react-admin';

interface GraphQLErrorLike {
  message: string;
  extensions?: { code?: unknown; status?: unknown; statusCode?: unknown; originalError?: { statusCode?: unknown; message?: unknown } };
}

function statusOfGraphQLError(error: GraphQLErrorLike): number | undefined {
  const ext = error.extensions ?? {};
  if (ext.code === 'UNAUTHENTICATED') return 401;
  if (ext.code === 'FORBIDDEN') return 403;
  for (const candidate of [ext.originalError?.statusCode, ext.statusCode, ext.status]) {
    if (typeof candidate === 'number') return candidate;
  }
  if (ext.code === 'BAD_USER_INPUT' || ext.code === 'GRAPHQL_VALIDATION_FAILED') return 400;
  return undefined;
}

/** Apollo errors → react-admin HttpError; an auth failure becomes status 401 so checkError signs out. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0] as GraphQLErrorLike | undefined;
    const status = first ? (statusOfGraphQLError(first) ?? 500) : 500;
    return new HttpError(first?.message ?? error.message, status, { errors: error.errors });
  }
  if (ServerError.is(error)) return new HttpError(error.message, error.statusCode, error.bodyText);
  return new HttpError(error instanceof Error ? error.message : String(error), 500);
}
