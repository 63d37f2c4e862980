import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { AppError } from '../app-error';

/**
 * Keyset pagination cursors (DESIGN §3 `{results, next}`): an opaque base64url of the last row's
 * [timestamp with microseconds, id]. The timestamp is read by SQL as text (`cursorTimeSql`) because a
 * JS Date keeps only milliseconds and rows of the same millisecond would be skipped or repeated.
 */
export type KeysetCursor = { time: string; id: number };

/** The column as an ISO text with microseconds, for `encodeCursor`. */
export const cursorTimeSql = (column: SQLWrapper) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.time, cursor.id])).toString('base64url');
}

/** Decodes a cursor this server wrote; anything else is 400 validation_failed on `cursor`. */
export function decodeCursor(cursor: string): KeysetCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      !Number.isNaN(Date.parse(value[0])) &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(value[0]) &&
      Number.isSafeInteger(value[1])
    )
      return { time: value[0], id: value[1] as number };
  } catch {
    // fall through: a cursor the server did not write
  }
  throw new AppError('validation_failed', { fields: { cursor: ['cursor_invalid'] } });
}

/** The keyset condition: rows strictly after the cursor in the given direction of (time, id). */
export function afterCursor(time: SQLWrapper, id: SQLWrapper, cursor: KeysetCursor, direction: 'asc' | 'desc'): SQL {
  return direction === 'desc'
    ? sql`(${time}, ${id}) < (${cursor.time}::timestamptz, ${cursor.id})`
    : sql`(${time}, ${id}) > (${cursor.time}::timestamptz, ${cursor.id})`;
}
