import { apiFetch } from '../../../lib/api-client';
import { clearSession, getRefreshToken } from '../../../lib/session';

/**
 * POST /api/auth/logout/ revokes the refresh token on the server; the local session is cleared
 * whatever the answer. (Features never import each other, so the staff area has its own call.)
 */
export async function logout(): Promise<boolean> {
  const refresh = getRefreshToken();
  try {
    if (refresh) await apiFetch('/api/auth/logout/', { method: 'POST', body: { refresh }, auth: 'none' });
    return true;
  } catch {
    return false;
  } finally {
    clearSession();
  }
}
