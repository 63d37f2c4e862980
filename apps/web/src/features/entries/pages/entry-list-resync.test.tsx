import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Entry, EntryPage } from '@freight/shared/entries';
import { http, HttpResponse } from 'msw';
import { Outlet } from 'react-router';
import { RealtimeProvider } from '../../../lib/realtime/realtime-provider';
import { storeTokens } from '../../../lib/session';
import { page } from '../../../test/msw/answers';
import { server as api } from '../../../test/msw/server';
import { renderRouted } from '../../../test/render';
import { testEntry } from '../../../test/entries';
import { ServerSocket } from '../../../test/server-socket';
import { fakeJwt } from '../../../test/tokens';
import { EntryListPage } from './entry-list-page';

const UID_KEPT = '11111111-1111-4111-8111-111111111111';
const UID_BANNED = '33333333-3333-4333-8333-333333333333';

/** A truck of the given company, as the search answers it. */
const makeEntry = (uid: string, companyId: number): Entry =>
  testEntry(uid, 'truck', {
    company: { id: companyId, name: `Company ${companyId}`, registry_combination: '', VATNumber: '', fax: '', website: '' },
  });

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * Issue 11: a company deactivated while a dispatcher's list is open. The server sends `resync`; the
 * list re-reads its pages, and an entry of that company which had arrived live leaves the screen.
 */
describe('entry list resync', { timeout: 20_000 }, () => {
  it('drops a live-arrived entry the re-read pages no longer hold, and shows it again when they do', async () => {
    vi.stubGlobal('WebSocket', ServerSocket);
    let listed: Entry[] = [makeEntry(UID_KEPT, 1)];
    let listReads = 0;
    api.use(
      http.get('/api/truck-requests/', () => {
        listReads += 1;
        return HttpResponse.json(page(listed) satisfies EntryPage);
      }),
    );
    const { queryClient } = renderRouted(
      [
        {
          path: '/dashboard',
          element: (
            <RealtimeProvider>
              <Outlet />
            </RealtimeProvider>
          ),
          children: [{ path: 'search-trucks/:uid?', handle: { crumb: 'nav.searchTrucks', formType: 'truck' }, Component: EntryListPage }],
        },
      ],
      '/dashboard/search-trucks',
    );
    await screen.findByTestId(`entry-card-${UID_KEPT}`);
    await waitFor(() => expect(ServerSocket.last?.onmessage).toBeTypeOf('function'));
    const server = ServerSocket.last!;
    // The first ready re-reads the list read before it (issue 31 item 7).
    await server.pushReady(queryClient);
    expect(listReads).toBe(2);
    server.push({ type: 'truck_create', id: 1, entry_data: makeEntry(UID_BANNED, 2) });
    await screen.findByTestId(`entry-card-${UID_BANNED}`);

    // Company 2 is deactivated: the server's search no longer holds its entry.
    const readsBefore = listReads;
    server.push({ type: 'resync' });
    await waitFor(() => expect(screen.queryByTestId(`entry-card-${UID_BANNED}`)).toBeNull());
    expect(listReads).toBe(readsBefore + 1);
    expect(screen.getByTestId(`entry-card-${UID_KEPT}`)).toBeVisible();

    // Re-approved: the search holds it again.
    listed = [makeEntry(UID_BANNED, 2), makeEntry(UID_KEPT, 1)];
    server.push({ type: 'resync' });
    await screen.findByTestId(`entry-card-${UID_BANNED}`);
  });
});
