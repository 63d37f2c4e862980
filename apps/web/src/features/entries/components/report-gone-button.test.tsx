import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { storeTokens } from '../../../lib/session';
import { testEntry } from '../../../test/entries';
import { apiError } from '../../../test/msw/answers';
import { server } from '../../../test/msw/server';
import { renderWithProviders } from '../../../test/render';
import { fakeJwt } from '../../../test/tokens';
import { setupUser } from '../../../test/user';
import { ReportGoneButton } from './report-gone-button';

const UID = 'dddddddd-4444-4444-8444-444444444444';

/** Issue 33: "Report as gone" asks first, sends one report, then stays disabled. */
describe('ReportGoneButton', () => {
  let reports: string[];
  beforeEach(() => {
    storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
    reports = [];
  });
  afterEach(cleanup);

  const renderButton = () =>
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <ReportGoneButton entry={testEntry(UID, 'ware', { is_own: false })} />
      </QueryClientProvider>,
    );

  it('reports only after the confirm, then is disabled', async () => {
    server.use(
      http.post('/api/ware-requests/:uid/gone/', ({ params }) => {
        reports.push(String(params.uid));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = setupUser();
    renderButton();
    await user.click(screen.getByTestId(`entry-gone-${UID}`));
    expect(await screen.findByText(/no longer available/)).toBeInTheDocument();
    expect(reports).toEqual([]);
    await user.click(screen.getByTestId(`entry-gone-confirm-${UID}`));
    await waitFor(() => expect(screen.getByTestId(`entry-gone-${UID}`)).toBeDisabled());
    expect(screen.getByTestId(`entry-gone-${UID}`)).toHaveTextContent('Reported as gone');
    expect(reports).toEqual([UID]);
  });

  it('cancelling sends nothing; an earlier report of the company disables it too', async () => {
    server.use(
      http.post('/api/ware-requests/:uid/gone/', ({ params }) => {
        reports.push(String(params.uid));
        return apiError('already_reported');
      }),
    );
    const user = setupUser();
    renderButton();
    await user.click(screen.getByTestId(`entry-gone-${UID}`));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(reports).toEqual([]);
    expect(screen.getByTestId(`entry-gone-${UID}`)).toBeEnabled();
    await user.click(screen.getByTestId(`entry-gone-${UID}`));
    await user.click(await screen.findByTestId(`entry-gone-confirm-${UID}`));
    await waitFor(() => expect(screen.getByTestId(`entry-gone-${UID}`)).toBeDisabled());
    expect(reports).toEqual([UID]);
  });
});
