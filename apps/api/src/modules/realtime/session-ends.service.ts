import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * The NOTIFY channel on which the end of a member's access reaches every API process, so each
 * closes the member's open sockets within moments (issue 14): a logout ends one login, a password
 * reset every login, a password change every login but the one that changed it, a deletion the
 * member's access altogether.
 */
export const SESSION_ENDS_CHANNEL = 'session_ends';

export type SessionEnd = {
  userId: number;
  /** The logins that ended; null: every login of the member. */
  familyIds: string[] | null;
  /** With `familyIds` null: the one login that stays (the password change's own). */
  keepFamilyId?: string | null;
  /** `deleted`: the member may not come back with a new login either (4403); otherwise 4401. */
  reason: 'logout' | 'password_reset' | 'password_changed' | 'deleted';
};

const REASONS = new Set<SessionEnd['reason']>(['logout', 'password_reset', 'password_changed', 'deleted']);

/** Sent with the transaction that ends the access (`db` may be a transaction): PostgreSQL delivers it on commit. */
export async function notifySessionEnd(db: Database, end: SessionEnd): Promise<void> {
  const payload = JSON.stringify({
    user_id: end.userId,
    family_ids: end.familyIds,
    keep_family_id: end.keepFamilyId ?? null,
    reason: end.reason,
  });
  await db.execute(sql`select pg_notify(${SESSION_ENDS_CHANNEL}, ${payload})`);
}

export function parseSessionEnd(payload: string): SessionEnd | null {
  try {
    const parsed = JSON.parse(payload) as { user_id?: unknown; family_ids?: unknown; keep_family_id?: unknown; reason?: unknown };
    if (!Number.isSafeInteger(parsed.user_id) || !REASONS.has(parsed.reason as SessionEnd['reason'])) return null;
    const familyIds = Array.isArray(parsed.family_ids) ? parsed.family_ids.filter((id): id is string => typeof id === 'string') : null;
    return {
      userId: parsed.user_id as number,
      familyIds,
      keepFamilyId: typeof parsed.keep_family_id === 'string' ? parsed.keep_family_id : null,
      reason: parsed.reason as SessionEnd['reason'],
    };
  } catch {
    return null;
  }
}

/** Whether the socket of this login belongs to the ended access. */
export function endsSocket(end: SessionEnd, identity: { userId: number; familyId?: string | null }): boolean {
  if (identity.userId !== end.userId) return false;
  if (end.familyIds) return identity.familyId != null && end.familyIds.includes(identity.familyId);
  return end.keepFamilyId == null || identity.familyId !== end.keepFamilyId;
}
