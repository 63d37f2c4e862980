import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock, formatDate, formatDateTime, formatDay, formatDayRange } from './dates';
import { formatFileSize } from './file-size';
import { formatDayInWords, formatMonth } from './intl-dates';
import { countryName, languageName } from './names';
import { formatMoney, formatNumber, formatPercent, type Digits } from './numbers';

type Instant = string | number | Date;

/** Every formatter of the app bound to the reader's interface language (the pure helpers beside it take the language). */
export type Format = {
  /** An instant as the reader's local date, day first: "23.11.2026", "23/11/2026". */
  date: (instant: Instant) => string;
  /** An instant as the reader's local date and 24-hour time: "23.11.2026 14:05". */
  dateTime: (instant: Instant) => string;
  /** A calendar day (YYYY-MM-DD) as that same day in every zone: "23.11.2026". */
  day: (day: string) => string;
  /** Two calendar days in a narrow column: "27.–28.11.", "27–28/11". */
  dayRange: (start: string, end: string) => string;
  /** A clock time as stored (HH:MM[:SS]) on the 24-hour clock. */
  clock: (time: string) => string;
  /** A day or an instant in words, read in UTC: "2 Oct 2026". */
  dayInWords: (value: string) => string;
  /** A month (YYYY-MM): "Oct 2026", or "Oct 26" with a two-digit year. */
  month: (month: string, year?: 'numeric' | '2-digit') => string;
  number: (value: number, digits?: Digits) => string;
  /** The decimal separator the number fields read and write: "," in German, "." in English. */
  decimalSeparator: string;
  /** A share (0.92) as a percentage: "92%". */
  percent: (share: number, digits?: Digits) => string;
  /** An amount with its currency (ISO 4217): "€1,900.50". */
  money: (amount: number, currency: string, digits?: Digits) => string;
  /** A file's size: whole kB under 1 MB, MB with one decimal above. */
  fileSize: (bytes: number) => string;
  /** A country's name (ISO 3166 code); the code where the browser knows no name. */
  country: (code: string) => string;
  /** A language's name (ISO 639 code); the code where the browser knows no name. */
  language: (code: string) => string;
};

/** The formatters for a language, outside React (tests, plain helpers). */
export function formatIn(language: string): Format {
  return {
    date: (instant) => formatDate(instant, language),
    dateTime: (instant) => formatDateTime(instant, language),
    day: (day) => formatDay(day, language),
    dayRange: (start, end) => formatDayRange(start, end, language),
    clock: formatClock,
    dayInWords: (value) => formatDayInWords(value, language),
    month: (month, year) => formatMonth(month, language, year),
    number: (value, digits) => formatNumber(value, language, digits),
    decimalSeparator: formatNumber(1.5, language).charAt(1),
    percent: (share, digits) => formatPercent(share, language, digits),
    money: (amount, currency, digits) => formatMoney(amount, currency, language, digits),
    fileSize: (bytes) => formatFileSize(bytes, language),
    country: (code) => countryName(code, language),
    language: (code) => languageName(code, language),
  };
}

/**
 * Dates, numbers, money, file sizes, country and language names in the reader's interface language,
 * one object per language: its functions keep their identity until the language changes, so memoised
 * parts may depend on them. Intl's formatters behind them are made once per language and options.
 */
export function useFormat(): Format {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => formatIn(language), [language]);
}
