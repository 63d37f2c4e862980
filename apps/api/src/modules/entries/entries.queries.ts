import { createHash } from 'node:crypto';
import { and, eq, gte, inArray, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { FormType } from '@freight/shared/entries';
import { namedStatementsAllowed, type Database } from '../../db/client';
import { afterCursor, cursorTimeSql, type KeysetCursor } from '../../db/cursor';
import { fromView } from '../../db/read-view';
import { entries, entryViews } from '../../db/schema-entries';
import { companyActiveIn, companyView } from '../companies/companies-read.service';
import { userView } from '../employees/employees-read.service';
import { cityView } from '../geo/cities-read.service';
// §4 expiry lives in entry-expiry-sql.ts, shared with the dashboard counts and realtime stats.
import { expiredSql, notGoneSql } from './entry-expiry-sql';
import { withinKmOfCity } from './entry-radius-sql';

export type EntryInsert = typeof entries.$inferInsert;
export type EntryRecord = typeof entries.$inferSelect;

export type EntryFilter = {
  formType: FormType;
  now: Date;
  limit: number;
  direction: 'asc' | 'desc';
  /** `?my=true`: the caller's company, expired included; otherwise search lists without expired entries. */
  companyId?: number;
  loadingCountry?: string;
  loadingCityId?: number;
  /** Km around loadingCityId instead of that city alone (issue 12). */
  loadingRadiusKm?: number;
  unloadingCountry?: string;
  unloadingCityId?: number;
  unloadingRadiusKm?: number;
  maxWeight?: number;
  maxMdp?: number;
  identificationId?: string;
  /** Loading-date range (YYYY-MM-DD, issue 13): entries whose loading window overlaps [from, to]. */
  loadingDateFrom?: string;
  loadingDateTo?: string;
  /** What the list is sorted by (with `direction`): the last change, or the first loading day. */
  sort?: EntrySort;
  cursor?: KeysetCursor;
  uid?: string;
  /** These entries only (matching reads the entries it ranked, issue 17). */
  ids?: readonly number[];
};

export type EntrySort = 'modified' | 'loading_date';

/**
 * The loading window as a closed date range: `&&` with the asked range is the overlap test, and the
 * GiST index entries_loading_dates (migration 0010) serves it within a form type.
 */
const loadingWindowSql = sql`daterange(${entries.loadingDateStart}, ${entries.loadingDateEnd}, '[]')`;

function loadingDatesCondition(from?: string, to?: string) {
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
 * A live entry's window ends on or after the day before today in UTC (its end is local to the loading
 * place, at most a day behind UTC in Europe); one searched from a later day ends on or after that day.
 */
function liveReachDay(now: Date, from: string | undefined): string {
  const dayBefore = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return from !== undefined && from > dayBefore ? from : dayBefore;
}

/** What a search learns before its statement: the earliest first loading day its entries can have. */
export type SearchBounds = { earliestStart?: string };

/**
 * Live entries oldest first by loading day (own lists keep their expired entries): the earliest first
 * loading day of a window that reaches the live (or asked) range is that day less the longest such
 * window, read backwards on entries_form_span. The list then walks entries_form_loading_start from there
 * rather than from the first entry ever published, which expired long ago; and as a value rather than a
 * subquery, the planner sees how many entries the range holds (issue 15: 0.3–0.5 s to about 1 ms).
 */
async function searchBounds(db: Database, filter: EntryFilter): Promise<SearchBounds> {
  if (filter.companyId !== undefined || filter.sort !== 'loading_date' || filter.direction !== 'asc' || filter.uid !== undefined) return {};
  const reachDay = liveReachDay(filter.now, filter.loadingDateFrom);
  const rows = await runSearch(
    db,
    sql`select span.loading_date_end - span.loading_date_start as days from ${entries} as span
      where span.form_type = ${filter.formType} and span.loading_date_end >= ${reachDay}::date
      order by span.loading_date_end - span.loading_date_start desc limit 1`,
  );
  const days = rows.length === 0 ? 0 : Number(rows[0]!.days);
  return { earliestStart: new Date(Date.parse(`${reachDay}T00:00:00Z`) - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10) };
}

/**
 * The sort key as the cursor's text: the first loading day reads as its midnight in UTC, so one cursor
 * format serves both sorts (`decodeCursor` checks it).
 */
const loadingDayCursorSql = sql<string>`to_char(${entries.loadingDateStart}, 'YYYY-MM-DD"T00:00:00.000000Z"')`;

function afterLoadingDay(cursor: KeysetCursor, direction: 'asc' | 'desc'): SQL {
  const day = cursor.time.slice(0, 10);
  return direction === 'desc'
    ? sql`(${entries.loadingDateStart}, ${entries.id}) < (${day}::date, ${cursor.id})`
    : sql`(${entries.loadingDateStart}, ${entries.id}) > (${day}::date, ${cursor.id})`;
}

/**
 * The owners' read views a search joins (decision 030): the entry's company and poster, and the cities
 * a radius search walks. Subqueries that PostgreSQL pulls up into the statement, so its plan is that of
 * joining the tables themselves; built once, so a shape's text (its prepared statement's name) is stable.
 */
const company = companyView('company');
const poster = userView('poster');
const nearCity = cityView('near_city');

/** LIKE metacharacters typed by a member are matched literally. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One side's city filter: that city exactly, or every entry within `radiusKm` of it. */
function cityCondition(cityColumn: AnyColumn, latitude: AnyColumn, longitude: AnyColumn, cityId?: number, radiusKm?: number) {
  if (cityId === undefined) return undefined;
  return radiusKm === undefined ? eq(cityColumn, cityId) : withinKmOfCity(latitude, longitude, cityId, radiusKm);
}

function cursorCondition(filter: EntryFilter) {
  if (!filter.cursor) return undefined;
  return filter.sort === 'loading_date'
    ? afterLoadingDay(filter.cursor, filter.direction)
    : afterCursor(entries.modifiedAt, entries.id, filter.cursor, filter.direction);
}

/** The side of a radius search that walks city by city; `country` is that side's country filter, if any. */
type RadiusSide = {
  cityColumn: AnyColumn;
  countryColumn: AnyColumn;
  latitude: AnyColumn;
  longitude: AnyColumn;
  cityId: number;
  radiusKm: number;
  country: string | undefined;
};

/**
 * The side whose radius search walks city by city (the loading side when both have one). An exact city,
 * an id fragment, one entry or a company's own list narrow far more than a circle of cities: then their
 * own index leads and the radius is checked on the rows it finds.
 */
function radiusSideOf(filter: EntryFilter): RadiusSide | undefined {
  const exactCity =
    (filter.loadingCityId !== undefined && filter.loadingRadiusKm === undefined) ||
    (filter.unloadingCityId !== undefined && filter.unloadingRadiusKm === undefined);
  if (exactCity || filter.identificationId !== undefined || filter.uid !== undefined || filter.companyId !== undefined) return undefined;
  if (filter.loadingCityId !== undefined && filter.loadingRadiusKm !== undefined) {
    const { loadingCityId: cityId, loadingRadiusKm: radiusKm, loadingCountry: country } = filter;
    const [latitude, longitude] = [entries.loadingLatitude, entries.loadingLongitude];
    return { cityColumn: entries.loadingCityId, countryColumn: entries.loadingCountry, latitude, longitude, cityId, radiusKm, country };
  }
  if (filter.unloadingCityId !== undefined && filter.unloadingRadiusKm !== undefined) {
    const { unloadingCityId: cityId, unloadingRadiusKm: radiusKm, unloadingCountry: country } = filter;
    const [latitude, longitude] = [entries.unloadingLatitude, entries.unloadingLongitude];
    return { cityColumn: entries.unloadingCityId, countryColumn: entries.unloadingCountry, latitude, longitude, cityId, radiusKm, country };
  }
  return undefined;
}

/** What a list is ordered by (then by id): the last change, or the first loading day. */
const sortColumnOf = (filter: EntryFilter): AnyColumn => (filter.sort === 'loading_date' ? entries.loadingDateStart : entries.modifiedAt);

/** The list's direction as the keyword of an `order by`. */
const orderOf = (filter: EntryFilter): SQL => sql.raw(filter.direction === 'desc' ? 'desc' : 'asc');

/**
 * How many entries a walk reads in the list's order before the page is looked for another way (below).
 * Where the search's filters let through a fair share of the entries, the page is among them.
 */
const WALK_ROWS = 1000;

/**
 * What an index reads of a search in the list's order, so that a walk of WALK_ROWS entries on it reads
 * that many rows and no more: the company of an own list, an exact city, the countries (newest first: the
 * route and country indexes), the radius side's country (newest first). A condition no index walks in
 * that order would be checked on every row read, and the walk would no longer be bounded.
 */
function walkIndexCondition(filter: EntryFilter, radiusSide: RadiusSide | undefined): SQL | undefined {
  const byLoadingDay = filter.sort === 'loading_date';
  if (filter.companyId !== undefined) return eq(entries.companyId, filter.companyId);
  if (radiusSide) return radiusSide.country === undefined || byLoadingDay ? undefined : eq(radiusSide.countryColumn, radiusSide.country);
  if (filter.loadingCityId !== undefined && filter.loadingRadiusKm === undefined) return eq(entries.loadingCityId, filter.loadingCityId);
  if (filter.unloadingCityId !== undefined && filter.unloadingRadiusKm === undefined)
    return eq(entries.unloadingCityId, filter.unloadingCityId);
  if (byLoadingDay) return undefined;
  return and(
    filter.loadingCountry === undefined ? undefined : eq(entries.loadingCountry, filter.loadingCountry),
    filter.unloadingCountry === undefined ? undefined : eq(entries.unloadingCountry, filter.unloadingCountry),
  );
}

/** The walk's own conditions: form type, still live (but for own lists), the index's condition, the loading days' bounds and the cursor. */
function walkConditionsOf(filter: EntryFilter, bounds: SearchBounds, radiusSide: RadiusSide | undefined): SQL | undefined {
  return and(
    eq(entries.formType, filter.formType),
    filter.companyId === undefined ? and(gte(entries.loadingEndsAt, filter.now), gte(entries.validUntil, filter.now)) : undefined,
    walkIndexCondition(filter, radiusSide),
    // By loading day the walk starts at the asked days, as the list does (the index's own column).
    filter.sort === 'loading_date' && filter.loadingDateTo !== undefined
      ? sql`${entries.loadingDateStart} <= ${filter.loadingDateTo}::date`
      : undefined,
    bounds.earliestStart === undefined ? undefined : sql`${entries.loadingDateStart} >= ${bounds.earliestStart}::date`,
    cursorCondition(filter),
  );
}

/**
 * The ids of a page found in two ways, the second only when the first falls short (issue 15):
 * - the walk: the first WALK_ROWS entries in the list's order that meet `walkConditions`, of which those
 *   that meet `all` the search's conditions are kept. When at least `limit` are, they are the page: any
 *   other entry that meets every condition comes after all the walked ones.
 * - `otherWay`, a statement of (id, sort_key) giving the page when the walk found too few (filters few
 *   entries meet, for which walking the list's order would read on and on).
 * PostgreSQL runs the second branch only when its one-time filter holds. The company that `all` checks is
 * the join inside, which hides the outer statement's join of the same alias, as the walk's rows (aliased
 * `entries`) hide the outer statement's table.
 */
function walkOrElse(walkConditions: SQL | undefined, all: SQL | undefined, otherWay: SQL, filter: EntryFilter): SQL {
  const sortColumn = sortColumnOf(filter);
  const order = orderOf(filter);
  const walked = sql`select ${entries.id} as id, ${sortColumn} as sort_key
    from (select * from ${entries} where ${walkConditions}
      order by ${sortColumn} ${order}, ${entries.id} ${order} limit ${WALK_ROWS}) as ${entries}
    inner join ${fromView(company)} on ${company.id} = ${entries.companyId}
    where ${all}
    order by ${sortColumn} ${order}, ${entries.id} ${order} limit ${filter.limit}`;
  return sql`(with walked as materialized (${walked})
    select walked.id from walked
    union all
    select other_way.id from (${otherWay}) as other_way
    where (select count(*) from walked) < ${filter.limit})`;
}

/**
 * A radius search's other way, city by city (decision 018): around a large city thousands of entries are
 * within the radius, and reading them all to keep the first 20 took 0.1–0.5 s. An entry's coordinates are
 * its city's, so "within the radius" is "of a city within the radius" (cities_earth finds them); each such
 * city gives its first `limit` entries in the list's order on a (form type, city, sort key) index, which
 * also carries the columns the other filters check (migration 0021), and the first of those are the page.
 * An entry's city lies in the entry's country (entries.service checks it), so a country filter on the same
 * side leaves out the cities of other countries before their entries are read.
 */
function cityByCity(side: RadiusSide, others: SQL | undefined, filter: EntryFilter): SQL {
  const near = sql`select ${nearCity.id} as id from ${fromView(nearCity)} where ${and(
    withinKmOfCity(nearCity.latitude, nearCity.longitude, side.cityId, side.radiusKm),
    side.country === undefined ? undefined : eq(nearCity.country, side.country),
  )}`;
  const sortColumn = sortColumnOf(filter);
  const order = orderOf(filter);
  return sql`select page.id, page.sort_key from (${near}) as near cross join lateral (
    select ${entries.id} as id, ${sortColumn} as sort_key from ${entries}
    inner join ${fromView(company)} on ${company.id} = ${entries.companyId}
    where ${and(others, sql`${side.cityColumn} = near.id`)}
    order by ${sortColumn} ${order}, ${entries.id} ${order} limit ${filter.limit}
  ) as page order by page.sort_key ${order}, page.id ${order} limit ${filter.limit}`;
}

/**
 * Searches whose every match the trigram or loading-window index finds cheaply when the walk falls short:
 * an id fragment, met by few entries whenever it is not met by many; loading days with no other filter
 * (days met by many entries fill the walk). Loading days with a country or a bound are left to the list's
 * order: there the days match a large share of the entries, and reading them all cost more (19 ms against
 * 1 ms for a route with a weight bound over three days).
 */
function fewMatchesOnTheirOwnIndex(filter: EntryFilter): boolean {
  if (filter.uid !== undefined || filter.ids !== undefined) return false;
  if (filter.identificationId !== undefined) return true;
  const days = filter.loadingDateFrom !== undefined || filter.loadingDateTo !== undefined;
  const narrowed = [
    filter.loadingCountry,
    filter.unloadingCountry,
    filter.loadingCityId,
    filter.unloadingCityId,
    filter.maxWeight,
    filter.maxMdp,
    filter.companyId,
  ].some((value) => value !== undefined);
  return days && !narrowed;
}

/**
 * The other way of a search by an identification id or loading days that few entries meet: every match,
 * then sorted. MATERIALIZED, so PostgreSQL plans it for all its rows, on the trigram or loading-window
 * index, rather than walking the list's order through the whole table (a 3-character id fragment met by a
 * handful of entries, or loading days none has, read half a million rows: about 1 s).
 */
function allMatches(all: SQL | undefined, filter: EntryFilter): SQL {
  const sortColumn = sortColumnOf(filter);
  const order = orderOf(filter);
  return sql`with matches as materialized (
      select ${entries.id} as id, ${sortColumn} as sort_key from ${entries}
      inner join ${fromView(company)} on ${company.id} = ${entries.companyId}
      where ${all})
    select matches.id, matches.sort_key from matches
    order by matches.sort_key ${order}, matches.id ${order} limit ${filter.limit}`;
}

/** The search's conditions: every filter of DESIGN §3, the cursor, and the radius page when there is one. */
function entryConditions(filter: EntryFilter, bounds: SearchBounds): SQL | undefined {
  const radiusSide = radiusSideOf(filter);
  const conditions: (SQL | undefined)[] = [
    eq(entries.formType, filter.formType),
    filter.uid === undefined ? undefined : eq(entries.uid, filter.uid),
    filter.ids === undefined ? undefined : inArray(entries.id, [...filter.ids]),
    // Another company's entries only while that company may use the exchange (deactivated or past its
    // subscription: gone at once, back on re-approval); checked on the joined company row by its primary key.
    filter.companyId === undefined
      ? and(gte(entries.loadingEndsAt, filter.now), gte(entries.validUntil, filter.now), notGoneSql(), companyActiveIn(company, filter.now))
      : eq(entries.companyId, filter.companyId),
    filter.loadingCountry === undefined ? undefined : eq(entries.loadingCountry, filter.loadingCountry),
    radiusSide?.cityColumn === entries.loadingCityId
      ? undefined
      : cityCondition(
          entries.loadingCityId,
          entries.loadingLatitude,
          entries.loadingLongitude,
          filter.loadingCityId,
          filter.loadingRadiusKm,
        ),
    filter.unloadingCountry === undefined ? undefined : eq(entries.unloadingCountry, filter.unloadingCountry),
    radiusSide?.cityColumn === entries.unloadingCityId
      ? undefined
      : cityCondition(
          entries.unloadingCityId,
          entries.unloadingLatitude,
          entries.unloadingLongitude,
          filter.unloadingCityId,
          filter.unloadingRadiusKm,
        ),
    filter.maxWeight === undefined ? undefined : lte(entries.weight, filter.maxWeight),
    filter.maxMdp === undefined ? undefined : lte(entries.mdp, filter.maxMdp),
    // Served by the trigram index entries_identification_trgm.
    filter.identificationId === undefined
      ? undefined
      : sql`${entries.identificationId} ilike '%' || ${escapeLike(filter.identificationId)} || '%'`,
    loadingDatesCondition(filter.loadingDateFrom, filter.loadingDateTo),
    bounds.earliestStart === undefined ? undefined : sql`${entries.loadingDateStart} >= ${bounds.earliestStart}::date`,
    cursorCondition(filter),
  ];
  // A radius walks, then goes city by city; an id fragment or loading days alone walk, then read every match.
  const others = and(...conditions);
  if (radiusSide) {
    const inCircle = withinKmOfCity(radiusSide.latitude, radiusSide.longitude, radiusSide.cityId, radiusSide.radiusKm);
    const otherWay = cityByCity(radiusSide, others, filter);
    conditions.push(
      sql`${entries.id} in ${walkOrElse(walkConditionsOf(filter, bounds, radiusSide), and(others, inCircle), otherWay, filter)}`,
    );
  } else if (fewMatchesOnTheirOwnIndex(filter)) {
    conditions.push(
      sql`${entries.id} in ${walkOrElse(walkConditionsOf(filter, bounds, undefined), others, allMatches(others, filter), filter)}`,
    );
  }
  return and(...conditions);
}

/** Columns read under their own name; the entries' come first, the poster's and company's carry a prefix. */
const ENTRY_COLUMNS = [
  ...[
    'id',
    'uid',
    'identification_id',
    'form_type',
    'company_id',
    'user_id',
    'view_count',
    'gone_reports',
    'distance_km',
    'notes',
    'notes_masked',
  ],
  ...['loading_country', 'loading_city_id', 'loading_city_name', 'loading_city_type', 'loading_postal_code'],
  ...['loading_time_start', 'loading_time_end', 'unloading_country', 'unloading_city_id', 'unloading_city_name'],
  ...['unloading_city_type', 'unloading_postal_code', 'unloading_time_start', 'unloading_time_end'],
  ...['truck_transport_type', 'truck_coating', 'truck_type', 'truck_special_features', 'platform_types'],
  ...['escrow_account', 'dangerous_load', 'currency', 'vat_type', 'payment_term'],
];
const USER_COLUMNS = ['first_name', 'last_name', 'email', 'phone_prefix', 'phone', 'spoken_languages', 'has_whatsapp', 'has_signal_app'];
const COMPANY_COLUMNS = ['name', 'registry_combination', 'vat_number', 'fax', 'website'];

/**
 * What a list shows of an entry, its poster and company, read by name (issue 15: no ORM mapping of ~70
 * columns per row on the hot path, and no coordinates). Times come as epoch milliseconds and dates and
 * amounts as text and float, so node-postgres and PGlite answer the same plain values whatever their
 * type parsers.
 */
const LIST_COLUMNS = sql.raw(
  [
    ...ENTRY_COLUMNS.map((column) => `"entries"."${column}"`),
    ...['created_at', 'modified_at', 'valid_until', 'loading_ends_at'].map(
      (column) => `floor(extract(epoch from "entries"."${column}") * 1000)::float8 as "${column}"`,
    ),
    // Taken by an agreed deal (issue 31): the owner's list shows it as taken.
    'floor(extract(epoch from "entries"."taken_at") * 1000)::float8 as "taken_at"',
    ...['loading_date_start', 'loading_date_end', 'unloading_date_start', 'unloading_date_end'].map(
      (column) => `"entries"."${column}"::text as "${column}"`,
    ),
    ...['weight', 'volume', 'mdp', 'price'].map((column) => `"entries"."${column}"::float8 as "${column}"`),
    ...USER_COLUMNS.map((column) => `"${poster._.alias}"."${column}" as "user_${column}"`),
    ...COMPANY_COLUMNS.map((column) => `"${company._.alias}"."${column}" as "company_${column}"`),
  ].join(', '),
);

/** The statement of a search or of one entry's read (`uid`), newest first or by loading day, as DESIGN §3 pages it. */
export function entrySearchSql(filter: EntryFilter, bounds: SearchBounds = {}): SQL {
  const byLoadingDay = filter.sort === 'loading_date';
  const sortColumn = sortColumnOf(filter);
  const direction = orderOf(filter);
  return sql`select ${LIST_COLUMNS}, ${expiredSql(filter.now)} as expired,
    ${byLoadingDay ? loadingDayCursorSql : cursorTimeSql(entries.modifiedAt)} as cursor_time
    from ${entries}
    left join ${fromView(poster)} on ${poster.id} = ${entries.userId}
    inner join ${fromView(company)} on ${company.id} = ${entries.companyId}
    where ${entryConditions(filter, bounds)}
    order by ${sortColumn} ${direction}, ${entries.id} ${direction}
    limit ${filter.limit}`;
}

type Row = Record<string, unknown>;
const dialect = new PgDialect();
/** Prepared statements per process: the shapes met first (one text each); later ones run unnamed. */
const MAX_PREPARED_SHAPES = 200;
const preparedNames = new Map<string, string>();

function preparedName(text: string): string | undefined {
  const known = preparedNames.get(text);
  if (known || preparedNames.size >= MAX_PREPARED_SHAPES) return known;
  const name = `entry_search_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  preparedNames.set(text, name);
  return name;
}

/**
 * Runs a search statement. On the PostgreSQL pool it is a named (prepared) statement, so a connection
 * parses a shape once instead of every time; in a transaction, on PGlite, or through a transaction-mode
 * pooler (DB_PREPARED_STATEMENTS=0: the next transaction may get a server connection that never saw the
 * name) it runs as it is.
 */
async function runSearch(db: Database, statement: SQL): Promise<Row[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool && namedStatementsAllowed(client)) {
    const query = dialect.sqlToQuery(statement);
    return (await client.query<Row>({ name: preparedName(query.sql), text: query.sql, values: query.params })).rows;
  }
  // node-postgres and PGlite both answer raw statements with `rows`.
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

const text = (value: unknown) => value as string;
const textOrNull = (value: unknown) => (value ?? null) as string | null;
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const epochMs = (value: unknown) => new Date(Number(value));

function entryOfRow(row: Row): EntryRecord {
  return {
    id: Number(row.id),
    uid: text(row.uid),
    identificationId: text(row.identification_id),
    formType: row.form_type as FormType,
    companyId: Number(row.company_id),
    userId: numberOrNull(row.user_id),
    createdAt: epochMs(row.created_at),
    modifiedAt: epochMs(row.modified_at),
    validUntil: epochMs(row.valid_until),
    loadingEndsAt: epochMs(row.loading_ends_at),
    takenAt: row.taken_at === null || row.taken_at === undefined ? null : epochMs(row.taken_at),
    viewCount: Number(row.view_count),
    goneReports: Number(row.gone_reports),
    distanceKm: numberOrNull(row.distance_km),
    notes: text(row.notes),
    notesMasked: textOrNull(row.notes_masked),
    loadingCountry: text(row.loading_country),
    loadingCityId: numberOrNull(row.loading_city_id),
    loadingCityName: text(row.loading_city_name),
    loadingCityType: text(row.loading_city_type),
    // Coordinates serve the radius search in SQL; a list never shows them.
    loadingLatitude: null,
    loadingLongitude: null,
    loadingPostalCode: text(row.loading_postal_code),
    loadingDateStart: text(row.loading_date_start),
    loadingDateEnd: text(row.loading_date_end),
    loadingTimeStart: textOrNull(row.loading_time_start),
    loadingTimeEnd: textOrNull(row.loading_time_end),
    unloadingCountry: text(row.unloading_country),
    unloadingCityId: numberOrNull(row.unloading_city_id),
    unloadingCityName: text(row.unloading_city_name),
    unloadingCityType: text(row.unloading_city_type),
    unloadingLatitude: null,
    unloadingLongitude: null,
    unloadingPostalCode: text(row.unloading_postal_code),
    unloadingDateStart: text(row.unloading_date_start),
    unloadingDateEnd: text(row.unloading_date_end),
    unloadingTimeStart: textOrNull(row.unloading_time_start),
    unloadingTimeEnd: textOrNull(row.unloading_time_end),
    truckTransportType: Number(row.truck_transport_type),
    truckCoating: Number(row.truck_coating),
    truckType: numberOrNull(row.truck_type),
    truckSpecialFeatures: (row.truck_special_features as number[]).map(Number),
    platformTypes: (row.platform_types as number[]).map(Number),
    escrowAccount: Boolean(row.escrow_account),
    dangerousLoad: Boolean(row.dangerous_load),
    weight: Number(row.weight),
    volume: numberOrNull(row.volume),
    mdp: Number(row.mdp),
    price: numberOrNull(row.price),
    currency: text(row.currency),
    vatType: Boolean(row.vat_type),
    paymentTerm: Number(row.payment_term),
  };
}

function listRowOf(row: Row): EntryListRow {
  return {
    entry: entryOfRow(row),
    expired: Boolean(row.expired),
    cursorTime: text(row.cursor_time),
    // The poster's account may be gone (§6: the entry stays, attributed to the company).
    user:
      row.user_id === null || row.user_id === undefined
        ? null
        : {
            id: Number(row.user_id),
            firstName: text(row.user_first_name),
            lastName: text(row.user_last_name),
            email: text(row.user_email),
            phonePrefix: text(row.user_phone_prefix),
            phone: text(row.user_phone),
            spokenLanguages: row.user_spoken_languages as string[],
            hasWhatsApp: Boolean(row.user_has_whatsapp),
            hasSignalApp: Boolean(row.user_has_signal_app),
          },
    company: {
      id: Number(row.company_id),
      name: text(row.company_name),
      registryCombination: text(row.company_registry_combination),
      vatNumber: text(row.company_vat_number),
      fax: text(row.company_fax),
      website: text(row.company_website),
    },
  };
}

/** A page of a search (or one entry by `uid`), with poster and company. */
export async function selectEntries(db: Database, filter: EntryFilter): Promise<EntryListRow[]> {
  return (await runSearch(db, entrySearchSql(filter, await searchBounds(db, filter)))).map(listRowOf);
}

/** The statement a search runs, with its parameters (the bench records each shape's EXPLAIN ANALYZE). */
export async function entrySearchStatement(db: Database, filter: EntryFilter): Promise<{ sql: string; params: unknown[] }> {
  return dialect.sqlToQuery(entrySearchSql(filter, await searchBounds(db, filter)));
}

/** The poster's and company's columns a list shows, as read from the owners' views above. */
type PosterColumns = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phonePrefix: string;
  phone: string;
  spokenLanguages: string[];
  hasWhatsApp: boolean;
  hasSignalApp: boolean;
};
type CompanyColumns = { id: number; name: string; registryCombination: string; vatNumber: string; fax: string; website: string };

/** One row of a list: the entry, whether it has expired, its cursor key, the poster (null once deleted) and the company. */
export type EntryListRow = {
  entry: EntryRecord;
  expired: boolean;
  cursorTime: string;
  user: PosterColumns | null;
  company: CompanyColumns;
};

export async function selectOwnedEntry(db: Database, formType: FormType, uid: string) {
  const [row] = await db
    .select({
      id: entries.id,
      identificationId: entries.identificationId,
      companyId: entries.companyId,
      userId: entries.userId,
      createdAt: entries.createdAt,
      // An edit may keep past loading dates it does not change (decision 010).
      loadingDateStart: entries.loadingDateStart,
      loadingDateEnd: entries.loadingDateEnd,
      loadingTimeEnd: entries.loadingTimeEnd,
      takenAt: entries.takenAt,
    })
    .from(entries)
    .where(and(eq(entries.formType, formType), eq(entries.uid, uid)));
  return row;
}

/** Whose entry a uid names, whatever its form type (uids are unique across both). */
/** What other companies see of an entry's notes while contacts in them await staff (null: the notes as written). */
export async function selectNotesMasked(db: Database, formType: FormType, uid: string): Promise<string | null> {
  const [row] = await db
    .select({ masked: entries.notesMasked })
    .from(entries)
    .where(and(eq(entries.formType, formType), eq(entries.uid, uid)));
  return row?.masked ?? null;
}

/** Staff decided on contacts in an entry's notes (issue 33 item 4): its masked notes anew. */
export async function updateNotesMasked(db: Database, id: number, masked: string | null) {
  const [row] = await db
    .update(entries)
    .set({ notesMasked: masked })
    .where(eq(entries.id, id))
    .returning({ formType: entries.formType, uid: entries.uid, companyId: entries.companyId, userId: entries.userId });
  return row;
}

export async function selectEntryOfUid(db: Database, uid: string) {
  const [row] = await db.select({ companyId: entries.companyId, formType: entries.formType }).from(entries).where(eq(entries.uid, uid));
  return row;
}

export async function updateEntry(db: Database, id: number, companyId: number, values: Partial<EntryInsert>) {
  const rows = await db
    .update(entries)
    .set(values)
    .where(and(eq(entries.id, id), eq(entries.companyId, companyId)))
    .returning({ id: entries.id });
  return rows.length > 0;
}

export async function deleteEntry(db: Database, formType: FormType, uid: string, companyId: number) {
  const [row] = await db
    .delete(entries)
    .where(and(eq(entries.formType, formType), eq(entries.uid, uid), eq(entries.companyId, companyId)))
    .returning({ id: entries.id, identificationId: entries.identificationId });
  return row;
}

export async function bumpModified(db: Database, entryId: number, now: Date) {
  const [row] = await db
    .update(entries)
    // A refresh is the poster's reconfirmation: it clears the "already gone" reports (issue 33).
    .set({ modifiedAt: now, goneReports: 0 })
    .where(eq(entries.id, entryId))
    .returning({ modifiedAt: entries.modifiedAt });
  return row?.modifiedAt;
}

/** One view per member per entry per day: the counter moves only when the view row is new. */
export async function recordView(db: Database, entryId: number, userId: number, day: string, counts: boolean): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = counts
      ? await tx.insert(entryViews).values({ entryId, userId, day }).onConflictDoNothing().returning({ entryId: entryViews.entryId })
      : [];
    const [row] =
      inserted.length > 0
        ? await tx
            .update(entries)
            .set({ viewCount: sql`${entries.viewCount} + 1` })
            .where(eq(entries.id, entryId))
            .returning({ viewCount: entries.viewCount })
        : await tx.select({ viewCount: entries.viewCount }).from(entries).where(eq(entries.id, entryId));
    return row?.viewCount ?? 0;
  });
}
