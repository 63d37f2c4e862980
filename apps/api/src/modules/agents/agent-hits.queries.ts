import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentMatches } from '../../db/schema-agents';
import { entryView } from '../entries/entries-view.queries';

/**
 * The Statistics page (issue 32 item 7): how many stored search-agent matches other members' agents have
 * on a company's entries, by month of the match (`YYYY-MM`, UTC). An agent never matches its own company's
 * entries; broad agents keep no matches (decision 022) and matches leave with their expired entry, so this
 * counts the stored hits that are still kept.
 */
export async function agentHitsByMonth(db: Database, companyId: number, since: Date): Promise<Map<string, number>> {
  const e = entryView('e');
  const monthOf = sql<string>`to_char(${agentMatches.matchedAt} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db
    .select({ month: monthOf, hits: sql<number>`count(*)::int` })
    .from(agentMatches)
    .innerJoin(e, eq(e.id, agentMatches.entryId))
    .where(and(eq(e.companyId, companyId), gte(agentMatches.matchedAt, since)))
    .groupBy(monthOf);
  return new Map(rows.map((row) => [row.month, row.hits]));
}
