import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { RealtimeStats } from '@freight/shared/content';
import type { Database } from '../../db/client';
import { companyActiveAt } from '../companies/companies-read.service';
import { companies, users } from '../../db/schema';
import { entries } from '../../db/schema-listings';
import { atSql, expiresAtSql, liveSql } from '../listings/listings.service';

/** A member counts as active when seen within this window (plugins/auth.ts writes last_seen_at at most once a minute). */
export const ACTIVE_USER_WINDOW_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
type FormCounts = { form_type: 'truck' | 'ware'; n: number }[];
const byForm = (rows: FormCounts, form: 'truck' | 'ware') =>
  rows.filter((row) => row.form_type === form).reduce((sum, row) => sum + Number(row.n), 0);

/**
 * Live entries of each form type without reading them all (migration 0011): the counters of whole hours
 * still to come, plus the entries expiring in the hour under way, minus the live entries of companies that
 * may not use the exchange now (few, each read on its own index range).
 */
async function liveEntryCounts(db: Database, now: Date) {
  const hourEnd = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
  const [counted, expiringThisHour, ofInactive] = await Promise.all([
    db.execute(sql`select form_type, sum(n)::int as n from entry_expiry_counts where expires_hour >= ${atSql(hourEnd)} group by form_type`),
    db.execute(
      sql`select ${entries.formType} as form_type, count(*)::int as n from ${entries}
        where ${entries.formType} in ('truck', 'ware') and ${expiresAtSql} >= ${atSql(now)} and ${expiresAtSql} < ${atSql(hourEnd)}
        group by 1`,
    ),
    db.execute(
      sql`select ${entries.formType} as form_type, count(*)::int as n from ${companies}
        join ${entries} on ${entries.companyId} = ${companies.id} and ${entries.formType} in ('truck', 'ware') and ${expiresAtSql} >= ${atSql(now)}
        where not coalesce(${companyActiveAt(now)}, false)
        group by 1`,
    ),
  ]);
  const live = (form: 'truck' | 'ware') =>
    byForm(rowsOf(counted), form) + byForm(rowsOf(expiringThisHour), form) - byForm(rowsOf(ofInactive), form);
  return { trucks: live('truck'), wares: live('ware') };
}

/**
 * §3 realtime stats from live data: the live (not expired) entries of each form type, those of them
 * created in the last 24 h (read on the creation-time index), and the members (users of a company, not
 * staff) seen in the last 15 minutes. The websocket pushes the same figures (`stats` event). Only
 * companies that may use the exchange count (companyActiveAt): a deactivated one's entries and members
 * are gone from the figures at once, as from the search.
 */
export async function computeRealtimeStats(db: Database, now: Date): Promise<RealtimeStats> {
  const dayAgo = atSql(new Date(now.getTime() - DAY_MS));
  const live = await liveEntryCounts(db, now);
  const [recent] = await db
    .select({
      newTrucks: sql<number>`(count(*) filter (where ${entries.formType} = 'truck'))::int`,
      newWares: sql<number>`(count(*) filter (where ${entries.formType} = 'ware'))::int`,
    })
    .from(entries)
    .innerJoin(companies, eq(companies.id, entries.companyId))
    .where(and(inArray(entries.formType, ['truck', 'ware']), sql`${entries.createdAt} >= ${dayAgo}`, liveSql(now), companyActiveAt(now)));
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
    truck_last_24h: recent?.newTrucks ?? 0,
    ware_last_24h: recent?.newWares ?? 0,
    active_users: active?.n ?? 0,
    available_trucks: live.trucks,
    available_wares: live.wares,
  };
}
