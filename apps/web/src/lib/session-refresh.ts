import { REFRESH_BEFORE_EXPIRY_SECONDS, REFRESH_WARNING_SECONDS, SESSION_CHECK_INTERVAL_MS } from '@freight/shared/accounts-constants';
import { TOKEN_WARNING_MS } from '@freight/shared/alerts';
import { alert } from './alerts/alert';
import { clearSession, getAccessToken, getRefreshToken, secondsUntilExpiry, storeTokens } from './session';

/**
 * Session timers of §4 and §9: refresh the access token when it has under 30 s left, refresh once
 * on a `token_not_valid` answer, warn hourly when the refresh token has an hour or less, and end
 * the session once when refreshing is refused. Plain fetch here: the api client calls this file.
 */
export const REFRESH_PATH = '/api/auth/token/refresh/';

/**
 * `rejected`: the server refused the refresh token (the session is over); `company_inactive`: refused
 * because the member's company may no longer use the exchange (issue 13 item 10); `unavailable`: no
 * answer, try later.
 */
export type RefreshOutcome = 'refreshed' | 'rejected' | 'company_inactive' | 'unavailable';

/** Why the session ended when the company was deactivated: the login page reads it from the query. */
export const COMPANY_INACTIVE_KEY = 'session.companyInactive';
export const INACTIVE_REASON_PARAM = 'reason=company_inactive';

const defaultNavigate = (to: string) => window.location.assign(to);
let navigate: (to: string) => void = defaultNavigate;
let inFlight: Promise<RefreshOutcome> | null = null;

/** The app registers its router here so that ending a session is a client-side navigation. */
export function setSessionNavigator(fn: (to: string) => void): () => void {
  navigate = fn;
  return () => {
    if (navigate === fn) navigate = defaultNavigate;
  };
}

async function requestRefresh(): Promise<RefreshOutcome> {
  const refresh = getRefreshToken();
  if (!refresh) return 'rejected';
  let response: Response;
  try {
    response = await fetch(new URL(REFRESH_PATH, window.location.origin), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh }),
    });
  } catch {
    return 'unavailable';
  }
  if (response.status === 400 || response.status === 401) return 'rejected';
  if (response.status === 403) {
    const refusal = (await response.json().catch(() => null)) as { code?: unknown } | null;
    return refusal?.code === 'company_inactive' ? 'company_inactive' : 'rejected';
  }
  if (!response.ok) return 'unavailable';
  const body = (await response.json().catch(() => null)) as { access?: unknown; refresh?: unknown } | null;
  if (typeof body?.access !== 'string') return 'unavailable';
  // A logout or another tab's login while the refresh travelled: never bring the old session back.
  if (getRefreshToken() !== refresh) return 'rejected';
  storeTokens({ access: body.access, refresh: typeof body.refresh === 'string' ? body.refresh : refresh });
  return 'refreshed';
}

/** Single flight: concurrent callers share one refresh, so a rotated refresh token is used once. */
export function refreshSession(): Promise<RefreshOutcome> {
  inFlight ??= requestRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * Ends the session once (§4): clears tokens and user, warns for 8 s and goes to login with the
 * page to come back to. Later callers find no session left and do nothing. `messageKey` says why
 * when it is not an expired token (the company was deactivated).
 */
export function endSession(messageKey = 'session.tokenExpired'): void {
  if (!getAccessToken() && !getRefreshToken()) return;
  const next = window.location.pathname + window.location.search;
  clearSession();
  const inactive = messageKey === COMPANY_INACTIVE_KEY;
  // The login page repeats the inactive company's message beside the form, with the way back (/prices).
  if (!inactive) alert.warning(messageKey, { durationMs: TOKEN_WARNING_MS });
  navigate(`/login?redirect=${encodeURIComponent(next)}${inactive ? `&${INACTIVE_REASON_PARAM}` : ''}`);
}

/** Refreshes, and ends the session when the server refuses. True when a new access token is stored. */
export async function refreshOrEnd(): Promise<boolean> {
  const outcome = await refreshSession();
  if (outcome === 'rejected') endSession();
  if (outcome === 'company_inactive') endSession(COMPANY_INACTIVE_KEY);
  return outcome === 'refreshed';
}

/** Before a request (§4): an access token with under 30 s left is refreshed first. */
export async function ensureFreshAccessToken(): Promise<void> {
  const access = getAccessToken();
  if (!access) return;
  const left = secondsUntilExpiry(access);
  if (left !== null && left < REFRESH_BEFORE_EXPIRY_SECONDS) await refreshOrEnd();
}

/** The hourly check (§4): an hour or less left on the refresh token → 8 s warning, then a refresh. */
export async function checkRefreshExpiry(): Promise<void> {
  const refresh = getRefreshToken();
  if (!refresh) return;
  const left = secondsUntilExpiry(refresh);
  if (left === null || left > REFRESH_WARNING_SECONDS) return;
  alert.warning('session.refreshExpiring', { durationMs: TOKEN_WARNING_MS });
  await refreshOrEnd();
}

/** Starts the hourly check (and runs it once now, for a tab reopened late); returns the stop function. */
export function startSessionWatch(intervalMs: number = SESSION_CHECK_INTERVAL_MS): () => void {
  void checkRefreshExpiry();
  const timer = setInterval(() => void checkRefreshExpiry(), intervalMs);
  return () => clearInterval(timer);
}
