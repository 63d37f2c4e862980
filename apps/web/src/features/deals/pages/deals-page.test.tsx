import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Deal } from '@freight/shared/deals';
import { storeTokens } from '../../../lib/session';
import { server } from '../../../test/msw/server';
import { renderInRouter } from '../../../test/render';
import { fakeJwt } from '../../../test/tokens';
import { DealsPage } from './deals-page';

const place = (city: string, country: string, day: string) => ({ country, city, postal_code: '1', date_start: day, date_end: day });

const deal = (id: number, aftermath: Deal['aftermath'], paymentIncident: Deal['payment_incident'] = null): Deal => ({
  id,
  number: `FX-2026-00000${id}`,
  status: 'agreed',
  role: 'incoming',
  entry: {
    uid: `u-${id}`,
    identification_id: `WR-${id}`,
    form_type: 'ware',
    loading: place('Timișoara', 'RO', '2026-10-01'),
    unloading: place('Duisburg', 'DE', '2026-10-02'),
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
  terms: {
    price: 1900.5,
    price_unit: 'total',
    currency: 'EUR',
    payment_term_days: 30,
    loading_date: '2026-10-01',
    unloading_date: '2026-10-02',
    note: '',
  },
  terms_by: 'owner',
  actions: ['message'],
  closed_reason: '',
  unread: 0,
  created_at: '2026-09-27T10:00:00.000Z',
  updated_at: '2026-10-02T10:00:00.000Z',
  agreed_at: '2026-09-28T10:00:00.000Z',
  aftermath,
  payment_incident: paymentIncident,
});

const after = (overdueDays: number): NonNullable<Deal['aftermath']> => ({
  carrier_company_id: 2,
  payer_company_id: 1,
  delivery_state: 'confirmed',
  delivered_at: '2026-10-02T10:00:00.000Z',
  confirm_until: '2026-10-09T10:00:00.000Z',
  delivery_settled_at: '2026-10-03T09:00:00.000Z',
  proof_name: null,
  dispute_reason: '',
  invoice_date: '2026-10-02',
  due_date: '2026-11-01',
  paid_date: null,
  days_to_pay: null,
  late: null,
  overdue: overdueDays > 0,
  overdue_days: overdueDays,
  ratings: [],
});

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});

/** Issue 32 item 1: an overdue invoice shows on its deal's row of the list, with its days. */
describe('Deals list', { timeout: 20_000 }, () => {
  it('marks the overdue deal only, with its days overdue', async () => {
    server.use(
      http.get('/api/deals/', () => HttpResponse.json({ results: [deal(1, after(12)), deal(2, after(0)), deal(3, null)], next: null })),
    );
    renderInRouter([{ path: '/dashboard/deals', Component: DealsPage }], '/dashboard/deals');
    const cards = await screen.findAllByTestId('deal-card');
    expect(within(cards[0]!).getByTestId('deal-overdue')).toHaveTextContent('Overdue 12 days');
    expect(within(cards[1]!).queryByTestId('deal-overdue')).toBeNull();
    expect(within(cards[2]!).queryByTestId('deal-overdue')).toBeNull();
    expect(screen.queryByTestId('deal-incident')).toBeNull();
  });

  it("names the payment incident filed from a deal, with where staff stand on it, in the reader's language", async () => {
    server.use(
      http.get('/api/deals/', () =>
        HttpResponse.json({
          results: [
            deal(1, after(12), { id: 41, status: 'pending', created_at: '2026-11-05T08:00:00.000Z' }),
            deal(2, after(40), { id: 17, status: 'declined', created_at: '2026-10-20T08:00:00.000Z' }),
            deal(3, after(3)),
          ],
          next: null,
        }),
      ),
    );
    renderInRouter([{ path: '/dashboard/deals', Component: DealsPage }], '/dashboard/deals', 'de');
    const cards = await screen.findAllByTestId('deal-card');
    expect(within(cards[0]!).getByTestId('deal-incident')).toHaveTextContent('Zahlungsvorfall #41: In Bearbeitung');
    expect(within(cards[1]!).getByTestId('deal-incident')).toHaveTextContent('Zahlungsvorfall #17: Abgelehnt');
    expect(within(cards[2]!).queryByTestId('deal-incident')).toBeNull();
    // Still overdue while the incident runs: the badge says so beside it.
    expect(within(cards[0]!).getByTestId('deal-overdue')).toHaveTextContent('12 Tage überfällig');
  });
});
