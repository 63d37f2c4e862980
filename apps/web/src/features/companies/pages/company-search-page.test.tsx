import { screen, waitFor } from '@testing-library/react';
import type { CompanySearchResult, CompanySummary } from '@freight/shared/companies';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/session';
import { recordRequests } from '../../../test/msw/requests';
import { server } from '../../../test/msw/server';
import { renderInRouter } from '../../../test/render';
import { fakeJwt } from '../../../test/tokens';
import { setupUser } from '../../../test/user';
import { CompanySearchPage } from './company-search-page';

const renderPage = () =>
  renderInRouter(
    [
      { path: '/dashboard/company-search', element: <CompanySearchPage /> },
      { path: '/dashboard/company-details/:id', element: <p>details page</p> },
    ],
    '/dashboard/company-search',
  );

const company = (id: number): CompanySummary => ({
  id,
  name: `Company ${id}`,
  type: (id % 3) as CompanySummary['type'],
  created_at: '2026-01-31T10:00:00.000Z',
  VATNumber: `RO${id}0000000`,
});

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});

describe('company search', { timeout: 20_000 }, () => {
  it('searches on Enter, pages on the server with 10, 25 or 50 rows, and opens a row', async () => {
    const user = setupUser();
    // Thirty companies, paged by the server as the page asks.
    server.use(
      http.get('/api/companies/', ({ request }) => {
        const query = new URL(request.url).searchParams;
        const size = Number(query.get('page_size'));
        const page = Number(query.get('page'));
        const ids = Array.from({ length: size }, (_, index) => (page - 1) * size + index + 1).filter((id) => id <= 30);
        return HttpResponse.json({ results: ids.map(company), next: null, count: 30 } satisfies CompanySearchResult);
      }),
    );
    const requests = recordRequests();
    renderPage();
    expect(await screen.findByText('30 companies found')).toBeVisible();
    expect(requests[0]?.query).toEqual({ page: '1', page_size: '10' });

    await user.type(screen.getByLabelText('Company name or VAT number'), 'carpati{Enter}');
    await waitFor(() => expect(requests.at(-1)?.query).toEqual({ search: 'carpati', page: '1', page_size: '10' }));

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(requests.at(-1)?.query).toMatchObject({ page: '3' }));
    expect(await screen.findByRole('link', { name: 'Company 21' })).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    await waitFor(() => expect(requests.at(-1)?.query).toMatchObject({ page: '1', page_size: '25' }));

    await user.click(await screen.findByRole('link', { name: 'Company 2' }));
    await screen.findByText('details page');
  });

  it('shows the empty state', async () => {
    renderPage();
    expect(await screen.findByText('No company matches your search.')).toBeVisible();
  });
});
