import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet } from 'react-router';
import type { SearchAgent } from '@freight/shared/agents';
import { RealtimeProvider } from '../../../lib/realtime/realtime-provider';
import { storeTokens } from '../../../lib/session';
import { testEntry } from '../../../test/entries';
import { page } from '../../../test/msw/answers';
import { recordRequests } from '../../../test/msw/requests';
import { server } from '../../../test/msw/server';
import type { QueryClient } from '@tanstack/react-query';
import { renderRouted } from '../../../test/render';
import { ServerSocket } from '../../../test/server-socket';
import { fakeJwt } from '../../../test/tokens';
import { setupUser } from '../../../test/user';
import { SearchAgentsLive } from '../hooks/use-live-agent-matches';
import { SearchAgentPage } from '../pages/search-agent-page';
import { testAgent } from '../test-helpers';
import { SearchAgentsNav } from './search-agents-nav';

const NEW = '22222222-2222-4222-8222-222222222222';
const LONG_NAME = 'Romania → Germany, 24 t, tilt trailers only, loading in Timișoara or Arad';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
  vi.stubGlobal('WebSocket', ServerSocket);
});
afterEach(() => vi.unstubAllGlobals());

/** The API answers `agents` for the list and each agent (the shared handlers give an agent no matches); list reads are counted. */
function serve(agents: SearchAgent[]) {
  server.use(
    http.get('/api/search-agents/', () => HttpResponse.json(page(agents))),
    http.get('/api/search-agents/:id/', ({ params }) => HttpResponse.json(agents.find((agent) => agent.id === Number(params.id)))),
  );
  const requests = recordRequests();
  return { listReads: () => requests.filter((request) => request.path === '/api/search-agents/').length };
}

/** The page's query cache, to wait for the first ready's re-read. */
let queryClient: QueryClient;

/** The dashboard frame's part of it: the live hook and the sidebar's agents row, around a page. */
function open(path: string) {
  const rendered = renderRouted(
    [
      {
        path: '/dashboard',
        element: (
          <RealtimeProvider>
            <SearchAgentsLive />
            <nav aria-label="Sidebar">
              <SearchAgentsNav onNavigate={() => undefined} />
            </nav>
            <Outlet />
          </RealtimeProvider>
        ),
        children: [
          { path: 'home', element: null },
          { path: 'search-agents', element: <p>agents page</p> },
          { path: 'search-agents/:id', element: <SearchAgentPage renderEntry={(entry) => <span>{entry.identification_id}</span>} /> },
        ],
      },
    ],
    path,
  );
  queryClient = rendered.queryClient;
  return rendered.router;
}

// The first render of a Mantine tree takes a few seconds on a busy machine.
const SLOW = { timeout: 10_000 };
const agentList = () => screen.findByRole('list', { name: 'Your search agents' }, SLOW);
const agentLink = (list: HTMLElement, name: RegExp) => within(list).getByRole('link', { name });
const countOf = (link: HTMLElement) => link.querySelector('[data-testid="nav-agent-badge"]')?.getAttribute('data-count') ?? null;
const total = () => screen.queryByTestId('nav-search-agents-badge')?.getAttribute('data-count') ?? null;

const socket = async () => {
  await waitFor(() => expect(ServerSocket.last?.onmessage).toBeTypeOf('function'));
  const server = ServerSocket.last!;
  // The first ready re-reads what the page read before it (issue 31 item 7); live events apply after it.
  await server.pushReady(queryClient);
  return server;
};

describe('search agents in the sidebar', { timeout: 30_000 }, () => {
  it('lists each agent with its own count; a paused one dimmed, said to be paused, without a count', async () => {
    const { listReads } = serve([
      testAgent(5, { name: 'RO → DE', new_matches: 3 }),
      testAgent(6, { name: LONG_NAME, new_matches: 0 }),
      // Matches told before the pause and not yet seen: the agent keeps them, but a paused agent shows no count.
      testAgent(7, { name: 'HU → AT', new_matches: 4, paused: true }),
    ]);
    open('/dashboard/home');
    const list = await agentList();

    const roDe = agentLink(list, /^RO → DE 3 new matches$/);
    expect(roDe.getAttribute('href')).toBe('/dashboard/search-agents/5');
    expect(countOf(roDe)).toBe('3');

    // No count at 0; a long name is cut by the sidebar but whole on hover.
    const long = agentLink(list, new RegExp(`^${LONG_NAME}$`));
    expect(countOf(long)).toBeNull();
    expect(long.getAttribute('title')).toBe(LONG_NAME);

    const paused = agentLink(list, /^HU → AT \(paused\)$/);
    expect(countOf(paused)).toBeNull();
    expect(paused.getAttribute('data-paused')).toBe('true');
    expect(paused.getAttribute('title')).toBe('HU → AT (paused)');

    // Most new matches first (a paused agent counts none), then by name.
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('data-agent-id')),
    ).toEqual(['5', '7', '6']);
    // The row's total is the sum the sidebar shows (not the paused agent's), and one request feeds it and the agents' counts.
    expect(total()).toBe('3');
    expect(listReads()).toBe(1);
  });

  it('raises one agent’s count on a live match, without a reload', async () => {
    const { listReads } = serve([testAgent(5, { name: 'RO → DE', new_matches: 1 }), testAgent(6, { name: 'PL → FR', new_matches: 0 })]);
    open('/dashboard/home');
    const list = await agentList();
    expect(countOf(agentLink(list, /^PL → FR/))).toBeNull();

    const server = await socket();
    server.push({ type: 'agent_match', agent_id: 6, entry_data: testEntry(NEW, 'ware') });
    await waitFor(() => expect(countOf(agentLink(list, /^PL → FR/))).toBe('1'));
    expect(agentLink(list, /^PL → FR 1 new match$/)).toBeVisible();
    expect(countOf(agentLink(list, /^RO → DE/))).toBe('1');
    expect(total()).toBe('2');

    server.push({ type: 'agent_match', agent_id: 5, entry_data: testEntry(NEW, 'ware') });
    await waitFor(() => expect(countOf(agentLink(list, /^RO → DE/))).toBe('2'));
    expect(total()).toBe('3');
    // Read when shown and at the socket's first ready (issue 31 item 7), not at each match.
    expect(listReads()).toBe(2);
  });

  it('drops an agent’s count when its page is opened from the sidebar', async () => {
    serve([testAgent(5, { name: 'RO → DE', new_matches: 4 }), testAgent(6, { name: 'PL → FR', new_matches: 1 })]);
    open('/dashboard/home');
    const list = await agentList();
    await setupUser().click(agentLink(list, /^RO → DE/));

    await screen.findByTestId('agent-entries-empty');
    await waitFor(() => expect(countOf(agentLink(list, /^RO → DE/))).toBeNull());
    expect(agentLink(list, /^RO → DE$/).getAttribute('aria-current')).toBe('page');
    expect(countOf(agentLink(list, /^PL → FR/))).toBe('1');
    expect(total()).toBe('1');
  });

  it('lists three, the open agent among them, and links to all of them', async () => {
    serve([
      testAgent(1, { name: 'Alpha', new_matches: 0 }),
      testAgent(2, { name: 'Bravo', new_matches: 5 }),
      testAgent(3, { name: 'charlie', new_matches: 0 }),
      testAgent(4, { name: 'Delta', new_matches: 1 }),
      testAgent(5, { name: 'Echo', new_matches: 0 }),
      testAgent(6, { name: 'Foxtrot', new_matches: 0 }),
      testAgent(7, { name: 'Golf', new_matches: 0 }),
    ]);
    open('/dashboard/search-agents/7');
    const list = await agentList();
    // Bravo and Delta have news; then by name; Golf's page is open, so it takes the last place.
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('data-agent-id'))).toEqual(['2', '4', '7', null]);
    expect(links[2]?.getAttribute('aria-current')).toBe('page');
    expect(within(list).getByRole('link', { name: 'All agents (7)' }).getAttribute('href')).toBe('/dashboard/search-agents');
  });

  it('folds away with the keyboard, keeps the total in view and remembers it', async () => {
    serve([testAgent(5, { name: 'RO → DE', new_matches: 2 })]);
    const user = setupUser();
    open('/dashboard/home');
    const list = await agentList();
    const toggle = screen.getByRole('button', { name: 'Your search agents' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(list.id);

    // Tab from the row's link reaches the toggle; Enter folds the list.
    screen.getByRole('link', { name: /^Search agents/ }).focus();
    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: 'Your search agents' })).toBeNull();
    expect(total()).toBe('2');
    expect(localStorage.getItem('sidebar.searchAgentsOpen')).toBe('false');

    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await agentList()).toBeVisible();
  });
});
