import { desc, lte, sql } from 'drizzle-orm';
import type { UpdateType } from '@freight/shared/accounts-constants';
import type { Database } from '../../db/client';
import { updateInfo } from '../../db/schema';
import { raiseLastSeenUpdate, setLastSeenUpdate } from '../users/user-accounts.queries';

export async function selectNewestUpdate(db: Database) {
  const [row] = await db
    .select({ type: updateInfo.type, publishedAt: updateInfo.publishedAt })
    .from(updateInfo)
    .orderBy(desc(updateInfo.publishedAt), desc(updateInfo.id))
    .limit(1);
  return row;
}

export async function insertUpdate(db: Database, type: UpdateType, publishedAt: Date) {
  const [row] = await db
    .insert(updateInfo)
    .values({ type, publishedAt })
    .returning({ type: updateInfo.type, publishedAt: updateInfo.publishedAt });
  if (!row) throw new Error('update_info insert returned no row');
  return row;
}

/**
 * Sets last_seen_update to the newest update's own timestamp (read in the same statement, so a
 * notice published meanwhile is not acknowledged unseen), or to now when none was ever published.
 */
export async function acknowledgeNewest(db: Database, userId: number, now: Date): Promise<Date> {
  const seen = await setLastSeenUpdate(
    db,
    userId,
    sql`coalesce((select max(${updateInfo.publishedAt}) from ${updateInfo}), ${now.toISOString()}::timestamptz)`,
  );
  if (!seen) throw new Error('acknowledged user not found');
  return seen;
}

/**
 * Moves last_seen_update up to the newest update published at or before `now` (never back), in one
 * statement so that a notice published meanwhile stays unseen. Null when nothing was ever published.
 */
export async function markSeenUpTo(db: Database, userId: number, now: Date): Promise<Date | null> {
  const newest = db
    .select({ at: sql`max(${updateInfo.publishedAt})` })
    .from(updateInfo)
    .where(lte(updateInfo.publishedAt, now));
  return raiseLastSeenUpdate(db, userId, newest);
}
