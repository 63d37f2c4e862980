import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** One month (`YYYY-MM`, UTC) of a company's entries for the Statistics page (issue 32 item 7). */
export type EntryMonth = { published: number; views: number };

/**
 * A company's entries created since `since` (that still exist) and the views of its entries (one per
 * member, entry and day; a member's own views are never recorded) by month.
 */
export async function entryStatisticsByMonth(db: Database, companyId: number, since: Date): Promise<Map<string, EntryMonth>> {
  const from = since.toISOString();
  const published = (await db.execute(sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as n
    from entries where company_id = ${companyId} and created_at >= ${from}::timestamptz
    group by 1`)) as unknown as { rows: { month: string; n: number }[] };
  const views = (await db.execute(sql`
    select to_char(v.day, 'YYYY-MM') as month, count(*)::int as n
    from entry_views v join entries e on e.id = v.entry_id
    where e.company_id = ${companyId} and v.day >= (${from}::timestamptz at time zone 'UTC')::date
    group by 1`)) as unknown as { rows: { month: string; n: number }[] };
  const months = new Map<string, EntryMonth>();
  for (const row of published.rows) months.set(row.month, { published: row.n, views: 0 });
  for (const row of views.rows) months.set(row.month, { published: months.get(row.month)?.published ?? 0, views: row.n });
  return months;
}
