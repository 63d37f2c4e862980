import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Incident } from '@freight/shared/incidents';
import { alertQueue } from '../../../lib/alerts/alert';
import { renderWithProviders } from '../../../test/render';
import { PendingIncidentsPanel } from './pending-incidents-panel';

type Call = { method: string; url: URL; body: unknown };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const pending: Incident = {
  kind: 'transport',
  id: 5,
  company: { id: 2, name: 'Rhein Spedition GmbH' },
  created_by_company: { id: 1, name: 'Carpați Trans SRL' },
  description: 'The truck never came.',
  status: 'pending',
  created_at: '2026-11-20T10:00:00.000Z',
  decision_reason: '',
  documents: [{ id: 9, name: 'cmr.pdf', size: 48 * 1024, url: '/api/transport-incidents/5/documents/9/' }],
  incident_date: '2026-11-02',
};

/** `fetch` is the network edge: every request is recorded and answered here. */
function stubFetch() {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input));
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      if (method === 'GET') return Promise.resolve(json({ results: [pending], next: null }));
      return Promise.resolve(json({ ...pending, status: 'declined', decision_reason: 'No proof.' }));
    }),
  );
  return calls;
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PendingIncidentsPanel />
    </QueryClientProvider>,
  );
}

describe('staff incident decisions (§4)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads pending incidents when opened, needs a reason, then sends the decision', async () => {
    const calls = stubFetch();
    renderPanel();
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByTestId('staff-incidents-toggle'));
    expect(await screen.findByTestId('staff-incident-transport-5')).toBeTruthy();
    expect(calls[0]?.url.pathname).toBe('/api/staff/incidents/');
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toMatchObject({ status: 'pending', ordering: 'created_at' });
    expect(screen.getByText('Carpați Trans SRL reports Rhein Spedition GmbH')).toBeTruthy();

    fireEvent.click(screen.getByTestId('staff-incident-decline-transport-5'));
    expect(screen.getByText('Write the reason for the decision.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    fireEvent.change(screen.getByTestId('staff-incident-reason-transport-5'), { target: { value: '  No proof.  ' } });
    fireEvent.click(screen.getByTestId('staff-incident-decline-transport-5'));
    await waitFor(() => expect(alertQueue.snapshot()?.messageKey).toBe('staff.incidents.declined'));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/staff/transport-incidents/5/');
    expect(patch?.body).toEqual({ status: 'declined', reason: 'No proof.' });
  });
});
