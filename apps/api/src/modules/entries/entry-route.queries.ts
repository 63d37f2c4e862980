import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { entries } from '../../db/schema-entries';

/** An entry's cities (GeoNames ids, null for a member-typed city) and its stored road distance (§3 distance). */
export type EntryRoute = { loadingCityId: number | null; unloadingCityId: number | null; distanceKm: number | null };

/** The lane prices (issue 32 item 5) divide a total price by this distance and place the deal in its regions. */
export async function selectEntryRoute(db: Database, entryId: number): Promise<EntryRoute | null> {
  const [row] = await db
    .select({ loadingCityId: entries.loadingCityId, unloadingCityId: entries.unloadingCityId, distanceKm: entries.distanceKm })
    .from(entries)
    .where(eq(entries.id, entryId));
  return row ?? null;
}
