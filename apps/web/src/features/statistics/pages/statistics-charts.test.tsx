import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Statistics, StatisticsMonth } from '@freight/shared/statistics';
import { storeTokens } from '../../../lib/session';
import { server } from '../../../test/msw/server';
import { renderInRouter, type TestLanguage } from '../../../test/render';
import { statisticsMonth as month } from '../../../test/statistics';
import { fakeJwt } from '../../../test/tokens';
import { StatisticsPage } from './statistics-page';

/** Entries and offers in November; one invoice paid in October, too few for a median. */
const stats = (payments: Partial<StatisticsMonth>): Statistics => ({
  from: '2025-12-01',
  to: '2026-11-28',
  lanes_excluded_other_currency: 0,
  lanes_from: '2026-08-30',
  lanes_to: '2026-11-28',
  months: [
    month('2026-10', { median_days_to_pay: 40, invoices_paid_by_company: 1 }),
    month('2026-11', { entries_published: 14, views: 230, offers_sent: 3, offers_received: 2, ...payments }),
  ],
  lanes: [],
});

const show = (body: Statistics, language: TestLanguage) => {
  server.use(http.get('/api/statistics/', () => HttpResponse.json(body)));
  renderInRouter([{ path: '/', element: <StatisticsPage /> }], '/', language);
};

describe('StatisticsPage charts', () => {
  beforeEach(() => storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) }));
  afterEach(cleanup);

  it('draws no empty payment chart when every median is "not enough data", and the others as before', async () => {
    show(stats({}), 'en');
    // Each chart is an image with a label, loaded lazily (the charting chunk can take a while on a busy machine).
    expect(await screen.findByRole('img', { name: /Entries and interest by month/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Offers and deals by month/ })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Payment by month/ })).not.toBeInTheDocument();
    // The table still says why.
    expect(screen.getByTestId('statistics-payments-table')).toHaveTextContent('Not enough data');
  });

  it('ends the period with one full stop in Hungarian, whose dates end in one already', async () => {
    show(stats({}), 'hu');
    const period = await screen.findByTestId('statistics-period');
    expect(period.textContent).toMatch(/^2025\. dec\. 1\. – 2026\. nov\. 28\.$/);
  });
});
