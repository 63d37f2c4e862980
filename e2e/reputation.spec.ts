import type { APIRequestContext } from '@playwright/test';
import { text } from './catalogue';
import { expect, test, type OwnCompany } from './fixtures/own-company';
import { expectPageAccessible, LAPTOP, PHONE } from './journey';
import { daysFromNow, laneEntry } from './entry-body';
import { login, signIn } from './session';

const authorised = async (request: APIRequestContext, email: string) => ({
  authorization: `Bearer ${(await login(request, email)).access}`,
});

/** A ware of `owner` (its owner pays for the transport), published through the API. */
async function publishWare(request: APIRequestContext, owner: OwnCompany): Promise<{ uid: string; identification_id: string }> {
  const response = await request.post('/api/ware-requests/create/', {
    headers: await authorised(request, owner.adminEmail),
    data: laneEntry('ware', {
      info: { weight: 18, volume: null, mdp: 13.6, price: 1500, currency: 'EUR', vat_type: false, payment_term: 30 },
    }),
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { uid: string; identification_id: string };
}

/** An agreed deal as members make one: the carrier offers on the owner's ware, the owner accepts. */
async function agreedDeal(request: APIRequestContext, owner: OwnCompany, carrier: OwnCompany) {
  const ware = await publishWare(request, owner);
  const offered = await request.post('/api/deals/', {
    headers: await authorised(request, carrier.adminEmail),
    data: {
      entry_uid: ware.uid,
      price: 1500,
      price_unit: 'total',
      currency: 'EUR',
      payment_term_days: 30,
      loading_date: daysFromNow(7),
      unloading_date: daysFromNow(9),
      note: '',
    },
  });
  expect(offered.status()).toBe(201);
  const { id } = (await offered.json()) as { id: number };
  const accepted = await request.post(`/api/deals/${id}/accept/`, { headers: await authorised(request, owner.adminEmail), data: {} });
  expect(accepted.status()).toBe(200);
}

const RUNS = [
  { name: '1366 px in Romanian', viewport: LAPTOP, lang: 'ro' },
  { name: '390 px in French', viewport: PHONE, lang: 'fr' },
] as const;

for (const run of RUNS) {
  /**
   * Issue 32 items 3 and 4: after three agreed deals, the shipper's company page shows them over the last
   * twelve months with "not enough data" for the figures no delivery, payment or rating stands behind
   * yet, and its next ware carries the badge in the search and on the entry page; axe finds nothing serious.
   */
  test(`the badge and the company page show a company's deals (${run.name})`, async ({ browser, request, ownCompany, partnerCompany }) => {
    test.setTimeout(300_000);
    const t = (key: string) => text(run.lang, key);
    for (let i = 0; i < 3; i++) await agreedDeal(request, ownCompany, partnerCompany);
    const open = await publishWare(request, ownCompany);

    const context = await browser.newContext({ viewport: run.viewport });
    const page = await context.newPage();
    await signIn(page, partnerCompany.adminEmail, run.lang);

    // The company page: deals with their period, figures below their threshold as "not enough data", the trend.
    await page.goto(`/dashboard/company-details/${ownCompany.id}`);
    const section = page.getByTestId('company-reputation');
    await expect(section.getByTestId('reputation-deals-agreed')).toHaveText('3', { timeout: 60_000 });
    await expect(section.getByTestId('reputation-deals-completed')).toHaveText('0');
    await expect(section.getByTestId('reputation-paid-on-time')).toContainText(t('reputation.notEnough'));
    await expect(section.getByTestId('reputation-punctuality')).toContainText(t('reputation.notEnough'));
    await expect(section.getByTestId('reputation-overdue')).toContainText('0');
    await expect(section.getByTestId('reputation-trend-chart')).toBeVisible();
    await expectPageAccessible(page);

    // The search list: the open ware's row (or phone card) carries the company's badge.
    await page.goto('/dashboard/search-wares');
    const badge = page.getByTestId(`entry-reputation-${open.uid}`);
    await expect(badge).toBeVisible({ timeout: 90_000 });
    // The table's dense badge marks "not enough data" with ☆ (its words are read out); a phone card says it.
    await expect(badge).not.toContainText('★');
    await expectPageAccessible(page);

    // The entry page shows it beside the company, and the offer dialog has no payment warning to show.
    await page.goto(`/dashboard/search-wares/${open.uid}`);
    await expect(page.getByTestId(`entry-details-reputation-${open.uid}`)).toContainText(t('reputation.badge.notEnough'));
    await page
      .getByRole('button', { name: t('deals.makeOfferFor').replace('{{id}}', open.identification_id), exact: true })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByTestId('deal-terms-form')).toBeVisible();
    await expect(page.getByTestId('offer-payment-warning')).toHaveCount(0);
    await context.close();
  });
}
