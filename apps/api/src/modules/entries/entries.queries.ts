import { and, eq, sql } from 'drizzle-orm';
import type { FormType } from '@freight/shared/entries';
import type { Database } from '../../db/client';
import { entries, entryViews } from '../../db/schema-entries';

/**
 * One entry's row, read and changed by its id or uid: what edits, deletes, refreshes, views and the staff's
 * decision on contacts in its notes need. Publishing is one statement of its own (entry-writes.queries.ts);
 * lists and one entry as members see it are searches (entry-search.queries.ts).
 */
export type EntryInsert = typeof entries.$inferInsert;
export type EntryRecord = typeof entries.$inferSelect;

export async function selectOwnedEntry(db: Database, formType: FormType, uid: string) {
  const [row] = await db
    .select({
      id: entries.id,
      identificationId: entries.identificationId,
      companyId: entries.companyId,
      userId: entries.userId,
      createdAt: entries.createdAt,
      // An edit may keep past loading dates it does not change (decision 010).
      loadingDateStart: entries.loadingDateStart,
      loadingDateEnd: entries.loadingDateEnd,
      loadingTimeEnd: entries.loadingTimeEnd,
      takenAt: entries.takenAt,
    })
    .from(entries)
    .where(and(eq(entries.formType, formType), eq(entries.uid, uid)));
  return row;
}

/** What other companies see of an entry's notes while contacts in them await staff (null: the notes as written). */
export async function selectNotesMasked(db: Database, formType: FormType, uid: string): Promise<string | null> {
  const [row] = await db
    .select({ masked: entries.notesMasked })
    .from(entries)
    .where(and(eq(entries.formType, formType), eq(entries.uid, uid)));
  return row?.masked ?? null;
}

/** Staff decided on contacts in an entry's notes (issue 33 item 4): its masked notes anew. */
export async function updateNotesMasked(db: Database, id: number, masked: string | null) {
  const [row] = await db
    .update(entries)
    .set({ notesMasked: masked })
    .where(eq(entries.id, id))
    .returning({ formType: entries.formType, uid: entries.uid, companyId: entries.companyId, userId: entries.userId });
  return row;
}

/** Whose entry a uid names, whatever its form type (uids are unique across both). */
export async function selectEntryOfUid(db: Database, uid: string) {
  const [row] = await db.select({ companyId: entries.companyId, formType: entries.formType }).from(entries).where(eq(entries.uid, uid));
  return row;
}

export async function updateEntry(db: Database, id: number, companyId: number, values: Partial<EntryInsert>) {
  const rows = await db
    .update(entries)
    .set(values)
    .where(and(eq(entries.id, id), eq(entries.companyId, companyId)))
    .returning({ id: entries.id });
  return rows.length > 0;
}

export async function deleteEntry(db: Database, formType: FormType, uid: string, companyId: number) {
  const [row] = await db
    .delete(entries)
    .where(and(eq(entries.formType, formType), eq(entries.uid, uid), eq(entries.companyId, companyId)))
    .returning({ id: entries.id, identificationId: entries.identificationId });
  return row;
}

export async function bumpModified(db: Database, entryId: number, now: Date) {
  const [row] = await db
    .update(entries)
    // A refresh is the poster's reconfirmation: it clears the "already gone" reports (issue 33).
    .set({ modifiedAt: now, goneReports: 0 })
    .where(eq(entries.id, entryId))
    .returning({ modifiedAt: entries.modifiedAt });
  return row?.modifiedAt;
}

/** One view per member per entry per day: the counter moves only when the view row is new. */
export async function recordView(db: Database, entryId: number, userId: number, day: string, counts: boolean): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = counts
      ? await tx.insert(entryViews).values({ entryId, userId, day }).onConflictDoNothing().returning({ entryId: entryViews.entryId })
      : [];
    const [row] =
      inserted.length > 0
        ? await tx
            .update(entries)
            .set({ viewCount: sql`${entries.viewCount} + 1` })
            .where(eq(entries.id, entryId))
            .returning({ viewCount: entries.viewCount })
        : await tx.select({ viewCount: entries.viewCount }).from(entries).where(eq(entries.id, entryId));
    return row?.viewCount ?? 0;
  });
}
