/** The units an entry's age is shown in: short, like the exchanges dispatchers know ("12 min", "3 h", "2 d"). */
export type EntryAgeUnit = 'minutes' | 'hours' | 'days';

export type EntryAge = { unit: EntryAgeUnit; count: number };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago an entry was last changed (`modified_at`, what the lists sort by), rounded down to
 * the largest whole unit. A clock a little ahead of the reader's never gives a negative age.
 */
export function entryAge(iso: string, now: number): EntryAge {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (elapsed < HOUR_MS) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS) return { unit: 'hours', count: Math.floor(elapsed / HOUR_MS) };
  return { unit: 'days', count: Math.floor(elapsed / DAY_MS) };
}
