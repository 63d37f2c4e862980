import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertQueue } from '../lib/alerts/alert';
import { getAccessToken, getRefreshToken, getSessionUser, storeSession } from '../lib/session';
import { renderWithProviders } from '../test/render';
import { DashboardLayout } from './layouts/dashboard-layout';
import { SessionKeeper } from './session-keeper';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubNetwork(answer: (path: string, method: string) => Response) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | RequestInfo, init: RequestInit = {}) => {
      const url = new URL(String(input));
      const method = init.method ?? 'GET';
      calls.push({ method, path: url.pathname, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      return answer(url.pathname, method);
    }),
  );
  return calls;
}

const user = {
  id: 7,
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Pop',
  role: 'admin' as const,
  company: 3,
  is_superuser: false,
  last_seen_update: '2026-03-01T10:00:00.000Z',
};

function renderAt(element: React.ReactElement) {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  renderWithProviders(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** A fresh access token (exp in 5 min) issued by the server at `issuedAt`. */
const jwtIssuedAt = (issuedAt: string) =>
  `e30.${btoa(JSON.stringify({ iat: Date.parse(issuedAt) / 1000, exp: Math.floor(Date.now() / 1000) + 300 }))}.sig`;

beforeEach(() => {
  sessionStorage.clear();
  // A fresh access token (exp in 5 min) so that no refresh is attempted.
  const access = `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 300 }))}.sig`;
  storeSession({ access, refresh: 'refresh-token', user });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('update notice (§4)', () => {
  it('offers a reload for a newer minor update, acknowledges it and reloads', async () => {
    const calls = stubNetwork((path) =>
      path === '/api/update-info/'
        ? json(200, { timestamp: '2026-03-02T08:00:00.000Z', type: 'minor' })
        : json(200, { last_seen_update: '2026-03-02T08:05:00.000Z' }),
    );
    const reload = vi.fn();
    renderAt(<SessionKeeper reload={reload} />);

    expect(await screen.findByText('A new version is available. Refresh now?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('update-accept'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/update-info/', 'PATCH /api/update-info/ack/']);
    // This session saw the 08:00 notice; the server's answer may name a later one it never showed.
    expect(getSessionUser()?.last_seen_update).toBe('2026-03-02T08:00:00.000Z');
    expect(getAccessToken()).not.toBeNull();
  });

  it('still logs out for a major update published while the member read a minor notice', async () => {
    let newest = { timestamp: '2026-03-02T08:00:00.000Z', type: 'minor' };
    stubNetwork((path) => (path === '/api/update-info/' ? json(200, newest) : json(200, { last_seen_update: '2026-03-02T08:03:00.000Z' })));
    const reload = vi.fn();
    renderAt(<SessionKeeper reload={reload} />);
    expect(await screen.findByText('A new version is available. Refresh now?')).toBeTruthy();
    newest = { timestamp: '2026-03-02T08:03:00.000Z', type: 'major' };
    fireEvent.click(screen.getByTestId('update-accept'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    // The reloaded app checks again: the major update is still news to this session.
    cleanup();
    renderAt(<SessionKeeper reload={reload} />);
    expect(await screen.findByText('A critical update is available and you must log in again. Log out now?')).toBeTruthy();
  });

  it('logs out a session that began before the major update', async () => {
    storeSession({ access: jwtIssuedAt('2026-03-02T08:59:00.000Z'), refresh: 'refresh-token', user: { ...user, last_seen_update: null } });
    stubNetwork((path) =>
      path === '/api/update-info/'
        ? json(200, { timestamp: '2026-03-02T09:00:00.000Z', type: 'major' })
        : json(200, { last_seen_update: '2026-03-02T09:00:00.000Z' }),
    );
    const router = renderAt(<SessionKeeper />);
    fireEvent.click(await screen.findByTestId('update-accept'));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/login?update=1'));
  });

  it('logs out for a major update and sends the member to /login?update=1', async () => {
    const calls = stubNetwork((path) =>
      path === '/api/update-info/'
        ? json(200, { timestamp: '2026-03-02T08:00:00.000Z', type: 'major' })
        : json(200, { last_seen_update: '2026-03-02T08:05:00.000Z' }),
    );
    const router = renderAt(<SessionKeeper />);

    expect(await screen.findByText('A critical update is available and you must log in again. Log out now?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('update-accept'));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/login?update=1'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('PATCH /api/update-info/ack/');
    expect(getAccessToken()).toBeNull();
    expect(getSessionUser()).toBeNull();
  });

  it('says nothing about an update the member has already seen', async () => {
    const calls = stubNetwork(() => json(200, { timestamp: '2026-03-01T09:00:00.000Z', type: 'major' }));
    renderAt(<SessionKeeper />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('update-accept')).toBeNull();
  });

  it('alerts when the check fails', async () => {
    stubNetwork(() => json(500, { code: 'server_error', detail: 'x' }));
    renderAt(<SessionKeeper />);
    await waitFor(() => expect(alertQueue.snapshot()).toMatchObject({ kind: 'danger', messageKey: 'updates.checkFailed' }));
  });
});

describe('logout from the dashboard sidebar', () => {
  const noUpdate = json(200, { timestamp: null, type: null });

  it('ends the login on the server, clears the session and goes to login', async () => {
    const calls = stubNetwork((path) => (path === '/api/auth/logout/' ? json(200, { detail: 'Logged out.' }) : noUpdate.clone()));
    const router = renderAt(<DashboardLayout />);
    fireEvent.click(screen.getByTestId('logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.find((call) => call.path === '/api/auth/logout/')).toEqual({
      method: 'POST',
      path: '/api/auth/logout/',
      body: { refresh: 'refresh-token' },
    });
    expect(getRefreshToken()).toBeNull();
    expect(alertQueue.snapshot()).toBeNull();
  });

  it('still clears the session when the server cannot be told, and says logout failed', async () => {
    stubNetwork((path) => (path === '/api/auth/logout/' ? json(500, { code: 'server_error', detail: 'x' }) : noUpdate.clone()));
    const router = renderAt(<DashboardLayout />);
    fireEvent.click(screen.getByTestId('logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getAccessToken()).toBeNull();
    expect(alertQueue.snapshot()).toMatchObject({ kind: 'danger', messageKey: 'session.logoutFailed' });
  });
});
