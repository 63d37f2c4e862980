import { act, screen, waitFor } from '@testing-library/react';
import type { CitySearchResult } from '@freight/shared/geo';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/session';
import { daysFromNow } from '../../../test/days';
import { recordRequests } from '../../../test/msw/requests';
import { server } from '../../../test/msw/server';
import { fakeJwt } from '../../../test/tokens';
import { setupUser, type User } from '../../../test/user';
import { renderEntryList } from './entry-list.test-helpers';

type Call = { path: string; query: Record<string, string> };

/** List reads are recorded (the shared handlers answer them empty); the city search answers Cluj-Napoca. */
function watchListReads() {
  server.use(http.get('/api/city-search/', () => HttpResponse.json([{ id: 681290, name: 'Cluj-Napoca' }] satisfies CitySearchResult[])));
  const requests = recordRequests();
  // A getter, so the test reads the list reads made so far.
  return {
    get reads(): Call[] {
      return requests.filter((request) => request.path.endsWith('-requests/')).map(({ path, query }) => ({ path, query }));
    },
  };
}

const EMPTY = 'There are no entries to show.';
const loadingCountry = () => screen.getByLabelText('Loading country');
const maxWeight = () => screen.getByLabelText('Maximum weight (t)');
const loadingCity = () => screen.getByRole('textbox', { name: 'Loading city' });
const apply = () => screen.getByRole('button', { name: 'Apply filters' });

/** Opens the filters; they open with a transition, so their fields join the page a moment later. */
async function showFilters(user: User) {
  await user.click(screen.getByRole('button', { name: 'Show filters' }));
  await screen.findByRole('button', { name: 'Apply filters' });
}

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});

/** Issue 13: the entry list's filters and ordering live in the URL. */
describe('entry list filters in the URL', { timeout: 20_000 }, () => {
  it('opens a shared search: the URL fills the form and the query', async () => {
    const user = setupUser();
    const network = watchListReads();
    const [from, to] = [daysFromNow(2), daysFromNow(6)];
    renderEntryList(
      `/dashboard/search-trucks?loading_country=RO&loading_city=681290&loading_city_name=Cluj-Napoca&loading_radius=50` +
        `&unloading_country=DE&max_weight=12&loading_date_from=${from}&loading_date_to=${to}&ordering=-loading_date`,
    );
    await screen.findByText(EMPTY);
    expect(network.reads).toHaveLength(1);
    expect(network.reads[0]?.query).toEqual({
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
    await showFilters(user);
    expect(loadingCity()).toHaveValue('Cluj-Napoca');
    expect(loadingCountry()).toHaveValue('RO');
    expect(screen.getByRole('combobox', { name: 'Around the loading city' })).toHaveValue('50');
    expect(screen.getByLabelText('Unloading country')).toHaveValue('DE');
    expect(maxWeight()).toHaveValue(12);
    // The range picker shows both days in the interface language's day-first format.
    const day = (iso: string) => iso.split('-').reverse().join('/');
    expect(screen.getByLabelText('Loading dates').textContent).toBe(`${day(from)} – ${day(to)}`);
  });

  it('pushes each applied search, so Back restores the previous filters and list', async () => {
    const user = setupUser();
    const network = watchListReads();
    const router = renderEntryList('/dashboard/search-trucks');
    await screen.findByText(EMPTY);
    await showFilters(user);

    await user.selectOptions(loadingCountry(), 'RO');
    await user.type(maxWeight(), '10');
    await user.click(apply());
    await waitFor(() => expect(router.state.location.search).toBe('?loading_country=RO&max_weight=10'));
    expect(router.state.historyAction).toBe('PUSH');

    await user.selectOptions(loadingCountry(), 'HU');
    await user.click(apply());
    await waitFor(() => expect(router.state.location.search).toBe('?loading_country=HU&max_weight=10'));
    await waitFor(() => expect(network.reads.at(-1)?.query).toMatchObject({ loading_country: 'HU', max_weight: '10' }));

    await user.click(screen.getByRole('button', { name: 'Sort order: Newest first. Click to reverse.' }));
    await waitFor(() => expect(router.state.location.search).toBe('?loading_country=HU&max_weight=10&ordering=modified_at'));

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?loading_country=HU&max_weight=10');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?loading_country=RO&max_weight=10');
    await waitFor(() => expect(loadingCountry()).toHaveValue('RO'));
    expect(maxWeight()).toHaveValue(10);
    // The list of that search is the one shown again (read anew or from the query cache).
    expect(network.reads.some((call) => call.query.loading_country === 'RO' && call.query.ordering === '-modified_at')).toBe(true);

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(loadingCountry()).toHaveValue(''));
  });

  it('keeps the picked city with its name in the URL', async () => {
    const user = setupUser();
    watchListReads();
    const router = renderEntryList('/dashboard/search-trucks');
    await screen.findByText(EMPTY);
    await showFilters(user);
    await user.selectOptions(loadingCountry(), 'RO');
    await user.type(loadingCity(), 'Clu');
    // jsdom lays nothing out, so Mantine's popover takes the field for scrolled away and hides the open list.
    await user.click(await screen.findByRole('option', { name: 'Cluj-Napoca', hidden: true }));
    await user.click(apply());
    await waitFor(() => expect(router.state.location.search).toBe('?loading_country=RO&loading_city=681290&loading_city_name=Cluj-Napoca'));
    // The form remounted from the URL still names the city.
    expect(loadingCity()).toHaveValue('Cluj-Napoca');
  });

  it('ignores invalid params and lists everything', async () => {
    const network = watchListReads();
    renderEntryList(
      '/dashboard/search-trucks?loading_country=ZZ&loading_city=x&loading_radius=30&max_weight=-4&loading_date_from=2030-13-01&ordering=up',
    );
    await screen.findByText(EMPTY);
    expect(network.reads[0]?.query).toEqual({ ordering: '-modified_at', limit: '20', lang: 'en' });
  });
});
