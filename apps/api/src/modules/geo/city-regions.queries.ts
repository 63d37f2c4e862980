import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities } from '../../db/schema-entries';

/**
 * The first-order region (GeoNames admin1, migration 0027) of each of these cities, '' where unknown:
 * lane prices (issue 32 item 5) group deals region to region.
 */
export async function cityRegions(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: cities.id, admin1: cities.admin1 })
    .from(cities)
    .where(inArray(cities.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.admin1]));
}
