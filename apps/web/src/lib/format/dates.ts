import { dateTimeFormat } from './intl';

/**
 * One way to show dates and times on every screen (issue 13): day first in every interface
 * language, 24-hour times (§3). Intl's own short styles differ by language and give English
 * readers "11/23/26", so the patterns are fixed here per language and the digits come from Intl.
 */

/** The separator between day, month and year per interface language; the order is always day first. */
const SEPARATORS: Record<string, string> = { de: '.', ro: '.', hu: '.', fr: '/', en: '/' };

const separatorFor = (language: string): string => SEPARATORS[language.slice(0, 2)] ?? '/';

/** The input mask the date pickers use (dayjs tokens), the same as the shown dates. */
export function dateInputFormat(language: string): string {
  return ['DD', 'MM', 'YYYY'].join(separatorFor(language));
}

const pad = (value: number) => String(value).padStart(2, '0');

function joinDay(year: number, month: number, day: number, language: string): string {
  return [pad(day), pad(month), String(year)].join(separatorFor(language));
}

/** A calendar day (YYYY-MM-DD, no time zone) shown as that same day: "23.11.2026", "23/11/2026". */
export function formatDay(day: string, language: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return joinDay(year, month, date, language);
}

/**
 * Two calendar days as a dispatcher writes them in a narrow column (issue 35 item 7): no year, the month
 * once when both share it — "27.–28.11.", "30.11.–02.12.", "27–28/11"; one day alone — "27.11.", "27/11".
 */
export function formatDayRange(start: string, end: string, language: string): string {
  const [, startMonth = 0, startDay = 0] = start.split('-').map(Number);
  const [, endMonth = 0, endDay = 0] = end.split('-').map(Number);
  if (!startMonth || !startDay || !endMonth || !endDay) return start === end ? start : `${start}–${end}`;
  const separator = separatorFor(language);
  // Dot languages end a day and a month with the dot ("27.11."); slash languages join them ("27/11").
  const dotted = separator === '.';
  const dayMonth = (day: number, month: number) => (dotted ? `${pad(day)}.${pad(month)}.` : `${pad(day)}/${pad(month)}`);
  if (start === end) return dayMonth(startDay, startMonth);
  if (start.slice(0, 7) === end.slice(0, 7)) {
    return dotted ? `${pad(startDay)}.–${pad(endDay)}.${pad(endMonth)}.` : `${pad(startDay)}–${pad(endDay)}/${pad(endMonth)}`;
  }
  return `${dayMonth(startDay, startMonth)}–${dayMonth(endDay, endMonth)}`;
}

/** A clock time as stored (HH:MM or HH:MM:SS), shown on the 24-hour clock. */
export function formatClock(time: string): string {
  return time.slice(0, 5);
}

/** An instant as the API gives it (ISO 8601) or as the browser counts it. */
type Instant = string | number | Date;

/** The parts of an instant in the reader's (browser's) time zone, on the 24-hour clock. */
function localParts(instant: Date, timeZone?: string) {
  const parts = dateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

/** An instant (ISO timestamp, epoch ms or Date) as the reader's local date: "23.11.2026". */
export function formatDate(iso: Instant, language: string, timeZone?: string): string {
  const parts = localParts(new Date(iso), timeZone);
  return joinDay(parts.year, parts.month, parts.day, language);
}

/** An instant as the reader's local date and 24-hour time: "23.11.2026 14:05". */
export function formatDateTime(iso: Instant, language: string, timeZone?: string): string {
  const parts = localParts(new Date(iso), timeZone);
  return `${joinDay(parts.year, parts.month, parts.day, language)} ${pad(parts.hour)}:${pad(parts.minute)}`;
}

/**
 * A typed day in the interface language's pattern ("03.11.2026", "3/11/2026") as YYYY-MM-DD, or null.
 * Day first always: a browser's own parser would read "03.11.2026" as March 11.
 */
export function parseDay(text: string, language: string): string | null {
  const trimmed = text.trim();
  // A pasted ISO day (2026-11-03) is unambiguous: take it too.
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const parts = iso ? iso.slice(1).reverse() : trimmed.split(separatorFor(language));
  if (parts.length !== 3 || !parts.every((part) => /^\d+$/.test(part))) return null;
  const [day, month, year] = parts.map(Number) as [number, number, number];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  // The last day of the month (day 0 of the next month) rejects 31.02.
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${String(year)}-${pad(month)}-${pad(day)}`;
}
