/**
 * The session lives in sessionStorage (§3 Session user): tokens and the user object.
 * The accounts issue writes it at login; the rest of the app only reads it here.
 */
export const SESSION_KEYS = { access: 'access', refresh: 'refresh', user: 'user' } as const;

export type SessionUser = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: 'admin' | 'employee';
  company: number;
  is_superuser: boolean;
  last_seen_update: string | null;
};

export function getAccessToken(): string | null {
  return sessionStorage.getItem(SESSION_KEYS.access);
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

export function clearSession(): void {
  Object.values(SESSION_KEYS).forEach((key) => sessionStorage.removeItem(key));
}
