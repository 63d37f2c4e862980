import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deals } from '../../db/schema-deals';
import { entries } from '../../db/schema-listings';

/**
 * Issue 31 item 2: how many open offers (deals still negotiated) each of a page's own entries has, for
 * My trucks / My wares. One grouped query over the page's uids only: each entry by its uid index, its
 * open deals by `deals_entry_open` (migration 0022). Entries without an open offer are absent.
 */
export async function selectOpenOfferCounts(db: Database, companyId: number, uids: readonly string[]): Promise<Map<string, number>> {
  if (uids.length === 0) return new Map();
  const rows = await db
    .select({ uid: entries.uid, count: sql<number>`count(*)::int` })
    .from(entries)
    .innerJoin(deals, and(eq(deals.entryId, entries.id), eq(deals.status, 'open')))
    .where(and(inArray(entries.uid, [...uids]), eq(entries.companyId, companyId), eq(deals.ownerCompanyId, companyId)))
    .groupBy(entries.uid);
  return new Map(rows.map((row) => [row.uid, Number(row.count)]));
}
