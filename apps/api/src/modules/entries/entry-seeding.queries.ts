import type { Database } from '../../db/client';
import { entries } from '../../db/schema-entries';
import type { EntryInsert } from './entries.queries';

/** Inserts ready-made entry rows in one statement (in the caller's transaction): the demo data's entries. */
export async function insertEntries(db: Database, values: EntryInsert[]): Promise<void> {
  if (values.length > 0) await db.insert(entries).values(values);
}
