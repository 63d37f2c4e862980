import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardCounts } from '@freight/shared/dashboard';
import type { EntryPage } from '@freight/shared/entries';
import { http, HttpResponse } from 'msw';
import { DashboardHomePage } from '../features/dashboard/pages/dashboard-home-page';
import { EntryListPage } from '../features/entries/pages/entry-list-page';
import { createQueryClient } from '../lib/query-client';
import { RealtimeProvider } from '../lib/realtime/realtime-provider';
import { storeTokens } from '../lib/session';
import { testEntry } from '../test/entries';
import { page } from '../test/msw/answers';
import { server } from '../test/msw/server';
import { renderWithProviders } from '../test/render';
import { ServerSocket } from '../test/server-socket';
import { fakeJwt } from '../test/tokens';
import { setupUser } from '../test/user';

const UID = '33333333-3333-4333-8333-333333333333';

/** The API: one own truck until it is deleted or refreshed; counts follow it. */
function stubApi() {
  const state = { trucks: 1, refreshed: false };
  const countsCalls: number[] = [];
  server.use(
    http.get('/api/dashboard-counts/', () => {
      countsCalls.push(state.trucks);
      return HttpResponse.json({
        trucks: { total: state.trucks, views: 0, expiring_6h: 0, expiring_24h: state.refreshed ? 0 : state.trucks },
        wares: { total: 0, views: 0, expiring_4h: 0, expiring_24h: 0 },
      } satisfies DashboardCounts);
    }),
    http.get('/api/truck-requests/', () =>
      HttpResponse.json(page(state.trucks ? [testEntry(UID, 'truck', { is_own: true, can_manage: true })] : []) satisfies EntryPage),
    ),
    http.delete(`/api/truck-requests/${UID}/`, () => {
      state.trucks = 0;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`/api/truck-requests/${UID}/refresh/`, () => {
      state.refreshed = true;
      return HttpResponse.json({ updated_at: '2026-11-23T10:00:00.000Z' });
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

/** A figure of the dashboard: a card linking to the list, named by its number and its label. */
const figure = (label: string) => screen.getByRole('link', { name: new RegExp(`${label}$`) });

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
    const user = setupUser();
    const router = renderApp();
    await waitFor(() => expect(figure('Trucks published')).toHaveAccessibleName('1 Trucks published'));

    await act(() => router.navigate('/dashboard/my-trucks'));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete entry' })).getByRole('button', { name: 'Delete' }));
    // Re-read straight after the delete, while the dashboard is not even on screen.
    await waitFor(() => expect(api.countsCalls).toEqual([1, 0]));

    await act(() => router.navigate('/dashboard'));
    expect(figure('Trucks published')).toHaveAccessibleName('0 Trucks published');
  });

  it('re-reads the counts right after the member refreshes an own entry', async () => {
    const api = stubApi();
    const user = setupUser();
    const router = renderApp();
    await waitFor(() => expect(figure('Trucks expiring within 24 hours')).toHaveAccessibleName('1 Trucks expiring within 24 hours'));

    await act(() => router.navigate('/dashboard/my-trucks'));
    await user.click(await screen.findByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.countsCalls).toHaveLength(2));

    await act(() => router.navigate('/dashboard'));
    expect(figure('Trucks expiring within 24 hours')).toHaveAccessibleName('0 Trucks expiring within 24 hours');
  });
});
