import type { UpdateInfo } from '@freight/shared/accounts';
import type { UpdateType } from '@freight/shared/accounts-constants';
import type { PublishedUpdate, UpdateAck } from '@freight/shared/staff';
import type { Database } from '../../db/client';
import * as queries from './updates.queries';

/** §4 update notice: the newest published update, or nulls when none was ever published. */
export async function getCurrentUpdate(db: Database): Promise<UpdateInfo> {
  const row = await queries.selectNewestUpdate(db);
  return row ? { timestamp: row.publishedAt.toISOString(), type: row.type } : { timestamp: null, type: null };
}

/** Staff publish a notice; clients see it at their next check (every 10 minutes, §9). */
export async function publishUpdate(db: Database, type: UpdateType, now: Date): Promise<PublishedUpdate> {
  const row = await queries.insertUpdate(db, type, now);
  return { timestamp: row.publishedAt.toISOString(), type: row.type };
}

export async function acknowledgeUpdate(db: Database, userId: number, now: Date): Promise<UpdateAck> {
  const seen = await queries.acknowledgeNewest(db, userId, now);
  return { last_seen_update: seen.toISOString() };
}

/**
 * §4 update notice at login: an update published before a login is already in effect for it, so
 * the new session starts with it seen. Only sessions that began before an update are told of it (a
 * major one logs them out), and a member who logs in after a major update is not sent back to login.
 */
export async function markSeenAtLogin(db: Database, userId: number, now: Date): Promise<string | null> {
  return (await queries.markSeenUpTo(db, userId, now))?.toISOString() ?? null;
}
