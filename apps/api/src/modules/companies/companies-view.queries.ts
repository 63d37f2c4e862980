import { and, eq, getTableColumns, not, sql, type Column } from 'drizzle-orm';
import { readView } from '../../db/read-view';
import { companies, companyDocuments } from '../../db/schema';

/**
 * The companies module's read views (decision 030) and the rules over its rows. This file imports
 * only the schema: every module may import it, and no import cycle can pass through it (the companies
 * repository joins the users view, the users repository this one).
 */

/**
 * Companies as another module joins them into one of its statements: a subquery of the table under
 * the caller's alias, read-only. PostgreSQL pulls such a subquery up into the join, so the plan and its
 * indexes are those of joining the table itself; the table's shape stays the companies module's to change.
 */
export const companyView = readView(companies, getTableColumns(companies));

/** Company documents as another module reads them, under the caller's alias, like companyView. */
export const companyDocumentView = readView(companyDocuments, getTableColumns(companyDocuments));

type CompanyStanding = { status: Column; subscriptionEndsAt: Column };

/** A company may use the exchange at `now` (the injectable clock): approved and within its paid period. */
export function companyActiveIn(company: CompanyStanding, now: Date) {
  return and(eq(company.status, 'active'), sql`${company.subscriptionEndsAt} > ${now.toISOString()}::timestamptz`)!;
}

/**
 * The one rule behind sign-in and every request's standing, search, stats, company pages, staff
 * lists and the sweep: each passes its own `now`, so all agree under a test clock.
 */
export const companyActiveAt = (now: Date) => companyActiveIn(companies, now);

/** Approved but past its paid period: the one rule (companyActiveIn) says it may not use the exchange. */
export const companyExpiredIn = (company: CompanyStanding, now: Date) =>
  and(eq(company.status, 'active'), not(companyActiveIn(company, now)));

/**
 * Subscription end: start of the paid period plus its months, in PostgreSQL's calendar (UTC), stored by
 * PostgreSQL in a generated column (migration 0011) so filters and counts read it on an index.
 */
export const subscriptionExpiresAt = sql`${companies.subscriptionEndsAt}`;
