import { dateTimeFormat } from './intl';

/*
 * Dates in words and months in Intl's own styles of a language; numeric dates and times are the house
 * format of dates.ts, day first on every screen. Days (YYYY-MM-DD) and months (YYYY-MM) are read in UTC,
 * as the API computes them, so they show that same day in every zone.
 */

/** A day or an instant in words, read in UTC: "2 Oct 2026", "02.10.2026" (dateStyle medium). */
export const formatDayInWords = (value: string, language: string): string =>
  dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value));

/** A month (YYYY-MM) with its year: "Oct 2026", or "Oct 26" with a two-digit year. */
export const formatMonth = (month: string, language: string, year: 'numeric' | '2-digit' = 'numeric'): string =>
  dateTimeFormat(language, { month: 'short', year, timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
