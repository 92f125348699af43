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

const RELEASED_RUNNER = new Set(['QueryRunnerAlreadyReleasedError', 'QueryRunnerProviderAlreadyReleasedError']);
/** How long after a lost connection a released transaction is taken for that loss. */
const LOSS_EXPLAINS_RELEASE_MS = 60_000;
let lastConnectionLossAt = Number.NEGATIVE_INFINITY;

/** Called when a pooled connection dies (database/lost-connections.ts). */
export function noteConnectionLost(now = Date.now()): void {
  lastConnectionLossAt = now;
}

export function isDatabaseUnavailable(exception: unknown, depth = 0, now = Date.now()): boolean {
  if (!exception || typeof exception !== 'object' || depth > 3) return false;
  const error = exception as { name?: unknown; code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; errors?: unknown };
  // When a connection dies between two statements of a transaction, TypeORM releases the transaction's
  // query runner on the connection's 'error' event, and the next statement fails with one of these
  // errors, not with the connection's. They would otherwise be a fault of ours (a runner used after
  // its transaction), so they count as an outage only while a connection loss was just seen.
  if (typeof error.name === 'string' && RELEASED_RUNNER.has(error.name) && now - lastConnectionLossAt < LOSS_EXPLAINS_RELEASE_MS) return true;
  if (typeof error.code === 'string' && (NETWORK_CODES.has(error.code) || SQLSTATE.test(error.code))) return true;
  if (typeof error.message === 'string' && MESSAGES.test(error.message)) return true;
  // TypeORM wraps driver errors; Node wraps several connection attempts in an AggregateError.
  if (Array.isArray(error.errors) && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1, now))) return true;
  return isDatabaseUnavailable(error.driverError, depth + 1, now) || isDatabaseUnavailable(error.cause, depth + 1, now);
}
