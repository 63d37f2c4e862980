import { CITY_SEARCH_LIMIT, CITY_SEARCH_MIN_LENGTH, type CombinedLocation, type Country } from '@freight/shared/geo';
import { EUROPEAN_COUNTRIES, type CountryCode } from '@freight/shared/countries';
import { COUNTRY_LANGUAGES, isWrittenInScriptOf } from '@freight/shared/country-languages';
import { DEFAULT_LANGUAGE, type SpokenLanguage } from '@freight/shared/languages';
import type { Database } from '../../db/client';
import { umlautSpelling } from './city-names.import';
import * as queries from './geo.queries';

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
  const prefix = await queries.selectCitiesByPrefix(db, country, search, limit);
  const found =
    prefix.length >= limit ? prefix : [...prefix, ...(await queries.selectCitiesByInfix(db, country, search, limit - prefix.length))];
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
  const others = await queries.selectCityNames(db, unexplained);
  return named.map(({ geoName, ...city }) => {
    if (equals(city.name)) return city;
    const candidates = [geoName, ...others.filter((row) => row.cityId === city.id).map((row) => row.name)];
    // A Romanian who typed "budapest" is shown Budapesta: the exact name is said, so the picker
    // does not offer to add "budapest" by hand as if it were another city.
    const exact = candidates.find(equals);
    if (contains(city.name)) return exact ? { ...city, matchedName: exact } : city;
    const matchedName = exact ?? candidates.find(starts) ?? candidates.find(contains);
    return matchedName ? { ...city, matchedName } : city;
  });
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
 * asked for by id (a saved listing's city) are added whatever the search, in their own country when
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

/** Cities by GeoNames id, e.g. for the listing's coordinates (distance) and `city_type`. */
export async function getCities(db: Database, ids: readonly number[]): Promise<Map<number, queries.CityRecord>> {
  const rows = await queries.selectCitiesById(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
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

/** cityNamesIn for several readers' languages at once (a realtime event names its cities in all five): two queries in all. */
export async function cityNamesInEach<Lang extends SpokenLanguage>(
  db: Database,
  ids: readonly number[],
  readerLangs: readonly Lang[],
): Promise<Map<Lang, Map<number, string>>> {
  const found = await queries.selectCitiesById(db, [...new Set(ids)]);
  const localLanguages = (country: string) => COUNTRY_LANGUAGES[country as CountryCode] ?? [];
  const langs = new Set<string>([...readerLangs, ...found.flatMap((city) => localLanguages(city.country))]);
  const named = new Map<string, string>();
  for (const row of await queries.selectCityNames(
    db,
    found.map((city) => city.id),
    [...langs],
  )) {
    const key = `${row.cityId}:${row.lang}`;
    if (!named.has(key)) named.set(key, row.name);
  }
  const nameIn = (id: number, language: string) => named.get(`${id}:${language}`);
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
  const existing = await queries.selectUserAddedCityByName(db, country, clean);
  if (existing) return existing;
  const created = await queries.insertUserAddedCity(db, country, clean);
  if (created) return created;
  const raced = await queries.selectUserAddedCityByName(db, country, clean);
  if (!raced) throw new Error(`user-added city ${country}/${clean} neither inserted nor found`);
  return raced;
}

/** §7 user-added-cities: the country's member-added cities matching the text (3 characters minimum, §9). */
export function searchUserAddedCities(db: Database, country: string, text: string): Promise<queries.UserAddedCityRow[]> {
  const search = text.trim();
  if (!isSearchable(search)) return Promise.resolve([]);
  return queries.searchUserAddedCities(db, country, search, CITY_SEARCH_LIMIT);
}
