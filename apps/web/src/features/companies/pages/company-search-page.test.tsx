import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../../lib/session';
import { renderInRouter } from '../../../test/render';
import { fakeJwt } from '../../../test/tokens';
import { json, stubNetwork } from './companies-test-helpers';
import { CompanySearchPage } from './company-search-page';

const renderPage = () =>
  renderInRouter(
    [
      { path: '/dashboard/company-search', element: <CompanySearchPage /> },
      { path: '/dashboard/company-details/:id', element: <p>details page</p> },
    ],
    '/dashboard/company-search',
  );

const company = (id: number) => ({
  id,
  name: `Company ${id}`,
  type: id % 3,
  created_at: '2026-01-31T10:00:00.000Z',
  VATNumber: `RO${id}0000000`,
});

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});
afterEach(() => vi.unstubAllGlobals());

describe('company search', { timeout: 20_000 }, () => {
  it('searches on Enter, pages on the server with 10, 25 or 50 rows, and opens a row', async () => {
    const calls = stubNetwork((call) => {
      const size = Number(call.query.page_size);
      const page = Number(call.query.page);
      const ids = Array.from({ length: size }, (_, index) => (page - 1) * size + index + 1).filter((id) => id <= 30);
      return json(200, { results: ids.map(company), next: null, count: 30 });
    });
    renderPage();
    await screen.findByTestId('company-search-results');
    expect(calls[0]?.query).toEqual({ page: '1', page_size: '10' });
    expect(screen.getByText('30 companies found')).toBeTruthy();

    fireEvent.change(screen.getByTestId('company-search-input'), { target: { value: 'carpati' } });
    fireEvent.submit(screen.getByTestId('company-search-input').closest('form')!);
    await waitFor(() => expect(calls.at(-1)?.query).toEqual({ search: 'carpati', page: '1', page_size: '10' }));

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(calls.at(-1)?.query).toMatchObject({ page: '3' }));
    await screen.findByText('Company 21');

    fireEvent.change(screen.getByTestId('company-search-page-size'), { target: { value: '25' } });
    await waitFor(() => expect(calls.at(-1)?.query).toMatchObject({ page: '1', page_size: '25' }));

    fireEvent.click(await screen.findByTestId('company-row-2'));
    await screen.findByText('details page');
  });

  it('shows the empty state', async () => {
    stubNetwork(() => json(200, { results: [], next: null, count: 0 }));
    renderPage();
    expect((await screen.findByTestId('company-search-empty')).textContent).toBe('No company matches your search.');
  });
});
