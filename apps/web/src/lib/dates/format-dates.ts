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

/** A clock time as stored (HH:MM or HH:MM:SS), shown on the 24-hour clock. */
export function formatClock(time: string): string {
  return time.slice(0, 5);
}

/** The parts of an instant in the reader's (browser's) time zone, on the 24-hour clock. */
function localParts(instant: Date, timeZone?: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
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

/** An instant (ISO timestamp) as the reader's local date: "23.11.2026". */
export function formatDate(iso: string, language: string, timeZone?: string): string {
  const parts = localParts(new Date(iso), timeZone);
  return joinDay(parts.year, parts.month, parts.day, language);
}

/** An instant as the reader's local date and 24-hour time: "23.11.2026 14:05". */
export function formatDateTime(iso: string, language: string, timeZone?: string): string {
  const parts = localParts(new Date(iso), timeZone);
  return `${joinDay(parts.year, parts.month, parts.day, language)} ${pad(parts.hour)}:${pad(parts.minute)}`;
}
