import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_WARNING_MS } from '@freight/shared/alerts';
import { alertQueue } from './alerts/alert';
import { api, ApiRequestError, publicApi, unwrap } from './api-client';
import { getAccessToken, getRefreshToken, getSessionUser, storeSession } from './session';
import { checkRefreshExpiry, REFRESH_PATH, setSessionNavigator } from './session-refresh';
import { server } from '../test/msw/server';

/** An unsigned JWT whose payload carries `exp`: the client reads it, only the server verifies. */
function jwt(secondsLeft: number, id = Math.random().toString(36).slice(2)): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode({ exp: Math.floor(Date.now() / 1000) + secondsLeft, jti: id })}.sig`;
}

const user = {
  id: 1,
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Pop',
  role: 'admin' as const,
  company: 1,
  is_superuser: false,
  last_seen_update: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (path: string, auth: string | undefined) => Response | Promise<Response>;
/**
 * Every /api/ request is recorded with its path, Authorization header and JSON body and answered by
 * `handler`, through MSW: this test is about the client itself, so any path goes.
 */
function stubNetwork(handler: Handler) {
  const calls: { path: string; auth: string | undefined; body: unknown }[] = [];
  server.use(
    http.all('/api/*', async ({ request }) => {
      const path = new URL(request.url).pathname;
      const auth = request.headers.get('Authorization') ?? undefined;
      const body = await request.text();
      calls.push({ path, auth, body: body ? JSON.parse(body) : undefined });
      return handler(path, auth);
    }),
  );
  return calls;
}

/**
 * Reads of the signed-in member through the typed client, with no parameters: the session rules are
 * the same for every route, and the stubbed network answers each with what the test needs.
 */
const A = '/api/dashboard-counts/';
const B = '/api/employees/';
const C = '/api/search-agents/';
const D = '/api/realtime-stats/';
const ENTRIES = '/api/truck-requests/';
const read = (path: typeof A | typeof B | typeof C | typeof D | typeof ENTRIES) => unwrap(api.GET(path)) as Promise<unknown>;

const refreshCalls = <C extends { path: string }>(calls: C[]) => calls.filter((call) => call.path === REFRESH_PATH);
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('session refresh (§4)', () => {
  let navigations: string[];
  let restoreNavigator: () => void;

  beforeEach(() => {
    sessionStorage.clear();
    navigations = [];
    restoreNavigator = setSessionNavigator((to) => navigations.push(to));
    window.history.pushState({}, '', '/dashboard/my-trucks?sort=asc');
  });

  afterEach(() => restoreNavigator());

  it('refreshes an access token with under 30 s left once for concurrent requests, then sends the new one', async () => {
    storeSession({ access: jwt(10), refresh: 'refresh-1', user });
    const fresh = jwt(300);
    const calls = stubNetwork(async (path) => {
      if (path === REFRESH_PATH) {
        await tick(20);
        return json(200, { access: fresh, refresh: 'refresh-2' });
      }
      return json(200, { path });
    });

    const results = await Promise.all([read(A), read(B), read(C)]);

    expect(results).toEqual([{ path: A }, { path: B }, { path: C }]);
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(refreshCalls(calls)[0]?.body).toEqual({ refresh: 'refresh-1' });
    expect(calls.filter((call) => call.path !== REFRESH_PATH).map((call) => call.auth)).toEqual([
      `Bearer ${fresh}`,
      `Bearer ${fresh}`,
      `Bearer ${fresh}`,
    ]);
    expect(getAccessToken()).toBe(fresh);
    expect(getRefreshToken()).toBe('refresh-2');
  });

  it('does not refresh a token with more than 30 s left', async () => {
    const access = jwt(120);
    storeSession({ access, refresh: 'refresh-1', user });
    const calls = stubNetwork(() => json(200, {}));
    await read(A);
    expect(calls.map((call) => [call.path, call.auth])).toEqual([[A, `Bearer ${access}`]]);
  });

  it('on a token_not_valid answer refreshes once and retries once', async () => {
    const old = jwt(200);
    const fresh = jwt(300);
    storeSession({ access: old, refresh: 'refresh-1', user });
    const calls = stubNetwork((path, auth) => {
      if (path === REFRESH_PATH) return json(200, { access: fresh, refresh: 'refresh-2' });
      return auth === `Bearer ${fresh}` ? json(200, { ok: true }) : json(401, { code: 'token_not_valid', detail: 'x' });
    });

    await expect(read(ENTRIES)).resolves.toEqual({ ok: true });
    expect(calls.map((call) => call.path)).toEqual([ENTRIES, REFRESH_PATH, ENTRIES]);
    expect(navigations).toEqual([]);
  });

  it('retries only once: a second token_not_valid is the answer', async () => {
    storeSession({ access: jwt(200), refresh: 'refresh-1', user });
    const calls = stubNetwork((path) =>
      path === REFRESH_PATH ? json(200, { access: jwt(300), refresh: 'refresh-2' }) : json(401, { code: 'token_not_valid', detail: 'x' }),
    );

    const error = await read(ENTRIES).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).code).toBe('token_not_valid');
    expect(calls.map((call) => call.path)).toEqual([ENTRIES, REFRESH_PATH, ENTRIES]);
  });

  it('does not refresh on other 401 answers or for calls without a session', async () => {
    storeSession({ access: jwt(200), refresh: 'refresh-1', user });
    const calls = stubNetwork(() => json(401, { code: 'not_authenticated', detail: 'x' }));
    await expect(read(A)).rejects.toBeInstanceOf(ApiRequestError);
    await expect(unwrap(publicApi.POST('/api/auth/login/', { body: {} as never }))).rejects.toBeInstanceOf(ApiRequestError);
    expect(refreshCalls(calls)).toHaveLength(0);
    expect(calls[1]?.auth).toBeUndefined();
  });

  it('ends the session once when the refresh is refused: cleared, one 8 s warning, one trip to login', async () => {
    storeSession({ access: jwt(200), refresh: 'refresh-1', user });
    const calls = stubNetwork(async (path) => {
      if (path === REFRESH_PATH) {
        await tick(10);
        return json(401, { code: 'token_not_valid', detail: 'x' });
      }
      return json(401, { code: 'token_not_valid', detail: 'x' });
    });

    const results = await Promise.allSettled([read(A), read(B), read(C)]);

    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(getSessionUser()).toBeNull();
    expect(navigations).toEqual(['/login?redirect=%2Fdashboard%2Fmy-trucks%3Fsort%3Dasc']);
    expect(alertQueue.snapshot()).toMatchObject({ kind: 'warning', messageKey: 'session.tokenExpired', durationMs: TOKEN_WARNING_MS });
    expect(alertQueue.pending()).toHaveLength(0);

    // A request made after the end sends no token and starts no second ending.
    await expect(read(D)).rejects.toBeInstanceOf(ApiRequestError);
    expect(navigations).toHaveLength(1);
  });

  it('says the company is inactive, not that the session expired, when the refresh answers company_inactive', async () => {
    storeSession({ access: jwt(200), refresh: 'refresh-1', user });
    stubNetwork((path) =>
      path === REFRESH_PATH ? json(403, { code: 'company_inactive', detail: 'x' }) : json(401, { code: 'token_not_valid', detail: 'x' }),
    );

    await expect(read(A)).rejects.toBeInstanceOf(ApiRequestError);

    expect(getAccessToken()).toBeNull();
    // The login page shows the message with the way to /prices; no "session expired" warning.
    expect(navigations).toEqual(['/login?redirect=%2Fdashboard%2Fmy-trucks%3Fsort%3Dasc&reason=company_inactive']);
    expect(alertQueue.pending().some((queued) => queued.messageKey === 'session.tokenExpired')).toBe(false);
  });

  it('ends the session before sending when an expiring token cannot be refreshed', async () => {
    storeSession({ access: jwt(5), refresh: 'refresh-1', user });
    const calls = stubNetwork((path) => (path === REFRESH_PATH ? json(401, { code: 'token_not_valid', detail: 'x' }) : json(200, {})));
    await expect(read(A)).rejects.toMatchObject({ status: 401, code: 'token_not_valid' });
    expect(calls.map((call) => call.path)).toEqual([REFRESH_PATH]);
    expect(navigations).toHaveLength(1);
  });

  it('keeps the session when the refresh call cannot reach the server', async () => {
    const access = jwt(5);
    storeSession({ access, refresh: 'refresh-1', user });
    stubNetwork((path) => {
      if (path === REFRESH_PATH) throw new TypeError('Failed to fetch');
      return json(200, { ok: true });
    });
    await expect(read(A)).resolves.toEqual({ ok: true });
    expect(getAccessToken()).toBe(access);
    expect(navigations).toEqual([]);
  });

  it('never stores tokens of a refresh that finished after logout', async () => {
    storeSession({ access: jwt(5), refresh: 'refresh-1', user });
    stubNetwork(async (path) => {
      if (path === REFRESH_PATH) {
        await tick(20);
        return json(200, { access: jwt(300), refresh: 'refresh-2' });
      }
      return json(200, {});
    });
    const pending = read(A).catch(() => undefined);
    sessionStorage.clear();
    await pending;
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  describe('hourly check', () => {
    it('warns for 8 s and refreshes when the refresh token has an hour or less', async () => {
      storeSession({ access: jwt(200), refresh: jwt(50 * 60), user });
      const next = jwt(24 * 3600);
      const calls = stubNetwork(() => json(200, { access: jwt(300), refresh: next }));
      await checkRefreshExpiry();
      expect(alertQueue.snapshot()).toMatchObject({ kind: 'warning', messageKey: 'session.refreshExpiring', durationMs: TOKEN_WARNING_MS });
      expect(refreshCalls(calls)).toHaveLength(1);
      expect(getRefreshToken()).toBe(next);
    });

    it('does nothing while more than an hour is left', async () => {
      storeSession({ access: jwt(200), refresh: jwt(61 * 60), user });
      const calls = stubNetwork(() => json(200, {}));
      await checkRefreshExpiry();
      expect(alertQueue.snapshot()).toBeNull();
      expect(calls).toHaveLength(0);
    });
  });
});
