import type { Entry } from './entries';
import type { EntryListQuery } from './entry-list-query';

/** What a list filter reads of an entry (an event's entry carries all of it). */
export type FilterableEntry = Pick<Entry, 'identification_id' | 'info'> & {
  loading_location: Pick<Entry['loading_location'], 'country' | 'external_city_id' | 'date_start' | 'date_end'>;
  unloading_location: Pick<Entry['unloading_location'], 'country' | 'external_city_id'>;
};

/** Whether an entry meets a search's filters; 'maybe' where only the database could tell (a radius). */
export type FilterMatch = boolean | 'maybe';

/**
 * One side's city: that city; with a radius another city is 'maybe' (only the coordinates could tell,
 * and events carry none).
 */
function cityMatch(cityId: number | null, wanted?: number, radius?: number): FilterMatch {
  if (wanted === undefined || cityId === wanted) return true;
  return radius === undefined ? false : 'maybe';
}

/**
 * Whether an entry meets the filters of an entry search: the rules of the entry search's SQL (DESIGN §3
 * filters). A false answer is certain; 'maybe' when the entry is in another city than a radius's centre.
 * Expiry, ownership and the company's standing are not read here (see entryFitsList).
 */
export function entryMatchesFilters(entry: FilterableEntry, query: Partial<EntryListQuery>): FilterMatch {
  const { loading_location: loading, unloading_location: unloading, info } = entry;
  const id = query.identification_id?.toLowerCase();
  const others =
    (query.loading_country === undefined || loading.country === query.loading_country) &&
    (query.unloading_country === undefined || unloading.country === query.unloading_country) &&
    (query.max_weight === undefined || info.weight <= query.max_weight) &&
    (query.max_mdp === undefined || info.mdp <= query.max_mdp) &&
    (id === undefined || entry.identification_id.toLowerCase().includes(id)) &&
    // The loading window overlaps the asked range; an open end is unbounded (YYYY-MM-DD compares as text).
    (query.loading_date_to === undefined || loading.date_start <= query.loading_date_to) &&
    (query.loading_date_from === undefined || loading.date_end >= query.loading_date_from);
  const cities = [
    cityMatch(loading.external_city_id, query.loading_city, query.loading_radius),
    cityMatch(unloading.external_city_id, query.unloading_city, query.unloading_radius),
  ];
  if (!others || cities.includes(false)) return false;
  return cities.includes('maybe') ? 'maybe' : true;
}

/**
 * Whether an entry may belong to the answer of a search with these filters, leaning to "yes" where only
 * the database could tell: the list cache keeps an answer an entry change cannot alter (issue 15).
 */
export const entryMayMatchFilters = (entry: FilterableEntry, query: Partial<EntryListQuery>): boolean =>
  entryMatchesFilters(entry, query) !== false;

/** What a list reads of an entry besides its filters: a search hides expired entries, "my" lists hold own ones only. */
export type ListedEntry = FilterableEntry & Pick<Entry, 'expired' | 'is_own'>;

/**
 * Whether an entry (one pushed over the websocket) belongs in a list: the search's filters, and the
 * list's scope as the API applies it (§2: searches show live entries only; My trucks/wares the
 * company's own, expired ones included).
 */
export function entryFitsList(entry: ListedEntry, list: { my: boolean; query: Partial<EntryListQuery> }): FilterMatch {
  if (list.my ? !entry.is_own : entry.expired) return false;
  return entryMatchesFilters(entry, list.query);
}
