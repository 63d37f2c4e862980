import { sql } from 'drizzle-orm';
import { companies } from './schema';

/** Subscription end: start of the paid period plus its months, in SQL so month ends follow PostgreSQL's calendar. */
export const subscriptionExpiresAt = sql`(${companies.subscriptionStartedAt} + make_interval(months => ${companies.subscriptionMonths}))`;
