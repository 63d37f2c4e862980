import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cityNames } from '../../db/schema-geo';
import { cities } from '../../db/schema-entries';

const immutableKey = (text: SQL) => sql`immutable_unaccent(lower(${text}))`;

/**
 * The point a company calls home (return loads go toward it, issue 17 item 6), from the city and country it
 * registered: that city (by any of the city's names, in its country; the largest of the same name), else the
 * country's capital, else the country's largest city. Null when the country has no city with coordinates.
 */
export async function homePointOf(db: Database, country: string, city: string): Promise<{ latitude: number; longitude: number } | null> {
  const key = immutableKey(sql`${city}::text`);
  const named = db
    .select({ id: cityNames.cityId })
    .from(cityNames)
    .where(and(eq(cityNames.country, country), sql`${immutableKey(sql`${cityNames.name}`)} = ${key}`));
  const result = await db.execute(
    sql`select latitude, longitude from (
      (select ${cities.latitude} as latitude, ${cities.longitude} as longitude, 0 as preference, ${cities.population} as population
        from ${cities} where ${and(eq(cities.country, country), sql`(${immutableKey(sql`${cities.name}`)} = ${key} or ${inArray(cities.id, named)})`)})
      union all
      (select ${cities.latitude}, ${cities.longitude}, 1, ${cities.population} from ${cities}
        where ${and(eq(cities.country, country), eq(cities.featureCode, 'PPLC'))})
      union all
      (select ${cities.latitude}, ${cities.longitude}, 2, ${cities.population} from ${cities}
        where ${eq(cities.country, country)} order by ${cities.population} desc limit 1)
    ) as home order by preference, population desc limit 1`,
  );
  // node-postgres and PGlite both answer raw statements with `rows`.
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return row ? { latitude: Number(row.latitude), longitude: Number(row.longitude) } : null;
}
