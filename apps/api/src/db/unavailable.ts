import { NETWORK_ERROR_CODES } from '../network-errors';

/**
 * Whether an error means the database cannot be reached or does not answer, rather than that the
 * request was wrong (issue 14): such requests answer 503 `service_unavailable` with Retry-After.
 */

/** How soon a client may ask again while the database is unavailable (the Retry-After of a 503). */
export const DB_RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL SQLSTATEs of a server that is going away or cannot take the work: class 08
 * (connection exception), 53300 too many connections, 57P01–57P03 shutdown and start-up,
 * 57014 a statement cancelled by statement_timeout, 25P03 idle-in-transaction timeout.
 */
const SERVER_CODES = new Set(['53300', '57P01', '57P02', '57P03', '57014', '25P03']);

/** node-postgres's own messages for a connection that timed out or broke. */
const CLIENT_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'connection error and is not queryable',
  'Client was closed and is not queryable',
];

function describesUnavailable(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (NETWORK_ERROR_CODES.has(code) || SERVER_CODES.has(code) || /^08/.test(code)) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return CLIENT_MESSAGES.some((known) => message.includes(known));
}

/** Walks the error and its causes (Drizzle wraps the driver's error as `cause`; AggregateError holds several). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const candidate = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (describesUnavailable(candidate)) return true;
  if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(candidate.cause, depth + 1);
}
