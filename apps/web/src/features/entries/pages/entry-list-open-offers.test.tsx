import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Entry, EntryPage } from '@freight/shared/entries';
import { storeTokens } from '../../../lib/session';
import { testEntry } from '../../../test/entries';
import { page } from '../../../test/msw/answers';
import { server as api } from '../../../test/msw/server';
import { ServerSocket } from '../../../test/server-socket';
import { fakeJwt } from '../../../test/tokens';
import type { EntryPages } from '../utils/entry-list-cache';
import { renderEntryList, renderEntryListRouted } from './entry-list.test-helpers';

const TRUCK_A = '11111111-1111-4111-8111-111111111111';
const TRUCK_B = '22222222-2222-4222-8222-222222222222';

const ownTruck = (uid: string, openOffers: number): Entry => ({
  ...testEntry(uid, 'truck', { is_own: true, can_manage: true }),
  open_offers: openOffers,
});

/** My trucks answering each truck's open offers as `offers()` says; counts the reads. */
function serveOwnTrucks(offers: () => [number, number]) {
  const reads = { count: 0 };
  api.use(
    http.get('/api/truck-requests/', () => {
      reads.count += 1;
      const [a, b] = offers();
      return HttpResponse.json(page([ownTruck(TRUCK_A, a), ownTruck(TRUCK_B, b)]) satisfies EntryPage);
    }),
  );
  return reads;
}

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Issue 31 item 2: My trucks / My wares show each entry's open offers and lead to the deals. */
describe('open offers on own entries', { timeout: 20_000 }, () => {
  it('shows the count on a phone card, linking to the deals, and nothing for an entry without offers', async () => {
    serveOwnTrucks(() => [2, 0]);
    renderEntryList('/dashboard/my-trucks');
    const card = within(await screen.findByTestId(`entry-card-${TRUCK_A}`));
    const link = card.getByRole('link', { name: '2 open offers' });
    expect(link).toHaveAttribute('href', '/dashboard/deals');
    expect(link).toHaveTextContent(/^2 open offers$/);
    expect(link).toHaveAttribute('title', 'Offers on TR-1111 still being negotiated (awaiting an answer): open Deals');
    expect(screen.queryByTestId(`entry-open-offers-${TRUCK_B}`)).toBeNull();
  });

  it('shows the count short in the table’s actions, named in full', async () => {
    const original = window.matchMedia;
    // A laptop screen: the table view (use-list-view's 60em query).
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query === '(min-width: 60em)' })) as typeof window.matchMedia;
    try {
      serveOwnTrucks(() => [1, 0]);
      renderEntryList('/dashboard/my-trucks');
      const row = within(await screen.findByTestId(`entry-row-${TRUCK_A}`));
      const link = row.getByRole('link', { name: '1 open offer' });
      expect(link).toHaveTextContent(/^1$/);
      expect(link).toHaveAttribute('href', '/dashboard/deals');
      expect(within(screen.getByTestId(`entry-row-${TRUCK_B}`)).queryByRole('link', { name: /open offer/ })).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });

  it('re-reads the count when a deal on the company’s entries changes, and keeps it through an entry event', async () => {
    vi.stubGlobal('WebSocket', ServerSocket);
    let offers: [number, number] = [1, 0];
    const reads = serveOwnTrucks(() => offers);
    const { queryClient } = renderEntryListRouted('/dashboard/my-trucks');
    await screen.findByRole('link', { name: '1 open offer' });
    await waitFor(() => expect(ServerSocket.last?.onmessage).toBeTypeOf('function'));
    const socket = ServerSocket.last!;
    await socket.pushReady(queryClient);
    const before = reads.count;

    // A new offer on truck B: the deal's notice (here one too large to carry the deal) re-reads the list.
    offers = [1, 1];
    socket.push({ type: 'deal_update', deal_id: 7, deal: null });
    await screen.findByRole('link', { name: '1 open offer', description: /TR-2222/ });
    expect(reads.count).toBe(before + 1);

    // An edit of truck A arrives without the count (events do not carry it): the count stays.
    const { open_offers: _dropped, ...edited } = ownTruck(TRUCK_A, 1);
    socket.push({ type: 'truck_update', id: 1, entry_data: { ...edited, notes: 'Ramp 3' } as never });
    const cachedA = queryClient
      .getQueriesData<EntryPages>({ queryKey: ['entries', 'truck', 'list'] })[0]?.[1]
      ?.pages[0]?.results.find((entry) => entry.uid === TRUCK_A);
    expect(cachedA).toMatchObject({ notes: 'Ramp 3', open_offers: 1 });
    expect(within(screen.getByTestId(`entry-card-${TRUCK_A}`)).getByRole('link', { name: '1 open offer' })).toBeVisible();
    // A message in a deal changes no count: nothing is re-read.
    socket.push({ type: 'deal_message', deal_id: 7, message: null });
    expect(reads.count).toBe(before + 1);
  });
});
