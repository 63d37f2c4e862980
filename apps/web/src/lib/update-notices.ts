import type { UpdateType } from '@freight/shared/accounts-constants';
import { api, unwrap } from './api-client';
import { getSessionStart, getSessionUser, storeSessionUser } from './session';

/** An update the member has not acknowledged yet (§4 update notice). */
export type UpdateNotice = { type: UpdateType; timestamp: string };

/**
 * Newer than the last acknowledged one (a member who never acknowledged one has seen none) and
 * published after this session began: an update published before a login is in effect for it, so
 * a member who logs in after a major update is not sent straight back to the login page (§4).
 */
export function isUnseen(timestamp: string, lastSeen: string | null, sessionStart: string | null = null): boolean {
  const published = Date.parse(timestamp);
  const afterStart = sessionStart === null || published > Date.parse(sessionStart);
  return afterStart && (lastSeen === null || published > Date.parse(lastSeen));
}

/** Asks the server for the latest update; null when there is none the session user has not seen. */
export async function fetchUnseenUpdate(signal?: AbortSignal): Promise<UpdateNotice | null> {
  if (!getSessionUser()) return null;
  const info = await unwrap(api.GET('/api/update-info/', { signal }));
  // Read the user again: an acknowledgement may have landed while the call travelled.
  const user = getSessionUser();
  if (!user || !info.timestamp || !info.type || !isUnseen(info.timestamp, user.last_seen_update, getSessionStart())) return null;
  return { type: info.type, timestamp: info.timestamp };
}

/**
 * Records the acknowledgement on the server, and in the stored session user as far as the notice
 * this session was shown: the server acknowledges its newest update, and a major one published
 * while the member read a minor notice must still reach this session.
 */
export async function acknowledgeUpdate(notice: UpdateNotice): Promise<void> {
  await unwrap(api.PATCH('/api/update-info/ack/'));
  const user = getSessionUser();
  if (user && isUnseen(notice.timestamp, user.last_seen_update)) storeSessionUser({ ...user, last_seen_update: notice.timestamp });
}
