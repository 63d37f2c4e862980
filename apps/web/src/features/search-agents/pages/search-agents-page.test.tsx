import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SearchAgent, SearchAgentList, SearchAgentPatch } from '@freight/shared/agents';
import { storeTokens } from '../../../lib/session';
import { apiError, page } from '../../../test/msw/answers';
import { recordRequests } from '../../../test/msw/requests';
import { server } from '../../../test/msw/server';
import { renderInRouter } from '../../../test/render';
import { fakeJwt } from '../../../test/tokens';
import { setupUser } from '../../../test/user';
import { testAgent } from '../test-helpers';
import { SearchAgentsPage } from './search-agents-page';

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});

/** The member's agents as the API lists them, read again on every request. */
const serveAgents = (agents: () => SearchAgent[]) =>
  server.use(http.get('/api/search-agents/', () => HttpResponse.json(page(agents()) satisfies SearchAgentList)));

/** The empty list's text, in an alert (Mantine's Alert has role alert). */
const EMPTY = /^You have no search agents yet\./;

const open = () => renderInRouter([{ path: '/dashboard/search-agents', Component: SearchAgentsPage }], '/dashboard/search-agents');

describe('Search agents page', () => {
  it('lists each agent with its filters, new matches, pause state and e-mail choice', async () => {
    serveAgents(() => [
      testAgent(1, { name: 'Romania → Germany, 24 t', new_matches: 3 }),
      testAgent(2, {
        name: 'Trucks to Hungary',
        form_type: 'truck',
        filters: { unloading_country: 'HU' },
        paused: true,
        email_alerts: 'daily',
        email_hour: 6,
      }),
    ]);
    open();
    // Each agent is an item of the list; its summary, badges and e-mail line are texts without roles.
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first, second] = cards.map((card) => within(card));
    expect(first?.getByRole('link', { name: 'Romania → Germany, 24 t' })).toHaveAttribute('href', '/dashboard/search-agents/1');
    expect(first?.getByText('Wares · RO → DE · up to 24 t')).toBeVisible();
    expect(first?.getByText('3 new matches')).toBeVisible();
    expect(first?.getByText('E-mail: No e-mail')).toBeVisible();
    expect(first?.queryByText('Paused')).toBeNull();
    expect(second?.getByText('Trucks · * → HU')).toBeVisible();
    expect(second?.getByText('Paused')).toBeVisible();
    expect(second?.getByText('E-mail: Daily at 06:00 (Europe/Berlin)')).toBeVisible();
    expect(second?.queryByText(/new match/)).toBeNull();
    expect(second?.getByRole('button', { name: 'Resume Trucks to Hungary' })).toBeVisible();
  });

  it('pauses, renames and deletes (after confirming) through the API', async () => {
    let agents: SearchAgent[] = [testAgent(1, { name: 'RO → DE' })];
    const user = setupUser();
    serveAgents(() => agents);
    server.use(
      http.patch('/api/search-agents/:id/', async ({ request }) => {
        const patch = (await request.json()) as SearchAgentPatch;
        agents = agents.map((agent) => ({ ...agent, ...patch }));
        return HttpResponse.json(agents[0]);
      }),
      http.delete('/api/search-agents/:id/', () => {
        agents = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const requests = recordRequests();
    open();
    await user.click(await screen.findByRole('button', { name: 'Pause RO → DE' }));
    expect(await screen.findByRole('button', { name: 'Resume RO → DE' })).toBeVisible();
    expect(screen.getByText('Paused')).toBeVisible();
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({ paused: true });

    await user.click(screen.getByRole('button', { name: 'Edit RO → DE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit search agent' });
    await user.clear(within(dialog).getByLabelText(/Name/));
    await user.type(within(dialog).getByLabelText(/Name/), 'Romania → Germany');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Romania → Germany' })).toBeVisible();
    expect(requests.filter((request) => request.method === 'PATCH')[1]?.body).toEqual({
      name: 'Romania → Germany',
      email_alerts: 'off',
      email_hour: null,
    });

    await user.click(screen.getByRole('button', { name: 'Delete Romania → Germany' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete search agent' });
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EMPTY);
    expect(requests.find((request) => request.method === 'DELETE')?.path).toBe('/api/search-agents/1/');
  });

  it('shows an error with a retry when the list cannot be read', async () => {
    let fail = true;
    server.use(http.get('/api/search-agents/', () => (fail ? apiError('server_error') : HttpResponse.json(page<SearchAgent>([])))));
    open();
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Your search agents could not be loaded.');
    fail = false;
    await setupUser().click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(EMPTY));
  });
});
