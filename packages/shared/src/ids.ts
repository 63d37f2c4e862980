import { z } from 'zod';
import { MAX_INTEGER } from './column-bounds';

/** The largest value of a PostgreSQL `integer` (serial) column. */
export const MAX_ROW_ID = MAX_INTEGER;

/**
 * A row id in a path or query: a positive whole number PostgreSQL's `integer` can hold. A bigger
 * number is refused here as `validation_failed` instead of reaching SQL, which would fail with
 * "out of range" (issue 14).
 */
export const rowIdSchema = z.coerce.number().int().positive().max(MAX_ROW_ID);
