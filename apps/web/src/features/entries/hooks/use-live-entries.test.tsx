import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Entry, EntryPage } from '@freight/shared/entries';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { RealtimeProvider } from '../../../lib/realtime/realtime-provider';
import { storeTokens } from '../../../lib/session';
import { testEntry } from '../../../test/entries';
import { page } from '../../../test/msw/answers';
import { server } from '../../../test/msw/server';
import { renderWithProviders } from '../../../test/render';
import { ServerSocket } from '../../../test/server-socket';
import { fakeJwt } from '../../../test/tokens';
import { EntryListPage } from '../pages/entry-list-page';
import type { EntryPages } from '../utils/entry-list-cache';

const UID_A = '11111111-1111-4111-8111-111111111111';
const UID_B = '22222222-2222-4222-8222-222222222222';
const UID_NEW = '33333333-3333-4333-8333-333333333333';

const truck = (uid: string, overrides: Partial<Entry> = {}) => testEntry(uid, 'truck', overrides);
const own = (uid: string) => truck(uid, { is_own: true, can_manage: true });

/** The search and My trucks under the realtime provider, with a query cache the test can read. */
function renderList(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
          { path: 'search-trucks', handle: { crumb: 'nav.searchTrucks', formType: 'truck' }, Component: EntryListPage },
          { path: 'my-trucks', handle: { crumb: 'nav.myTrucks', formType: 'truck', my: true }, Component: EntryListPage },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}

/** Answers the truck list with `entries` and counts its reads. */
function listAnswers(entries: () => Entry[]) {
  const reads = { count: 0 };
  server.use(
    http.get('/api/truck-requests/', () => {
      reads.count += 1;
      return HttpResponse.json(page(entries()) satisfies EntryPage);
    }),
  );
  return reads;
}

/**
 * The socket the list listens on, once it is ready. The first `ready` re-reads the list read before it
 * (issue 31 item 7: what was published in between has no event); the socket is handed over once that
 * re-read is in the cache, so the events that follow apply to it.
 */
async function liveSocket(reads: { count: number }, queryClient: QueryClient) {
  await waitFor(() => expect(ServerSocket.last?.onmessage).toBeTypeOf('function'));
  const socket = ServerSocket.last!;
  const before = reads.count;
  socket.push({ type: 'ready' });
  await waitFor(() => expect(reads.count).toBe(before + 1));
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return socket;
}

const shown = () =>
  [...screen.getByTestId('entries-list').children].map((card) => card.getAttribute('data-testid')?.replace('entry-card-', ''));

/** The uids of every cached truck list, page by page: where the list's entries live. */
const cachedUids = (queryClient: QueryClient) =>
  queryClient
    .getQueriesData<EntryPages>({ queryKey: ['entries', 'truck', 'list'] })
    .map(([, data]) => data?.pages.flatMap((entries) => entries.results.map((entry) => entry.uid)));

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
  vi.stubGlobal('WebSocket', ServerSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('live entry lists in the query cache (issue 18 item 5)', { timeout: 20_000 }, () => {
  it('writes created, updated and deleted entries into the cached list the screen shows', async () => {
    const reads = listAnswers(() => [truck(UID_A), truck(UID_B)]);
    const queryClient = renderList('/dashboard/search-trucks');
    await screen.findByTestId(`entry-card-${UID_A}`);
    const socket = await liveSocket(reads, queryClient);

    socket.push({ type: 'truck_create', id: 1, entry_data: truck(UID_NEW, { identification_id: 'TR-NEW123' }) });
    await waitFor(() => expect(shown()).toEqual([UID_NEW, UID_A, UID_B]));
    expect(cachedUids(queryClient)).toEqual([[UID_NEW, UID_A, UID_B]]);

    socket.push({ type: 'truck_update', id: 2, entry_data: truck(UID_B, { identification_id: 'TR-CHANGED' }) });
    await within(screen.getByTestId(`entry-card-${UID_B}`)).findByText('TR-CHANGED');
    expect(shown()).toEqual([UID_NEW, UID_A, UID_B]);

    socket.push({ type: 'truck_delete', id: 3, entry_data: { uid: UID_A } });
    await waitFor(() => expect(shown()).toEqual([UID_NEW, UID_B]));
    expect(cachedUids(queryClient)).toEqual([[UID_NEW, UID_B]]);
    // All of it without re-reading the list: its reads are the first and the first ready's.
    expect(reads.count).toBe(2);
  });

  it('moves a refreshed entry to the top, and drops an updated one that no longer fits the filters', async () => {
    const reads = listAnswers(() => [truck(UID_A), truck(UID_B)]);
    const queryClient = renderList('/dashboard/search-trucks?loading_country=RO');
    await screen.findByTestId(`entry-card-${UID_B}`);
    const socket = await liveSocket(reads, queryClient);

    socket.push({ type: 'truck_refresh', id: 1, entry_data: truck(UID_B, { modified_at: '2026-11-21T10:00:00.000Z' }) });
    await waitFor(() => expect(shown()).toEqual([UID_B, UID_A]));

    const moved = truck(UID_A);
    socket.push({ type: 'truck_update', id: 2, entry_data: { ...moved, loading_location: { ...moved.loading_location, country: 'HU' } } });
    await waitFor(() => expect(shown()).toEqual([UID_B]));
    // Nor does a new entry from elsewhere get in.
    socket.push({
      type: 'truck_create',
      id: 3,
      entry_data: { ...moved, uid: UID_NEW, loading_location: { ...moved.loading_location, country: 'HU' } },
    });
    expect(shown()).toEqual([UID_B]);
  });

  it('keeps a new entry oldest first behind the "new entries" control, which re-reads the list', async () => {
    let listed = [truck(UID_A)];
    const reads = listAnswers(() => listed);
    const user = userEvent.setup();
    const queryClient = renderList('/dashboard/search-trucks?ordering=modified_at');
    await screen.findByTestId(`entry-card-${UID_A}`);
    const socket = await liveSocket(reads, queryClient);
    expect(reads.count).toBe(2);

    socket.push({ type: 'truck_create', id: 1, entry_data: truck(UID_NEW) });
    const control = await screen.findByTestId('entries-new-control');
    expect(control.textContent).toBe('1 new entry');
    expect(shown()).toEqual([UID_A]);

    listed = [truck(UID_A), truck(UID_NEW)];
    await user.click(control);
    await waitFor(() => expect(shown()).toEqual([UID_A, UID_NEW]));
    // The first read, the first ready's, and the control's.
    expect(reads.count).toBe(3);
    expect(screen.queryByTestId('entries-new-control')).toBeNull();
  });

  it('shows whatever is written into the cached list: the cache is the one store', async () => {
    listAnswers(() => [truck(UID_A)]);
    const queryClient = renderList('/dashboard/search-trucks');
    await screen.findByTestId(`entry-card-${UID_A}`);
    const [[key]] = queryClient.getQueriesData<EntryPages>({ queryKey: ['entries', 'truck', 'list'] }) as [
      [readonly unknown[], EntryPages],
    ];
    queryClient.setQueryData<EntryPages>(key, (data) => data && { ...data, pages: [page([truck(UID_B), truck(UID_A)])] });
    await waitFor(() => expect(shown()).toEqual([UID_B, UID_A]));
  });

  it('deletes and refreshes own entries through mutations that update the cached list without re-reading it', async () => {
    const reads = listAnswers(() => [own(UID_A), own(UID_B)]);
    const requests: string[] = [];
    server.use(
      http.delete('/api/truck-requests/:uid/', ({ params }) => {
        requests.push(`DELETE ${String(params.uid)}`);
        return new HttpResponse(null, { status: 204 });
      }),
      http.post('/api/truck-requests/:uid/refresh/', ({ params }) => {
        requests.push(`REFRESH ${String(params.uid)}`);
        return HttpResponse.json({ updated_at: '2026-11-22T06:00:00.000Z' });
      }),
    );
    const user = userEvent.setup();
    const queryClient = renderList('/dashboard/my-trucks');
    await screen.findByTestId(`entry-card-${UID_B}`);

    await user.click(screen.getByTestId(`entry-refresh-${UID_B}`));
    await waitFor(() => expect(shown()).toEqual([UID_B, UID_A]));
    const refreshed = queryClient
      .getQueriesData<EntryPages>({ queryKey: ['entries', 'truck', 'list'] })[0]?.[1]
      ?.pages[0]?.results.find((entry) => entry.uid === UID_B);
    expect(refreshed?.modified_at).toBe('2026-11-22T06:00:00.000Z');

    await user.click(screen.getByTestId(`entry-delete-${UID_A}`));
    await user.click(await screen.findByTestId(`entry-delete-confirm-${UID_A}`));
    await waitFor(() => expect(shown()).toEqual([UID_B]));
    expect(cachedUids(queryClient)).toEqual([[UID_B]]);
    expect(requests).toEqual([`REFRESH ${UID_B}`, `DELETE ${UID_A}`]);
    expect(reads.count).toBe(1);
  });
});
