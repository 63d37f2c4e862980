import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cityNames, SEARCH_SPELLING } from '../../db/schema-geo';
import { cities, userAddedCities } from '../../db/schema-entries';

/** The indexed search key of a name column (schema-entries.ts: GIN trigram and btree text_pattern_ops). */
const searchKey = (column: typeof cities.name | typeof cityNames.name | typeof userAddedCities.name) =>
  sql`immutable_unaccent(lower(${column}))`;

/** LIKE wildcards typed by the user are matched literally (backslash is LIKE's default escape). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Folded the same way as the index key, so "GYOR" meets "Győr" and "timisoara" meets "Timişoara". */
const folded = (text: string) => sql`immutable_unaccent(lower(${escapeLike(text)}))`;
const startsWith = (column: SQL, text: string) => sql`${column} LIKE ${folded(text)} || '%'`;
const contains = (column: SQL, text: string) => sql`${column} LIKE '%' || ${folded(text)} || '%'`;

/** `matchedName`: the name the text matched when `name` (in the reader's language) does not contain it. */
export type CityMatch = { id: number; name: string; population: number; matchedName?: string };

/** Ids of the country's cities with any name (GeoNames or city_names) matching: one index per table. */
function citiesNamed(country: string, match: (key: SQL) => SQL): SQL {
  const own = sql`SELECT ${cities.id} FROM ${cities} WHERE ${cities.country} = ${country} AND ${match(searchKey(cities.name))}`;
  const other = sql`SELECT ${cityNames.cityId} FROM ${cityNames} WHERE ${cityNames.country} = ${country} AND ${match(searchKey(cityNames.name))}`;
  return sql`${cities.id} IN (${own} UNION ALL ${other})`;
}

function selectMatches(db: Database, where: SQL, limit: number) {
  return db
    .select({ id: cities.id, name: cities.name, population: cities.population })
    .from(cities)
    .where(where)
    .orderBy(desc(cities.population), asc(cities.name), asc(cities.id))
    .limit(limit);
}

/**
 * Cities of one country with a name starting with the text (btree `(country, key text_pattern_ops)`
 * of cities and of city_names), larger first: "wie" finds Vienna by "Wien" before Wiener Neustadt.
 */
export function citiesByPrefixQuery(db: Database, country: string, text: string, limit: number) {
  return selectMatches(
    db,
    citiesNamed(country, (key) => startsWith(key, text)),
    limit,
  );
}
export const selectCitiesByPrefix = (db: Database, country: string, text: string, limit: number): Promise<CityMatch[]> =>
  citiesByPrefixQuery(db, country, text, limit).execute();

/** Cities of one country with a name containing the text and none starting with it (GIN trigram indexes), larger first. */
export function citiesByInfixQuery(db: Database, country: string, text: string, limit: number) {
  const where = and(
    citiesNamed(country, (key) => contains(key, text)),
    sql`NOT (${citiesNamed(country, (key) => startsWith(key, text))})`,
  );
  return selectMatches(db, where ?? sql`false`, limit);
}
export const selectCitiesByInfix = (db: Database, country: string, text: string, limit: number): Promise<CityMatch[]> =>
  citiesByInfixQuery(db, country, text, limit).execute();

/** The shown names (not the search-only spellings) of these cities, in these languages or in any. */
export function selectCityNames(
  db: Database,
  ids: readonly number[],
  langs?: readonly string[],
): Promise<{ cityId: number; lang: string; name: string }[]> {
  if (ids.length === 0 || langs?.length === 0) return Promise.resolve([]);
  return db
    .select({ cityId: cityNames.cityId, lang: cityNames.lang, name: cityNames.name })
    .from(cityNames)
    .where(
      and(inArray(cityNames.cityId, [...ids]), langs ? inArray(cityNames.lang, [...langs]) : sql`${cityNames.lang} <> ${SEARCH_SPELLING}`),
    )
    .orderBy(asc(cityNames.cityId), asc(cityNames.name));
}

export type CityRecord = Pick<typeof cities.$inferSelect, 'id' | 'name' | 'country' | 'latitude' | 'longitude' | 'featureCode'>;

export function selectCitiesById(db: Database, ids: readonly number[]): Promise<CityRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: cities.id,
      name: cities.name,
      country: cities.country,
      latitude: cities.latitude,
      longitude: cities.longitude,
      featureCode: cities.featureCode,
    })
    .from(cities)
    .where(inArray(cities.id, [...ids]));
}

export type UserAddedCityRow = { id: number; name: string; country: string };
const userAddedColumns = { id: userAddedCities.id, name: userAddedCities.name, country: userAddedCities.country };

/** Inserts the city unless the country already has it under any accent/case spelling (unique index). */
export async function insertUserAddedCity(db: Database, country: string, name: string): Promise<UserAddedCityRow | undefined> {
  const [row] = await db
    .insert(userAddedCities)
    .values({ country, name })
    // The only conflict possible is the unique (country, folded name) index; drizzle's target takes columns only.
    .onConflictDoNothing()
    .returning(userAddedColumns);
  return row;
}

export async function selectUserAddedCityByName(db: Database, country: string, name: string): Promise<UserAddedCityRow | undefined> {
  const [row] = await db
    .select(userAddedColumns)
    .from(userAddedCities)
    .where(and(eq(userAddedCities.country, country), sql`${searchKey(userAddedCities.name)} = immutable_unaccent(lower(${name}))`))
    .limit(1);
  return row;
}

/** Prefix matches first, then contains matches, alphabetically within each. */
export function searchUserAddedCities(db: Database, country: string, text: string, limit: number): Promise<UserAddedCityRow[]> {
  const key = searchKey(userAddedCities.name);
  return db
    .select(userAddedColumns)
    .from(userAddedCities)
    .where(and(eq(userAddedCities.country, country), contains(key, text)))
    .orderBy(sql`(${startsWith(key, text)}) DESC`, asc(userAddedCities.name), asc(userAddedCities.id))
    .limit(limit);
}

export async function countCities(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(cities);
  return row?.n ?? 0;
}
