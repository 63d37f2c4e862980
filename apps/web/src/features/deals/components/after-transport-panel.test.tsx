import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DealAftermath } from '@freight/shared/deal-aftermath';
import type { DealDetail } from '@freight/shared/deals';
import { storeTokens } from '../../../lib/session';
import { server } from '../../../test/msw/server';
import { renderInRouter } from '../../../test/render';
import { fakeJwt } from '../../../test/tokens';
import { setupUser } from '../../../test/user';
import { useDeal } from '../api/deals';
import { AfterTransportPanel } from './after-transport-panel';

const place = (city: string, country: string, day: string) => ({ country, city, postal_code: '1', date_start: day, date_end: day });

const after = (overrides: Partial<DealAftermath> = {}): DealAftermath => ({
  carrier_company_id: 2,
  payer_company_id: 1,
  delivery_state: 'confirmed',
  delivered_at: '2026-10-02T10:00:00.000Z',
  confirm_until: '2026-10-09T10:00:00.000Z',
  delivery_settled_at: '2026-10-03T09:00:00.000Z',
  proof_name: 'CMR 4711.pdf',
  dispute_reason: '',
  invoice_date: '2026-10-02',
  due_date: '2026-11-01',
  paid_date: null,
  days_to_pay: null,
  late: null,
  overdue: true,
  overdue_days: 12,
  ratings: [],
  ...overrides,
});

/** A ware deal seen by its carrier (the bidder): delivered, invoiced and 12 days overdue. */
const deal = (overrides: Partial<DealDetail> = {}): DealDetail => ({
  id: 5,
  number: 'FX-2026-000123',
  status: 'agreed',
  role: 'outgoing',
  entry: {
    uid: 'u-1',
    identification_id: 'WR-ABC123',
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
  actions: ['message', 'record_payment', 'report_payment_incident', 'rate'],
  closed_reason: '',
  unread: 0,
  created_at: '2026-09-27T10:00:00.000Z',
  updated_at: '2026-10-02T10:00:00.000Z',
  agreed_at: '2026-09-28T10:00:00.000Z',
  aftermath: after(),
  events: [],
  owner_party: { id: 1, name: 'Carpați Trans SRL', VATNumber: 'RO123', address: 'Str. 1, 300001 Timișoara', country: 'RO', contact: null },
  bidder_party: { id: 2, name: 'Rhein Spedition GmbH', VATNumber: 'DE123', address: 'Weg 1, 47051 Duisburg', country: 'DE', contact: null },
  ...overrides,
});

function Panel() {
  const query = useDeal(5);
  return query.data ? <AfterTransportPanel deal={query.data} /> : null;
}
const open = () => renderInRouter([{ path: '/dashboard/deals/:id', Component: Panel }], '/dashboard/deals/5');

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});

/** Issue 32 items 1–2: the after-transport panel as the carrier and the payer see it. */
describe('After the transport panel', { timeout: 20_000 }, () => {
  it('shows the overdue invoice with its numbers, links the prefilled incident form, and records a late payment', async () => {
    let current = deal();
    let sent: unknown;
    server.use(
      http.get('/api/deals/5/', () => HttpResponse.json(current)),
      http.post('/api/deals/5/paid/', async ({ request }) => {
        sent = await request.json();
        current = deal({
          actions: ['message', 'rate'],
          aftermath: after({ paid_date: '2026-11-13', days_to_pay: 42, late: true, overdue: false, overdue_days: 0 }),
        });
        return HttpResponse.json(current);
      }),
    );
    const user = setupUser();
    open();
    const overdue = await screen.findByTestId('after-overdue');
    expect(overdue).toHaveTextContent('Invoice overdue');
    expect(overdue).toHaveTextContent('unpaid for 12 days since');
    const link = within(overdue).getByRole('link', { name: 'Report a payment incident' });
    const query = new URL(link.getAttribute('href')!, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      deal: '5',
      company: '1',
      company_name: 'Carpați Trans SRL',
      amount: '1900.50',
      currency: 'EUR',
      invoice_date: '2026-10-02',
      due_date: '2026-11-01',
      order: 'FX-2026-000123',
    });
    // The house format, day first, as on every screen (not Intl's "10/2/2026" of English).
    expect(screen.getByTestId('after-delivery')).toHaveTextContent(/^Delivered on 02\/10\/2026, confirmed on \d\d\/\d\d\/2026\.$/);
    expect(screen.getByTestId('after-invoice')).toHaveTextContent("Invoiced on 02/10/2026; due on 01/11/2026 (30 days' term).");
    expect(screen.getByTestId('after-proof-download')).toHaveTextContent('CMR 4711.pdf');

    await user.click(screen.getByRole('button', { name: 'Record payment received' }));
    const dialog = await screen.findByRole('dialog');
    // Visible once the dialog's opening transition has run.
    await waitFor(() => expect(within(dialog).getByLabelText(/Payment received on/)).toBeVisible());
    await user.click(within(dialog).getByTestId('after-submit'));
    await waitFor(() => expect(screen.getByTestId('after-paid')).toHaveTextContent('42 days after the invoice, late (term 30 days)'));
    expect(sent).toEqual({ paid_date: new Date().toLocaleDateString('sv-SE') });
    expect(screen.queryByTestId('after-overdue')).toBeNull();
  });

  it('lets the payer rate by keyboard-usable stars and shows the carrier’s rating with a reply form', async () => {
    const carrierRating = {
      id: 31,
      rater_company: { id: 2, name: 'Rhein Spedition GmbH' },
      rated_company_id: 1,
      rater_role: 'carrier' as const,
      punctuality: 5,
      communication: 4,
      payment: 2,
      comment: 'Paid after reminders.',
      created_at: '2026-11-14T10:00:00.000Z',
      updated_at: '2026-11-14T10:00:00.000Z',
      editable_until: '2026-11-16T10:00:00.000Z',
      reply: null,
    };
    let rated: unknown;
    const payerDeal = deal({
      role: 'incoming',
      actions: ['message', 'rate', 'reply_rating'],
      aftermath: after({ overdue: false, overdue_days: 0, ratings: [carrierRating] }),
    });
    server.use(
      http.get('/api/deals/5/', () => HttpResponse.json(payerDeal)),
      http.post('/api/deals/5/rating/', async ({ request }) => {
        rated = await request.json();
        return HttpResponse.json(payerDeal);
      }),
    );
    const user = setupUser();
    open();
    const shown = await screen.findByTestId('deal-rating');
    expect(shown).toHaveTextContent('Payment: 2 of 5');
    expect(shown).toHaveTextContent('Paid after reminders.');
    expect(within(shown).getByLabelText('Your public reply (once)')).toBeVisible();

    const form = screen.getByTestId('deal-rating-form');
    // The payer rates punctuality and communication only; payment is the carrier's.
    expect(within(form).queryByRole('group', { name: 'Payment' })).toBeNull();
    const send = within(form).getByRole('button', { name: 'Send the rating' });
    expect(send).toBeDisabled();
    // By keyboard: a star is focused and chosen with Enter.
    within(within(form).getByRole('group', { name: 'Punctuality' }))
      .getByRole('radio', { name: '4 stars' })
      .focus();
    await user.keyboard('{Enter}');
    within(within(form).getByRole('group', { name: 'Communication' }))
      .getByRole('radio', { name: '5 stars' })
      .focus();
    await user.keyboard('{Enter}');
    await user.click(send);
    await waitFor(() => expect(rated).toEqual({ punctuality: 4, communication: 5, payment: null, comment: '' }));
  });
});
