import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@freight/shared/audit';
import { recordRequests } from '../../../test/msw/requests';
import { server } from '../../../test/msw/server';
import { renderWithProviders } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { AuditLogPanel } from './audit-log-panel';

const row = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-27T10:15:00.000Z',
  actor: 7,
  actor_label: 'Ana Staff',
  company: 12,
  action: 'deal_state_changed',
  target_type: 'deal',
  target_id: '31',
  details: { event: 'accept', side: 'bidder' },
  ...overrides,
});

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <AuditLogPanel />
    </QueryClientProvider>,
  );
}

const TIMEOUT_MS = 15_000;

describe('staff audit log (issue 33 item 7)', () => {
  it(
    'reads nothing until asked, then shows the filtered rows newest first and pages on',
    async () => {
      const user = setupUser();
      server.use(
        http.get('/api/staff/audit-log/', ({ request }) => {
          const cursor = new URL(request.url).searchParams.get('cursor');
          return HttpResponse.json(
            cursor ? { results: [row(1, { action: 'login_locked', details: {} })], next: null } : { results: [row(2)], next: 'page-2' },
          );
        }),
      );
      const requests = recordRequests();
      renderPanel();
      expect(requests).toEqual([]);

      await user.type(screen.getByRole('textbox', { name: 'Company number' }), '12');
      await user.click(screen.getByRole('button', { name: 'Show' }));
      const table = await screen.findByTestId('audit-table');
      expect(within(table).getByTestId('audit-row-2')).toHaveTextContent('Deal state changed');
      expect(within(table).getByTestId('audit-row-2')).toHaveTextContent('Ana Staff (#7)');
      expect(within(table).getByTestId('audit-row-2')).toHaveTextContent('event: accept · side: bidder');
      expect(requests.map((request) => request.query)).toEqual([{ company: '12', limit: '50' }]);

      await user.click(screen.getByRole('button', { name: 'Show older entries' }));
      expect(await screen.findByTestId('audit-row-1')).toHaveTextContent('Login locked');
      expect(requests[1]?.query).toEqual({ company: '12', limit: '50', cursor: 'page-2' });
      expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();
    },
    TIMEOUT_MS,
  );

  it(
    'says when nothing matches, and exports the CSV with the filters',
    async () => {
      const user = setupUser();
      server.use(
        http.get('/api/staff/audit-log/', ({ request }) =>
          new URL(request.url).searchParams.get('format') === 'csv'
            ? new HttpResponse('id,at\n', { headers: { 'Content-Type': 'text/csv' } })
            : HttpResponse.json({ results: [], next: null }),
        ),
      );
      const requests = recordRequests();
      renderPanel();
      await user.click(screen.getByRole('button', { name: 'Show' }));
      expect(await screen.findByTestId('audit-empty')).toHaveTextContent('No entries match these filters.');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await expect.poll(() => requests.at(-1)?.query).toEqual({ format: 'csv' });
    },
    TIMEOUT_MS,
  );
});
