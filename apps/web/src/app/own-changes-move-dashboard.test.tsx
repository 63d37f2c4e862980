import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardCounts } from '@freight/shared/dashboard';
import { DashboardHomePage } from '../features/dashboard/pages/dashboard-home-page';
import { EntryListPage } from '../features/listings/pages/entry-list-page';
import { createQueryClient } from '../lib/query-client';
import { RealtimeProvider } from '../lib/realtime/realtime-provider';
import { storeTokens } from '../lib/session';
import { testEntry } from '../test/entries';
import { renderWithProviders } from '../test/render';
import { ServerSocket } from '../test/server-socket';
import { fakeJwt } from '../test/tokens';

const UID = '33333333-3333-4333-8333-333333333333';

const json = (status: number, body: unknown) =>
  status === 204
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API at the network edge: one own truck until it is deleted or refreshed; counts follow it. */
function stubApi() {
  const state = { trucks: 1, refreshed: false };
  const countsCalls: number[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | RequestInfo, init: RequestInit = {}) => {
      const { pathname } = new URL(String(input));
      const method = init.method ?? 'GET';
      if (pathname === '/api/dashboard-counts/') {
        countsCalls.push(state.trucks);
        const counts: DashboardCounts = {
          trucks: { total: state.trucks, views: 0, expiring_6h: 0, expiring_24h: state.refreshed ? 0 : state.trucks },
          wares: { total: 0, views: 0, expiring_4h: 0, expiring_24h: 0 },
        };
        return json(200, counts);
      }
      if (pathname === '/api/truck-requests/' && method === 'GET') {
        const results = state.trucks ? [testEntry(UID, 'truck', { is_own: true, can_manage: true })] : [];
        return json(200, { results, next: null });
      }
      if (pathname === `/api/truck-requests/${UID}/` && method === 'DELETE') {
        state.trucks = 0;
        return json(204, null);
      }
      if (pathname === `/api/truck-requests/${UID}/refresh/` && method === 'POST') {
        state.refreshed = true;
        return json(200, { updated_at: '2026-11-23T10:00:00.000Z' });
      }
      return json(404, { code: 'not_found', detail: 'Not found.' });
    }),
  );
  return { countsCalls };
}

/** The dashboard home and My trucks under one query cache with the app's own defaults (30 s staleness). */
function renderApp() {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: (
          <RealtimeProvider>
            <Outlet />
          </RealtimeProvider>
        ),
        children: [
          { index: true, Component: DashboardHomePage },
          { path: 'my-trucks', handle: { crumb: 'nav.myTrucks', formType: 'truck', my: true }, Component: EntryListPage },
        ],
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  // A socket that never says anything: the figures must move without any websocket event.
  vi.stubGlobal('WebSocket', ServerSocket);
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});
afterEach(() => vi.unstubAllGlobals());

describe('dashboard figures follow the member’s own changes at once (§2 /dashboard)', { timeout: 20_000 }, () => {
  it('re-reads the counts right after the member deletes an own entry, and shows them on return', async () => {
    const api = stubApi();
    const router = renderApp();
    await waitFor(() => expect(screen.getByTestId('dashboard-trucks-total').textContent).toBe('1'));

    await act(() => router.navigate('/dashboard/my-trucks'));
    fireEvent.click(await screen.findByTestId(`entry-delete-${UID}`));
    await act(async () => fireEvent.click(await screen.findByTestId(`entry-delete-confirm-${UID}`)));
    // Re-read straight after the delete, while the dashboard is not even on screen.
    await waitFor(() => expect(api.countsCalls).toEqual([1, 0]));

    await act(() => router.navigate('/dashboard'));
    expect(screen.getByTestId('dashboard-trucks-total').textContent).toBe('0');
  });

  it('re-reads the counts right after the member refreshes an own entry', async () => {
    const api = stubApi();
    const router = renderApp();
    await waitFor(() => expect(screen.getByTestId('dashboard-trucks-expiring-24h').textContent).toBe('1'));

    await act(() => router.navigate('/dashboard/my-trucks'));
    await act(async () => fireEvent.click(await screen.findByTestId(`entry-refresh-${UID}`)));
    await waitFor(() => expect(api.countsCalls).toHaveLength(2));

    await act(() => router.navigate('/dashboard'));
    expect(screen.getByTestId('dashboard-trucks-expiring-24h').textContent).toBe('0');
  });
});
