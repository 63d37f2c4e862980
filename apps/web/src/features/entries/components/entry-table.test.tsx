import { act, cleanup, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_TYPES, type Entry, type EntryPage } from '@freight/shared/entries';
import { http, HttpResponse } from 'msw';
import { formatDateTime } from '../../../lib/format/dates';
import { storeTokens } from '../../../lib/session';
import { testEntry } from '../../../test/entries';
import { page } from '../../../test/msw/answers';
import { recordRequests, type RecordedRequest } from '../../../test/msw/requests';
import { server } from '../../../test/msw/server';
import { ServerSocket } from '../../../test/server-socket';
import { fakeJwt } from '../../../test/tokens';
import { setupUser } from '../../../test/user';
import { FRESH_HIGHLIGHT_MS, useFreshUids } from '../hooks/use-fresh-uids';
import { LIST_VIEW_STORAGE_KEY, TABLE_MIN_WIDTH_QUERY } from '../hooks/use-list-view';
import { renderEntryList } from '../pages/entry-list.test-helpers';

const UID_A = 'aaaaaaaa-1111-4111-8111-111111111111';
const UID_B = 'bbbbbbbb-2222-4222-8222-222222222222';
const UID_C = 'cccccccc-3333-4333-8333-333333333333';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A Cluj-Napoca → Bucharest truck with loading and unloading hours, changed 12 minutes ago. */
function entry(uid: string, overrides: Partial<Entry> = {}): Entry {
  const base = testEntry(uid, 'truck', { modified_at: minutesAgo(12), view_count: 3, company: { ...testEntry(uid, 'truck').company } });
  return {
    ...base,
    loading_location: {
      ...base.loading_location,
      cityName: 'Cluj-Napoca',
      date_start: '2026-12-01',
      date_end: '2026-12-03',
      time_start: '08:00',
      time_end: '16:00',
    },
    unloading_location: { ...base.unloading_location, time_start: '06:00', time_end: '06:00' },
    info: { ...base.info, weight: 20, volume: 80, price: 1.1 },
    ...overrides,
  };
}

/** Both entry lists answer `entries`; opening an entry records a view that answers `viewCount`. */
const serveList = (entries: Entry[], viewCount = 1) =>
  server.use(
    ...FORM_TYPES.flatMap((formType) => [
      http.get(`/api/${formType}-requests/`, () => HttpResponse.json(page(entries) satisfies EntryPage)),
      http.post(`/api/${formType}-requests/:uid/view/`, () => HttpResponse.json({ view_count: viewCount })),
    ]),
  );
const listCalls = (calls: RecordedRequest[]) => calls.filter((call) => call.method === 'GET' && call.path.endsWith('-requests/'));

/** A screen as wide as `widthPx`: Mantine's useMediaQuery reads matchMedia (jsdom has none, setup.ts stubs it). */
function screenWidth(widthPx: number) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query === TABLE_MIN_WIDTH_QUERY && widthPx >= 960,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

/** A row has no name of its own (its content is its name): the test id finds it, roles find what is in it. */
const row = (uid: string) => screen.getByTestId(`entry-row-${uid}`);
/** An entry's expand button, named by its identification id (TR- and the uid's first four characters). */
const expandButton = (uid: string) => screen.findByRole('button', { name: `Show details of TR-${uid.slice(0, 4)}` });
/** A sortable column's header, and the button in it that sorts. */
const column = (name: string) => screen.getByRole('columnheader', { name });

let restoreWidth = () => undefined as void;
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
  restoreWidth = screenWidth(1366);
});
afterEach(() => {
  restoreWidth();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('entry table (issue 13)', { timeout: 20_000 }, () => {
  it('is the default from 960 px and shows one line of facts per entry', async () => {
    serveList([entry(UID_A), entry(UID_B)]);
    renderEntryList('/dashboard/search-trucks');
    await expandButton(UID_A);
    expect(screen.getByRole('table')).toBeVisible();
    for (const header of screen.getAllByRole('columnheader')) expect(header).toHaveAttribute('scope', 'col');

    const cells = within(row(UID_A))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[1]).toBe('TR-aaaa');
    // The country names are read out and kept in the text; the flags are images without text.
    expect(cells[2]).toBe('Cluj-Napoca, Romania → Duisburg, Germany');
    expect(within(row(UID_A)).getAllByRole('cell')[2]?.querySelectorAll('img[data-flag]')).toHaveLength(2);
    // Issue 35 item 7: compact cells, the whole facts on hover.
    expect(cells[3]).toBe('01–03/12');
    expect(screen.getByTestId(`entry-loading-dates-${UID_A}`)).toHaveAttribute('title', '01/12/2026 08:00 – 03/12/2026 16:00');
    expect(cells[4]).toBe('03/12');
    expect(cells[5]).toBe('20 t · 13.6 ldm');
    expect(within(row(UID_A)).getAllByRole('cell')[5]).toHaveAttribute('title', '20 t · 13.6 ldm · 80 m³');
    expect(cells[6]).toBe('Trailer');
    expect(cells[7]).toBe('1.10 EUR/km');
    expect(cells[8]).toBe('Trans');
    expect(screen.getByTestId(`entry-company-cell-${UID_A}`)).toHaveAttribute('title', 'Trans SRL');
    expect(cells[9]).toBe('12 min');
    expect(screen.queryByRole('columnheader', { name: 'Views' })).toBeNull();
    expect(cells).toHaveLength(10);
  });

  it('tells homonym places apart by their region, else by the nearest large city (issue 35 item 5)', async () => {
    const base = entry(UID_A);
    serveList([
      {
        ...base,
        loading_location: { ...base.loading_location, cityName: 'Florești', city_region: 'Kolozs' },
        unloading_location: { ...base.unloading_location, cityName: 'Neustadt', city_near: 'Mannheim' },
      },
    ]);
    renderEntryList('/dashboard/search-trucks', 'hu');
    await screen.findByTestId(`entry-row-${UID_A}`);
    expect(within(row(UID_A)).getAllByRole('cell')[2]?.textContent).toMatch(
      /^Florești \(Kolozs\), .+ → Neustadt \(Mannheim közelében\), .+$/,
    );
  });

  it('shows the view count, expiry and the own-entry actions on My lists', async () => {
    const own = entry(UID_A, { is_own: true, can_manage: true, view_count: 7 });
    const colleagues = entry(UID_B, { is_own: true, can_manage: false });
    serveList([own, colleagues], 8);
    renderEntryList('/dashboard/my-trucks');
    const toggle = await expandButton(UID_A);
    // The views and expiry cells have no name; their test ids find them.
    expect(screen.getByTestId(`entry-views-${UID_A}`)).toHaveTextContent(/^7$/);
    expect(screen.getByTestId(`entry-expires-${UID_A}`).textContent).toBe(formatDateTime(own.expires_at, 'en'));
    // Edit, refresh and delete in the row's action cell, only where the API allows them (§6): icon
    // buttons, each named as the card's text button.
    expect(within(row(UID_A)).getByRole('link', { name: 'Edit' })).toBeVisible();
    expect(within(row(UID_A)).getByRole('button', { name: 'Refresh' })).toBeVisible();
    expect(within(row(UID_A)).getByRole('button', { name: 'Delete' })).toBeVisible();
    expect(within(row(UID_B)).queryByRole('link', { name: 'Edit' })).toBeNull();
    for (const action of ['Refresh', 'Delete']) expect(within(row(UID_B)).queryByRole('button', { name: action })).toBeNull();
    // Clicking an action does not expand the row.
    const user = setupUser();
    await user.click(within(row(UID_A)).getByRole('button', { name: 'Delete' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete entry' })).getByRole('button', { name: 'Cancel' }));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByTestId(`entry-views-${UID_A}`)).toHaveTextContent(/^8$/));
  });

  it('gives a search list no actions cell: an own entry’s actions are in its expanded row, another company’s have none', async () => {
    serveList([entry(UID_A, { is_own: true, can_manage: true }), entry(UID_B)], 8);
    renderEntryList('/dashboard/search-trucks');
    const toggle = await expandButton(UID_A);
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(within(row(UID_A)).queryByRole('button', { name: 'Delete' })).toBeNull();
    const user = setupUser();
    await user.click(toggle);
    const own = await screen.findByTestId(`entry-own-actions-${UID_A}`);
    expect(within(own).getByRole('link', { name: 'Edit' })).toBeVisible();
    expect(within(own).getByRole('button', { name: 'Refresh' })).toBeVisible();
    expect(within(own).getByRole('button', { name: 'Delete' })).toBeVisible();
    await user.click(await expandButton(UID_B));
    expect(screen.queryByTestId(`entry-own-actions-${UID_B}`)).toBeNull();
  });

  it('sorts by the age and loading columns: a header flips the ordering the API is asked for, with aria-sort', async () => {
    const user = setupUser();
    serveList([entry(UID_A)]);
    const calls = recordRequests();
    renderEntryList('/dashboard/search-trucks');
    await expandButton(UID_A);
    expect(column('Age')).toHaveAttribute('aria-sort', 'descending');
    expect(listCalls(calls).at(-1)?.query.ordering).toBe('-modified_at');

    await user.click(within(column('Age')).getByRole('button', { name: 'Age' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.ordering).toBe('modified_at'));
    await waitFor(() => expect(column('Age')).toHaveAttribute('aria-sort', 'ascending'));

    await user.click(within(column('Age')).getByRole('button', { name: 'Age' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.ordering).toBe('-modified_at'));
    // The loading column sorts by loading date: soonest first, then the other way round.
    expect(column('Loading')).toHaveAttribute('aria-sort', 'none');
    await user.click(within(column('Loading')).getByRole('button', { name: 'Loading' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.ordering).toBe('loading_date'));
    await waitFor(() => expect(column('Loading')).toHaveAttribute('aria-sort', 'ascending'));
    expect(column('Age')).toHaveAttribute('aria-sort', 'none');
    await user.click(within(column('Loading')).getByRole('button', { name: 'Loading' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.ordering).toBe('-loading_date'));
    // Columns the API cannot sort by say nothing about sorting.
    expect(column('Company')).not.toHaveAttribute('aria-sort');
    expect(within(column('Company')).queryByRole('button')).toBeNull();
  });

  it('moves between rows with the arrow keys; Enter expands (recording one view), Escape collapses', async () => {
    const user = setupUser();
    serveList([entry(UID_A), entry(UID_B), entry(UID_C)], 4);
    const calls = recordRequests();
    renderEntryList('/dashboard/search-trucks');
    await expandButton(UID_A);
    // One tab stop for the whole table: the first row.
    expect([UID_A, UID_B, UID_C].map((uid) => row(uid).tabIndex)).toEqual([0, -1, -1]);

    act(() => row(UID_A).focus());
    await user.keyboard('{ArrowDown}');
    expect(row(UID_B)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(row(UID_C)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(row(UID_C)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(row(UID_B)).toHaveFocus();
    expect([UID_A, UID_B, UID_C].map((uid) => row(uid).tabIndex)).toEqual([-1, 0, -1]);

    const toggle = await expandButton(UID_B);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The details the button says it controls (aria-controls).
    const details = () => document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(details()).toBeNull();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(details()).not.toBeNull());
    await within(details()!).findByText('4');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(details()).toBeNull();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(details()).not.toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`/api/truck-requests/${UID_B}/view/`]);
  });

  it('remembers the choice of cards on this device', async () => {
    const user = setupUser();
    serveList([entry(UID_A)]);
    renderEntryList('/dashboard/search-trucks');
    await expandButton(UID_A);
    const views = within(screen.getByRole('group', { name: 'List view' }));
    expect(views.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(views.getByRole('button', { name: 'Cards' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(views.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(LIST_VIEW_STORAGE_KEY)).toBe('cards');

    // Another visit (a reload): still cards.
    cleanup();
    renderEntryList('/dashboard/search-trucks');
    await expandButton(UID_A);
    expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows cards and no view switch below 960 px, whatever was chosen', async () => {
    restoreWidth();
    restoreWidth = screenWidth(390);
    localStorage.setItem(LIST_VIEW_STORAGE_KEY, 'table');
    serveList([entry(UID_A)]);
    renderEntryList('/dashboard/search-trucks');
    await expandButton(UID_A);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('group', { name: 'List view' })).toBeNull();
    // The collapsed card's two lines (no role: their test ids): the route, then dates · weight/ldm · price · company · age.
    expect(screen.getByTestId(`entry-line-route-${UID_A}`).textContent).toContain('Cluj-Napoca, Romania → Duisburg, Germany');
    expect(screen.getByTestId(`entry-line-facts-${UID_A}`).textContent).toBe(
      '01/12/2026 – 03/12/2026 → 03/12/2026 · 20 t · 13.6 m · 1.10 EUR/km · Trans SRL · 12 min',
    );
  });

  it('highlights an entry that arrives live', async () => {
    vi.stubGlobal('WebSocket', ServerSocket);
    serveList([entry(UID_A)]);
    renderEntryList('/dashboard/search-trucks');
    await expandButton(UID_A);
    await waitFor(() => expect(ServerSocket.last?.onmessage).toBeTypeOf('function'));
    const server = ServerSocket.last!;
    server.push({ type: 'ready' });
    server.push({ type: 'truck_create', id: 1, entry_data: entry(UID_C) });
    await waitFor(() => expect(row(UID_C).hasAttribute('data-fresh')).toBe(true));
    expect(row(UID_A).hasAttribute('data-fresh')).toBe(false);
  });
});

describe('useFreshUids', () => {
  it('marks each new uid once, for a few seconds', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ uids }) => useFreshUids(uids), { initialProps: { uids: [] as string[] } });
    expect([...result.current]).toEqual([]);
    rerender({ uids: ['a'] });
    expect([...result.current]).toEqual(['a']);
    act(() => vi.advanceTimersByTime(FRESH_HIGHLIGHT_MS / 2));
    rerender({ uids: ['b', 'a'] });
    expect([...result.current].sort()).toEqual(['a', 'b']);
    act(() => vi.advanceTimersByTime(FRESH_HIGHLIGHT_MS / 2));
    expect([...result.current]).toEqual(['b']);
    act(() => vi.advanceTimersByTime(FRESH_HIGHLIGHT_MS / 2));
    expect([...result.current]).toEqual([]);
  });
});
