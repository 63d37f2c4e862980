import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '../lib/session';
import { testLanePrice } from '../test/lane-prices';
import { apiError } from '../test/msw/answers';
import { server } from '../test/msw/server';
import { renderWithProviders, type TestLanguage } from '../test/render';
import { fakeJwt } from '../test/tokens';
import { LaneHint } from './lane-hint';

const LANE = { formType: 'ware', loadingCountry: 'RO', unloadingCountry: 'HU', truckType: 5 } as const;
const ENOUGH = testLanePrice({ insufficient_data: false, median_per_km: 1.12, p25: 0.98, p75: 1.3, deals: 23, companies: 9 });

/** Issue 32 item 6: the lane hint beside a price being set. */
describe('LaneHint', () => {
  let asked: URLSearchParams[];
  beforeEach(() => {
    storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
    asked = [];
  });
  afterEach(cleanup);

  const answer = (body: unknown) =>
    server.use(
      http.get('/api/lane-prices/', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(body as never);
      }),
    );
  const renderHint = (pricePerKm: number | null, currency: string | null = 'EUR', language: TestLanguage = 'en') =>
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <LaneHint lane={LANE} pricePerKm={pricePerKm} currency={currency} />
      </QueryClientProvider>,
      language,
    );

  it('says how far below the lane median the price is, with the deals and companies behind it', async () => {
    answer(ENOUGH);
    renderHint(0.77);
    expect(await screen.findByTestId('lane-hint')).toHaveTextContent(
      'Lane median 1.12 EUR/km from 23 deals of 9 companies (last 90 days). Your price is 31 % below.',
    );
    expect(screen.getByTestId('lane-hint')).toHaveTextContent('between 0.98 and 1.30 EUR/km');
    expect(Object.fromEntries(asked[0]!)).toEqual({ form_type: 'ware', loading_country: 'RO', unloading_country: 'HU', truck_type: '5' });
  });

  it('says why a lane with enough deals is withheld from this company, with no figure', async () => {
    answer(testLanePrice({ withheld: true, deals: 9, companies: 4 }));
    renderHint(0.77);
    expect(await screen.findByTestId('lane-hint-withheld')).toHaveTextContent(
      'No lane price for your company here: 9 deals of 4 companies in the last 90 days, but beside your own deals',
    );
    expect(screen.queryByTestId('lane-hint-insufficient')).toBeNull();
    expect(screen.queryByTestId('lane-hint')).toBeNull();
  });

  it('says how far above, in the reader’s language and number format', async () => {
    answer(ENOUGH);
    renderHint(1.4, 'EUR', 'de');
    expect(await screen.findByTestId('lane-hint-compare')).toHaveTextContent('Ihr Preis liegt 25 % darüber.');
    expect(screen.getByTestId('lane-hint')).toHaveTextContent('Streckenmedian 1,12 EUR/km aus 23 Aufträgen von 9 Firmen');
  });

  it('does not compare a price in another currency, and says deals in other currencies were left out', async () => {
    answer({ ...ENOUGH, excluded_other_currency: 4 });
    renderHint(1.4, 'RON');
    expect(await screen.findByTestId('lane-hint')).toHaveTextContent('Deals in other currencies left out: 4.');
    expect(screen.getByTestId('lane-hint')).toHaveTextContent('lane prices are in EUR only');
    expect(screen.queryByTestId('lane-hint-compare')).not.toBeInTheDocument();
  });

  it('shows no figure below the threshold, only the counts', async () => {
    answer(testLanePrice({ deals: 6, companies: 3 }));
    renderHint(1.2);
    const hint = await screen.findByTestId('lane-hint-insufficient');
    expect(hint).toHaveTextContent('Not enough deals on this lane yet: 6 deals of 3 companies');
    expect(hint).not.toHaveTextContent('EUR/km');
    expect(screen.queryByTestId('lane-hint')).not.toBeInTheDocument();
  });

  it('says so when lane prices cannot be loaded', async () => {
    server.use(http.get('/api/lane-prices/', () => apiError('server_error')));
    renderHint(1.2);
    expect(await screen.findByTestId('lane-hint-error')).toHaveTextContent('Lane prices could not be loaded.');
  });
});
