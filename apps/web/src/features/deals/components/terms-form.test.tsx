import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DealTermsInput } from '@freight/shared/deals';
import { storeTokens } from '../../../lib/session';
import { testLanePrice } from '../../../test/lane-prices';
import { server } from '../../../test/msw/server';
import { renderWithProviders, type TestLanguage } from '../../../test/render';
import { fakeJwt } from '../../../test/tokens';
import { setupUser } from '../../../test/user';
import { TermsForm } from './terms-form';

const ENTRY = {
  form_type: 'truck',
  truck_type: 1,
  loading: { country: 'RO', date_start: '2026-12-01', date_end: '2026-12-02' },
  unloading: { country: 'DE', date_start: '2026-12-03', date_end: '2026-12-04' },
} as const;
const INITIAL: DealTermsInput = {
  price: 1.15,
  price_unit: 'per_km',
  currency: 'EUR',
  payment_term_days: 30,
  loading_date: '2026-12-01',
  unloading_date: '2026-12-03',
  note: '',
};

/** Issue 31 item 1: the terms of an offer as a dispatcher types them, in the number format of the interface. */
describe('TermsForm', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
    server.use(http.get('/api/lane-prices/', () => HttpResponse.json(testLanePrice())));
  });
  afterEach(cleanup);

  const renderForm = (language: TestLanguage) => {
    const onSubmit = vi.fn(async (_terms: DealTermsInput) => undefined);
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <TermsForm entry={ENTRY as never} initial={INITIAL} submitLabel="Send" onSubmit={onSubmit} onCancel={() => undefined} />
      </QueryClientProvider>,
      language,
    );
    return onSubmit;
  };
  const price = () => screen.getByTestId('deal-price') as HTMLInputElement;
  const term = () => screen.getByTestId('deal-payment-term') as HTMLInputElement;

  it.each([
    ['en', '1.15', '1.15', 1.15],
    ['de', '1,15', '1,15', 1.15],
    // A German dispatcher typing a point gets the decimal comma, not 115.
    ['de', '1.15', '1,15', 1.15],
    ['fr', '0,95', '0,95', 0.95],
  ] as const)('in %s, a price typed as "%s" reads "%s" and is sent as %d', async (language, keys, shown, sent) => {
    const user = setupUser();
    const onSubmit = renderForm(language);
    await user.clear(price());
    await user.type(price(), keys);
    expect(price().value).toBe(shown);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ price: sent, payment_term_days: 30 });
  });

  it('shows the offered price in the interface language’s format', () => {
    renderForm('de');
    expect(price().value).toBe('1,15');
  });

  it('refuses an emptied payment term or price as required instead of sending 0', async () => {
    const user = setupUser();
    const onSubmit = renderForm('en');
    await user.clear(term());
    await user.clear(price());
    expect([term().value, price().value]).toEqual(['', '']);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();

    // Typed again, the offer goes with what was typed.
    await user.type(term(), '45');
    await user.type(price(), '2.4');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ price: 2.4, payment_term_days: 45 });
  });

  it('shows the days as the interface writes them, whatever the browser’s locale', () => {
    renderForm('de');
    expect((screen.getByTestId('deal-loading-date') as HTMLInputElement).value).toBe('01.12.2026');
    expect((screen.getByTestId('deal-unloading-date') as HTMLInputElement).value).toBe('03.12.2026');
  });

  it('keeps a typed day outside the entry’s window and says so under its field, sending nothing', async () => {
    const user = setupUser();
    const onSubmit = renderForm('en');
    const loading = screen.getByTestId('deal-loading-date') as HTMLInputElement;
    await user.clear(loading);
    // A day before the loading window (1–2 December).
    await user.type(loading, '30/11/2026');
    await user.tab();
    expect(loading.value).toBe('30/11/2026');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText("Choose a day within the entry's window.")).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    // Within the window, the offer goes with that day.
    await user.clear(loading);
    await user.type(loading, '02/12/2026');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ loading_date: '2026-12-02', unloading_date: '2026-12-03' });
  });
});
