import type { SessionUser } from '@freight/shared/accounts';

/**
 * The session lives in sessionStorage (§3 Session user): tokens and the user object, written at
 * login and by each token refresh. Kept free of zod: the landing page loads this file.
 */
export const SESSION_KEYS = { access: 'access', refresh: 'refresh', user: 'user' } as const;

export type { SessionUser };
export type SessionTokens = { access: string; refresh: string };

export function getAccessToken(): string | null {
  return sessionStorage.getItem(SESSION_KEYS.access);
}

export function getRefreshToken(): string | null {
  return sessionStorage.getItem(SESSION_KEYS.refresh);
}

export function getSessionUser(): SessionUser | null {
  const raw = sessionStorage.getItem(SESSION_KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return null;
  }
}

export function storeTokens(tokens: SessionTokens): void {
  sessionStorage.setItem(SESSION_KEYS.access, tokens.access);
  sessionStorage.setItem(SESSION_KEYS.refresh, tokens.refresh);
}

export function storeSessionUser(user: SessionUser): void {
  sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
}

/** Login answers `{access, refresh, user}` (DESIGN §3); all three are kept together. */
export function storeSession(session: SessionTokens & { user: SessionUser }): void {
  storeTokens(session);
  storeSessionUser(session.user);
}

export function clearSession(): void {
  Object.values(SESSION_KEYS).forEach((key) => sessionStorage.removeItem(key));
}

/**
 * Seconds until a JWT's `exp`, read without verifying the signature (the server verifies; the
 * client only needs to know when to refresh, §4). Null when the token has no readable `exp`.
 */
export function secondsUntilExpiry(token: string, nowMs: number = Date.now()): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp - nowMs / 1000 : null;
  } catch {
    return null;
  }
}
