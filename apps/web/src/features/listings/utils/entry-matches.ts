import type { Entry } from '@freight/shared/listings';
import type { EntryFilters } from '../api/list-entries';

/**
 * One side's city filter. With a radius (issue 12) only the centre city itself is known to match: the
 * event carries no coordinates, so another city is 'maybe' and the API decides on the next read.
 */
function cityMatches(cityId: number | null, wanted: number | '', radius: number | ''): boolean | 'maybe' {
  if (wanted === '' || cityId === wanted) return true;
  return radius === '' ? false : 'maybe';
}

/** The loading window [date_start, date_end] overlaps the filter's range; an open end is unbounded (YYYY-MM-DD compares as text). */
function loadingDatesMatch({ date_start: start, date_end: end }: Entry['loading_location'], from: string, to: string): boolean {
  return (to === '' || start <= to) && (from === '' || end >= from);
}

/**
 * Whether an entry pushed over the websocket belongs in the open list: the same rules the API
 * applies in SQL (§2 filters; search lists hide expired entries; my lists hold own entries only);
 * 'maybe' when only the radius around a city could tell.
 */
export function entryMatches(entry: Entry, filters: EntryFilters, my: boolean): boolean | 'maybe' {
  if (my ? !entry.is_own : entry.expired) return false;
  const { loading_location: loading, unloading_location: unloading, info } = entry;
  const number = (text: string) => (text.trim() === '' ? null : Number(text));
  const maxWeight = number(filters.max_weight);
  const maxMdp = number(filters.max_mdp);
  const id = filters.identification_id.trim().toLowerCase();
  const others =
    (filters.loading_country === '' || loading.country === filters.loading_country) &&
    (filters.unloading_country === '' || unloading.country === filters.unloading_country) &&
    (maxWeight === null || info.weight <= maxWeight) &&
    (maxMdp === null || info.mdp <= maxMdp) &&
    (id === '' || entry.identification_id.toLowerCase().includes(id)) &&
    loadingDatesMatch(loading, filters.loading_date_from, filters.loading_date_to);
  const cities = [
    cityMatches(loading.external_city_id, filters.loading_city, filters.loading_radius),
    cityMatches(unloading.external_city_id, filters.unloading_city, filters.unloading_radius),
  ];
  if (!others || cities.includes(false)) return false;
  return cities.includes('maybe') ? 'maybe' : true;
}
