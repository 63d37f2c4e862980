import { and, eq, gte, inArray, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { fromView } from '../../db/read-view';
import { entries } from '../../db/schema-entries';
import { companyActiveIn } from '../companies/companies-view.queries';
import { notGoneSql } from './entry-expiry.queries';
import type { EntryFilter, SearchBounds } from './entry-filter';
import { withinKmOfCity } from './entry-radius.queries';
import {
  cityCondition,
  company,
  cursorCondition,
  escapeLike,
  loadingDatesCondition,
  nearCity,
  orderOf,
  sortColumnOf,
} from './entry-search-conditions';

// How a search finds its page (decision 031): its conditions and, where walking the list's order could read
// on and on, a bounded walk first and another way on another index after it.

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
 * An entry's city lies in the entry's country (entry-columns.ts checks it), so a country filter on the same
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
export function entryConditions(filter: EntryFilter, bounds: SearchBounds): SQL | undefined {
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
