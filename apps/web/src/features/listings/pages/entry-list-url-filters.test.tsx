import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../../lib/session';
import { daysFromNow } from '../../../test/days';
import { fakeJwt } from '../../../test/tokens';
import { renderEntryList } from './entry-list.test-helpers';

type Call = { path: string; query: Record<string, string> };

/** The network edge: list calls are recorded and answered empty; the city search answers Cluj-Napoca. */
function stubNetwork() {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | RequestInfo) => {
      const url = new URL(String(input));
      const body =
        url.pathname === '/api/city-search/'
          ? [{ id: 681290, name: 'Cluj-Napoca' }]
          : url.pathname.endsWith('-requests/')
            ? { results: [], next: null }
            : [];
      if (url.pathname.endsWith('-requests/')) calls.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

const value = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement | HTMLSelectElement).value;

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});
afterEach(() => vi.unstubAllGlobals());

/** Issue 13: the entry list's filters and ordering live in the URL. */
describe('entry list filters in the URL', { timeout: 20_000 }, () => {
  it('opens a shared search: the URL fills the form and the query', async () => {
    const calls = stubNetwork();
    const [from, to] = [daysFromNow(2), daysFromNow(6)];
    renderEntryList(
      `/dashboard/search-trucks?loading_country=RO&loading_city=681290&loading_city_name=Cluj-Napoca&loading_radius=50` +
        `&unloading_country=DE&max_weight=12&loading_date_from=${from}&loading_date_to=${to}&ordering=-loading_date`,
    );
    await screen.findByTestId('entries-empty');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query).toEqual({
      loading_country: 'RO',
      loading_city: '681290',
      loading_radius: '50',
      unloading_country: 'DE',
      max_weight: '12',
      loading_date_from: from,
      loading_date_to: to,
      ordering: '-loading_date',
      limit: '20',
      lang: 'en',
    });
    fireEvent.click(screen.getByTestId('entries-filter-toggle'));
    expect(value('entries-filter-loading-country')).toBe('RO');
    expect(value('entries-filter-loading-city')).toBe('Cluj-Napoca');
    expect(value('entries-filter-loading-radius')).toBe('50');
    expect(value('entries-filter-unloading-country')).toBe('DE');
    expect(value('entries-filter-max-weight')).toBe('12');
    // The range picker shows both days in the interface language's day-first format.
    const day = (iso: string) => iso.split('-').reverse().join('/');
    expect(screen.getByTestId('entries-filter-loading-dates').textContent).toBe(`${day(from)} – ${day(to)}`);
  });

  it('pushes each applied search, so Back restores the previous filters and list', async () => {
    const calls = stubNetwork();
    const router = renderEntryList('/dashboard/search-trucks');
    await screen.findByTestId('entries-empty');
    fireEvent.click(screen.getByTestId('entries-filter-toggle'));

    fireEvent.change(screen.getByTestId('entries-filter-loading-country'), { target: { value: 'RO' } });
    fireEvent.change(screen.getByTestId('entries-filter-max-weight'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('entries-filter-apply'));
    await waitFor(() => expect(router.state.location.search).toBe('?loading_country=RO&max_weight=10'));
    expect(router.state.historyAction).toBe('PUSH');

    fireEvent.change(screen.getByTestId('entries-filter-loading-country'), { target: { value: 'HU' } });
    fireEvent.click(screen.getByTestId('entries-filter-apply'));
    await waitFor(() => expect(router.state.location.search).toBe('?loading_country=HU&max_weight=10'));
    await waitFor(() => expect(calls.at(-1)?.query).toMatchObject({ loading_country: 'HU', max_weight: '10' }));

    fireEvent.click(screen.getByTestId('entries-sort'));
    await waitFor(() => expect(router.state.location.search).toBe('?loading_country=HU&max_weight=10&ordering=modified_at'));

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?loading_country=HU&max_weight=10');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?loading_country=RO&max_weight=10');
    await waitFor(() => expect(value('entries-filter-loading-country')).toBe('RO'));
    expect(value('entries-filter-max-weight')).toBe('10');
    // The list of that search is the one shown again (read anew or from the query cache).
    expect(calls.some((call) => call.query.loading_country === 'RO' && call.query.ordering === '-modified_at')).toBe(true);

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(value('entries-filter-loading-country')).toBe(''));
  });

  it('keeps the picked city with its name in the URL', async () => {
    stubNetwork();
    const router = renderEntryList('/dashboard/search-trucks');
    await screen.findByTestId('entries-empty');
    fireEvent.click(screen.getByTestId('entries-filter-toggle'));
    fireEvent.change(screen.getByTestId('entries-filter-loading-country'), { target: { value: 'RO' } });
    const city = screen.getByTestId('entries-filter-loading-city') as HTMLInputElement;
    fireEvent.focus(city);
    fireEvent.change(city, { target: { value: 'Clu' } });
    fireEvent.click(await screen.findByText('Cluj-Napoca', { selector: '[role="option"]' }, { timeout: 3000 }));
    fireEvent.click(screen.getByTestId('entries-filter-apply'));
    await waitFor(() => expect(router.state.location.search).toBe('?loading_country=RO&loading_city=681290&loading_city_name=Cluj-Napoca'));
    // The form remounted from the URL still names the city.
    expect(value('entries-filter-loading-city')).toBe('Cluj-Napoca');
  });

  it('ignores invalid params and lists everything', async () => {
    const calls = stubNetwork();
    renderEntryList(
      '/dashboard/search-trucks?loading_country=ZZ&loading_city=x&loading_radius=30&max_weight=-4&loading_date_from=2030-13-01&ordering=up',
    );
    await screen.findByTestId('entries-empty');
    expect(calls[0]?.query).toEqual({ ordering: '-modified_at', limit: '20', lang: 'en' });
  });
});
