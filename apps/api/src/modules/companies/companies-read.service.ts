import { and, eq, getTableColumns, sql, type Column } from 'drizzle-orm';
import { readView } from '../../db/read-view';
import { companies } from '../../db/schema';

/**
 * Companies as another module joins them into one of its statements (decision 030): a subquery of
 * the table under the caller's alias, read-only. PostgreSQL pulls such a subquery up into the join,
 * so the plan and its indexes are those of joining the table itself; the table's shape stays the
 * companies module's to change.
 */
export const companyView = readView(companies, getTableColumns(companies));

/** A company may use the exchange at `now` (the injectable clock): approved and within its paid period. */
export function companyActiveIn(company: { status: Column; subscriptionEndsAt: Column }, now: Date) {
  return and(eq(company.status, 'active'), sql`${company.subscriptionEndsAt} > ${now.toISOString()}::timestamptz`)!;
}

/**
 * The one rule behind sign-in and every request's standing, search, stats, company pages, staff
 * lists and the sweep: each passes its own `now`, so all agree under a test clock.
 */
export const companyActiveAt = (now: Date) => companyActiveIn(companies, now);

/**
 * Subscription end: start of the paid period plus its months, in PostgreSQL's calendar (UTC), stored by
 * PostgreSQL in a generated column (migration 0011) so filters and counts read it on an index.
 */
export const subscriptionExpiresAt = sql`${companies.subscriptionEndsAt}`;
