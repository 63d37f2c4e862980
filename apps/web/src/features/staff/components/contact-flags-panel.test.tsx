import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ContactFlag, ContactFlagPage } from '@freight/shared/contact-flags';
import { alertQueue } from '../../../lib/alerts/alert';
import { page } from '../../../test/msw/answers';
import { recordRequests } from '../../../test/msw/requests';
import { server } from '../../../test/msw/server';
import { renderWithProviders } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { ContactFlagsPanel } from './contact-flags-panel';

const open: ContactFlag = {
  id: 7,
  company: { id: 2, name: 'Carpați Trans SRL' },
  source: 'entry',
  source_label: 'W7K2M9',
  text: 'Rampa 2, sunați la +40 733 999 888 (Ion)',
  kind: 'phone',
  contact: '+40 733 999 888',
  status: 'open',
  registered: { phones: ['+40722123456'], emails: ['office@carpati.example'] },
  created_at: '2026-11-27T10:00:00.000Z',
  decided_at: null,
};

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <ContactFlagsPanel />
    </QueryClientProvider>,
  );
}

describe('staff: contacts in texts (issue 33 item 4)', () => {
  it('shows the text, the contact found and the registered ones, and clears it', async () => {
    const user = setupUser();
    server.use(
      http.get('/api/staff/contact-flags/', () => HttpResponse.json(page([open]) satisfies ContactFlagPage)),
      http.post('/api/staff/contact-flags/:id/clear/', () => HttpResponse.json({ ...open, status: 'cleared' } satisfies ContactFlag)),
    );
    const requests = recordRequests();
    renderPanel();
    const card = within(await screen.findByRole('article', { name: /^Carpați Trans SRL, / }));
    expect(requests[0]?.query).toMatchObject({ status: 'open' });
    expect(card.getByText('Entry W7K2M9')).toBeVisible();
    expect(card.getByText('Found: +40 733 999 888')).toBeVisible();
    expect(card.getByText(open.text)).toBeVisible();
    expect(card.getByText('Phones: +40722123456')).toBeVisible();
    expect(card.getByText('E-mails: office@carpati.example')).toBeVisible();

    await user.click(card.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(alertQueue.snapshot()?.messageKey).toBe('staff.contactFlags.cleared'));
    expect(requests.find((request) => request.method === 'POST')?.path).toBe('/api/staff/contact-flags/7/clear/');
  });

  it('keeps a contact hidden on request, and says so when nothing waits', async () => {
    const user = setupUser();
    server.use(
      http.get('/api/staff/contact-flags/', () => HttpResponse.json(page([{ ...open, registered: { phones: [], emails: [] } }]))),
      http.post('/api/staff/contact-flags/:id/reject/', () => HttpResponse.json({ ...open, status: 'rejected' } satisfies ContactFlag)),
    );
    const requests = recordRequests();
    renderPanel();
    const card = within(await screen.findByRole('article', { name: /^Carpați Trans SRL, / }));
    expect(card.getByText('Phones: none')).toBeVisible();
    server.use(http.get('/api/staff/contact-flags/', () => HttpResponse.json(page([]) satisfies ContactFlagPage)));
    await user.click(card.getByRole('button', { name: 'Keep hidden' }));
    await waitFor(() => expect(alertQueue.snapshot()?.messageKey).toBe('staff.contactFlags.rejected'));
    expect(requests.find((request) => request.method === 'POST')?.path).toBe('/api/staff/contact-flags/7/reject/');
    expect(await screen.findByText('No contact is waiting for a check.')).toBeVisible();
  });

  it('says so when the list cannot be loaded', async () => {
    server.use(http.get('/api/staff/contact-flags/', () => HttpResponse.json({ code: 'server_error' }, { status: 500 })));
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('The contacts in texts could not be loaded.');
  });
});
