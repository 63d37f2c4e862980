import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { afterCursor, type KeysetCursor } from '../../db/cursor';
import { entries } from '../../db/schema-entries';
import { companyView } from '../companies/companies-view.queries';
import { userView } from '../users/users-view.queries';
import { cityView } from '../geo/cities-view.queries';
import type { EntryFilter } from './entry-filter';
import { withinKmOfCity } from './entry-radius.queries';

// The pieces a search statement is made of, each a filter of DESIGN §3 or the list's order.

/**
 * The owners' read views a search joins (decision 030): the entry's company and poster, and the cities
 * a radius search walks. Subqueries that PostgreSQL pulls up into the statement, so its plan is that of
 * joining the tables themselves; built once, so a shape's text (its prepared statement's name) is stable.
 */
export const company = companyView('company');
export const poster = userView('poster');
export const nearCity = cityView('near_city');

/**
 * The loading window as a closed date range: `&&` with the asked range is the overlap test, and the
 * GiST index entries_loading_dates (migration 0010) serves it within a form type.
 */
const loadingWindowSql = sql`daterange(${entries.loadingDateStart}, ${entries.loadingDateEnd}, '[]')`;

export function loadingDatesCondition(from?: string, to?: string) {
  if (from === undefined && to === undefined) return undefined;
  // An open end is unbounded: daterange(null, to) holds every day up to `to`. The same overlap as plain
  // bounds (the window starts by `to` and ends from `from` on) lets a list sorted by loading date walk
  // entries_form_loading_start from `to` down instead of from its end (issue 15: 2.3 s → 0.4 ms at a million entries).
  return and(
    sql`${loadingWindowSql} && daterange(${from ?? null}::date, ${to ?? null}::date, '[]')`,
    to === undefined ? undefined : sql`${entries.loadingDateStart} <= ${to}::date`,
    from === undefined ? undefined : sql`${entries.loadingDateEnd} >= ${from}::date`,
  );
}

/**
 * The sort key as the cursor's text: the first loading day reads as its midnight in UTC, so one cursor
 * format serves both sorts (`decodeCursor` checks it).
 */
export const loadingDayCursorSql = sql<string>`to_char(${entries.loadingDateStart}, 'YYYY-MM-DD"T00:00:00.000000Z"')`;

function afterLoadingDay(cursor: KeysetCursor, direction: 'asc' | 'desc'): SQL {
  const day = cursor.time.slice(0, 10);
  return direction === 'desc'
    ? sql`(${entries.loadingDateStart}, ${entries.id}) < (${day}::date, ${cursor.id})`
    : sql`(${entries.loadingDateStart}, ${entries.id}) > (${day}::date, ${cursor.id})`;
}

export function cursorCondition(filter: EntryFilter) {
  if (!filter.cursor) return undefined;
  return filter.sort === 'loading_date'
    ? afterLoadingDay(filter.cursor, filter.direction)
    : afterCursor(entries.modifiedAt, entries.id, filter.cursor, filter.direction);
}

/** LIKE metacharacters typed by a member are matched literally. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One side's city filter: that city exactly, or every entry within `radiusKm` of it. */
export function cityCondition(cityColumn: AnyColumn, latitude: AnyColumn, longitude: AnyColumn, cityId?: number, radiusKm?: number) {
  if (cityId === undefined) return undefined;
  return radiusKm === undefined ? eq(cityColumn, cityId) : withinKmOfCity(latitude, longitude, cityId, radiusKm);
}

/** What a list is ordered by (then by id): the last change, or the first loading day. */
export const sortColumnOf = (filter: EntryFilter): AnyColumn =>
  filter.sort === 'loading_date' ? entries.loadingDateStart : entries.modifiedAt;

/** The list's direction as the keyword of an `order by`. */
export const orderOf = (filter: EntryFilter): SQL => sql.raw(filter.direction === 'desc' ? 'desc' : 'asc');
