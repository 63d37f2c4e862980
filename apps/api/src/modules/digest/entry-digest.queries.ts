import { and, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyActiveIn, companyView } from '../companies/companies-view.queries';
import { entryMailLineColumnsOf } from '../entries/entry-mail-line.queries';
import { entryView } from '../entries/entries-view.queries';
import type { FormType } from '../users/digest-recipients.queries';

type NewEntriesFilter = { formType: FormType; exceptCompanyId: number; since: Date; until: Date };
type EntryView = ReturnType<typeof entryView>;

/**
 * New entries of other companies in (since, until], still valid at `until`, read through entries' view
 * (decision 030). The entry's company may use the exchange: a deactivated one's entries are in no
 * digest, as in no search.
 */
function isNewEntry(db: Database, entry: EntryView, filter: NewEntriesFilter) {
  const company = companyView('c');
  return and(
    eq(entry.formType, filter.formType),
    ne(entry.companyId, filter.exceptCompanyId),
    gt(entry.createdAt, filter.since),
    lte(entry.createdAt, filter.until),
    gt(entry.validUntil, filter.until),
    gt(entry.loadingEndsAt, filter.until),
    inArray(entry.companyId, db.select({ id: company.id }).from(company).where(companyActiveIn(company, filter.until))),
  );
}

/** The new entries' mail lines, newest first. */
export function selectNewEntries(db: Database, filter: NewEntriesFilter & { limit: number }) {
  const entry = entryView('e');
  return db
    .select(entryMailLineColumnsOf(entry))
    .from(entry)
    .where(isNewEntry(db, entry, filter))
    .orderBy(desc(entry.createdAt), desc(entry.id))
    .limit(filter.limit);
}

export async function countNewEntries(db: Database, filter: NewEntriesFilter) {
  const entry = entryView('e');
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(entry)
    .where(isNewEntry(db, entry, filter));
  return row?.n ?? 0;
}
