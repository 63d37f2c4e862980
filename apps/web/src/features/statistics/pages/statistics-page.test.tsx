import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Statistics } from '@freight/shared/statistics';
import { storeTokens } from '../../../lib/session';
import { apiError } from '../../../test/msw/answers';
import { server } from '../../../test/msw/server';
import { renderInRouter, type TestLanguage } from '../../../test/render';
import { statisticsMonth } from '../../../test/statistics';
import { fakeJwt } from '../../../test/tokens';
import { StatisticsPage } from './statistics-page';

const empty = (month: string) => statisticsMonth(month);
const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];

function stats(active: boolean): Statistics {
  return {
    from: '2025-12-01',
    to: '2026-11-28',
    lanes_excluded_other_currency: active ? 2 : 0,
    lanes_from: '2026-08-30',
    lanes_to: '2026-11-28',
    months: MONTHS.map((month) =>
      active && month === '2026-11'
        ? {
            ...empty(month),
            entries_published: 14,
            views: 230,
            agent_hits: 41,
            offers_sent: 3,
            offers_received: 5,
            offers_accepted: 2,
            acceptance_rate: 0.25,
            deals_agreed: 2,
            deals_completed: 1,
            median_days_to_be_paid: 24.5,
            invoices_paid_to_company: 3,
          }
        : active && month === '2026-10'
          ? // Figures with fewer than three behind them.
            { ...empty(month), offers_sent: 1, offers_accepted: 1, acceptance_rate: 1, median_days_to_pay: 40, invoices_paid_by_company: 2 }
          : empty(month),
    ),
    lanes: active
      ? [
          {
            form_type: 'ware',
            loading_country: 'RO',
            unloading_country: 'HU',
            own_deals: 4,
            own_median_per_km: 0.9,
            lane_median_per_km: 1.2,
            lane_deals: 23,
            lane_companies: 9,
            insufficient_data: false,
            withheld: false,
          },
          {
            form_type: 'truck',
            loading_country: 'DE',
            unloading_country: 'FR',
            own_deals: 1,
            own_median_per_km: 1.5,
            lane_median_per_km: null,
            lane_deals: 3,
            lane_companies: 2,
            insufficient_data: true,
            withheld: false,
          },
          // Enough deals, but most of them the company's own: withheld, and said so.
          {
            form_type: 'ware',
            loading_country: 'HU',
            unloading_country: 'AT',
            own_deals: 5,
            own_median_per_km: 5,
            lane_median_per_km: null,
            lane_deals: 7,
            lane_companies: 3,
            insufficient_data: true,
            withheld: true,
          },
        ]
      : [],
  };
}

/** Issue 32 item 7: the Statistics page with its charts, tables and states. */
describe('StatisticsPage', () => {
  beforeEach(() => storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) }));
  afterEach(cleanup);

  const show = (body: Statistics, language: TestLanguage = 'en') => {
    server.use(http.get('/api/statistics/', () => HttpResponse.json(body)));
    renderInRouter([{ path: '/', element: <StatisticsPage /> }], '/', language);
  };

  it('shows each month in a chart with its figures as a table, and the lanes beside the lane medians', async () => {
    show(stats(true));
    const activity = await screen.findByTestId('statistics-activity-table');
    const november = within(activity).getByRole('row', { name: /Nov 2026/ });
    expect(november).toHaveTextContent('14230' + '41');
    const offers = screen.getByTestId('statistics-offers-table');
    expect(within(offers).getByRole('row', { name: /Nov 2026/ })).toHaveTextContent('25%');
    expect(within(screen.getByTestId('statistics-payments-table')).getByRole('row', { name: /Nov 2026/ })).toHaveTextContent('24.5');
    // Each chart is an image with a label, loaded lazily (the charting chunk can take a while on a busy machine).
    expect(await screen.findByRole('img', { name: /Entries and interest by month/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /Payment by month/ }, { timeout: 10_000 })).toBeInTheDocument();
    const lanes = screen.getByTestId('statistics-lanes');
    expect(within(lanes).getByRole('row', { name: /Romania → Hungary/ })).toHaveTextContent(
      '0.90 EUR/km1.20 EUR/km (23 deals, 9 companies)Your price is 25 % below.',
    );
    expect(within(lanes).getByRole('row', { name: /Germany → France/ })).toHaveTextContent('Not enough deals (3 deals, 2 companies)');
    expect(screen.getByTestId('statistics-lanes-excluded')).toHaveTextContent('Deals in other currencies left out: 2.');
    expect(within(lanes).getByRole('row', { name: /Hungary → Austria/ })).toHaveTextContent(
      "Not shown: beside your own deals it would give away other companies' prices (7 deals, 3 companies)",
    );
    // Every box says what its figures are computed from.
    expect(screen.getByTestId('statistics-offers')).toHaveTextContent('acceptance rate = accepted ÷ all offers');
    expect(screen.queryByTestId('statistics-empty')).not.toBeInTheDocument();
  }, 30_000);

  it('says "not enough data" instead of a rate or a median with fewer than three offers or invoices behind it', async () => {
    show(stats(true), 'de');
    const offers = await screen.findByTestId('statistics-offers-table');
    const october = within(offers).getByRole('row', { name: /Okt\.? 2026/ });
    expect(october).toHaveTextContent('Nicht genug Daten');
    expect(october).not.toHaveTextContent('100');
    const payments = within(screen.getByTestId('statistics-payments-table')).getByRole('row', { name: /Okt\.? 2026/ });
    expect(payments).toHaveTextContent('Nicht genug Daten');
    expect(payments).not.toHaveTextContent('40');
    expect(within(screen.getByTestId('statistics-payments-table')).getByRole('row', { name: /Nov\.? 2026/ })).toHaveTextContent('24,5');
  });

  it('says when there is nothing yet, in the reader’s language, and draws no empty charts', async () => {
    show(stats(false), 'fr');
    expect(await screen.findByTestId('statistics-empty')).toHaveTextContent("Pas encore d'activité");
    expect(screen.getByTestId('statistics-lanes-empty')).toHaveTextContent('Aucune affaire conclue en EUR');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    // None of its deals left out for their currency: nothing said about it.
    expect(screen.queryByTestId('statistics-lanes-excluded')).not.toBeInTheDocument();
  });

  it('shows a loader with a status role, then an error with a retry', async () => {
    server.use(http.get('/api/statistics/', () => apiError('server_error')));
    renderInRouter([{ path: '/', element: <StatisticsPage /> }], '/');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByTestId('statistics-error')).toHaveTextContent('The statistics could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
