import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SystemStatus } from '@freight/shared/system';
import { apiError } from '../../../test/msw/answers';
import { recordRequests } from '../../../test/msw/requests';
import { server } from '../../../test/msw/server';
import { renderWithProviders } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { SystemPanel } from './system-panel';

const status: SystemStatus = {
  dependencies: { database: 'up', listen: 'up', storage: 'up', jobs: 'up', mail: 'down' },
  queues: [{ queue: 'mail', queued: 3, failed: 1, oldest_age_seconds: 42.4 }],
  processes: [
    {
      id: 'a',
      host: 'api-1',
      pid: 101,
      version: '2026.11.27',
      started_at: '2026-11-27T08:00:00.000Z',
      seen_at: '2026-11-27T10:00:00.000Z',
      stale: false,
      sockets: 12,
      requests_last_hour: 1000,
      errors_last_hour: 5,
    },
    {
      id: 'b',
      host: 'api-2',
      pid: 202,
      version: '2026.11.26',
      started_at: '2026-11-26T08:00:00.000Z',
      seen_at: '2026-11-27T09:00:00.000Z',
      stale: true,
      sockets: 0,
      requests_last_hour: 0,
      errors_last_hour: 0,
    },
  ],
  open_sockets: 12,
  requests_last_hour: 1000,
  errors_last_hour: 5,
  error_rate_last_hour: 0.005,
};

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <SystemPanel />
    </QueryClientProvider>,
  );
}

/** Two tables rendered in jsdom: close to Vitest's 5 s default on a busy two-core machine. */
const RENDER_TIMEOUT_MS = 15_000;

describe('staff System section (issue 34)', () => {
  it(
    'loads once opened and shows dependencies, queues, processes and the error rate',
    async () => {
      const user = setupUser();
      server.use(http.get('/api/staff/system/', () => HttpResponse.json(status)));
      const requests = recordRequests();
      renderPanel();
      expect(requests).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Show system state' }));

      expect(await screen.findByTestId('system-dependency-mail')).toHaveTextContent('Mail: down');
      expect(screen.getByTestId('system-dependency-database')).toHaveTextContent('Database: up');
      expect(screen.getByTestId('system-open-sockets')).toHaveTextContent('12');
      expect(screen.getByTestId('system-error-rate')).toHaveTextContent('0.5%');
      const queue = within(screen.getByTestId('system-queues')).getAllByRole('row')[1]!;
      expect(queue).toHaveTextContent('mail');
      expect(queue).toHaveTextContent('42 seconds');
      const processes = screen.getAllByTestId('system-process');
      expect(processes[0]).toHaveTextContent('api-1 (101)');
      expect(processes[0]).toHaveTextContent('2026.11.27');
      expect(processes[0]).toHaveTextContent('5 / 1,000');
      expect(processes[1]).toHaveTextContent(/not seen since/);
    },
    RENDER_TIMEOUT_MS,
  );

  it(
    'says when the state cannot be loaded and offers to try again',
    async () => {
      const user = setupUser();
      server.use(http.get('/api/staff/system/', () => apiError('permission_denied')));
      renderPanel();
      await user.click(screen.getByRole('button', { name: 'Show system state' }));
      const alert = await screen.findByTestId('staff-system-error');
      expect(alert).toHaveTextContent('The system state could not be loaded.');
      server.use(http.get('/api/staff/system/', () => HttpResponse.json(status)));
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByTestId('system-open-sockets')).toHaveTextContent('12');
    },
    RENDER_TIMEOUT_MS,
  );
});
