import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/own-company';
import { pickDay } from './calendar';
import { expectAccessible, LAPTOP, PHONE } from './journey';
import { BUDAPEST, daysFromNow, laneEntry, place } from './entry-body';
import { entryList } from './entry-list';
import { login, signIn } from './session';

/** A publishes as a company of the journey's own (issue 18 item 7); B only searches, so B stays a demo member. */
const B_EMAIL = 'markus.becker@rhein-spedition.example';
const TIMISOARA = 665087;

type Created = { uid: string; identification_id: string };

/** Publishes, as A, a truck loading in Timișoara `offset` days from now, unloading in Budapest two days later. */
async function publishTruck(page: Page, aEmail: string, offset: number): Promise<Created> {
  const a = await login(page.request, aEmail);
  const response = await page.request.post('/api/truck-requests/create/', {
    headers: { authorization: `Bearer ${a.access}` },
    data: laneEntry('truck', {
      loading_location: place('RO', TIMISOARA, 'Timișoara', '300001', daysFromNow(offset), 'PPLA'),
      unloading_location: place('HU', BUDAPEST, 'Budapest', '1051', daysFromNow(offset + 2), 'PPLC'),
    }),
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Created;
}

/**
 * The entries of the list the page shows for a search matching `query`, once `act` ran: the API's answer,
 * or, when the page answered the search from its query cache (the same search read moments before, under
 * a busy machine), the entries it shows once its address carries the search.
 */
async function listAnswer(page: Page, query: RegExp, act: () => Promise<unknown>) {
  const answered = page
    .waitForResponse(
      (response) => response.url().includes('/api/truck-requests/?') && query.test(response.url()) && response.status() === 200,
      { timeout: 20_000 },
    )
    .catch(() => null);
  await act();
  const response = await answered;
  if (response) return ((await response.json()) as { results: { uid: string }[] }).results.map((entry) => entry.uid);
  await expect(page).toHaveURL(query);
  await expect(page.getByTestId('entries-list')).toBeVisible();
  const ids = await page
    .locator('[data-testid^="entry-card-"]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-testid')));
  return ids.map((id) => (id ?? '').replace('entry-card-', ''));
}

/** A shown entry, as a card or a table row: its test id carries its uid. */
const shown = (page: Page, uid: string) => page.locator(`[data-testid*="${uid}"]`).first();

/** The day as the interface shows it: dd.mm.yyyy in German and Hungarian. */
const shownDay = (day: string) => day.split('-').reverse().join('.');

async function expectNoHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0], `page ${widths[0]}px wide at ${widths[1]}px`).toBeLessThanOrEqual(widths[1] ?? 0);
}

/** Issue 13: the search lives in the URL — bookmarkable, restored on reload, and Back returns to the previous search. */
for (const viewport of [LAPTOP, PHONE])
  test.describe(`filters in the URL at ${viewport.width}px`, () => {
    test.use({ viewport });
    // Two publications, three searches, a reload, Back and two axe runs: more than the default budget.
    test.setTimeout(120_000);

    for (const lang of ['de', 'hu'] as const)
      test(`a country and loading-date search survives reload and Back (${lang})`, async ({ page, ownCompany }) => {
        const [from, to] = [daysFromNow(18), daysFromNow(20)];
        const within = await publishTruck(page, ownCompany.adminEmail, 19);
        const later = await publishTruck(page, ownCompany.adminEmail, 24);

        await signIn(page, B_EMAIL, lang);
        const list = entryList(page, lang);
        await page.goto('/dashboard/search-trucks');
        await list.showFilters.click();
        const filters = page.locator('#entries-filters');
        // Every filter is optional: no required mark anywhere in the bar, the city pickers included.
        await expect(list.city('loading')).toBeVisible();
        await expect(filters.locator('.mantine-InputWrapper-required')).toHaveCount(0);
        for (const side of ['loading', 'unloading'] as const) await expect(list.city(side)).not.toHaveAttribute('aria-required', 'true');

        // Romania, loading between `from` and `to` on the range picker.
        await list.filter('loadingCountry').selectOption('RO');
        await list.loadingDates.click();
        await pickDay(page, lang, from);
        await pickDay(page, lang, to);
        const dates = list.loadingDates;
        await expect(dates).toContainText(shownDay(from));
        await expect(dates).toContainText(shownDay(to));
        await expectAccessible(page);
        await expectNoHorizontalScroll(page);

        const searched = new RegExp(`loading_country=RO.*loading_date_from=${from}&loading_date_to=${to}`);
        const found = await listAnswer(page, searched, () => list.apply.click());
        expect(found).toContain(within.uid);
        expect(found).not.toContain(later.uid);
        await expect(page).toHaveURL(new RegExp(`[?&]loading_country=RO&.*loading_date_from=${from}&loading_date_to=${to}`));
        await expect(shown(page, within.uid)).toBeVisible();
        await expect(shown(page, later.uid)).toHaveCount(0);

        // A reload (or the bookmarked address) restores the search: the same query, the form filled in.
        const reloaded = await listAnswer(page, searched, () => page.reload());
        expect(reloaded).toContain(within.uid);
        await list.showFilters.click();
        await expect(list.filter('loadingCountry')).toHaveValue('RO');
        await expect(dates).toContainText(shownDay(from));
        await expect(dates).toContainText(shownDay(to));

        // Another search: loading in Hungary finds neither truck.
        await list.filter('loadingCountry').selectOption('HU');
        const other = await listAnswer(page, /loading_country=HU/, () => list.apply.click());
        expect(other).not.toContain(within.uid);
        await expect(page).toHaveURL(/loading_country=HU/);
        await expect(shown(page, within.uid)).toHaveCount(0);

        // Back: the previous search, its filters and its results.
        await page.goBack();
        await expect(page).toHaveURL(/loading_country=RO/);
        await expect(list.filter('loadingCountry')).toHaveValue('RO');
        await expect(dates).toContainText(shownDay(from));
        await expect(shown(page, within.uid)).toBeVisible();
        await expect(shown(page, later.uid)).toHaveCount(0);
        await expectAccessible(page);
        await expectNoHorizontalScroll(page);
      });
  });
