import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_TYPES, type Entry } from '@freight/shared/entries';
import { http, HttpResponse } from 'msw';
import { AlertHost } from '../../../components/alert-host';
import { alertQueue } from '../../../lib/alerts/alert';
import { formatDateTime } from '../../../lib/format/dates';
import { storeTokens } from '../../../lib/session';
import { apiError, page } from '../../../test/msw/answers';
import { recordRequests, type RecordedRequest } from '../../../test/msw/requests';
import { server as api } from '../../../test/msw/server';
import { ServerSocket } from '../../../test/server-socket';
import { fakeJwt } from '../../../test/tokens';
import { renderInRouter } from '../../../test/render';
import { setupUser, type User } from '../../../test/user';
import { EntryListPage } from './entry-list-page';
import { renderEntryList, renderEntryListRouted } from './entry-list.test-helpers';

const UID_A = '11111111-1111-4111-8111-111111111111';
const UID_B = '22222222-2222-4222-8222-222222222222';

function location(id: number, city: string) {
  return {
    id,
    countryName: { code: 'RO', name: 'Romania' },
    cityName: city,
    postal_code: '400000',
    date_start: '2026-12-01',
    date_end: '2026-12-03',
    date: ['2026-12-01', '2026-12-03'],
    time_start: '08:00',
    time_end: '16:00',
    country: 'RO',
    external_city_id: id,
    city_display_name: city,
    city_type: '',
  };
}

function makeEntry(uid: string, overrides: Partial<Entry> = {}, user: Partial<Entry['user']> = {}): Entry {
  return {
    uid,
    identification_id: `TR-${uid.slice(0, 4)}`,
    form_type: 'truck',
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    modified_at: '2026-11-20T10:00:00.000Z',
    valid_until: '2027-01-04T10:00:00.000Z',
    expires_at: '2026-12-03T14:00:00.000Z',
    expired: false,
    is_own: false,
    can_manage: false,
    view_count: 3,
    distance: 450,
    notes: '',
    user: {
      id: 7,
      first_name: 'Ana',
      last_name: 'Pop',
      email: 'ana@example.com',
      phone_prefix: '+40',
      phone: '712345678',
      spoken_languages: [],
      hasWhatsApp: false,
      hasSignalApp: false,
      ...user,
    },
    company: { id: 42, name: 'Trans SRL', registry_combination: '', VATNumber: '', fax: '', website: '' },
    loading_location: location(1, 'Cluj-Napoca'),
    unloading_location: location(2, 'Bucharest'),
    transport_options: {
      id: 1,
      truck_transport_type: 1,
      truck_coating: 1,
      truck_type: 5,
      truck_special_features: [2],
      platform_type: [],
      escrow_account: false,
      dangerous_load: false,
    },
    info: { id: 1, weight: 20, volume: null, mdp: 13.6, price: 900, currency: 'EUR', vat_type: true, payment_term: 30 },
    ...overrides,
  };
}

/** Both entry lists answer `entries`, then `next`. */
const serveList = (entries: Entry[], next: string | null = null) =>
  api.use(...FORM_TYPES.map((formType) => http.get(`/api/${formType}-requests/`, () => HttpResponse.json(page(entries, next)))));

/** The single-entry GET of the highlighted uid. */
const serveEntry = (entry: Entry) => api.use(http.get(`/api/${entry.form_type}-requests/${entry.uid}/`, () => HttpResponse.json(entry)));

/** Opening a card records a view, which answers `count`. */
const serveViews = (count: number) =>
  api.use(
    ...FORM_TYPES.map((formType) => http.post(`/api/${formType}-requests/:uid/view/`, () => HttpResponse.json({ view_count: count }))),
  );

const sent = (requests: RecordedRequest[], method: string) =>
  requests.filter((request) => request.method === method).map(({ path, query }) => ({ method, path, query }));

/** Opens the filters; they open with a transition, so their fields join the page a moment later. */
async function showFilters(user: User) {
  await user.click(screen.getByRole('button', { name: 'Show filters' }));
  await screen.findByRole('button', { name: 'Apply filters' });
}

/** A card has no role of its own: its test id scopes the role queries to one entry. */
const card = (uid: string) => screen.getByTestId(`entry-card-${uid}`);
const inCard = (uid: string) => within(card(uid));

const listCalls = (calls: RecordedRequest[]) => calls.filter((call) => call.method === 'GET' && call.path.endsWith('-requests/'));

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('entry list', { timeout: 20_000 }, () => {
  it('sends filters and sort in the query, and `my=true` on My wares', async () => {
    const user = setupUser();
    serveList([]);
    const calls = recordRequests();
    renderEntryList('/dashboard/my-wares');
    await screen.findByText('There are no entries to show.');
    expect(listCalls(calls)[0]).toMatchObject({ path: '/api/ware-requests/', query: { my: 'true', ordering: '-modified_at' } });

    await user.click(screen.getByRole('button', { name: 'Sort order: Newest first. Click to reverse.' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.ordering).toBe('modified_at'));

    await showFilters(user);
    await user.selectOptions(screen.getByLabelText('Loading country'), 'RO');
    await user.selectOptions(screen.getByLabelText('Unloading country'), 'DE');
    await user.type(screen.getByLabelText('Maximum weight (t)'), '12');
    await user.type(screen.getByLabelText('Maximum loading metres (m)'), '7.5');
    await user.type(screen.getByLabelText('Identification id (TR- or WR-)'), '  WR-12 ');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.query).toEqual({
        my: 'true',
        ordering: 'modified_at',
        limit: '20',
        loading_country: 'RO',
        unloading_country: 'DE',
        max_weight: '12',
        max_mdp: '7.5',
        identification_id: 'WR-12',
        lang: 'en',
      }),
    );
  });

  it('filters by the chosen city id', async () => {
    const user = setupUser();
    serveList([]);
    api.use(http.get('/api/city-search/', () => HttpResponse.json([{ id: 681290, name: 'Cluj-Napoca' }])));
    const calls = recordRequests();
    renderEntryList('/dashboard/search-trucks');
    await screen.findByText('There are no entries to show.');
    await showFilters(user);
    await user.selectOptions(screen.getByLabelText('Loading country'), 'RO');
    const city = screen.getByRole('textbox', { name: 'Loading city' });
    await user.type(city, 'Clu');
    // jsdom lays nothing out, so Mantine's popover takes the field for scrolled away and hides the open list.
    await user.click(await screen.findByRole('option', { name: 'Cluj-Napoca', hidden: true }));
    await waitFor(() => expect(city).toHaveValue('Cluj-Napoca'));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query).toMatchObject({ loading_country: 'RO', loading_city: '681290' }));
    expect(calls.find((call) => call.path === '/api/city-search/')?.query).toMatchObject({ country: 'RO', search: 'Clu' });
  });

  it('shows the empty warning when there are no entries', async () => {
    serveList([]);
    renderEntryList('/dashboard/search-trucks');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^There are no entries to show\.$/);
  });

  it('reports a failed list as "Error fetching entries"', async () => {
    api.use(http.get('/api/truck-requests/', () => apiError('server_error')));
    renderEntryList('/dashboard/search-trucks');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error fetching entries$/);
    expect(alertQueue.snapshot()).toMatchObject({ kind: 'danger', messageKey: 'entries.fetchFailed' });
  });

  it('loads the next page with the cursor', async () => {
    const user = setupUser();
    api.use(
      http.get('/api/truck-requests/', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('cursor') === 'c2' ? page([makeEntry(UID_B)]) : page([makeEntry(UID_A)], 'c2'),
        ),
      ),
    );
    const calls = recordRequests();
    renderEntryList('/dashboard/search-trucks');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByRole('button', { name: 'Show details of TR-2222' });
    expect(listCalls(calls).at(-1)?.query.cursor).toBe('c2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('records a view once when a card is expanded, and shows the details', async () => {
    const user = setupUser();
    serveList([makeEntry(UID_A)]);
    serveViews(4);
    const calls = recordRequests();
    renderEntryList('/dashboard/search-trucks');
    const toggle = await screen.findByRole('button', { name: 'Show details of TR-1111' });
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Hide details of TR-1111');
    await inCard(UID_A).findByText('4');
    expect(inCard(UID_A).getByText('Trailer')).toBeVisible();
    // A truck's price is entered per km: shown as it is, never divided by the distance again.
    // The summary line shows the same text, so the details' price is found by its test id.
    expect(inCard(UID_A).getByTestId(`entry-price-detail-${UID_A}`)).toHaveTextContent(/^900\.00 EUR\/km$/);
    expect(inCard(UID_A).getByRole('link', { name: 'Trans SRL' })).toHaveAttribute('href', '/dashboard/company-details/42');
    await user.click(toggle);
    await user.click(toggle);
    expect(sent(calls, 'POST')).toEqual([{ method: 'POST', path: `/api/truck-requests/${UID_A}/view/`, query: {} }]);
  });

  it('shows WhatsApp and Signal only when the poster has the app', async () => {
    const user = setupUser();
    serveList([makeEntry(UID_A, {}, { hasWhatsApp: true, hasSignalApp: true }), makeEntry(UID_B)]);
    renderEntryList('/dashboard/search-trucks');
    await user.click(await screen.findByRole('button', { name: 'Show details of TR-1111' }));
    await user.click(screen.getByRole('button', { name: 'Show details of TR-2222' }));
    expect(inCard(UID_A).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/40712345678');
    expect(inCard(UID_A).getByRole('link', { name: 'Signal' })).toHaveAttribute('href', 'https://signal.me/#p/+40712345678');
    // B is expanded too (its company link shows): it lacks only the messaging links.
    expect(inCard(UID_B).getByRole('link', { name: 'Trans SRL' })).toBeVisible();
    expect(inCard(UID_B).queryByRole('link', { name: 'WhatsApp' })).toBeNull();
    expect(inCard(UID_B).queryByRole('link', { name: 'Signal' })).toBeNull();
  });

  it('offers edit, refresh and delete only on own entries', async () => {
    serveList([makeEntry(UID_A, { is_own: true, can_manage: true }), makeEntry(UID_B)]);
    renderEntryList('/dashboard/search-trucks');
    await screen.findByRole('button', { name: 'Show details of TR-2222' });
    expect(inCard(UID_A).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/dashboard/edit-truck/${UID_A}`);
    expect(inCard(UID_A).getByRole('button', { name: 'Delete' })).toBeVisible();
    expect(inCard(UID_A).getByRole('button', { name: 'Refresh' })).toBeVisible();
    expect(inCard(UID_B).queryByRole('link', { name: 'Edit' })).toBeNull();
    for (const action of ['Delete', 'Refresh']) expect(inCard(UID_B).queryByRole('button', { name: action })).toBeNull();
  });

  it("shows a colleague's entry in My trucks read-only, with when it expires (§6: poster and admins manage it)", async () => {
    const readOnly = makeEntry(UID_A, { is_own: true, can_manage: false });
    serveList([readOnly, makeEntry(UID_B, { is_own: true, can_manage: true })]);
    renderEntryList('/dashboard/my-trucks');
    await screen.findByRole('button', { name: 'Show details of TR-1111' });
    expect(inCard(UID_A).queryByRole('link', { name: 'Edit' })).toBeNull();
    for (const action of ['Delete', 'Refresh']) expect(inCard(UID_A).queryByRole('button', { name: action })).toBeNull();
    expect(inCard(UID_B).getByRole('link', { name: 'Edit' })).toBeVisible();
    const expires = formatDateTime(readOnly.expires_at, 'en');
    expect(inCard(UID_A).getByText(`Expires ${expires}`)).toBeVisible();
  });

  it('asks before deleting, then DELETEs and removes the card', async () => {
    const user = setupUser();
    serveList([makeEntry(UID_A, { is_own: true, can_manage: true }), makeEntry(UID_B)]);
    const calls = recordRequests();
    renderEntryList('/dashboard/my-trucks');
    await screen.findByRole('button', { name: 'Show details of TR-1111' });
    await user.click(inCard(UID_A).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete entry' });
    // The dialog fades in (Mantine's transition): visible once it has, however long a busy machine takes.
    await waitFor(() => expect(within(dialog).getByText('Are you sure you want to delete this entry?')).toBeVisible());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show details of TR-1111' })).toBeNull());
    expect(sent(calls, 'DELETE')).toEqual([{ method: 'DELETE', path: `/api/truck-requests/${UID_A}/`, query: {} }]);
    expect(screen.getByRole('button', { name: 'Show details of TR-2222' })).toBeVisible();
  });

  it('keeps the card and says "Error deleting entry" when the delete fails', async () => {
    const user = setupUser();
    serveList([makeEntry(UID_A, { is_own: true, can_manage: true })]);
    api.use(http.delete('/api/truck-requests/:uid/', () => apiError('server_error')));
    renderEntryList('/dashboard/my-trucks');
    await screen.findByRole('button', { name: 'Show details of TR-1111' });
    await user.click(inCard(UID_A).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete entry' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(alertQueue.snapshot()).toMatchObject({ kind: 'danger', messageKey: 'entries.deleteFailed' }));
    expect(screen.getByRole('button', { name: 'Show details of TR-1111' })).toBeVisible();
  });

  it('moves a refreshed entry to the top; a rate-limited refresh is a warning', async () => {
    const user = setupUser();
    let limited = false;
    serveList([makeEntry(UID_B), makeEntry(UID_A, { is_own: true, can_manage: true })]);
    api.use(
      http.post('/api/truck-requests/:uid/refresh/', () =>
        limited ? apiError('rate_limited') : HttpResponse.json({ updated_at: '2026-11-22T06:00:00.000Z' }),
      ),
    );
    renderEntryList('/dashboard/search-trucks');
    await screen.findByRole('button', { name: 'Show details of TR-1111' });
    const order = () => [...screen.getByTestId('entries-list').children].map((entry) => entry.getAttribute('data-testid'));
    expect(order()).toEqual([`entry-card-${UID_B}`, `entry-card-${UID_A}`]);
    await user.click(inCard(UID_A).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(order()).toEqual([`entry-card-${UID_A}`, `entry-card-${UID_B}`]));
    limited = true;
    await user.click(inCard(UID_A).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(alertQueue.snapshot()).toMatchObject({ kind: 'warning', messageKey: 'entries.refreshLimited' }));
  });

  it('says when the next refresh is possible, from the Retry-After of the 429 answer', async () => {
    const user = setupUser();
    serveList([makeEntry(UID_A, { is_own: true, can_manage: true })]);
    api.use(
      http.post('/api/truck-requests/:uid/refresh/', () => apiError('rate_limited', undefined, { headers: { 'Retry-After': '701' } })),
    );
    renderInRouter(
      [
        {
          path: '/dashboard/my-trucks',
          element: (
            <>
              <EntryListPage />
              <AlertHost />
            </>
          ),
          handle: { crumb: 'nav.myTrucks', formType: 'truck', my: true },
        },
      ],
      '/dashboard/my-trucks',
    );
    await user.click(await screen.findByRole('button', { name: 'Refresh' }));
    // 701 s is 11 min 41 s: the member is told 12 minutes, never a time at which the refresh would still be refused.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This entry was refreshed recently. You can refresh it again in 12 minutes.',
    );
    expect(alertQueue.snapshot()).toMatchObject({ kind: 'warning', messageKey: 'entries.refreshLimitedMinutes', values: { count: 12 } });
  });

  it('highlights the uid of the route, moves it to the top and expands it after 500 ms', async () => {
    serveList([makeEntry(UID_A), makeEntry(UID_B)]);
    serveEntry(makeEntry(UID_B));
    serveViews(9);
    const calls = recordRequests();
    vi.useFakeTimers();
    renderEntryList(`/dashboard/search-trucks/${UID_B}`);
    // The list arrives on microtasks; step 1 ms at a time so the card's 500 ms start at its mount.
    for (let step = 0; step < 300 && !screen.queryByTestId(`entry-card-${UID_B}`); step += 1) {
      await act(() => vi.advanceTimersByTimeAsync(1));
    }
    const highlighted = card(UID_B);
    expect(highlighted.getAttribute('data-highlighted')).toBe('true');
    expect(screen.getByTestId('entries-list').firstElementChild).toBe(highlighted);
    await act(() => vi.advanceTimersByTimeAsync(480));
    expect(highlighted.getAttribute('data-expanded')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(highlighted.getAttribute('data-expanded')).toBe('true');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`/api/truck-requests/${UID_B}/view/`]);
    expect(card(UID_A).getAttribute('data-expanded')).toBeNull();
  });

  it('shows the highlighted entry on top even when it is beyond the loaded pages', async () => {
    serveList([makeEntry(UID_A)], 'more');
    serveEntry(makeEntry(UID_B));
    renderEntryList(`/dashboard/search-trucks/${UID_B}`);
    const highlighted = await screen.findByTestId(`entry-card-${UID_B}`);
    expect(highlighted.getAttribute('data-highlighted')).toBe('true');
    expect(screen.getByTestId('entries-list').firstElementChild).toBe(highlighted);
    expect(screen.getByRole('button', { name: 'Show details of TR-1111' })).toBeVisible();
  });

  it('follows the market live: new matching entries on top, others ignored, deleted and changed entries at once', async () => {
    vi.stubGlobal('WebSocket', ServerSocket);
    serveList([makeEntry(UID_A), makeEntry(UID_B)]);
    const { queryClient } = renderEntryListRouted('/dashboard/search-trucks');
    await screen.findByRole('button', { name: 'Show details of TR-1111' });
    await waitFor(() => expect(ServerSocket.last?.onmessage).toBeTypeOf('function'));
    const server = ServerSocket.last!;
    await server.pushReady(queryClient);
    const fresh = makeEntry('33333333-3333-4333-8333-333333333333', { identification_id: 'TR-NEW123' });
    server.push({ type: 'truck_create', id: 1, entry_data: fresh });
    server.push({ type: 'ware_create', id: 2, entry_data: { ...makeEntry('44444444-4444-4444-8444-444444444444'), form_type: 'ware' } });
    server.push({ type: 'truck_create', id: 3, entry_data: { ...makeEntry('55555555-5555-4555-8555-555555555555'), expired: true } });
    server.push({ type: 'truck_delete', id: 4, entry_data: { uid: UID_A } });
    server.push({ type: 'truck_update', id: 5, entry_data: makeEntry(UID_B, { identification_id: 'TR-CHANGED' }) });

    const cards = () => [...screen.getByTestId('entries-list').children].map((entry) => entry.getAttribute('data-testid'));
    await waitFor(() => expect(cards()).toEqual([`entry-card-${fresh.uid}`, `entry-card-${UID_B}`]));
    expect(inCard(UID_B).getByText('TR-CHANGED')).toBeVisible();
  });

  it('shows no literal text (cimode)', async () => {
    const entry = makeEntry(UID_A, { is_own: true, can_manage: true, expired: true }, { hasWhatsApp: true, hasSignalApp: true });
    serveList([entry], 'c2');
    serveViews(4);
    renderEntryList('/dashboard/my-trucks', 'cimode');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'entries.card.expand' }));
    await screen.findByRole('link', { name: 'entries.card.whatsapp' });
    const KEY = /^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/;
    const DATA = /^[\s\d€.,%:/()*–-]*$/;
    // The poster's data and the country names of the (collapsed) filter selects are data, not words.
    const data = new Set(['TR-1111', 'EUR', '+40712345678', 'Trans SRL', 'Ana Pop', '—']);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (text && !node.parentElement?.closest('style, script, option')) texts.push(text);
    }
    expect(texts.length).toBeGreaterThan(10);
    expect(texts.filter((text) => !KEY.test(text) && !DATA.test(text) && !data.has(text))).toEqual([]);
  });
});
