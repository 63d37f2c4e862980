import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CityRecord } from './geo.queries';

// Cities found by their name, for the demo data's places.

export type NamedPlace = { country: string; name: string };

/**
 * The imported city for each place, by country and name compared accent- and case-insensitively
 * (the cities_country_name_prefix index); the most populous when a name repeats in a country.
 * One statement for all places. Answers one city per place found, keyed by its position in `places`.
 */
export async function findCitiesByName(db: Database, places: readonly NamedPlace[]): Promise<Map<number, CityRecord>> {
  if (places.length === 0) return new Map();
  const wanted = sql.join(
    places.map((place, position) => sql`(${position}::int, ${place.country}::text, ${place.name}::text)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select w.position as wanted, c.id, c.name, c.country, c.latitude, c.longitude, c.feature_code as "featureCode"
    from (values ${wanted}) as w(position, country, name)
    cross join lateral (
      select * from cities
      where cities.country = w.country and immutable_unaccent(lower(cities.name)) = immutable_unaccent(lower(w.name))
      order by cities.population desc, cities.id
      limit 1
    ) c`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const found = new Map<number, CityRecord>();
  for (const row of rows) {
    found.set(Number(row.wanted), {
      id: Number(row.id),
      name: String(row.name),
      country: String(row.country),
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      featureCode: String(row.featureCode),
    });
  }
  return found;
}
