import { and, eq, sql } from 'drizzle-orm';
import { companies } from './schema';

/** Subscription end: start of the paid period plus its months, in SQL so month ends follow PostgreSQL's calendar. */
export const subscriptionExpiresAt = sql`(${companies.subscriptionStartedAt} + make_interval(months => ${companies.subscriptionMonths}))`;

/**
 * A company may use the exchange at `now` (the injectable clock): approved and within its paid
 * period. The one rule behind search, stats, company pages and the sweep; plugins/auth.ts applies
 * the same rule with the database's now().
 */
export const companyActiveAt = (now: Date) =>
  and(eq(companies.status, 'active'), sql`${subscriptionExpiresAt} > ${now.toISOString()}::timestamptz`)!;
