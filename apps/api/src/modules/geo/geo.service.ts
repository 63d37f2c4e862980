import { CITY_SEARCH_LIMIT, CITY_SEARCH_MIN_LENGTH, type CombinedLocation, type Country } from '@freight/shared/geo';
import { EUROPEAN_COUNTRIES } from '@freight/shared/countries';
import type { SpokenLanguage } from '@freight/shared/languages';
import type { Database } from '../../db/client';
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
 * §2/§3 city picker: accent- and case-insensitive; names starting with the text first, then names
 * containing it; larger cities first within each group.
 */
export async function searchCities(db: Database, country: string, text: string, limit = CITY_SEARCH_LIMIT): Promise<queries.CityMatch[]> {
  const search = text.trim();
  if (!isSearchable(search)) return [];
  const prefix = await queries.selectCitiesByPrefix(db, country, search, limit);
  if (prefix.length >= limit) return prefix;
  return [...prefix, ...(await queries.selectCitiesByInfix(db, country, search, limit - prefix.length))];
}

export type CombinedLocationInput = { countries: readonly string[]; cityIds: readonly number[]; search: string };

/**
 * §7 combined-location: per requested country, city id → display name (the GeoNames name). Cities
 * asked for by id (a saved listing's city) are added whatever the search, in their own country when
 * that country was requested.
 */
export async function combinedLocation(db: Database, input: CombinedLocationInput): Promise<CombinedLocation> {
  const answer: CombinedLocation = {};
  for (const country of input.countries) {
    answer[country] = {};
    for (const city of await searchCities(db, country, input.search)) answer[country][String(city.id)] = city.name;
  }
  for (const city of await queries.selectCitiesById(db, input.cityIds)) {
    const map = answer[city.country];
    if (map) map[String(city.id)] = city.name;
  }
  return answer;
}

/** Cities by GeoNames id, e.g. for the listing's coordinates (distance) and `city_type`. */
export async function getCities(db: Database, ids: readonly number[]): Promise<Map<number, queries.CityRecord>> {
  const rows = await queries.selectCitiesById(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
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
