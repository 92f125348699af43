/**
 * Errors that mean "the database cannot be reached right now" rather than "this request is wrong"
 * or "our code is wrong": refused or dropped connections, PostgreSQL shutting down or starting up,
 * a pool that cannot get a connection in time. Requests that meet one answer 503 with Retry-After,
 * so clients and load balancers retry instead of reporting a failure; the pools reconnect by
 * themselves once PostgreSQL is back.
 */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
/** Seconds a client should wait before retrying. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
/**
 * SQLSTATE: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now; class 08 =
 * connection exception; 53300 too_many_connections (every pool reconnecting at once after a restart).
 */
const SQLSTATE = /^(57P0[123]|08[0-9A-Z]{3}|53300)$/;
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|connect ECONNREFUSED|the database system is (starting up|shutting down|in recovery mode)/i;

export function isDatabaseUnavailable(exception: unknown, depth = 0): boolean {
  if (!exception || typeof exception !== 'object' || depth > 3) return false;
  const error = exception as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; errors?: unknown };
  if (typeof error.code === 'string' && (NETWORK_CODES.has(error.code) || SQLSTATE.test(error.code))) return true;
  if (typeof error.message === 'string' && MESSAGES.test(error.message)) return true;
  // TypeORM wraps driver errors; Node wraps several connection attempts in an AggregateError.
  if (Array.isArray(error.errors) && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(error.driverError, depth + 1) || isDatabaseUnavailable(error.cause, depth + 1);
}
