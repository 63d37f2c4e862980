import type { APIRequestContext, Page } from '@playwright/test';
import { text } from './catalogue';
import { expect, test } from './fixtures/own-company';
import { laneEntry } from './entry-body';
import { entryList } from './entry-list';
import { signIn, type E2eSession } from './session';

/** The member is the admin of a company of each test's own (issue 18 item 7), whose own lists it reads. */

type FormType = 'truck' | 'ware';
type Published = { formType: FormType; uid: string; id: string; distance: number | null };

/** An entry body from Timișoara to Budapest a week from now; a truck's price is per km, a ware's for the load. */
const entryBody = (formType: FormType, price: number) =>
  laneEntry(formType, {
    info: { weight: 20, volume: null, mdp: 13.6, price, currency: 'EUR', vat_type: false, payment_term: 30 },
    notes: 'e2e entry prices',
  });

test.describe('entry prices on the entry list (§3 info.price)', () => {
  let session: E2eSession;
  const published: Published[] = [];
  const auth = () => ({ Authorization: `Bearer ${session.access}` });

  const publish = async (request: APIRequestContext, formType: FormType, price: number): Promise<Published> => {
    const response = await request.post(`/api/${formType}-requests/create/`, { headers: auth(), data: entryBody(formType, price) });
    expect(response.status(), await response.text()).toBe(201);
    const entry = (await response.json()) as { uid: string; identification_id: string; distance: number | null };
    const made = { formType, uid: entry.uid, id: entry.identification_id, distance: entry.distance };
    published.push(made);
    return made;
  };

  /** The card on the member's own list, still collapsed. */
  const openOwnList = async (page: Page, entry: Published) => {
    await page.goto(`/dashboard/my-${entry.formType}s`);
    const card = page.getByTestId(`entry-card-${entry.uid}`);
    await expect(card).toBeVisible();
    await expect(card).not.toHaveAttribute('data-expanded', 'true');
    return card;
  };

  test.afterEach(async ({ request }) => {
    // Leave the company as it was, so a retry starts from the same lists.
    for (const entry of published.splice(0)) await request.delete(`/api/${entry.formType}-requests/${entry.uid}/`, { headers: auth() });
  });

  test('a truck shows the rate per km it was published with, collapsed and expanded', async ({ page, request, ownCompany }) => {
    session = await signIn(page, ownCompany.adminEmail);
    const truck = await publish(request, 'truck', 1.15);
    const card = await openOwnList(page, truck);
    await expect(page.getByTestId(`entry-price-${truck.uid}`)).toHaveText('1.15 EUR/km');

    await entryList(page, 'en').expand(truck.id).click();
    await expect(card).toHaveAttribute('data-expanded', 'true');
    await expect(page.getByTestId(`entry-price-detail-${truck.uid}`)).toHaveText('1.15 EUR/km');
    await expect(card.getByText(text('en', 'entries.info.pricePerKm'), { exact: true })).toBeVisible();
    // Never the entered rate divided by the distance again.
    await expect(card).not.toContainText(/\b0 EUR/);
  });

  test('a ware shows its price for the load and the approximate rate per km, collapsed and expanded', async ({
    page,
    request,
    ownCompany,
  }) => {
    session = await signIn(page, ownCompany.adminEmail);
    const ware = await publish(request, 'ware', 2100);
    expect(ware.distance, 'the API knows the distance between two GeoNames cities').toBeGreaterThan(0);
    const perKm = `≈ ${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(2100 / (ware.distance ?? 1))} EUR/km`;

    const card = await openOwnList(page, ware);
    // Issue 35 item 7: the table's cell shows the price as posted; the rate per km is in its title and the details.
    await expect(page.getByTestId(`entry-price-${ware.uid}`)).toHaveText('2,100 EUR');
    await expect(page.getByTestId(`entry-price-${ware.uid}`).locator('xpath=..')).toHaveAttribute('title', `2,100 EUR · ${perKm}`);

    await entryList(page, 'en').expand(ware.id).click();
    await expect(card).toHaveAttribute('data-expanded', 'true');
    await expect(page.getByTestId(`entry-price-detail-${ware.uid}`)).toHaveText('2,100 EUR');
    await expect(page.getByTestId(`entry-price-per-km-${ware.uid}`)).toHaveText(perKm);
  });

  test('numbers follow the interface language (German)', async ({ page, request, ownCompany }) => {
    session = await signIn(page, ownCompany.adminEmail, 'de');
    const truck = await publish(request, 'truck', 1.15);
    await openOwnList(page, truck);
    await expect(page.getByTestId(`entry-price-${truck.uid}`)).toHaveText('1,15 EUR/km');
  });
});
