import type { CountryCode } from '@freight/shared/countries';
import { api, unwrap } from '../../../lib/api-client';

/** §9: the city search starts at 3 typed characters. */
export const CITY_SEARCH_MIN = 3;

/**
 * `matched`: the city's other name the text matched ("Wien" for a Hungarian's Bécs), shown beside it.
 * `region` or else `near`: what tells apart places of one name within the country (issue 35 item 5).
 */
export type CityOption = { id: number | ''; name: string; userAdded: boolean; matched?: string; region?: string; near?: string };

/**
 * GeoNames cities in the API's ranking (`city-search/`: found by any of their names, accents and case
 * ignored, prefix matches and larger cities first), named in the interface language `lang`, then
 * cities members added by hand (`user-added-cities/`). A failed manual-city load is only logged (§8).
 */
export async function searchCities(countryCode: string, search: string, lang: string, signal?: AbortSignal): Promise<CityOption[]> {
  // The picker searches only once a country of its list (COUNTRY_CODES) is chosen.
  const country = countryCode as CountryCode;
  const [ranked, added] = await Promise.all([
    unwrap(api.GET('/api/city-search/', { params: { query: { country, search, lang } }, signal })),
    unwrap(api.GET('/api/user-added-cities/', { params: { query: { country, search } }, signal })).catch((error: unknown) => {
      if ((error as Error).name === 'AbortError') throw error;
      console.error('Manual city load failed', error);
      return [];
    }),
  ]);
  const found: CityOption[] = ranked.map((city) => ({
    id: city.id,
    name: city.name,
    userAdded: false,
    ...(city.matched_name ? { matched: city.matched_name } : {}),
    // Issue 35 item 5: one of several places of this name; its region, or else its nearest large city, tells it apart.
    ...(city.region ? { region: city.region } : {}),
    ...(city.near_city ? { near: city.near_city } : {}),
  }));
  const known = new Set(found.map((city) => city.name.toLowerCase()));
  for (const city of added) if (!known.has(city.name.toLowerCase())) found.push({ id: '', name: city.name, userAdded: true });
  return found;
}

/** The city picker's lookup of one typed text (run from CITY_SEARCH_MIN characters, once a country is chosen). */
export const citySearchQuery = (country: string, search: string, lang: string) => ({
  queryKey: ['cities', country, search, lang],
  queryFn: ({ signal }: { signal: AbortSignal }) => searchCities(country, search, lang, signal),
  staleTime: 10 * 60_000,
});
