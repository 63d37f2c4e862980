import { and, eq, sql } from 'drizzle-orm';
import { companies } from './schema';

/**
 * Subscription end: start of the paid period plus its months, in PostgreSQL's calendar (UTC), stored by
 * PostgreSQL in a generated column (migration 0011) so filters and counts read it on an index.
 */
export const subscriptionExpiresAt = sql`${companies.subscriptionEndsAt}`;

/**
 * A company may use the exchange at `now` (the injectable clock): approved and within its paid
 * period. The one rule behind sign-in and every request's standing (plugins/auth.ts), search, stats,
 * company pages, staff lists and the sweep: each passes its own `now`, so all agree under a test clock.
 */
export const companyActiveAt = (now: Date) =>
  and(eq(companies.status, 'active'), sql`${companies.subscriptionEndsAt} > ${now.toISOString()}::timestamptz`)!;
