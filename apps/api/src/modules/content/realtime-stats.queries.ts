import type { RealtimeStats } from '@freight/shared/content';
import type { Database } from '../../db/client';
import { countMembersSeenSince } from '../users/member-counts.queries';
import { countLiveEntries, countLiveEntriesCreatedSince } from '../entries/live-entry-counts.queries';

/** A member counts as active when seen within this window (plugins/auth.ts writes last_seen_at at most once a minute). */
export const ACTIVE_USER_WINDOW_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * §3 realtime stats from live data: the live (not expired) entries of each form type (from entries'
 * hourly expiry counters), those of them created in the last 24 h (read on the creation-time index),
 * and the members (users of a company, not staff) seen in the last 15 minutes. Each figure is asked of
 * the module owning its table (decision 030). The websocket pushes the same figures (`stats` event).
 * Only companies that may use the exchange count (companyActiveIn): a deactivated one's entries and
 * members are gone from the figures at once, as from the search.
 */
export async function computeRealtimeStats(db: Database, now: Date): Promise<RealtimeStats> {
  const live = await countLiveEntries(db, now);
  const recent = await countLiveEntriesCreatedSince(db, new Date(now.getTime() - DAY_MS), now);
  const activeUsers = await countMembersSeenSince(db, new Date(now.getTime() - ACTIVE_USER_WINDOW_MS), now);
  return {
    truck_last_24h: recent.trucks,
    ware_last_24h: recent.wares,
    active_users: activeUsers,
    available_trucks: live.trucks,
    available_wares: live.wares,
  };
}
