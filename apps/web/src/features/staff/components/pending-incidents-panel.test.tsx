import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Incident, IncidentPage } from '@freight/shared/incidents';
import { alertQueue } from '../../../lib/alerts/alert';
import { page } from '../../../test/msw/answers';
import { recordRequests } from '../../../test/msw/requests';
import { server } from '../../../test/msw/server';
import { renderWithProviders } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { PendingIncidentsPanel } from './pending-incidents-panel';

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

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PendingIncidentsPanel />
    </QueryClientProvider>,
  );
}

describe('staff incident decisions (§4)', () => {
  it('loads pending incidents when opened, needs a reason, then sends the decision', async () => {
    const user = setupUser();
    server.use(
      http.get('/api/staff/incidents/', () => HttpResponse.json(page([pending]) satisfies IncidentPage)),
      http.patch('/api/staff/transport-incidents/:id/', () =>
        HttpResponse.json({ ...pending, status: 'declined', decision_reason: 'No proof.' } satisfies Incident),
      ),
    );
    const requests = recordRequests();
    renderPanel();
    expect(requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Show incidents to decide' }));
    const card = within(await screen.findByRole('article', { name: /^Transport incident #5 · / }));
    expect(requests[0]?.path).toBe('/api/staff/incidents/');
    expect(requests[0]?.query).toMatchObject({ status: 'pending', ordering: 'created_at' });
    expect(card.getByText('Carpați Trans SRL reports Rhein Spedition GmbH')).toBeVisible();

    await user.click(card.getByRole('button', { name: 'Decline' }));
    expect(card.getByLabelText(/^Reason for the decision/)).toHaveAccessibleDescription('Write the reason for the decision.');
    expect(requests.filter((request) => request.method === 'PATCH')).toEqual([]);

    await user.type(card.getByLabelText(/^Reason for the decision/), '  No proof.  ');
    await user.click(card.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(alertQueue.snapshot()?.messageKey).toBe('staff.incidents.declined'));
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.path).toBe('/api/staff/transport-incidents/5/');
    expect(patch?.body).toEqual({ status: 'declined', reason: 'No proof.' });
  });

  it('shows staff the deal a payment incident is backed by (decision 067)', async () => {
    const backed: Incident = {
      ...pending,
      kind: 'payment',
      id: 6,
      pending_value: 1900.5,
      currency: 'EUR',
      deadline: '2026-11-01',
      deal: {
        id: 5,
        number: 'FX-2026-000123',
        price: 2.1,
        price_unit: 'per_km',
        currency: 'EUR',
        invoice_date: '2026-10-02',
        due_date: '2026-11-01',
        paid_date: null,
      },
    };
    server.use(http.get('/api/staff/incidents/', () => HttpResponse.json(page([backed]) satisfies IncidentPage)));
    const user = setupUser();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Show incidents to decide' }));
    const facts = await screen.findByTestId('staff-incident-payment-6-deal');
    expect(facts).toHaveTextContent('Backed by deal FX-2026-000123');
    expect(facts).toHaveTextContent('Agreed price: €2.10 per km · Invoice date: 02/10/2026 · Due date: 01/11/2026');
    expect(facts).toHaveTextContent('No payment recorded on the platform.');
  });
});
