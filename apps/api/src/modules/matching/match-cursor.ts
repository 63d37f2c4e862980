import { AppError } from '../../app-error';

/**
 * The keyset of a ranked match list (DESIGN §3 opaque cursor): the last row's integer sort keys and id,
 * as base64url JSON. Integers (metres, days) compare exactly in SQL, where a float read back might not.
 */
export type MatchCursor = [number, number, number];

export const encodeMatchCursor = (keys: MatchCursor): string => Buffer.from(JSON.stringify(keys)).toString('base64url');

/** Decodes a cursor this server wrote; anything else is 400 validation_failed on `cursor`. */
export function decodeMatchCursor(cursor: string): MatchCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 3 && value.every((key) => Number.isSafeInteger(key))) return value as MatchCursor;
  } catch {
    // fall through: a cursor the server did not write
  }
  throw new AppError('validation_failed', { fields: { cursor: ['cursor_invalid'] } });
}
