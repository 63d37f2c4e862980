import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deals } from '../../db/schema-deals';

/**
 * Issue 31 item 2: how many open offers (deals still negotiated) each of a page's own entries has, for
 * My trucks / My wares. One grouped query over the page's uids only, read from the deals by the owner
 * company's open deals (`deals_owner_open`, migration 0032); the entry's uid is the deal's own column, so the entries
 * table (another module's) is not read. Entries without an open offer are absent.
 */
export async function selectOpenOfferCounts(db: Database, companyId: number, uids: readonly string[]): Promise<Map<string, number>> {
  if (uids.length === 0) return new Map();
  const rows = await db
    .select({ uid: deals.entryUid, count: sql<number>`count(*)::int` })
    .from(deals)
    .where(and(eq(deals.ownerCompanyId, companyId), eq(deals.status, 'open'), inArray(deals.entryUid, [...uids])))
    .groupBy(deals.entryUid);
  return new Map(rows.map((row) => [row.uid, Number(row.count)]));
}
