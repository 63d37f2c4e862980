import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { UpdateAck } from '@freight/shared/staff';
import type { UpdateInfo } from '@freight/shared/accounts';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertQueue } from '../lib/alerts/alert';
import { getAccessToken, getRefreshToken, getSessionUser, storeSession } from '../lib/session';
import { apiError } from '../test/msw/answers';
import { recordRequests } from '../test/msw/requests';
import { server } from '../test/msw/server';
import { renderWithProviders } from '../test/render';
import { setupUser } from '../test/user';
import { DashboardLayout } from './layouts/dashboard-layout';
import { SessionKeeper } from './session-keeper';

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
afterEach(() => sessionStorage.clear());

/** The API's newest update notice, and the time its acknowledgement answers with. */
function serveUpdate(newest: () => UpdateInfo, acknowledged = '2026-03-02T08:05:00.000Z') {
  server.use(
    http.get('/api/update-info/', () => HttpResponse.json(newest())),
    http.patch('/api/update-info/ack/', () => HttpResponse.json({ last_seen_update: acknowledged } satisfies UpdateAck)),
  );
}
const MINOR = 'A new version is available. Refresh now?';
const MAJOR = 'A critical update is available and you must log in again. Log out now?';

describe('update notice (§4)', () => {
  it('offers a reload for a newer minor update, acknowledges it and reloads', async () => {
    serveUpdate(() => ({ timestamp: '2026-03-02T08:00:00.000Z', type: 'minor' }));
    const requests = recordRequests();
    const reload = vi.fn();
    renderAt(<SessionKeeper reload={reload} />);

    await waitFor(() => expect(screen.getByText(MINOR)).toBeVisible());
    await setupUser().click(screen.getByRole('button', { name: 'Refresh now' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/update-info/',
      'PATCH /api/update-info/ack/',
    ]);
    // This session saw the 08:00 notice; the server's answer may name a later one it never showed.
    expect(getSessionUser()?.last_seen_update).toBe('2026-03-02T08:00:00.000Z');
    expect(getAccessToken()).not.toBeNull();
  });

  it('still logs out for a major update published while the member read a minor notice', async () => {
    let newest: UpdateInfo = { timestamp: '2026-03-02T08:00:00.000Z', type: 'minor' };
    serveUpdate(() => newest, '2026-03-02T08:03:00.000Z');
    const reload = vi.fn();
    renderAt(<SessionKeeper reload={reload} />);
    await waitFor(() => expect(screen.getByText(MINOR)).toBeVisible());
    newest = { timestamp: '2026-03-02T08:03:00.000Z', type: 'major' };
    await setupUser().click(screen.getByRole('button', { name: 'Refresh now' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    // The reloaded app checks again: the major update is still news to this session.
    cleanup();
    renderAt(<SessionKeeper reload={reload} />);
    await waitFor(() => expect(screen.getByText(MAJOR)).toBeVisible());
  });

  it('logs out a session that began before the major update', async () => {
    storeSession({ access: jwtIssuedAt('2026-03-02T08:59:00.000Z'), refresh: 'refresh-token', user: { ...user, last_seen_update: null } });
    serveUpdate(() => ({ timestamp: '2026-03-02T09:00:00.000Z', type: 'major' }), '2026-03-02T09:00:00.000Z');
    const router = renderAt(<SessionKeeper />);
    await setupUser().click(await screen.findByRole('button', { name: 'Log out now' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/login?update=1'));
  });

  it('logs out for a major update and sends the member to /login?update=1', async () => {
    serveUpdate(() => ({ timestamp: '2026-03-02T08:00:00.000Z', type: 'major' }));
    const requests = recordRequests();
    const router = renderAt(<SessionKeeper />);

    await waitFor(() => expect(screen.getByText(MAJOR)).toBeVisible());
    await setupUser().click(screen.getByRole('button', { name: 'Log out now' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/login?update=1'));
    expect(requests.map((request) => `${request.method} ${request.path}`)).toContain('PATCH /api/update-info/ack/');
    expect(getAccessToken()).toBeNull();
    expect(getSessionUser()).toBeNull();
  });

  it('says nothing about an update the member has already seen', async () => {
    serveUpdate(() => ({ timestamp: '2026-03-01T09:00:00.000Z', type: 'major' }));
    const requests = recordRequests();
    renderAt(<SessionKeeper />);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Log out now' })).toBeNull();
    expect(screen.queryByText(MAJOR)).toBeNull();
  });

  it('alerts when the check fails', async () => {
    server.use(http.get('/api/update-info/', () => apiError('server_error')));
    renderAt(<SessionKeeper />);
    await waitFor(() => expect(alertQueue.snapshot()).toMatchObject({ kind: 'danger', messageKey: 'updates.checkFailed' }));
  });
});

describe('logout from the dashboard sidebar', () => {
  it('ends the login on the server, clears the session and goes to login', async () => {
    const requests = recordRequests();
    const router = renderAt(<DashboardLayout />);
    await setupUser().click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const logout = requests.find((request) => request.path === '/api/auth/logout/');
    expect(logout).toMatchObject({ method: 'POST', body: { refresh: 'refresh-token' } });
    expect(getRefreshToken()).toBeNull();
    expect(alertQueue.snapshot()).toBeNull();
  });

  it('still clears the session when the server cannot be told, and says logout failed', async () => {
    server.use(http.post('/api/auth/logout/', () => apiError('server_error')));
    const router = renderAt(<DashboardLayout />);
    await setupUser().click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getAccessToken()).toBeNull();
    expect(alertQueue.snapshot()).toMatchObject({ kind: 'danger', messageKey: 'session.logoutFailed' });
  });
});
