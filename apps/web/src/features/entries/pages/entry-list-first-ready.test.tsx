import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Entry, EntryPage } from '@freight/shared/entries';
import { http, HttpResponse } from 'msw';
import { Outlet } from 'react-router';
import { RealtimeProvider } from '../../../lib/realtime/realtime-provider';
import { storeTokens } from '../../../lib/session';
import { page } from '../../../test/msw/answers';
import { server as api } from '../../../test/msw/server';
import { renderInRouter } from '../../../test/render';
import { testEntry } from '../../../test/entries';
import { ServerSocket } from '../../../test/server-socket';
import { fakeJwt } from '../../../test/tokens';
import { EntryListPage } from './entry-list-page';

const UID_LISTED = '11111111-1111-4111-8111-111111111111';
const UID_IN_WINDOW = '44444444-4444-4444-8444-444444444444';

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * Issue 31 item 7: an entry published after the list was read but before the socket's first `auth`
 * has no event for this socket (the hub adds it only once authenticated). The first `ready` re-reads
 * the list, so the entry is not lost.
 */
describe('entry list and the first ready', { timeout: 20_000 }, () => {
  it('shows an entry published between the list read and the first ready', async () => {
    vi.stubGlobal('WebSocket', ServerSocket);
    let listed: Entry[] = [testEntry(UID_LISTED, 'truck')];
    let listReads = 0;
    api.use(
      http.get('/api/truck-requests/', () => {
        listReads += 1;
        return HttpResponse.json(page(listed) satisfies EntryPage);
      }),
    );
    renderInRouter(
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
    await screen.findByTestId(`entry-card-${UID_LISTED}`);
    await waitFor(() => expect(ServerSocket.last?.onmessage).toBeTypeOf('function'));
    const readsBefore = listReads;

    // Published in the window: the server's search holds it, no event will come for it.
    listed = [testEntry(UID_IN_WINDOW, 'truck'), ...listed];
    expect(screen.queryByTestId(`entry-card-${UID_IN_WINDOW}`)).toBeNull();
    ServerSocket.last!.push({ type: 'ready' });
    await screen.findByTestId(`entry-card-${UID_IN_WINDOW}`);
    expect(listReads).toBe(readsBefore + 1);
    expect(screen.getByTestId(`entry-card-${UID_LISTED}`)).toBeVisible();
  });
});
