/**
 * The largest values PostgreSQL's columns hold (issue 35 item 10): a schema bounds every number it
 * accepts by the column that stores or compares it, so a bigger one answers a field error instead of
 * an "out of range" or "numeric field overflow" 500. apps/api/src/db/column-bounds.test.ts checks each
 * request schema's numbers against the migrated columns.
 */

/** `integer` (and `serial`): 2^31 − 1. */
export const MAX_INTEGER = 2_147_483_647;

/** `numeric(precision, scale)`: precision − scale digits before the point, scale after it (12, 2 → 9,999,999,999.99). */
export const numericMax = (precision: number, scale: number): number => Number(`${'9'.repeat(precision - scale)}.${'9'.repeat(scale)}`);
