import type { Database } from '../../db/client';
import { entries } from '../../db/schema-listings';
import type { EntryInsert } from './listings.queries';

/** Inserts ready-made entry rows in one statement (in the caller's transaction): the demo data's listings. */
export async function insertEntries(db: Database, values: EntryInsert[]): Promise<void> {
  if (values.length > 0) await db.insert(entries).values(values);
}
