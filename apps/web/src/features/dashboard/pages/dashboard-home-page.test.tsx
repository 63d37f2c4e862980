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
/** A figure: a card linking to its My list, named by its number (none while loading) and its label. */
const figure = (label: string) => screen.getByRole('link', { name: new RegExp(`${label}$`) });

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
    // A skeleton in place of the number: the card is busy and named by its label alone.
    await waitFor(() => expect(figure('Trucks published')).toHaveAttribute('aria-busy', 'true'));
    expect(figure('Trucks published')).toHaveAccessibleName('Trucks published');
    network.release();

    const figures = {
      'Trucks published': '1,234',
      'Views of your trucks': '87',
      'Trucks expiring within 6 hours': '2',
      'Trucks expiring within 24 hours': '5',
      'Wares published': '9',
      'Views of your wares': '0',
      'Wares expiring within 4 hours': '0',
      'Wares expiring within 24 hours': '3',
    };
    for (const [label, text] of Object.entries(figures))
      expect(await screen.findByRole('link', { name: `${text} ${label}` })).toHaveAttribute('aria-busy', 'false');
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
    expect(await screen.findByRole('link', { name: '1,234 Trucks published' })).toBeVisible();
    await waitFor(() => expect(ServerSocket.last?.onmessage).toBeTypeOf('function'));
    const socket = ServerSocket.last!;
    socket.push({ type: 'ready' });
    socket.push({ type: 'truck_create', id: 1, entry_data: { uid: 'other', is_own: false } });
    total = 1235;
    socket.push({ type: 'truck_create', id: 2, entry_data: { uid: 'ours', is_own: true } });
    await waitFor(() => expect(figure('Trucks published')).toHaveAccessibleName('1,235 Trucks published'));
    expect(network.paths().filter((path) => path === '/api/dashboard-counts/')).toHaveLength(2);
    socket.push({ type: 'ware_delete', id: 3, entry_data: { uid: 'gone' } });
    await waitFor(() => expect(network.paths().filter((path) => path === '/api/dashboard-counts/')).toHaveLength(3));
  });

  it('leads from a truck card to My trucks and from a ware card to My wares', async () => {
    stubCounts(() => counts(COUNTS));
    const router = renderHome();
    expect(figure('Trucks expiring within 24 hours')).toHaveAttribute('href', '/dashboard/my-trucks');
    expect(figure('Views of your wares')).toHaveAttribute('href', '/dashboard/my-wares');
    // The card's accessible name carries its figure and label.
    await setupUser().click(await screen.findByRole('link', { name: '9 Wares published' }));
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
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch truck/ware counts');
    expect(figure('Trucks published')).toHaveAccessibleName('– Trucks published');

    fail = false;
    await setupUser().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(figure('Trucks published')).toHaveAccessibleName('1,234 Trucks published'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(network.paths().length).toBeGreaterThanOrEqual(2);
  });
});
