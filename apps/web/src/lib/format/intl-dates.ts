import { dateTimeFormat } from './intl';

/*
 * Dates in Intl's own styles of a language, for the screens that show them so: the house format, day
 * first on every screen, is dates.ts. Days (YYYY-MM-DD) and months (YYYY-MM) are read in UTC, as the
 * API computes them, so they show that same day in every zone; instants show in the reader's zone.
 */

/** A day or an instant in words, read in UTC: "2 Oct 2026", "02.10.2026" (dateStyle medium). */
export const formatDayInWords = (value: string, language: string): string =>
  dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value));

/** A month (YYYY-MM) with its year: "Oct 2026", or "Oct 26" with a two-digit year. */
export const formatMonth = (month: string, language: string, year: 'numeric' | '2-digit' = 'numeric'): string =>
  dateTimeFormat(language, { month: 'short', year, timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

/** Intl's numeric date of the language, "10/2/2026" in English: a day (YYYY-MM-DD) as that day, an instant in the reader's zone. */
export const formatNumericDate = (value: string, language: string): string =>
  value.length === 10
    ? dateTimeFormat(language, { timeZone: 'UTC' }).format(new Date(`${value}T12:00:00Z`))
    : dateTimeFormat(language).format(new Date(value));

/** An instant as Intl's numeric date and time to the second, "10/2/2026, 2:05:07 PM" in English. */
export const formatNumericDateTime = (value: string, language: string): string =>
  dateTimeFormat(language, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).format(new Date(value));

/** An instant in Intl's short date and medium time, "10/2/26, 2:05:07 PM" in English. */
export const formatShortDateTime = (value: string | number | Date, language: string): string =>
  dateTimeFormat(language, { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(value));
