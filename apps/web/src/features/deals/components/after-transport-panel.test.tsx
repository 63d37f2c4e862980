import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DealAftermath } from '@freight/shared/deal-aftermath';
import type { DealDetail } from '@freight/shared/deals';
import { alertQueue } from '../../../lib/alerts/alert';
import { storeTokens } from '../../../lib/session';
import { apiError, validationFailed } from '../../../test/msw/answers';
import { server } from '../../../test/msw/server';
import { renderInRouter, type TestLanguage } from '../../../test/render';
import { fakeJwt } from '../../../test/tokens';
import { setupUser } from '../../../test/user';
import { useDeal } from '../api/deals';
import { AfterTransportPanel, incidentLink } from './after-transport-panel';

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
  payment_incident: null,
  ...overrides,
});

function Panel() {
  const query = useDeal(5);
  return query.data ? <AfterTransportPanel deal={query.data} /> : null;
}
const open = (language: TestLanguage = 'en') =>
  renderInRouter([{ path: '/dashboard/deals/:id', Component: Panel }], '/dashboard/deals/5', language);

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});

/** The carrier's rating of the payer (Rhein Spedition about company 1), with `over` in place. */
const rating = (over: object) => ({
  id: 31,
  rater_company: { id: 2, name: 'Rhein Spedition GmbH' },
  rated_company_id: 1,
  rater_role: 'carrier' as const,
  punctuality: 5,
  communication: 4,
  payment: 2,
  comment: '',
  created_at: '2026-11-14T10:00:00.000Z',
  updated_at: '2026-11-14T10:00:00.000Z',
  editable_until: '2026-11-16T10:00:00.000Z',
  reply: null,
  ...over,
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
    const carrierRating = rating({ comment: 'Paid after reminders.' });
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
    // The form is drawn anew for the saved rating: the focus waits on the ratings' heading, not on the page's body.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Ratings' })).toHaveFocus());
  });

  it('publishes a reply once, says until when the own rating may be changed, and keeps the focus in the ratings', async () => {
    const ownRating = rating({
      id: 32,
      rater_company: { id: 1, name: 'Carpați Trans SRL' },
      rated_company_id: 2,
      rater_role: 'payer',
      payment: null,
    });
    let current = deal({
      role: 'incoming',
      actions: ['message', 'rate', 'reply_rating'],
      aftermath: after({ overdue: false, overdue_days: 0, ratings: [rating({}), ownRating] }),
    });
    let replies = 0;
    server.use(
      http.get('/api/deals/5/', () => HttpResponse.json(current)),
      http.post('/api/ratings/31/reply/', async () => {
        replies += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        current = deal({
          role: 'incoming',
          actions: ['message', 'rate'],
          aftermath: after({
            overdue: false,
            overdue_days: 0,
            ratings: [rating({ reply: { text: 'Paid on the agreed day.', replied_at: '2026-11-15T10:00:00.000Z' } }), ownRating],
          }),
        });
        return HttpResponse.json(current);
      }),
    );
    const user = setupUser();
    open();
    const form = await screen.findByTestId('deal-rating-form');
    expect(form).toHaveTextContent(/You can change your rating until 16\/11\/2026/);
    await user.type(screen.getByLabelText('Your public reply (once)'), 'Paid on the agreed day.');
    await user.dblClick(screen.getByRole('button', { name: 'Publish the reply' }));
    await waitFor(() => expect(screen.getByTestId('deal-rating-reply')).toHaveTextContent('Paid on the agreed day.'));
    expect(replies).toBe(1);
    expect(screen.getByRole('heading', { name: 'Ratings' })).toHaveFocus();
  });

  it('lets a long proof name and a long dispute reason wrap on a phone instead of being cut or widening the page', async () => {
    const name = `CMR_${'Rhein_Spedition_'.repeat(6)}signed.pdf`;
    const reason = 'Pallet-3-and-4-crushed-on-arrival-photos-attached-to-the-CMR-remarks-field'.repeat(2);
    server.use(
      http.get('/api/deals/5/', () =>
        HttpResponse.json(deal({ aftermath: after({ proof_name: name, delivery_state: 'disputed', dispute_reason: reason }) })),
      ),
    );
    open();
    const download = await screen.findByTestId('after-proof-download');
    // jsdom lays nothing out: what is checked is the rule that lets the browser wrap (Mantine's button label is nowrap).
    expect(download.querySelector('.mantine-Button-label')).toHaveStyle({ whiteSpace: 'normal', overflowWrap: 'anywhere' });
    expect(screen.getByTestId('after-delivery')).toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it('refuses a payment date typed before the invoice date under the field, keeps it as typed, and sends nothing', async () => {
    let sent = 0;
    server.use(
      http.get('/api/deals/5/', () => HttpResponse.json(deal())),
      http.post('/api/deals/5/paid/', () => {
        sent += 1;
        return HttpResponse.json(deal());
      }),
    );
    const user = setupUser();
    open();
    await user.click(await screen.findByRole('button', { name: 'Record payment received' }));
    const dialog = await screen.findByRole('dialog');
    const field = await within(dialog).findByLabelText(/Payment received on/);
    await user.clear(field);
    await user.type(field, '01/10/2026');
    await user.tab();
    expect(field).toHaveValue('01/10/2026');
    expect(field).toHaveAccessibleDescription('The payment cannot be before the invoice date.');
    await user.click(within(dialog).getByTestId('after-submit'));
    expect(sent).toBe(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows a date the API refuses under its field in the reader’s language, keeping the dialog and the date', async () => {
    server.use(
      http.get('/api/deals/5/', () => HttpResponse.json(deal())),
      http.post('/api/deals/5/paid/', () => validationFailed({ paid_date: ['date_in_future'] })),
    );
    const user = setupUser();
    open('ro');
    await user.click(await screen.findByTestId('after-record_payment'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByTestId('after-submit'));
    const field = within(dialog).getByTestId('after-record_payment-date');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Data nu poate fi în viitor.'));
    expect(field).toHaveValue(new Date().toLocaleDateString('sv-SE').split('-').reverse().join('.'));
    // The field says what is wrong: no second, vaguer "some fields are not valid" alert.
    expect(alertQueue.snapshot()).toBeNull();
  });

  it('shows a proof the API refuses under the file field and keeps the chosen file', async () => {
    server.use(
      http.get('/api/deals/5/', () =>
        HttpResponse.json(
          deal({ actions: ['message', 'deliver'], aftermath: after({ delivery_state: null, invoice_date: null, overdue: false }) }),
        ),
      ),
      http.post('/api/deals/5/delivered/', () => apiError('unsupported_file', { proof: ['unsupported_file'] })),
    );
    const user = setupUser();
    open();
    await user.click(await screen.findByRole('button', { name: 'Report delivery' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByTestId('after-proof'), new File(['not a pdf'], 'cmr.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByTestId('after-submit'));
    await waitFor(() => expect(within(dialog).getByText('Only a PDF is accepted.')).toBeInTheDocument());
    expect(within(dialog).getByTestId('after-proof-list')).toHaveTextContent('cmr.pdf');
    expect(alertQueue.snapshot()).toBeNull();
  });

  it('moves the focus to the panel after a step whose button is gone, and sends a double click once', async () => {
    let current = deal({
      actions: ['message', 'confirm_delivery'],
      role: 'incoming',
      aftermath: after({ delivery_state: 'reported', overdue: false }),
    });
    let confirms = 0;
    server.use(
      http.get('/api/deals/5/', () => HttpResponse.json(current)),
      http.post('/api/deals/5/confirm-delivery/', async () => {
        confirms += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        current = deal({ actions: ['message'], role: 'incoming', aftermath: after({ overdue: false }) });
        return HttpResponse.json(current);
      }),
    );
    const user = setupUser();
    open();
    await user.dblClick(await screen.findByRole('button', { name: 'Confirm delivery' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm delivery' })).toBeNull());
    expect(confirms).toBe(1);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'After the transport' })).toHaveFocus());
  });

  it('moves the focus to the panel once a dialog step is done and its dialog closed', async () => {
    let current = deal();
    server.use(
      http.get('/api/deals/5/', () => HttpResponse.json(current)),
      http.post('/api/deals/5/paid/', () => {
        current = deal({
          actions: ['message'],
          aftermath: after({ paid_date: '2026-10-20', days_to_pay: 18, late: false, overdue: false }),
        });
        return HttpResponse.json(current);
      }),
    );
    const user = setupUser();
    open();
    await user.click(await screen.findByRole('button', { name: 'Record payment received' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByTestId('after-submit'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Past Mantine's own return of the focus (10 ms after closing), which would leave it on the page's body.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'After the transport' })).toHaveFocus();
  });

  it('leaves the focus on a step’s button when its dialog is cancelled, also after an earlier step', async () => {
    let current = deal({ actions: ['message', 'invoice'], aftermath: after({ invoice_date: null, due_date: null, overdue: false }) });
    server.use(
      http.get('/api/deals/5/', () => HttpResponse.json(current)),
      http.post('/api/deals/5/invoiced/', () => {
        current = deal({ actions: ['message', 'record_payment'], aftermath: after({ overdue: false }) });
        return HttpResponse.json(current);
      }),
    );
    const user = setupUser();
    open();
    await user.click(await screen.findByRole('button', { name: 'Record invoice date' }));
    await user.click(within(await screen.findByRole('dialog')).getByTestId('after-submit'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'After the transport' })).toHaveFocus());
    const next = await screen.findByRole('button', { name: 'Record payment received' });
    await user.click(next);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(next).toHaveFocus();
  });
});

describe('incidentLink', () => {
  it('prefills the amount from a deal priced in total, and leaves it to the creditor for a price per km', () => {
    const amountOf = (link: string) => new URL(link, 'http://x').searchParams.get('amount');
    expect(amountOf(incidentLink(deal(), after()))).toBe('1900.50');
    const perKm = deal({ terms: { ...deal().terms, price: 1.12, price_unit: 'per_km' } });
    const link = new URL(incidentLink(perKm, after()), 'http://x').searchParams;
    expect(link.has('amount')).toBe(false);
    expect(Object.fromEntries(link)).toMatchObject({ deal: '5', company: '1', currency: 'EUR', due_date: '2026-11-01' });
  });
});

/** Decision 067: the payment incident filed from the deal takes the place of the step that files one. */
describe('After the transport panel: the payment incident of the deal', { timeout: 20_000 }, () => {
  const filed = (status: 'pending' | 'approved' | 'declined') => ({ id: 17, status, created_at: '2026-11-14T10:00:00.000Z' });

  it('shows the carrier its open incident with a link to it, and no second report step', async () => {
    server.use(
      http.get('/api/deals/5/', () =>
        HttpResponse.json(deal({ actions: ['message', 'record_payment'], payment_incident: filed('pending') })),
      ),
    );
    open();
    expect(await screen.findByTestId('after-incident-state')).toHaveTextContent('Payment incident #17 opened on 14/11/2026: In progress');
    expect(screen.getByRole('link', { name: 'See it in My incidents' })).toHaveAttribute('href', '/dashboard/my-incidents');
    expect(screen.getByTestId('after-overdue')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Report a payment incident' })).toBeNull();
  });

  it('tells the payer, in its language, that the carrier opened it', async () => {
    const payerDeal = deal({ role: 'incoming', actions: ['message'], payment_incident: filed('approved') });
    server.use(http.get('/api/deals/5/', () => HttpResponse.json(payerDeal)));
    open('de');
    expect(await screen.findByTestId('after-incident-state')).toHaveTextContent(
      'Der Frachtführer hat am 14.11.2026 zu diesem Geschäft den Zahlungsvorfall #17 eröffnet: Bestätigt',
    );
  });

  it('offers the report step again beside a declined incident', async () => {
    server.use(http.get('/api/deals/5/', () => HttpResponse.json(deal({ payment_incident: filed('declined') }))));
    open();
    expect(await screen.findByTestId('after-incident-state')).toHaveTextContent('Payment incident #17 opened on 14/11/2026: Declined');
    expect(screen.getByRole('link', { name: 'Report a payment incident' })).toBeVisible();
  });

  it('shows no incident line for a deal without one', async () => {
    server.use(http.get('/api/deals/5/', () => HttpResponse.json(deal())));
    open();
    expect(await screen.findByRole('link', { name: 'Report a payment incident' })).toBeVisible();
    expect(screen.queryByTestId('after-incident')).toBeNull();
  });
});
