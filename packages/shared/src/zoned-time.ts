/**
 * Wall-clock dates and times of a place (an IANA zone) and the instants they stand for, through Intl
 * (full ICU in Node and the browsers), so summer time is right without a time-zone library.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

type WallParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallPartsOf(instant: Date, zone: string): WallParts {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The place's wall clock at `instant`: `{date: 'YYYY-MM-DD', time: 'HH:MM'}`. */
export function wallTimeIn(instant: Date, zone: string): { date: string; time: string } {
  const p = wallPartsOf(instant, zone);
  return { date: `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/** Today's date at the place (YYYY-MM-DD). */
export const localDateIn = (instant: Date, zone: string): string => wallTimeIn(instant, zone).date;

/** How far the place's wall clock is ahead of UTC at `instantMs`, in ms. */
function offsetMs(instantMs: number, zone: string): number {
  const p = wallPartsOf(new Date(instantMs), zone);
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wallAsUtc - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The instant at which the place's clock shows `date` `time` (YYYY-MM-DD, HH:MM). Two passes find the
 * offset in force at that moment. As in PostgreSQL's `AT TIME ZONE`, a time skipped by the spring change
 * is read with the winter offset, and a time that occurs twice in autumn is the later (winter) one.
 */
export function zonedDateTimeToInstant(date: string, time: string, zone: string): Date {
  const wallMs = Date.parse(`${date}T${time}:00.000Z`);
  const first = wallMs - offsetMs(wallMs, zone);
  const second = wallMs - offsetMs(first, zone);
  return new Date(second);
}
