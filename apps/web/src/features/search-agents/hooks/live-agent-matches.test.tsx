import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet } from 'react-router';
import { AlertHost } from '../../../components/alert-host';
import { RealtimeProvider } from '../../../lib/realtime/realtime-provider';
import { storeTokens } from '../../../lib/session';
import { testEntry } from '../../../test/entries';
import { page } from '../../../test/msw/answers';
import { recordRequests } from '../../../test/msw/requests';
import { server as api } from '../../../test/msw/server';
import type { QueryClient } from '@tanstack/react-query';
import { renderRouted } from '../../../test/render';
import { ServerSocket } from '../../../test/server-socket';
import { fakeJwt } from '../../../test/tokens';
import { SearchAgentsNavBadge } from '../components/new-matches-badge';
import { SearchAgentPage } from '../pages/search-agent-page';
import { testAgent } from '../test-helpers';
import { SearchAgentsLive } from './use-live-agent-matches';

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
  vi.stubGlobal('WebSocket', ServerSocket);
});
afterEach(() => vi.unstubAllGlobals());

const OLD = '11111111-1111-4111-8111-111111111111';
const NEW = '22222222-2222-4222-8222-222222222222';

/** The page's query cache, to wait for the first ready's re-read. */
let queryClient: QueryClient;

/** The dashboard frame's part of it: the live hook, the sidebar badge and the alert host, around a page. */
function open(path: string) {
  const rendered = renderRouted(
    [
      {
        path: '/dashboard',
        element: (
          <RealtimeProvider>
            <SearchAgentsLive />
            <SearchAgentsNavBadge />
            <AlertHost />
            <Outlet />
          </RealtimeProvider>
        ),
        children: [
          { path: 'home', element: null },
          {
            path: 'search-agents/:id',
            element: <SearchAgentPage renderEntry={(entry) => <span data-testid={`row-${entry.uid}`}>{entry.identification_id}</span>} />,
          },
        ],
      },
    ],
    path,
  );
  queryClient = rendered.queryClient;
}

const socket = async () => {
  await waitFor(() => expect(ServerSocket.last?.onmessage).toBeTypeOf('function'));
  const server = ServerSocket.last!;
  // The first ready re-reads what the page read before it (issue 31 item 7); live events apply after it.
  await server.pushReady(queryClient);
  return server;
};

describe('live agent matches', () => {
  it('raise the sidebar badge and say which agent matched, without a reload', async () => {
    api.use(
      http.get('/api/search-agents/', () =>
        HttpResponse.json(page([testAgent(5, { name: 'RO → DE', new_matches: 1 }), testAgent(6, { new_matches: 0 })])),
      ),
    );
    open('/dashboard/home');
    const badge = await screen.findByTestId('nav-search-agents-badge');
    expect(badge).toHaveAttribute('data-count', '1');
    const server = await socket();
    server.push({ type: 'agent_match', agent_id: 5, entry_data: testEntry(NEW, 'ware') });
    await waitFor(() => expect(screen.getByTestId('nav-search-agents-badge').getAttribute('data-count')).toBe('2'));
    server.push({ type: 'agent_match', agent_id: 6, entry_data: testEntry(OLD, 'ware') });
    await waitFor(() => expect(screen.getByTestId('nav-search-agents-badge').getAttribute('data-count')).toBe('3'));
    const notice = screen.getByTestId('alert-host');
    expect(within(notice).getByText('New match for Agent 6')).toBeVisible();
    // A notice, not an interruption: a status that takes no focus.
    expect(within(notice).getByRole('status')).toBeVisible();
    expect(document.activeElement?.closest('[data-testid="alert-host"]')).toBeNull();
  });

  it('put the entry on top of the open agent’s list, which counts nothing new', async () => {
    let hold = false;
    const agent = testAgent(5, { name: 'RO → DE', new_matches: 2 });
    api.use(
      http.get('/api/search-agents/', () => HttpResponse.json(page([agent]))),
      http.get('/api/search-agents/:id/', () => HttpResponse.json(agent)),
      // Once the match is told, the re-read hangs: what the list shows then comes from the cache update alone.
      http.get('/api/search-agents/:id/entries/', () =>
        hold ? new Promise<never>(() => undefined) : HttpResponse.json(page([testEntry(OLD, 'ware')])),
      ),
    );
    const requests = recordRequests();
    const entryReads = () => requests.filter((request) => request.path === '/api/search-agents/5/entries/').length;
    open('/dashboard/search-agents/5');
    expect(await screen.findByTestId(`row-${OLD}`)).toHaveTextContent(testEntry(OLD, 'ware').identification_id);
    expect(entryReads()).toBeGreaterThan(0);
    // Reading the list marked the agent opened: no badge.
    await waitFor(() => expect(screen.queryByTestId('nav-search-agents-badge')).toBeNull());
    const server = await socket();
    const reads = entryReads();
    hold = true;
    server.push({ type: 'agent_match', agent_id: 5, entry_data: testEntry(NEW, 'ware') });
    await waitFor(() => expect(screen.getAllByTestId('agent-entry').map((row) => row.getAttribute('data-uid'))).toEqual([NEW, OLD]));
    // …and the list is read again, which marks the agent opened on the server (the match is nothing new there either).
    await waitFor(() => expect(entryReads()).toBe(reads + 1));
    expect(screen.queryByTestId('nav-search-agents-badge')).toBeNull();
    expect(screen.getByText('New match for RO → DE')).toBeVisible();
  });
});
