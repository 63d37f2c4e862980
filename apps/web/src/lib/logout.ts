import { publicApi, unwrap } from './api-client';
import { clearSession, getRefreshToken } from './session';

/**
 * POST /api/auth/logout/ ends the login on the server (its refresh tokens are revoked). The local
 * session is cleared whatever the answer; false tells the caller to say that logout failed (§8).
 * Shared by the dashboard and the staff area.
 */
export async function logout(): Promise<boolean> {
  const refresh = getRefreshToken();
  try {
    if (refresh) await unwrap(publicApi.POST('/api/auth/logout/', { body: { refresh } }));
    return true;
  } catch {
    return false;
  } finally {
    clearSession();
  }
}
