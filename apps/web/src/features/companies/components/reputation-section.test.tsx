import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/msw/answers';
import { server } from '../../../test/msw/server';
import { renderInRouter } from '../../../test/render';
import { figureOf, makeReputation } from '../../../test/reputation';
import { setupUser } from '../../../test/user';
import { ReputationSection } from './reputation-section';

const show = (companyId: number) => renderInRouter([{ path: '/', element: <ReputationSection companyId={companyId} /> }], '/');
const serve = (body: unknown, status = 200) =>
  server.use(http.get('/api/companies/:id/reputation/', () => HttpResponse.json(body as object, { status })));

/** Issue 32 item 3: the company page's reputation, every figure with its basis or "not enough data". */
describe('ReputationSection', { timeout: 20_000 }, () => {
  it('shows each figure with what it is computed from, and the trend as a table too', async () => {
    serve(makeReputation());
    show(42);
    expect(await screen.findByTestId('reputation-paid-on-time')).toHaveTextContent('92%from 12 paid invoices, last 12 months');
    expect(screen.getByTestId('reputation-punctuality')).toHaveTextContent('★ 4.6 / 5from 12 ratings, last 12 months');
    expect(screen.getByTestId('reputation-median-days')).toHaveTextContent('14.5 days');
    expect(screen.getByTestId('reputation-deals-agreed')).toHaveTextContent('12');
    expect(screen.getByTestId('reputation-transport-incidents')).toHaveTextContent('1 open, 0 decided');
    expect(screen.getByTestId('reputation-member-since')).toHaveTextContent('2024');
    expect(within(screen.getByTestId('reputation-trend-table')).getAllByRole('row')).toHaveLength(13);
  });

  it('says "not enough data" instead of a number below three deals or ratings', async () => {
    serve(
      makeReputation({
        deals: { agreed: 2, completed: 2 },
        ratings: { punctuality: figureOf(null, 2), communication: figureOf(null, 2), payment: figureOf(null, 0) },
        payment: { paid_on_time_share: figureOf(null, 2), median_days_to_pay: figureOf(null, 2), overdue_now: 1 },
      }),
    );
    show(42);
    const paid = await screen.findByTestId('reputation-paid-on-time');
    expect(paid).toHaveTextContent('Not enough data');
    // What there is, with its period, not just a count without a unit.
    expect(paid).toHaveTextContent('from 2 paid invoices, last 12 months; at least 3 are needed');
    expect(screen.getByTestId('reputation-punctuality')).toHaveTextContent('from 2 ratings, last 12 months; at least 3 are needed');
    expect(paid).not.toHaveTextContent('%');
    expect(screen.getByTestId('reputation-punctuality')).toHaveTextContent('Not enough data');
    expect(screen.getByTestId('reputation-overdue')).toHaveTextContent('1 overdue invoice');
  });

  it('tells a company without deals so, and an error as an alert', async () => {
    serve(makeReputation({ deals: { agreed: 0, completed: 0 }, trend: makeReputation().trend.map((m) => ({ ...m, deals: 0 })) }));
    show(42);
    expect(await screen.findByTestId('reputation-empty')).toHaveTextContent('No agreed deals in the last 12 months yet.');
    expect(screen.getByTestId('reputation-trend-empty')).toBeInTheDocument();
    cleanup();
    server.use(http.get('/api/companies/:id/reputation/', () => apiError('server_error')));
    show(43);
    expect(await screen.findByTestId('reputation-error')).toHaveTextContent('The reputation could not be loaded.');
    // A passing failure need not cost the member a reload of the whole page.
    server.use(http.get('/api/companies/:id/reputation/', () => HttpResponse.json(makeReputation())));
    await setupUser().click(within(screen.getByTestId('reputation-error')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('reputation-paid-on-time')).toHaveTextContent('92%');
  });
});
