/**
 * Node's error codes of a peer that cannot be reached or went away (refused, reset, timed out, no route,
 * no name): the database (db/unavailable.ts) and the file storage (storage/unavailable-storage.ts) both
 * answer such failures with 503 rather than 500.
 */
export const NETWORK_ERROR_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
