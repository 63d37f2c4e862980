import { CITY_SEARCH_LIMIT, CITY_SEARCH_MIN_LENGTH, type CombinedLocation, type Country } from '@freight/shared/geo';
import { EUROPEAN_COUNTRIES, type CountryCode } from '@freight/shared/countries';
import { COUNTRY_LANGUAGES, isWrittenInScriptOf } from '@freight/shared/country-languages';
import { DEFAULT_LANGUAGE, type SpokenLanguage } from '@freight/shared/languages';
import type { Database } from '../../db/client';
import { BoundedMap } from './bounded-map';
import { cityIndexOf } from './city-index';
import { umlautSpelling } from './city-names.import';
import { greatCircleKm } from './distance';
import { countryNameIn } from './country-names';
import * as queries from './geo.queries';

// Distances and country names, which entries and the demo data use too (decision 024: other modules import this file only).
export { EARTH_RADIUS_KM, greatCircleKm, roadDistanceKm, type GeoPoint } from './distance';
export { countryNameIn } from './country-names';
export { cityRegions } from './city-regions.queries';
export { loadCityIndex } from './city-index';

export type { CityRecord, UserAddedCityRow } from './geo.queries';

const countryCache = new Map<SpokenLanguage, Country[]>();

/** §7 country list: the 47 European countries named in the reader's language (Node ships full ICU). */
export function listCountries(lang: SpokenLanguage): Country[] {
  const cached = countryCache.get(lang);
  if (cached) return cached;
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  const list = EUROPEAN_COUNTRIES.map(({ code }) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, lang),
  );
  countryCache.set(lang, list);
  return list;
}

/** §9: the city picker searches from the third character on; shorter text finds nothing (not an error). */
export const isSearchable = (text: string) => [...text.trim()].length >= CITY_SEARCH_MIN_LENGTH;

/**
 * §2/§3 city picker: a city is found by any of its names (GeoNames or city_names), accent- and
 * case-insensitively; names starting with the text first, then names containing it; larger cities
 * first within each group (so a population-zero duplicate such as "Bucuresti" comes after
 * Bucharest, which has the same name). Each city is named in `lang` (cityNamesIn).
 */
export async function searchCities(
  db: Database,
  country: string,
  text: string,
  lang: SpokenLanguage = DEFAULT_LANGUAGE,
  limit = CITY_SEARCH_LIMIT,
): Promise<queries.CityMatch[]> {
  const search = text.trim();
  if (!isSearchable(search)) return [];
  const index = cityIndexOf(db);
  const found = index?.search(country, search, limit) ?? (await selectCitiesNamed(db, country, search, limit));
  const ids = found.map((city) => city.id);
  const names = await cityNamesIn(db, ids, lang);
  const named = found.map((city) => ({ ...city, geoName: city.name, name: names.get(city.id) ?? city.name }));
  // A Hungarian who typed "Wien" is shown Bécs: say which of its names matched.
  const query = foldName(search);
  // Each name as written and as typed without umlauts ("koeln" matched Köln).
  const spellings = (name: string) => [foldName(name), foldName(umlautSpelling(name) ?? name)];
  const equals = (name: string) => spellings(name).some((spelling) => spelling === query);
  const starts = (name: string) => spellings(name).some((spelling) => spelling.startsWith(query));
  const contains = (name: string) => spellings(name).some((spelling) => spelling.includes(query));
  const unexplained = named.filter((city) => !equals(city.name)).map((city) => city.id);
  // The other shown names of a city: the index holds them all, else one query for the unexplained ones.
  const otherNames = index ? (id: number) => index.shownNames(id) : namesOfEach(await queries.selectCityNames(db, unexplained));
  return named.map(({ geoName, ...city }) => {
    if (equals(city.name)) return city;
    const candidates = [geoName, ...otherNames(city.id)];
    // A Romanian who typed "budapest" is shown Budapesta: the exact name is said, so the picker
    // does not offer to add "budapest" by hand as if it were another city.
    const exact = candidates.find(equals);
    if (contains(city.name)) return exact ? { ...city, matchedName: exact } : city;
    const matchedName = exact ?? candidates.find(starts) ?? candidates.find(contains);
    return matchedName ? { ...city, matchedName } : city;
  });
}

/** Rows of names, ordered as read, as a look-up of each city's names. */
function namesOfEach(rows: readonly { cityId: number; name: string }[]): (id: number) => readonly string[] {
  const byCity = new Map<number, string[]>();
  for (const row of rows) {
    const names = byCity.get(row.cityId);
    if (names) names.push(row.name);
    else byCity.set(row.cityId, [row.name]);
  }
  return (id) => byCity.get(id) ?? [];
}

/** The SQL search of searchCities: names starting with the text, then (to fill the limit) names containing it. */
async function selectCitiesNamed(db: Database, country: string, search: string, limit: number): Promise<queries.CityMatch[]> {
  const prefix = await queries.selectCitiesByPrefix(db, country, search, limit);
  return prefix.length >= limit ? prefix : [...prefix, ...(await queries.selectCitiesByInfix(db, country, search, limit - prefix.length))];
}

/** Case and accents removed, close to the database's immutable_unaccent(lower()), to tell which name matched. */
const foldName = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łđøıß]/g, (letter) => ({ ł: 'l', đ: 'd', ø: 'o', ı: 'i', ß: 'ss' })[letter] ?? letter);

export type CombinedLocationInput = { countries: readonly string[]; cityIds: readonly number[]; search: string; lang?: SpokenLanguage };

/**
 * §7 combined-location: per requested country, city id → display name (in `lang`, cityNamesIn). Cities
 * asked for by id (a saved entry's city) are added whatever the search, in their own country when
 * that country was requested.
 */
export async function combinedLocation(db: Database, input: CombinedLocationInput): Promise<CombinedLocation> {
  const answer: CombinedLocation = {};
  const lang = input.lang ?? DEFAULT_LANGUAGE;
  for (const country of input.countries) {
    answer[country] = {};
    for (const city of await searchCities(db, country, input.search, lang)) answer[country][String(city.id)] = city.name;
  }
  const asked = await queries.selectCitiesById(db, input.cityIds);
  const names = await cityNamesIn(
    db,
    asked.map((city) => city.id),
    lang,
  );
  for (const city of asked) {
    const map = answer[city.country];
    if (map) map[String(city.id)] = names.get(city.id) ?? city.name;
  }
  return answer;
}

/** How many cities (rows and names) and hand-added city spellings one process keeps per database. */
const MAX_MEMO_CITIES = 20_000;
const MAX_MEMO_USER_ADDED = 5_000;

/**
 * GeoNames cities and their names change only by the import (first start, before any request), and a
 * hand-added city keeps its first spelling for good: what a publish or a page looks up about them is
 * kept in memory, per database (a transaction gets a memo of its own), so a publish reads no city at all
 * (issue 15). Only what exists is kept: an unknown id is asked again next time.
 */
type GeoMemo = {
  cities: BoundedMap<number, queries.CityRecord>;
  /** Per city: its shown name in each language that has one (the first in name order, as cityNamesInEach picks). */
  names: BoundedMap<number, ReadonlyMap<string, string>>;
  userAdded: BoundedMap<string, queries.UserAddedCityRow>;
};
const memos = new WeakMap<Database, GeoMemo>();

function memoOf(db: Database): GeoMemo {
  let memo = memos.get(db);
  if (!memo) {
    memo = {
      cities: new BoundedMap(MAX_MEMO_CITIES),
      names: new BoundedMap(MAX_MEMO_CITIES),
      userAdded: new BoundedMap(MAX_MEMO_USER_ADDED),
    };
    memos.set(db, memo);
  }
  return memo;
}

/**
 * A transaction of `db` finds the cities and names in db's memo (what it misses it reads on the
 * transaction itself: PGlite has one connection). Hand-added cities it creates stay out of db's memo
 * until committed, since the transaction may yet roll them back.
 */
export function useGeoMemoOf<T extends Database>(db: Database, tx: T): T {
  const shared = memoOf(db);
  memos.set(tx, { ...shared, userAdded: new BoundedMap(MAX_MEMO_USER_ADDED) });
  return tx;
}

/** Cities by GeoNames id, e.g. for the entry's coordinates (distance) and `city_type`. */
export async function getCities(db: Database, ids: readonly number[]): Promise<Map<number, queries.CityRecord>> {
  const memo = memoOf(db);
  const found = new Map<number, queries.CityRecord>();
  const missing: number[] = [];
  for (const id of new Set(ids)) {
    const city = memo.cities.get(id);
    if (city) found.set(id, city);
    else missing.push(id);
  }
  for (const row of await queries.selectCitiesById(db, missing)) {
    memo.cities.set(row.id, row);
    found.set(row.id, row);
  }
  return found;
}

/**
 * Km between two GeoNames cities from what this process has looked up (getCities), without a query:
 * undefined while one of them is not known here. The realtime hub filters events by a radius with it
 * (issue 30 item 1), as the entry search's SQL measures it.
 */
export function knownCityDistanceKm(db: Database, a: number, b: number): number | undefined {
  const memo = memoOf(db);
  const from = memo.cities.get(a);
  const to = memo.cities.get(b);
  return from && to ? greatCircleKm(from, to) : undefined;
}

/** The shown names of these (existing) cities by language: from the memo, the others in one query. */
async function namesByLanguage(db: Database, ids: readonly number[]): Promise<Map<number, ReadonlyMap<string, string>>> {
  const memo = memoOf(db);
  const known = new Map<number, ReadonlyMap<string, string>>();
  const missing: number[] = [];
  for (const id of ids) {
    const names = memo.names.get(id);
    if (names) known.set(id, names);
    else missing.push(id);
  }
  if (missing.length === 0) return known;
  const read = new Map<number, Map<string, string>>(missing.map((id) => [id, new Map()]));
  // Ordered by city and name: the first name of a language is the one shown.
  for (const row of await queries.selectCityNames(db, missing)) {
    const names = read.get(row.cityId)!;
    if (!names.has(row.lang)) names.set(row.lang, row.name);
  }
  for (const [id, names] of read) {
    memo.names.set(id, names);
    known.set(id, names);
  }
  return known;
}

/**
 * The one way to name GeoNames cities for a reader (issue 12): the name in the reader's language when
 * the data has one, else the name in the city's country language (the first of COUNTRY_LANGUAGES
 * written in the reader's script), else the GeoNames name. Ids that are not GeoNames cities
 * (hand-added ones) are absent from the map; callers keep their typed name.
 */
export async function cityNamesIn(db: Database, ids: readonly number[], lang: SpokenLanguage): Promise<Map<number, string>> {
  return (await cityNamesInEach(db, ids, [lang])).get(lang) ?? new Map();
}

/** A mail line's place ("Timișoara, Romania") in the reader's language: its city's name, else the name as typed. */
export type PlaceNamer = (cityId: number | null, typed: string, country: string) => string;

/**
 * Names the places of mail lines (digests, search agent mails) in `lang`: the cities of `rows` are read at
 * once, hand-added ones keep the name their publisher typed, countries are named in `lang` too.
 */
export async function placeNamerFor(
  db: Database,
  rows: readonly { loadingCityId: number | null; unloadingCityId: number | null }[],
  lang: SpokenLanguage,
): Promise<PlaceNamer> {
  const ids = rows.flatMap((row) => [row.loadingCityId, row.unloadingCityId]).filter((id) => id !== null);
  const cityNames = await cityNamesIn(db, ids, lang);
  return (cityId, typed, country) => `${(cityId === null ? undefined : cityNames.get(cityId)) ?? typed}, ${countryNameIn(country, lang)}`;
}

/**
 * cityNamesIn for several readers' languages at once (a realtime event names its cities in all five):
 * served from the memo of cities and names, else two queries in all.
 */
export async function cityNamesInEach<Lang extends SpokenLanguage>(
  db: Database,
  ids: readonly number[],
  readerLangs: readonly Lang[],
): Promise<Map<Lang, Map<number, string>>> {
  const found = [...(await getCities(db, ids)).values()];
  const localLanguages = (country: string) => COUNTRY_LANGUAGES[country as CountryCode] ?? [];
  const named = await namesByLanguage(
    db,
    found.map((city) => city.id),
  );
  const nameIn = (id: number, language: string) => named.get(id)?.get(language);
  const namesFor = (lang: Lang) =>
    new Map(
      found.map((city) => {
        // A local name in another script (Cyrillic София for a Romanian reader) is no help: the GeoNames name is.
        const local = localLanguages(city.country)
          .map((language) => nameIn(city.id, language))
          .find((name) => name !== undefined && isWrittenInScriptOf(lang, name));
        return [city.id, nameIn(city.id, lang) ?? local ?? city.name] as const;
      }),
    );
  return new Map(readerLangs.map((lang) => [lang, namesFor(lang)] as const));
}

/** Collapses runs of whitespace so "Satu  Nou " and "Satu Nou" are one city. */
const normalizeCityName = (name: string) => name.trim().replace(/\s+/g, ' ');

/**
 * §3 user-added city: the existing row when the country already has the name under any accent or
 * case spelling, otherwise a new one. Safe under concurrent calls (unique index + ON CONFLICT).
 */
export async function findOrCreateUserAddedCity(db: Database, country: string, name: string): Promise<queries.UserAddedCityRow> {
  const clean = normalizeCityName(name);
  // Keyed by the spelling as typed (after whitespace): another accent or case spelling asks the database once.
  const key = `${country}|${clean}`;
  const memo = memoOf(db);
  const remembered = memo.userAdded.get(key);
  if (remembered) return remembered;
  const city =
    (await queries.selectUserAddedCityByName(db, country, clean)) ??
    (await queries.insertUserAddedCity(db, country, clean)) ??
    (await queries.selectUserAddedCityByName(db, country, clean));
  if (!city) throw new Error(`user-added city ${country}/${clean} neither inserted nor found`);
  memo.userAdded.set(key, city);
  return city;
}

/** §7 user-added-cities: the country's member-added cities matching the text (3 characters minimum, §9). */
export function searchUserAddedCities(db: Database, country: string, text: string): Promise<queries.UserAddedCityRow[]> {
  const search = text.trim();
  if (!isSearchable(search)) return Promise.resolve([]);
  return queries.searchUserAddedCities(db, country, search, CITY_SEARCH_LIMIT);
}
