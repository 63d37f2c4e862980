import type { SessionUser } from '@freight/shared/accounts';

/**
 * The session lives in sessionStorage (§3 Session user): tokens and the user object, written at
 * login and by each token refresh. Kept free of zod: the landing page loads this file.
 */
export const SESSION_KEYS = { access: 'access', refresh: 'refresh', user: 'user', started: 'session_started' } as const;

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

/**
 * Login answers `{access, refresh, user}` (DESIGN §3); all three are kept together, with the time
 * the login began by the server's clock (the first access token's `iat`): §4 update notices
 * concern only sessions that began before the update was published.
 */
export function storeSession(session: SessionTokens & { user: SessionUser }): void {
  storeTokens(session);
  storeSessionUser(session.user);
  const issuedAt = readClaims(session.access)?.iat;
  if (typeof issuedAt === 'number') sessionStorage.setItem(SESSION_KEYS.started, new Date(issuedAt * 1000).toISOString());
  else sessionStorage.removeItem(SESSION_KEYS.started);
}

/** When the current login began (ISO, whole seconds), or null when unknown. */
export function getSessionStart(): string | null {
  return sessionStorage.getItem(SESSION_KEYS.started);
}

export function clearSession(): void {
  Object.values(SESSION_KEYS).forEach((key) => sessionStorage.removeItem(key));
}

/**
 * Seconds until a JWT's `exp`, read without verifying the signature (the server verifies; the
 * client only needs to know when to refresh, §4). Null when the token has no readable `exp`.
 */
export function secondsUntilExpiry(token: string, nowMs: number = Date.now()): number | null {
  const exp = readClaims(token)?.exp;
  return typeof exp === 'number' ? exp - nowMs / 1000 : null;
}

/** A JWT's payload, read without verifying it; null when unreadable. */
function readClaims(token: string): { exp?: unknown; iat?: unknown } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null ? claims : null;
  } catch {
    return null;
  }
}
