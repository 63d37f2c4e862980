import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardCounts } from '@freight/shared/dashboard';
import { alertQueue } from '../../../lib/alerts/alert';
import { storeTokens } from '../../../lib/session';
import { Outlet } from 'react-router';
import { RealtimeProvider } from '../../../lib/realtime/realtime-provider';
import { apiError } from '../../../test/msw/answers';
import { recordRequests } from '../../../test/msw/requests';
import { server } from '../../../test/msw/server';
import { renderInRouter } from '../../../test/render';
import { ServerSocket } from '../../../test/server-socket';
import { fakeJwt } from '../../../test/tokens';
import { setupUser } from '../../../test/user';
import { DashboardHomePage } from './dashboard-home-page';

const COUNTS: DashboardCounts = {
  trucks: { total: 1234, views: 87, expiring_6h: 2, expiring_24h: 5 },
  wares: { total: 9, views: 0, expiring_4h: 0, expiring_24h: 3 },
};

/** Answers the counts call with `answer()`, holding the answer until `release` when asked; records every request. */
function stubCounts(answer: () => Response) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let hold = false;
  server.use(
    http.get('/api/dashboard-counts/', async () => {
      if (hold) await held;
      return answer();
    }),
  );
  const requests = recordRequests();
  const paths = () => requests.map((request) => request.path);
  return { paths, holdAnswers: () => (hold = true), release: () => release() };
}

const counts = (body: DashboardCounts) => HttpResponse.json(body);

function renderHome() {
  return renderInRouter(
    [
      {
        element: (
          <RealtimeProvider>
            <Outlet />
          </RealtimeProvider>
        ),
        children: [
          { path: '/dashboard', Component: DashboardHomePage },
          { path: '/dashboard/my-trucks', element: <p>my trucks page</p> },
          { path: '/dashboard/my-wares', element: <p>my wares page</p> },
        ],
      },
    ],
    '/dashboard',
  );
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', ServerSocket);
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});
afterEach(() => vi.unstubAllGlobals());

describe('dashboard home (§2 /dashboard)', { timeout: 20_000 }, () => {
  it('shows skeletons while loading, then every figure of the company', async () => {
    const network = stubCounts(() => counts(COUNTS));
    network.holdAnswers();
    renderHome();
    expect(await screen.findByTestId('dashboard-trucks-total-skeleton')).toBeVisible();
    expect(screen.queryByTestId('dashboard-trucks-total')).toBeNull();
    network.release();

    const figures = {
      'dashboard-trucks-total': '1,234',
      'dashboard-trucks-views': '87',
      'dashboard-trucks-expiring-6h': '2',
      'dashboard-trucks-expiring-24h': '5',
      'dashboard-wares-total': '9',
      'dashboard-wares-views': '0',
      'dashboard-wares-expiring-4h': '0',
      'dashboard-wares-expiring-24h': '3',
    };
    for (const [testId, text] of Object.entries(figures))
      expect(await screen.findByTestId(testId)).toHaveTextContent(new RegExp(`^${text}$`));
    expect(screen.getByText('Trucks expiring within 6 hours')).toBeVisible();
    expect(screen.getByText('Wares expiring within 4 hours')).toBeVisible();
    expect(network.paths()).toEqual(['/api/dashboard-counts/']);
    // The publish buttons stay.
    expect(screen.getByRole('link', { name: 'Publish a truck' }).getAttribute('href')).toBe('/dashboard/publish-truck');
    expect(screen.getByRole('link', { name: 'Publish a ware' }).getAttribute('href')).toBe('/dashboard/publish-ware');
  });

  it('reads the figures again when the company publishes or anything is deleted, not for other companies', async () => {
    let total = 1234;
    const network = stubCounts(() => counts({ ...COUNTS, trucks: { ...COUNTS.trucks, total } }));
    renderHome();
    expect((await screen.findByTestId('dashboard-trucks-total')).textContent).toBe('1,234');
    await waitFor(() => expect(ServerSocket.last?.onmessage).toBeTypeOf('function'));
    const socket = ServerSocket.last!;
    socket.push({ type: 'ready' });
    socket.push({ type: 'truck_create', id: 1, entry_data: { uid: 'other', is_own: false } });
    total = 1235;
    socket.push({ type: 'truck_create', id: 2, entry_data: { uid: 'ours', is_own: true } });
    await waitFor(() => expect(screen.getByTestId('dashboard-trucks-total').textContent).toBe('1,235'));
    expect(network.paths().filter((path) => path === '/api/dashboard-counts/')).toHaveLength(2);
    socket.push({ type: 'ware_delete', id: 3, entry_data: { uid: 'gone' } });
    await waitFor(() => expect(network.paths().filter((path) => path === '/api/dashboard-counts/')).toHaveLength(3));
  });

  it('leads from a truck card to My trucks and from a ware card to My wares', async () => {
    stubCounts(() => counts(COUNTS));
    const router = renderHome();
    expect(screen.getByTestId('dashboard-trucks-expiring-24h-card').getAttribute('href')).toBe('/dashboard/my-trucks');
    expect(screen.getByTestId('dashboard-wares-views-card').getAttribute('href')).toBe('/dashboard/my-wares');
    // The card's accessible name carries its figure and label.
    await screen.findByTestId('dashboard-wares-total');
    await setupUser().click(screen.getByRole('link', { name: /9\s*Wares published/ }));
    await screen.findByText('my wares page');
    expect(router.state.location.pathname).toBe('/dashboard/my-wares');
  });

  it('shows the §8 danger alert for 12 s and a retry when the counts cannot be fetched', async () => {
    let fail = true;
    const network = stubCounts(() => (fail ? apiError('server_error') : counts(COUNTS)));
    renderHome();
    await waitFor(() =>
      expect(alertQueue.snapshot()).toMatchObject({ kind: 'danger', messageKey: 'dashboard.countsFailed', durationMs: 12_000 }),
    );
    expect(screen.getByTestId('dashboard-counts-error').textContent).toContain('Failed to fetch truck/ware counts');
    expect(screen.getByTestId('dashboard-trucks-total').textContent).toBe('–');

    fail = false;
    await setupUser().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('dashboard-trucks-total').textContent).toBe('1,234'));
    expect(screen.queryByTestId('dashboard-counts-error')).toBeNull();
    expect(network.paths().length).toBeGreaterThanOrEqual(2);
  });
});
