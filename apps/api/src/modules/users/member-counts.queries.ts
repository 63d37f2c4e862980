import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { companyActiveIn, companyView } from '../companies/companies-view.queries';

// The members the realtime stats count (decision 030: the users table is this module's).

/**
 * Members (users of a company that may use the exchange at `now`, not staff) active and seen since
 * `seenSince`: one count on the join, as the §3 realtime stats show it.
 */
export async function countMembersSeenSince(db: Database, seenSince: Date, now: Date): Promise<number> {
  const company = companyView('c');
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    // Staff have no company, so the inner join leaves them out as well.
    .innerJoin(company, eq(company.id, users.companyId))
    .where(and(companyActiveIn(company, now), eq(users.isSuperuser, false), eq(users.isActive, true), gte(users.lastSeenAt, seenSince)));
  return row?.n ?? 0;
}
