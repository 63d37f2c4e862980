import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DealDetail, DealMessage } from '@freight/shared/deals';
import { RealtimeProvider } from '../../../lib/realtime/realtime-provider';
import { storeTokens } from '../../../lib/session';
import { server } from '../../../test/msw/server';
import { renderInRouter, testI18n, type TestLanguage } from '../../../test/render';
import { ServerSocket } from '../../../test/server-socket';
import { fakeJwt } from '../../../test/tokens';
import { setupUser } from '../../../test/user';
import { DealsLive } from '../hooks/use-live-deals';
import { DealPage } from './deal-page';

const place = (city: string, country: string, day: string) => ({ country, city, postal_code: '1', date_start: day, date_end: day });

/** The terms offered and still current: the deal's, and its first event's. */
const TERMS: DealDetail['terms'] = {
  price: 1900.5,
  price_unit: 'total',
  currency: 'EUR',
  payment_term_days: 30,
  loading_date: '2026-12-01',
  unloading_date: '2026-12-03',
  note: '',
};

const deal = (overrides: Partial<DealDetail> = {}): DealDetail => ({
  id: 5,
  number: null,
  status: 'open',
  role: 'outgoing',
  entry: {
    uid: 'u-1',
    identification_id: 'WR-ABC123',
    form_type: 'ware',
    loading: place('Timișoara', 'RO', '2026-12-01'),
    unloading: place('Duisburg', 'DE', '2026-12-03'),
    weight: 22,
    volume: null,
    mdp: 13.6,
    truck_type: null,
    platform_types: [1],
    vat_type: false,
    notes: '',
  },
  owner_company: { id: 1, name: 'Carpați Trans SRL' },
  bidder_company: { id: 2, name: 'Rhein Spedition GmbH' },
  terms: TERMS,
  terms_by: 'owner',
  actions: ['counter', 'accept', 'decline', 'withdraw', 'message'],
  closed_reason: '',
  unread: 0,
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
  agreed_at: null,
  aftermath: null,
  events: [
    {
      id: 1,
      kind: 'offer',
      side: 'bidder',
      user: { id: 9, first_name: 'Markus', last_name: 'Becker' },
      terms: TERMS,
      reason: '',
      created_at: '2026-11-27T10:00:00.000Z',
    },
  ],
  owner_party: { id: 1, name: 'Carpați Trans SRL', VATNumber: 'RO123', address: 'Str. 1, 300001 Timișoara', country: 'RO', contact: null },
  bidder_party: { id: 2, name: 'Rhein Spedition GmbH', VATNumber: 'DE123', address: 'Weg 1, 47051 Duisburg', country: 'DE', contact: null },
  payment_incident: null,
  ...overrides,
});

const message = (id: number, text: string): DealMessage => ({
  id,
  deal_id: 5,
  side: 'owner',
  user: { id: 3, first_name: 'Andrei', last_name: 'Popescu' },
  text,
  created_at: '2026-11-27T10:05:00.000Z',
});

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});
afterEach(() => vi.unstubAllGlobals());

const open = (language: TestLanguage = 'en') =>
  renderInRouter(
    [
      {
        path: '/dashboard',
        element: (
          <RealtimeProvider>
            <DealsLive />
            <Outlet />
          </RealtimeProvider>
        ),
        children: [{ path: 'deals/:id', Component: DealPage }],
      },
    ],
    '/dashboard/deals/5',
    language,
  );

/** Issue 31: a deal's page offers the API's steps, accepts, and shows the conversation live. */
describe('Deal page', { timeout: 20_000 }, () => {
  it('shows terms, parties and history, accepts the other side’s terms, and takes a message live', async () => {
    vi.stubGlobal('WebSocket', ServerSocket);
    let current = deal();
    const stored = [message(1, 'Bună ziua')];
    server.use(
      http.get('/api/deals/5/', () => HttpResponse.json(current)),
      http.get('/api/deals/5/messages/', () => HttpResponse.json({ results: stored, next: null })),
      http.post('/api/deals/5/accept/', () => {
        current = deal({
          status: 'agreed',
          number: 'FX-2026-000123',
          actions: ['cancel', 'message'],
          agreed_at: '2026-11-27T11:00:00.000Z',
        });
        return HttpResponse.json(current);
      }),
    );
    const user = setupUser();
    open();
    await screen.findByTestId('deal-page');
    expect(screen.getByTestId('deal-price-text')).toHaveTextContent('1,900.50 EUR in total');
    expect(screen.getByText('Rhein Spedition GmbH', { selector: 'p[class*="Text"]' })).toBeVisible();
    // The status is said once, in the title beside the reference.
    expect(screen.getAllByTestId('deal-status')).toHaveLength(1);
    expect(within(screen.getByRole('heading', { level: 1 })).getByTestId('deal-status')).toHaveTextContent('Open');
    expect(within(screen.getByTestId('deal-events')).getAllByTestId('deal-event')).toHaveLength(1);
    // Three columns: who under what, and a price that keeps its line on a phone.
    const [first] = within(screen.getByTestId('deal-events')).getAllByTestId('deal-event');
    expect(within(first!).getAllByRole('cell')).toHaveLength(3);
    expect(within(first!).getByTestId('deal-event-price')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(first!).getByTestId('deal-event-price')).toHaveTextContent('1,900.50 EUR in total');
    expect(within(first!).getByTestId('deal-event-user')).toHaveTextContent('Markus Becker');
    expect(await screen.findByText('Bună ziua')).toBeVisible();
    expect(screen.getByTestId('deal-withdraw')).toBeVisible();

    await user.click(screen.getByTestId('deal-accept'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Transport order FX-2026-000123'));
    expect(screen.getByTestId('deal-order')).toBeVisible();
    expect(screen.queryByTestId('deal-accept')).toBeNull();

    await waitFor(() => expect(ServerSocket.last?.onmessage).toBeTypeOf('function'));
    ServerSocket.last!.push({ type: 'ready' });
    // The other side writes: the server stores the message and tells the socket.
    stored.push(message(2, 'Încărcăm la 7:00.'));
    ServerSocket.last!.push({ type: 'deal_message', deal_id: 5, message: message(2, 'Încărcăm la 7:00.') });
    expect(await screen.findByText('Încărcăm la 7:00.')).toBeVisible();
  });

  it('reads the deal again when the member switches language: its places are named in it (decision 074)', async () => {
    vi.stubGlobal('WebSocket', ServerSocket);
    let reads = 0;
    server.use(
      http.get('/api/deals/5/', () => {
        reads += 1;
        return HttpResponse.json(deal());
      }),
      http.get('/api/deals/5/messages/', () => HttpResponse.json({ results: [], next: null })),
    );
    open('fr');
    await screen.findByTestId('deal-page');
    const before = reads;
    act(() => void testI18n('fr').emit('languageChanged', 'fr'));
    await waitFor(() => expect(reads).toBe(before + 1));
  });

  it('shows the agreed loading and unloading days as the reader writes a day, not as the API sends them', async () => {
    vi.stubGlobal('WebSocket', ServerSocket);
    server.use(
      http.get('/api/deals/5/', () => HttpResponse.json(deal())),
      http.get('/api/deals/5/messages/', () => HttpResponse.json({ results: [], next: null })),
    );
    open('de');
    await screen.findByTestId('deal-page');
    expect(screen.getByText('Ladetag: 01.12.2026')).toBeVisible();
    expect(screen.getByText('Entladetag: 03.12.2026')).toBeVisible();
    expect(screen.queryByText(/2026-12-0/)).toBeNull();
  });

  it('shows a counter and a message sent between the page’s reads and the socket’s first ready (issue 31 item 7)', async () => {
    vi.stubGlobal('WebSocket', ServerSocket);
    let current = deal();
    const stored = [message(1, 'Bună ziua')];
    server.use(
      http.get('/api/deals/5/', () => HttpResponse.json(current)),
      http.get('/api/deals/5/messages/', () => HttpResponse.json({ results: stored, next: null })),
    );
    open();
    expect(await screen.findByText('Bună ziua')).toBeVisible();
    await waitFor(() => expect(ServerSocket.last?.onmessage).toBeTypeOf('function'));

    // In the window: the socket is not authenticated yet, so the server sends it no event for these.
    current = deal({
      terms: { ...deal().terms, price: 2100 },
      terms_by: 'bidder',
      events: [...deal().events, { ...deal().events[0]!, id: 2, kind: 'counter' }],
    });
    stored.push(message(2, 'Putem încărca mâine.'));
    expect(screen.queryByText('Putem încărca mâine.')).toBeNull();
    ServerSocket.last!.push({ type: 'ready' });
    expect(await screen.findByText('Putem încărca mâine.')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('deal-price-text')).toHaveTextContent('2,100.00 EUR in total'));
    expect(within(screen.getByTestId('deal-events')).getAllByTestId('deal-event')).toHaveLength(2);
  });
});
