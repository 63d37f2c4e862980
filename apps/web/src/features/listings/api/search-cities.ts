import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UiLanguage } from '@freight/shared/languages';
import { apiFetch } from '../../../lib/api-client';

/** §9: the city search starts at 3 typed characters. */
export const CITY_SEARCH_MIN = 3;

export type CityOption = { id: number | ''; name: string; userAdded: boolean };

type CombinedLocation = Record<string, Record<string, string>>;
type UserAddedCity = { id: number; name: string; country: string };

/**
 * GeoNames cities (`combined-location/`) then cities members added by hand (`user-added-cities/`);
 * matching (accents, case, prefix first) is the API's. A failed manual-city load is only logged (§8).
 */
export async function searchCities(country: string, search: string, lang: UiLanguage, signal?: AbortSignal): Promise<CityOption[]> {
  const [combined, added] = await Promise.all([
    apiFetch<CombinedLocation>('/api/combined-location/', { query: { countries: country, lang, search }, signal }),
    apiFetch<UserAddedCity[]>('/api/user-added-cities/', { query: { country, search }, signal }).catch((error: unknown) => {
      if ((error as Error).name === 'AbortError') throw error;
      console.error('Manual city load failed', error);
      return [] as UserAddedCity[];
    }),
  ]);
  const found: CityOption[] = Object.entries(combined[country] ?? {}).map(([id, name]) => ({ id: Number(id), name, userAdded: false }));
  const known = new Set(found.map((city) => city.name.toLowerCase()));
  for (const city of added) if (!known.has(city.name.toLowerCase())) found.push({ id: '', name: city.name, userAdded: true });
  return found;
}

export const citySearchQuery = (country: string, search: string, lang: UiLanguage) =>
  queryOptions({
    queryKey: ['cities', country, lang, search],
    queryFn: ({ signal }) => searchCities(country, search, lang, signal),
    staleTime: 10 * 60_000,
  });

export const useCitySearch = (country: string, search: string, lang: UiLanguage) =>
  useQuery({
    ...citySearchQuery(country, search, lang),
    enabled: country !== '' && search.length >= CITY_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });
