import type { Entry } from '@freight/shared/listings';
import type { EntryFilters } from '../api/list-entries';

/**
 * Whether an entry pushed over the websocket belongs in the open list: the same rules the API
 * applies in SQL (§2 filters; search lists hide expired entries; my lists hold own entries only).
 */
export function entryMatches(entry: Entry, filters: EntryFilters, my: boolean): boolean {
  if (my ? !entry.is_own : entry.expired) return false;
  const { loading_location: loading, unloading_location: unloading, info } = entry;
  const number = (text: string) => (text.trim() === '' ? null : Number(text));
  const maxWeight = number(filters.max_weight);
  const maxMdp = number(filters.max_mdp);
  const id = filters.identification_id.trim().toLowerCase();
  return (
    (filters.loading_country === '' || loading.country === filters.loading_country) &&
    (filters.loading_city === '' || loading.external_city_id === filters.loading_city) &&
    (filters.unloading_country === '' || unloading.country === filters.unloading_country) &&
    (filters.unloading_city === '' || unloading.external_city_id === filters.unloading_city) &&
    (maxWeight === null || info.weight <= maxWeight) &&
    (maxMdp === null || info.mdp <= maxMdp) &&
    (id === '' || entry.identification_id.toLowerCase().includes(id))
  );
}
