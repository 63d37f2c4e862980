import { ENTRY_ORDERINGS, ENTRY_SEARCH_RADII_KM, entryListQuerySchema } from '@freight/shared/entry-list-query';
import { DEFAULT_ORDERING, EMPTY_FILTERS, type EntryFilters, type EntryOrdering } from '../api/list-entries';

/** What the URL of an entry list holds (issue 13): the filters bar and the ordering, so a search can be bookmarked and shared. */
export type UrlSearch = { filters: EntryFilters; ordering: EntryOrdering };

/** The search params this module reads and writes; any other is left as it is. */
export const SEARCH_PARAMS = [...(Object.keys(EMPTY_FILTERS) as (keyof EntryFilters)[]), 'ordering'] as const;

const CITY_NAME_MAX = 200;
const shape = entryListQuerySchema.shape;

/** One param as the API's own schema takes it, or undefined: a hand-edited or stale URL never breaks the list. */
function valid(key: keyof typeof shape, text: string | null): string | number | undefined {
  if (text === null || text.trim() === '') return undefined;
  const parsed = shape[key].safeParse(text);
  const data: unknown = parsed.success ? parsed.data : undefined;
  return typeof data === 'string' || typeof data === 'number' ? data : undefined;
}

const textOf = (value: number | string | undefined) => (value === undefined ? '' : String(value));

/** The filters and ordering in `params`; an invalid or unknown param is ignored, a param that needs another (radius → city) too. */
export function readUrlSearch(params: URLSearchParams): UrlSearch {
  const read = (key: string) => params.get(key);
  const side = (name: 'loading' | 'unloading') => {
    const parsedCity = valid(`${name}_city`, read(`${name}_city`));
    const city = typeof parsedCity === 'number' ? parsedCity : undefined;
    const radius = city === undefined ? undefined : valid(`${name}_radius`, read(`${name}_radius`));
    const cityName = city === undefined ? '' : (read(`${name}_city_name`) ?? '').trim().slice(0, CITY_NAME_MAX);
    return {
      country: textOf(valid(`${name}_country`, read(`${name}_country`))),
      city: city ?? ('' as const),
      // The name only labels the picker; without one the id still filters and the picker shows the id.
      cityName: cityName || (city === undefined ? '' : String(city)),
      radius: ENTRY_SEARCH_RADII_KM.find((km) => km === radius) ?? ('' as const),
    };
  };
  const loading = side('loading');
  const unloading = side('unloading');
  let from = textOf(valid('loading_date_from', read('loading_date_from')));
  let to = textOf(valid('loading_date_to', read('loading_date_to')));
  // An inverted range would be refused by the API: both ends are dropped rather than guessed.
  if (from !== '' && to !== '' && from > to) [from, to] = ['', ''];
  const ordering = read('ordering');
  return {
    filters: {
      loading_country: loading.country,
      loading_city: loading.city,
      loading_city_name: loading.cityName,
      loading_radius: loading.radius,
      unloading_country: unloading.country,
      unloading_city: unloading.city,
      unloading_city_name: unloading.cityName,
      unloading_radius: unloading.radius,
      max_weight: textOf(valid('max_weight', read('max_weight'))),
      max_mdp: textOf(valid('max_mdp', read('max_mdp'))),
      identification_id: textOf(valid('identification_id', read('identification_id'))),
      loading_date_from: from,
      loading_date_to: to,
    },
    ordering: ENTRY_ORDERINGS.find((value) => value === ordering) ?? DEFAULT_ORDERING,
  };
}

/**
 * `current` with the search written in: empty filters and the default ordering are left out, so a plain
 * list has a plain URL; params this module does not own stay.
 */
export function writeUrlSearch(current: URLSearchParams, { filters, ordering }: UrlSearch): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of SEARCH_PARAMS) next.delete(key);
  for (const [key, value] of Object.entries(filters)) {
    const text = String(value).trim();
    if (text !== '') next.set(key, text);
  }
  if (ordering !== DEFAULT_ORDERING) next.set('ordering', ordering);
  return next;
}
