import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchAgent } from '@freight/shared/agents';
import { storeTokens } from '../../../lib/session';
import { json, stubNetwork } from '../../../test/network';
import { renderInRouter } from '../../../test/render';
import { fakeJwt } from '../../../test/tokens';
import { testAgent } from '../test-helpers';
import { SearchAgentsPage } from './search-agents-page';

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});
afterEach(() => vi.unstubAllGlobals());

const open = () => renderInRouter([{ path: '/dashboard/search-agents', Component: SearchAgentsPage }], '/dashboard/search-agents');

describe('Search agents page', () => {
  it('lists each agent with its filters, new matches, pause state and e-mail choice', async () => {
    stubNetwork(() =>
      json(200, {
        results: [
          testAgent(1, { name: 'Romania → Germany, 24 t', new_matches: 3 }),
          testAgent(2, {
            name: 'Trucks to Hungary',
            form_type: 'truck',
            filters: { unloading_country: 'HU' },
            paused: true,
            email_alerts: 'daily',
            email_hour: 6,
          }),
        ],
        next: null,
      }),
    );
    open();
    const cards = await screen.findAllByTestId('agent-card');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Romania → Germany, 24 t' }).getAttribute('href')).toBe('/dashboard/search-agents/1');
    expect(within(first).getByTestId('agent-summary').textContent).toBe('Wares · RO → DE · up to 24 t');
    expect(within(first).getByTestId('agent-new-badge').textContent).toContain('3 new matches');
    expect(within(first).getByTestId('agent-email').textContent).toBe('E-mail: No e-mail');
    expect(within(first).queryByTestId('agent-paused')).toBeNull();
    expect(within(second).getByTestId('agent-summary').textContent).toBe('Trucks · * → HU');
    expect(within(second).getByTestId('agent-paused').textContent).toBe('Paused');
    expect(within(second).getByTestId('agent-email').textContent).toBe('E-mail: Daily at 06:00 (Europe/Berlin)');
    expect(within(second).queryByTestId('agent-new-badge')).toBeNull();
    expect(within(second).getByRole('button', { name: 'Resume Trucks to Hungary' })).toBeTruthy();
  });

  it('pauses, renames and deletes (after confirming) through the API', async () => {
    let agents: SearchAgent[] = [testAgent(1, { name: 'RO → DE' })];
    const calls = stubNetwork((call) => {
      if (call.method === 'PATCH') {
        agents = agents.map((agent) => ({ ...agent, ...(JSON.parse(String(call.body)) as Partial<SearchAgent>) }));
        return json(200, agents[0]);
      }
      if (call.method === 'DELETE') {
        agents = [];
        return json(204, null);
      }
      return json(200, { results: agents, next: null });
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Pause RO → DE' }));
    expect(await screen.findByTestId('agent-paused')).toBeTruthy();
    expect(JSON.parse(String(calls.find((call) => call.method === 'PATCH')?.body))).toEqual({ paused: true });

    fireEvent.click(screen.getByRole('button', { name: 'Edit RO → DE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit search agent' });
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Romania → Germany' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Romania → Germany' })).toBeTruthy();
    expect(JSON.parse(String(calls.filter((call) => call.method === 'PATCH')[1]?.body))).toEqual({
      name: 'Romania → Germany',
      email_alerts: 'off',
      email_hour: null,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Romania → Germany' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete search agent' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('agents-empty')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/search-agents/1/');
  });

  it('shows an error with a retry when the list cannot be read', async () => {
    let fail = true;
    stubNetwork(() => (fail ? json(500, { code: 'server_error', detail: 'x' }) : json(200, { results: [], next: null })));
    open();
    const error = await screen.findByTestId('agents-error');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('agents-empty')).toBeTruthy());
  });
});
