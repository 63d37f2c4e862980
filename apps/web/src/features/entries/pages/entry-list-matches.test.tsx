import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Entry, EntryPage } from '@freight/shared/entries';
import type { MatchCounts, MatchEntry, MatchPage, ReturnLoad, ReturnLoadPage } from '@freight/shared/matching';
import { storeTokens } from '../../../lib/session';
import { testEntry } from '../../../test/entries';
import { page } from '../../../test/msw/answers';
import { recordRequests, type RecordedRequest } from '../../../test/msw/requests';
import { server as api } from '../../../test/msw/server';
import { ServerSocket } from '../../../test/server-socket';
import { fakeJwt } from '../../../test/tokens';
import { setupUser } from '../../../test/user';
import { renderEntryList } from './entry-list.test-helpers';

const TRUCK_A = '11111111-1111-4111-8111-111111111111';
const TRUCK_B = '22222222-2222-4222-8222-222222222222';
const WARE_NEAR = '33333333-3333-4333-8333-333333333333';
const WARE_FAR = '44444444-4444-4444-8444-444444444444';

const ownTruck = (uid: string) => testEntry(uid, 'truck', { is_own: true, can_manage: true });
const match = (uid: string, emptyKm: number, overrides: Partial<Entry> = {}): MatchEntry => ({
  ...testEntry(uid, 'ware', overrides),
  empty_km: emptyKm,
});

/** An own entry's match count: a button named by the count and the entry's id, whatever it shows. */
const countOf = (uid: string) => screen.getByRole('button', { name: new RegExp(` for TR-${uid.slice(0, 4)}: show them$`) });
const findCountOf = (uid: string) => screen.findByRole('button', { name: new RegExp(` for TR-${uid.slice(0, 4)}: show them$`) });

const isCounts = (call: RecordedRequest) => call.path === '/api/matching/counts/';
/** The member's two own trucks, and the match counts `counts()` of them at the asked radius. */
const serveOwnTrucks = (counts: () => Record<string, number>) =>
  api.use(
    http.get('/api/truck-requests/', () => HttpResponse.json(page([ownTruck(TRUCK_A), ownTruck(TRUCK_B)]) satisfies EntryPage)),
    http.get('/api/matching/counts/', ({ request }) =>
      HttpResponse.json({
        counts: counts(),
        cap: 100,
        radius: Number(new URL(request.url).searchParams.get('radius')),
      } satisfies MatchCounts),
    ),
  );

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('matches of own entries (issue 17)', { timeout: 20_000 }, () => {
  it('counts the matching wares of every own truck in one request and opens them ranked, with the radius and return loads', async () => {
    serveOwnTrucks(() => ({ [TRUCK_A]: 2, [TRUCK_B]: 100 }));
    api.use(
      http.get(`/api/truck-requests/${TRUCK_A}/matches/`, () =>
        HttpResponse.json(page([match(WARE_NEAR, 12.4), match(WARE_FAR, 87)]) satisfies MatchPage),
      ),
      http.get(`/api/truck-requests/${TRUCK_A}/return-loads/`, ({ request }) => {
        const load: ReturnLoad = { ...match(WARE_FAR, 30), home_km_covered: 450, home_share: 0.75 };
        const radius = new URL(request.url).searchParams.get('radius');
        return HttpResponse.json(page(radius === '25' ? [] : [load]) satisfies ReturnLoadPage);
      }),
    );
    const calls = recordRequests();
    const user = setupUser();
    renderEntryList('/dashboard/my-trucks');

    const countA = await findCountOf(TRUCK_A);
    await waitFor(() => expect(countA.textContent).toBe('2 matching wares'));
    expect(countOf(TRUCK_B).textContent).toBe('100+ matching wares');
    // One request for every truck; the socket's first ready counts again (issue 31 item 7), in one request too.
    await waitFor(() => expect(calls.filter(isCounts)).toHaveLength(2), { timeout: 4000 });
    const everyTruck = { form_type: 'truck', uids: `${TRUCK_A},${TRUCK_B}`, radius: '100' };
    expect(calls.filter(isCounts).map((call) => call.query)).toEqual([everyTruck, everyTruck]);

    await user.click(countA);
    const drawer = await screen.findByRole('dialog', { name: `Matches for ${ownTruck(TRUCK_A).identification_id}` });
    const items = await within(drawer).findAllByRole('listitem');
    // Each match opens by its id (WR- and the uid's first four characters).
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['WR-3333', 'WR-4444']);
    expect(within(items[0]!).getByText('12.4 km empty')).toBeVisible();
    expect(calls.find((call) => call.path.endsWith('/matches/'))?.query).toMatchObject({ radius: '100', lang: 'en' });

    // Another radius asks for the matches and the counts within it, and is kept for the next visit.
    await user.click(within(drawer).getByRole('radio', { name: '200 km' }));
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith('/matches/')).at(-1)?.query.radius).toBe('200'));
    await waitFor(() => expect(calls.filter(isCounts).at(-1)?.query.radius).toBe('200'));
    expect(localStorage.getItem('matching.radius')).toBe('200');

    await user.click(within(drawer).getByRole('tab', { name: 'Return loads' }));
    const returnLoads = within(await within(drawer).findByRole('tabpanel', { name: 'Return loads' }));
    expect(within(await returnLoads.findByRole('listitem')).getByText('450 km toward home (75% of the way)')).toBeVisible();
    expect(returnLoads.getByRole('link', { name: 'WR-4444' })).toBeVisible();
    await user.click(within(drawer).getByRole('radio', { name: '25 km' }));
    expect(await returnLoads.findByRole('alert')).toHaveTextContent(/^No loads toward home within 25 km of the unloading place\.$/);
  });

  it('puts the count in a column of the table, short, and opens the matches without expanding the row', async () => {
    const original = window.matchMedia;
    // A laptop screen: the table view (use-list-view's 60em query).
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query === '(min-width: 60em)' })) as typeof window.matchMedia;
    try {
      // The matches themselves: the shared handlers' empty page.
      serveOwnTrucks(() => ({ [TRUCK_A]: 1, [TRUCK_B]: 100 }));
      const user = setupUser();
      renderEntryList('/dashboard/my-trucks');
      const table = await screen.findByRole('table');
      expect(within(table).getByRole('columnheader', { name: 'Matches' })).toHaveTextContent(/^Matches$/);
      // The full count is its name; the narrow column shows it short.
      const count = await screen.findByRole('button', { name: `1 matching ware for ${ownTruck(TRUCK_A).identification_id}: show them` });
      expect(count.textContent).toBe('1 match');
      expect(countOf(TRUCK_B).textContent).toBe('100+ matches');
      await user.click(count);
      const drawer = await screen.findByRole('dialog');
      expect(await within(drawer).findByRole('alert')).toHaveTextContent(/^No matching entries within 100 km\.$/);
      expect(screen.getByRole('button', { name: 'Show details of TR-1111' })).toHaveAttribute('aria-expanded', 'false');
    } finally {
      window.matchMedia = original;
    }
  });

  it('shows no count on search lists', async () => {
    serveOwnTrucks(() => ({}));
    const calls = recordRequests();
    renderEntryList('/dashboard/search-trucks');
    await screen.findByRole('button', { name: 'Show details of TR-1111' });
    expect(screen.queryByRole('button', { name: /: show them$/ })).toBeNull();
    expect(calls.filter(isCounts)).toHaveLength(0);
  });

  it('raises the count when a fitting ware is published, without a reload; an unfitting one asks nothing', async () => {
    vi.stubGlobal('WebSocket', ServerSocket);
    let matching = 2;
    serveOwnTrucks(() => ({ [TRUCK_A]: matching, [TRUCK_B]: 0 }));
    const calls = recordRequests();
    renderEntryList('/dashboard/my-trucks');
    const count = await findCountOf(TRUCK_A);
    await waitFor(() => expect(count.textContent).toBe('2 matching wares'));
    expect(countOf(TRUCK_B).textContent).toBe('0 matching wares');
    await waitFor(() => expect(ServerSocket.last?.onmessage).toBeTypeOf('function'));
    const server = ServerSocket.last!;
    server.push({ type: 'ready' });
    // The first ready counts again: an entry published before it has no event (issue 31 item 7).
    await waitFor(() => expect(calls.filter(isCounts)).toHaveLength(2), { timeout: 4000 });

    // Heavier than any shown truck takes (24 t): it cannot match, so the counts are not re-read.
    const heavy = testEntry(WARE_FAR, 'ware', { info: { ...testEntry(WARE_FAR, 'ware').info, weight: 30 } });
    server.push({ type: 'ware_create', id: 1, entry_data: heavy });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(calls.filter(isCounts)).toHaveLength(2);

    matching = 3;
    server.push({ type: 'ware_create', id: 2, entry_data: testEntry(WARE_NEAR, 'ware') });
    await waitFor(() => expect(count.textContent).toBe('3 matching wares'), { timeout: 4000 });
    expect(calls.filter(isCounts)).toHaveLength(3);
  });
});
