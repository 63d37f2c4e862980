import { and, eq, gte, sql } from 'drizzle-orm';
import type { RealtimeStats } from '@freight/shared/content';
import type { Database } from '../../db/client';
import { companyActiveAt } from '../../db/company-sql';
import { companies, users } from '../../db/schema';
import { entries } from '../../db/schema-listings';
import { atSql, liveSql } from '../listings/entry-expiry-sql';

/** A member counts as active when seen within this window (plugins/auth.ts writes last_seen_at at most once a minute). */
export const ACTIVE_USER_WINDOW_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * §3 realtime stats from live data, in two aggregate queries: the live (not expired) entries of each
 * form type, those of them created in the last 24 h, and the members (users of a company, not staff)
 * seen in the last 15 minutes. The websocket pushes the same figures (`stats` event). Only companies
 * that may use the exchange count (companyActiveAt): a deactivated one's entries and members are gone
 * from the figures at once, as from the search.
 */
export async function computeRealtimeStats(db: Database, now: Date): Promise<RealtimeStats> {
  const dayAgo = atSql(new Date(now.getTime() - DAY_MS));
  const [live] = await db
    .select({
      trucks: sql<number>`(count(*) filter (where ${entries.formType} = 'truck'))::int`,
      wares: sql<number>`(count(*) filter (where ${entries.formType} = 'ware'))::int`,
      newTrucks: sql<number>`(count(*) filter (where ${entries.formType} = 'truck' and ${entries.createdAt} >= ${dayAgo}))::int`,
      newWares: sql<number>`(count(*) filter (where ${entries.formType} = 'ware' and ${entries.createdAt} >= ${dayAgo}))::int`,
    })
    .from(entries)
    .innerJoin(companies, eq(companies.id, entries.companyId))
    .where(and(liveSql(now), companyActiveAt(now)));
  const [active] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    // Staff have no company, so the inner join leaves them out as well.
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        companyActiveAt(now),
        eq(users.isSuperuser, false),
        eq(users.isActive, true),
        gte(users.lastSeenAt, new Date(now.getTime() - ACTIVE_USER_WINDOW_MS)),
      ),
    );
  return {
    truck_last_24h: live?.newTrucks ?? 0,
    ware_last_24h: live?.newWares ?? 0,
    active_users: active?.n ?? 0,
    available_trucks: live?.trucks ?? 0,
    available_wares: live?.wares ?? 0,
  };
}
