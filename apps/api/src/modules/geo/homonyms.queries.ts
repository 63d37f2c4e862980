import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** A city at least this big names the surroundings of a homonym (migration 0025's partial index). */
export const LARGE_CITY_POPULATION = 50_000;

/** A city whose name another city of its country shares: its region code, whether that tells it apart, and its nearest large city. */
export type HomonymRow = { id: number; country: string; admin1: string; regionTellsApart: boolean; nearId: number | null };

/**
 * Of these cities, the ones whose name another city of the same country shares (accents and case
 * folded, as the search folds them: "Floreşti" and "Florești" are one name), each with its region code,
 * whether no other of those places may lie in that region (one of unknown region may), and the nearest
 * other large city of its country (issue 35 item 5).
 */
export async function selectHomonyms(db: Database, ids: readonly number[]): Promise<HomonymRow[]> {
  if (ids.length === 0) return [];
  // The homonyms first (few of a page's cities are), materialized: only they look for a nearest large city.
  const result = (await db.execute(sql`
    WITH homonym AS MATERIALIZED (
      SELECT c.id, c.country, c.admin1, c.name, c.latitude, c.longitude FROM cities c
      WHERE c.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
        AND EXISTS (
          SELECT 1 FROM cities d
          WHERE d.country = c.country AND d.id <> c.id
            AND immutable_unaccent(lower(d.name)) = immutable_unaccent(lower(c.name))
        )
    )
    SELECT c.id, c.country, c.admin1, near.id AS near_id,
      c.admin1 <> '' AND NOT EXISTS (
        SELECT 1 FROM cities r
        WHERE r.country = c.country AND r.id <> c.id AND (r.admin1 = c.admin1 OR r.admin1 = '')
          AND immutable_unaccent(lower(r.name)) = immutable_unaccent(lower(c.name))
      ) AS region_tells_apart
    FROM homonym c
    LEFT JOIN LATERAL (
      SELECT b.id FROM cities b
      WHERE b.country = c.country AND b.population >= ${sql.raw(String(LARGE_CITY_POPULATION))}
        AND immutable_unaccent(lower(b.name)) <> immutable_unaccent(lower(c.name))
        -- A section of a city (Bucharest's "Sector 6", PPLX) is no place a reader knows the region by.
        AND b.feature_code <> 'PPLX'
      ORDER BY (b.latitude - c.latitude) ^ 2 + ((b.longitude - c.longitude) * cos(radians(c.latitude))) ^ 2
      LIMIT 1
    ) near ON true`)) as unknown as {
    rows: { id: number; country: string; admin1: string; near_id: number | null; region_tells_apart: boolean }[];
  };
  return result.rows.map((row) => ({
    id: Number(row.id),
    country: row.country,
    admin1: row.admin1,
    regionTellsApart: row.region_tells_apart,
    nearId: row.near_id === null ? null : Number(row.near_id),
  }));
}
