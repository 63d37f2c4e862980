import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** A city at least this big names the surroundings of a homonym (migration 0024's partial index). */
export const LARGE_CITY_POPULATION = 50_000;

/**
 * Of these cities, the ones whose name another city of the same country shares (accents and case
 * folded, as the search folds them: "Floreşti" and "Florești" are one name), each with the nearest
 * other large city of its country (issue 35 item 5).
 */
export async function selectHomonymNeighbours(db: Database, ids: readonly number[]): Promise<{ id: number; nearId: number }[]> {
  if (ids.length === 0) return [];
  const result = (await db.execute(sql`
    SELECT c.id, near.id AS near_id
    FROM cities c
    CROSS JOIN LATERAL (
      SELECT b.id FROM cities b
      WHERE b.country = c.country AND b.population >= ${sql.raw(String(LARGE_CITY_POPULATION))}
        AND immutable_unaccent(lower(b.name)) <> immutable_unaccent(lower(c.name))
        -- A section of a city (Bucharest's "Sector 6", PPLX) is no place a reader knows the region by.
        AND b.feature_code <> 'PPLX'
      ORDER BY (b.latitude - c.latitude) ^ 2 + ((b.longitude - c.longitude) * cos(radians(c.latitude))) ^ 2
      LIMIT 1
    ) near
    WHERE c.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
      AND EXISTS (
        SELECT 1 FROM cities d
        WHERE d.country = c.country AND d.id <> c.id
          AND immutable_unaccent(lower(d.name)) = immutable_unaccent(lower(c.name))
      )`)) as unknown as { rows: { id: number; near_id: number }[] };
  return result.rows.map((row) => ({ id: Number(row.id), nearId: Number(row.near_id) }));
}
