import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../test/render';
import { http, HttpResponse } from 'msw';
import { server } from '../test/msw/server';
import { compactOf, makeReputation } from '../test/reputation';
import { OfferPaymentWarning } from './offer-payment-warning';

const show = (reputation = compactOf(), lang: 'en' | 'hu' = 'en') =>
  renderInRouter([{ path: '/', element: <OfferPaymentWarning companyId={42} reputation={reputation} /> }], '/', lang);

/** Issue 32 item 4: the offer dialog warns with the numbers before an offer to a company that pays late. */
describe('OfferPaymentWarning', () => {
  it('names overdue invoices and decided payment incidents with their numbers', async () => {
    show(compactOf({ overdue_now: 3, payment_incidents_decided: 1 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This company has 3 overdue invoices, 1 payment incident decided against it. Check the payment terms before you make an offer.',
    );
  });

  it('says nothing for a company without either', async () => {
    show();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('offer-payment-warning')).toBeNull();
  });

  it('asks for the reputation when the entry carries none, in Hungarian too', async () => {
    server.use(
      http.get('/api/companies/:id/reputation/', () =>
        HttpResponse.json(makeReputation({ compact: compactOf({ overdue_now: 2, payment_incidents_decided: 0 }) })),
      ),
    );
    renderInRouter([{ path: '/', element: <OfferPaymentWarning companyId={42} /> }], '/', 'hu');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ennél a cégnél: 2 lejárt számla.');
  });
});
