import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { entries, entryGoneReports } from '../../db/schema-entries';
import { atSql } from './entry-expiry.queries';

/** The company's report of the entry; false when it already reported it (once per company, the primary key). */
export async function insertReport(db: Database, entryId: number, companyId: number, userId: number, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(entryGoneReports)
    .values({ entryId, companyId, userId, createdAt: now })
    .onConflictDoNothing()
    .returning({ entryId: entryGoneReports.entryId });
  return inserted.length > 0;
}

/** One more uncleared report on the entry; its row lock orders concurrent reports, so the count is exact. */
export async function countReport(db: Database, entryId: number): Promise<number> {
  const [row] = await db
    .update(entries)
    .set({ goneReports: sql`${entries.goneReports} + 1` })
    .where(eq(entries.id, entryId))
    .returning({ goneReports: entries.goneReports });
  return row?.goneReports ?? 0;
}

/** A refresh clears the entry's reports: they no longer hide it, but stay for the offer accuracy. */
export async function clearReports(db: Database, entryId: number, now: Date): Promise<void> {
  await db
    .update(entryGoneReports)
    .set({ clearedAt: now })
    .where(and(eq(entryGoneReports.entryId, entryId), isNull(entryGoneReports.clearedAt)));
}

/**
 * Issue 33 item 6: of the company's entries created in the 90 days before `now`, how many and how many
 * were never reported gone. Served by entries_company_expiry (company_id first) and the reports' key.
 * Hook for the deals issue: an entry reported gone but taken by a deal is to count as accurate here.
 */
export async function offerAccuracyCounts(db: Database, companyId: number, now: Date): Promise<{ total: number; accurate: number }> {
  const since = new Date(now.getTime() - 90 * 24 * 60 * 60 * 1000);
  const result = await db.execute(sql`select count(*)::int as total,
      (count(*) filter (where not exists (select 1 from ${entryGoneReports} r where r.entry_id = ${entries.id})))::int as accurate
    from ${entries}
    where ${entries.companyId} = ${companyId} and ${entries.createdAt} >= ${atSql(since)} and ${entries.createdAt} <= ${atSql(now)}`);
  const [row] = (result as unknown as { rows: { total: number; accurate: number }[] }).rows;
  return { total: Number(row?.total ?? 0), accurate: Number(row?.accurate ?? 0) };
}
