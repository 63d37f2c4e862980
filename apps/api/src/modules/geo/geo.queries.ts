import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, userAddedCities } from '../../db/schema-listings';

/** The indexed search key of a name column (schema-listings.ts: GIN trigram and btree text_pattern_ops). */
const searchKey = (column: typeof cities.name | typeof userAddedCities.name) => sql`immutable_unaccent(lower(${column}))`;

/** LIKE wildcards typed by the user are matched literally (backslash is LIKE's default escape). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Folded the same way as the index key, so "GYOR" meets "Győr" and "timisoara" meets "Timişoara". */
const folded = (text: string) => sql`immutable_unaccent(lower(${escapeLike(text)}))`;
const startsWith = (column: SQL, text: string) => sql`${column} LIKE ${folded(text)} || '%'`;
const contains = (column: SQL, text: string) => sql`${column} LIKE '%' || ${folded(text)} || '%'`;

export type CityMatch = { id: number; name: string; population: number };

/**
 * Cities of one country whose name starts with the text (btree `(country, key text_pattern_ops)`),
 * larger first.
 */
export function selectCitiesByPrefix(db: Database, country: string, text: string, limit: number): Promise<CityMatch[]> {
  const key = searchKey(cities.name);
  return db
    .select({ id: cities.id, name: cities.name, population: cities.population })
    .from(cities)
    .where(and(eq(cities.country, country), startsWith(key, text)))
    .orderBy(desc(cities.population), asc(cities.name), asc(cities.id))
    .limit(limit);
}

/** Cities of one country containing the text elsewhere than at the start (GIN trigram index), larger first. */
export function selectCitiesByInfix(db: Database, country: string, text: string, limit: number): Promise<CityMatch[]> {
  const key = searchKey(cities.name);
  return db
    .select({ id: cities.id, name: cities.name, population: cities.population })
    .from(cities)
    .where(and(eq(cities.country, country), contains(key, text), sql`NOT (${startsWith(key, text)})`))
    .orderBy(desc(cities.population), asc(cities.name), asc(cities.id))
    .limit(limit);
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
