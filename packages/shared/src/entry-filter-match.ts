import type { Entry, EntryListQuery } from './listings';

/** What a list filter reads of an entry (an event's entry carries all of it). */
export type FilterableEntry = Pick<Entry, 'identification_id' | 'info'> & {
  loading_location: Pick<Entry['loading_location'], 'country' | 'external_city_id' | 'date_start' | 'date_end'>;
  unloading_location: Pick<Entry['unloading_location'], 'country' | 'external_city_id'>;
};

/** One side's city: that city, or with a radius any city (only the coordinates could tell, and events carry none). */
const cityMayMatch = (cityId: number | null, wanted?: number, radius?: number) =>
  wanted === undefined || cityId === wanted || radius !== undefined;

/**
 * Whether an entry may belong to the answer of a search with these filters: the rules of the entry
 * search's SQL (DESIGN §3 filters), leaning to "yes" where only the database could tell (a radius). A
 * false answer is certain: the list cache keeps an answer an entry change cannot alter (issue 15).
 * Expiry and the company's standing are not read: a change is of a live entry of an active company.
 */
export function entryMayMatchFilters(entry: FilterableEntry, query: Partial<EntryListQuery>): boolean {
  const { loading_location: loading, unloading_location: unloading, info } = entry;
  const id = query.identification_id?.toLowerCase();
  return (
    (query.loading_country === undefined || loading.country === query.loading_country) &&
    (query.unloading_country === undefined || unloading.country === query.unloading_country) &&
    cityMayMatch(loading.external_city_id, query.loading_city, query.loading_radius) &&
    cityMayMatch(unloading.external_city_id, query.unloading_city, query.unloading_radius) &&
    (query.max_weight === undefined || info.weight <= query.max_weight) &&
    (query.max_mdp === undefined || info.mdp <= query.max_mdp) &&
    (id === undefined || entry.identification_id.toLowerCase().includes(id)) &&
    // The loading window overlaps the asked range; an open end is unbounded (YYYY-MM-DD compares as text).
    (query.loading_date_to === undefined || loading.date_start <= query.loading_date_to) &&
    (query.loading_date_from === undefined || loading.date_end >= query.loading_date_from)
  );
}
