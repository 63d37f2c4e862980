import { FORM_TYPES, type FormType } from '@freight/shared/entries';
import { ENTRY_SEARCH_RADII_KM, type EntryOrdering } from '@freight/shared/entry-list-query';
import { oneOf } from './load';
import { LANGUAGES } from './settings';
import { COMPANY_PLACES, COMPANY_TRADES, type PoolCity, type SearchPools } from './seed';

/**
 * The random filter mix of issue 15: each call draws another request as the web's entry lists send
 * them (`ordering`, `limit=20`, the filters bar's fields, `my`, `cursor`, `lang`, in the web's order),
 * so the list cache rarely holds the answer. Searches combine any subset of the filters; a tenth are
 * own lists (my=true), a tenth deep pages (20–40) of searches walked beforehand.
 */

const PAGE = 20;

/** A cursor of page `page` (20–40) of a search, found by following `next` from its first page. */
export type CursorPage = { formType: FormType; query: string; page: number; cursor: string };

type Weighted<T> = { values: T[]; cumulative: number[] };
function weighted<T>(pairs: readonly (readonly [T, number])[]): Weighted<T> {
  let total = 0;
  return { values: pairs.map(([value]) => value), cumulative: pairs.map(([, weight]) => (total += weight)) };
}
function draw<T>(table: Weighted<T>): T {
  const target = Math.random() * table.cumulative.at(-1)!;
  let low = 0;
  let high = table.cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (table.cumulative[middle]! > target) high = middle;
    else low = middle + 1;
  }
  return table.values[low]!;
}
const chance = (p: number) => Math.random() < p;
const integer = (from: number, to: number) => from + Math.floor(Math.random() * (to - from + 1));
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export type FilterMix = ReturnType<typeof filterMix>;

/** The generator over the seeded data; `cursors` may be added once walked. */
export function filterMix(pools: SearchPools) {
  // Larger cities are searched more often (by the square root of the population: the big ones lead, the rest still appear).
  const cities = weighted(pools.cities.map((city): [PoolCity, number] => [city, Math.sqrt(Math.max(city.population, 1))]));
  const languages = weighted(LANGUAGES);
  const orderings = weighted<EntryOrdering>([
    ['-modified_at', 60],
    ['loading_date', 25],
    ['-loading_date', 15],
  ]);
  let cursors: CursorPage[] = [];

  /** One side of the route: nothing, a country, a city of it (exact or within a radius), rarely a city alone. */
  function side(name: 'loading' | 'unloading', params: [string, string][]) {
    if (!chance(name === 'loading' ? 0.6 : 0.5)) return;
    const city = draw(cities);
    const kind = Math.random();
    if (kind < 0.4) return void params.push([`${name}_country`, city.country]);
    // The web's city picker works within a country: a city comes with its country, except from other clients.
    if (chance(0.85)) params.push([`${name}_country`, city.country]);
    params.push([`${name}_city`, String(city.id)]);
    if (kind >= 0.7) params.push([`${name}_radius`, String(oneOf(ENTRY_SEARCH_RADII_KM))]);
  }

  function filters(): [string, string][] {
    const params: [string, string][] = [];
    side('loading', params);
    side('unloading', params);
    if (chance(0.25)) params.push(['max_weight', String(oneOf([3.5, 7.5, 12, 24]))]);
    if (chance(0.15)) params.push(['max_mdp', String(oneOf([2.4, 4.8, 7.2, 13.6]))]);
    if (chance(0.1)) {
      // 3–6 characters of a real id (shorter ones the API refuses), case as members type it.
      const id = oneOf(pools.identificationIds).slice(3);
      const length = integer(3, 6);
      const start = integer(0, id.length - length);
      const part = id.slice(start, start + length);
      params.push(['identification_id', chance(0.5) ? part.toLowerCase() : part]);
    }
    if (chance(0.25)) {
      const from = integer(0, 10);
      const range = oneOf(['both', 'from', 'to'] as const);
      if (range !== 'to') params.push(['loading_date_from', day(from)]);
      if (range !== 'from') params.push(['loading_date_to', day(from + integer(0, 5))]);
    }
    return params;
  }

  const path = (formType: FormType, ordering: EntryOrdering, params: [string, string][], tail: [string, string][] = []) => {
    const query = new URLSearchParams([['ordering', ordering], ['limit', String(PAGE)], ...params, ...tail, ['lang', draw(languages)]]);
    return `/api/${formType}-requests/?${query.toString()}`;
  };

  /** A first page with a random combination of filters. */
  const search = () => path(oneOf(FORM_TYPES), draw(orderings), filters());
  /** The caller's company's own list (My trucks / My wares), sometimes filtered. */
  const own = () => path(oneOf(FORM_TYPES), draw(orderings), chance(0.3) ? filters() : [], [['my', 'true']]);
  /** A page 20–40 of one of the walked searches. */
  const deepPage = () => {
    const page = oneOf(cursors);
    return `/api/${page.formType}-requests/?${page.query}&cursor=${encodeURIComponent(page.cursor)}&lang=${draw(languages)}`;
  };
  /** The mix: 80% searches, 10% own lists, 10% deep pages (searches only until pages were walked). */
  const any = () => {
    const kind = Math.random();
    if (kind < 0.1) return own();
    if (kind < 0.2 && cursors.length > 0) return deepPage();
    return search();
  };
  return { search, own, deepPage, any, setCursors: (walked: CursorPage[]) => void (cursors = walked), cursors: () => cursors };
}

/** The searches whose pages 20–40 the mix and the plans revisit: broad ones, so they have 40 pages. */
export function walkedSearches(pools: SearchPools): { formType: FormType; query: string }[] {
  return [
    { formType: 'truck', query: `ordering=-modified_at&limit=${PAGE}` },
    { formType: 'ware', query: `ordering=-modified_at&limit=${PAGE}&loading_country=${pools.busiestLoadingCountry}` },
    { formType: 'truck', query: `ordering=loading_date&limit=${PAGE}` },
    { formType: 'ware', query: `ordering=-loading_date&limit=${PAGE}&unloading_country=${pools.busiestUnloadingCountry}&max_weight=24` },
  ];
}

/**
 * Follows `next` from each search's first page to page 40 and keeps the cursors of pages 20–40
 * (a search with fewer pages gives what it has). `get` answers a page's JSON.
 */
export async function walkCursors(
  searches: { formType: FormType; query: string }[],
  get: (path: string) => Promise<{ next: string | null }>,
): Promise<CursorPage[]> {
  const pages: CursorPage[] = [];
  for (const search of searches) {
    let cursor: string | null = null;
    for (let page = 1; page < 40; page += 1) {
      const answer = await get(
        `/api/${search.formType}-requests/?${search.query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}&lang=en`,
      );
      cursor = answer.next;
      if (!cursor) break;
      if (page + 1 >= 20) pages.push({ ...search, page: page + 1, cursor });
    }
  }
  return pages;
}

/** What members type into the company search: 3–5 letters of a seeded company's name, without accents. */
export function companySearchTerm(): string {
  const word = oneOf([...COMPANY_PLACES, ...COMPANY_TRADES])
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .toLowerCase();
  const length = Math.min(word.length, integer(3, 5));
  const start = integer(0, word.length - length);
  return word.slice(start, start + length);
}

/**
 * What members type into the company search (issue 30 item 3): 3–6 characters from the start or the middle of
 * a word of a seeded company's name, with its accents or (as often) without them.
 */
export function companyFragment(): string {
  const name = oneOf([...COMPANY_PLACES, ...COMPANY_TRADES]).toLowerCase();
  const word = chance(0.5) ? name : name.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l');
  const length = Math.min(word.length, integer(3, 6));
  const start = chance(0.5) ? 0 : integer(0, word.length - length);
  return word.slice(start, start + length);
}

/** A company search as the web's page sends it: the text, a page (mostly the first) of 10, 25 or 50. */
export const companySearch = () =>
  `/api/companies/?search=${encodeURIComponent(companySearchTerm())}&page=${chance(0.8) ? 1 : integer(2, 3)}&page_size=${oneOf([10, 10, 10, 25, 50])}`;

/** The company picker's question as members type it (issue 30 item 3): a fragment, the first page of 10. */
export const companyFragmentSearch = () => `/api/companies/?search=${encodeURIComponent(companyFragment())}&page=1&page_size=10`;

const CITY_LANGUAGES = ['en', 'ro', 'de', 'hu', 'fr'] as const;

/**
 * What members type into the city picker (issue 30 item 2): the first 3–5 letters of one of the pool's cities
 * (the larger ones as often as the others), in lower case, in its country, in a random interface language.
 */
export const cityPrefixSearch = (cities: readonly PoolCity[]) => () => {
  const city = oneOf(cities);
  const prefix = city.name.slice(0, integer(3, 5)).toLowerCase();
  return `/api/city-search/?country=${city.country}&search=${encodeURIComponent(prefix)}&lang=${oneOf(CITY_LANGUAGES)}`;
};
