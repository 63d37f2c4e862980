import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures/own-company';
import { pickDayRange } from './calendar';
import { daysFromNow } from './entry-body';
import { signIn, type E2eSession } from './session';

/**
 * Issue 12: a dispatcher types a foreign city by its local name (Warszawa, Wien), picks it in the form,
 * publishes, and a member of another company reads the route in their own interface language. The
 * publisher is a company of the journey's own (issue 18 item 7); the reader only reads, so it stays a demo member.
 */
const READER = 'markus.becker@rhein-spedition.example';

async function member(browser: Browser, email: string, lang: string): Promise<{ page: Page; session: E2eSession }> {
  const page = await (await browser.newContext()).newPage();
  return { page, session: await signIn(page, email, lang) };
}

async function fillLocation(
  page: Page,
  lang: string,
  side: 'loading' | 'unloading',
  where: { country: string; typed: string; option: RegExp; postal: string; day: number },
) {
  await page.getByTestId(`entry-${side}-country`).selectOption(where.country);
  await page.getByTestId(`entry-${side}-city`).fill(where.typed);
  await page.getByRole('option', { name: where.option }).first().click();
  await page.getByTestId(`entry-${side}-postalCode`).fill(where.postal);
  await pickDayRange(page, lang, `entry-${side}-dates`, daysFromNow(where.day), daysFromNow(where.day));
}

const journeys = [
  {
    publisherLang: 'de',
    readerLang: 'hu',
    loading: { country: 'PL', typed: 'Warszawa', option: /^Warschau \(Warszawa\)$/, postal: '00-001', day: 2 },
    unloading: { country: 'RO', typed: 'cluj', option: /^Klausenburg|^Cluj-Napoca/, postal: '400001', day: 4 },
    seen: ['Varsó, Lengyelország', 'Kolozsvár, Románia'],
  },
  {
    publisherLang: 'hu',
    readerLang: 'de',
    loading: { country: 'AT', typed: 'Wien', option: /^Bécs \(Wien\)$/, postal: '1010', day: 2 },
    unloading: { country: 'HU', typed: 'gyor', option: /^Győr$/, postal: '9021', day: 3 },
    seen: ['Wien, Österreich', 'Raab, Ungarn'],
  },
] as const;

for (const journey of journeys) {
  test(`typed by its local name in ${journey.publisherLang}, read in ${journey.readerLang}`, async ({ browser, ownCompany }) => {
    test.setTimeout(90_000);
    const { page: publisher, session } = await member(browser, ownCompany.adminEmail, journey.publisherLang);
    await publisher.goto('/dashboard/publish-truck');
    await fillLocation(publisher, journey.publisherLang, 'loading', journey.loading);
    await fillLocation(publisher, journey.publisherLang, 'unloading', journey.unloading);
    await publisher.getByTestId('entry-transport-truckType').locator('input[value="5"]').check();
    await publisher.getByTestId('entry-info-weight').fill('20');
    await publisher.getByTestId('entry-info-mdp').fill('13.6');
    const created = publisher.waitForResponse(
      (response) => response.url().endsWith('/api/truck-requests/create/') && response.status() === 201,
    );
    await publisher.getByTestId('entry-save').click();
    const truck = (await (await created).json()) as { uid: string; identification_id: string; distance: number | null };
    // A GeoNames city was picked (not added by hand), so the route has a distance.
    expect(truck.distance).toBeGreaterThan(0);

    const { page: reader } = await member(browser, READER, journey.readerLang);
    await reader.goto('/dashboard/search-trucks');
    await reader.getByTestId('entries-filter-toggle').click();
    await reader.getByTestId('entries-filter-id').fill(truck.identification_id);
    await reader.getByTestId('entries-filter-apply').click();
    const card = reader.getByTestId(`entry-card-${truck.uid}`);
    for (const place of journey.seen) await expect(card).toContainText(place);

    const removed = await publisher.request.delete(`/api/truck-requests/${truck.uid}/`, {
      headers: { authorization: `Bearer ${session.access}` },
    });
    expect(removed.status()).toBe(204);
  });
}
