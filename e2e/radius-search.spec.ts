import type { Page } from '@playwright/test';
import { text } from './catalogue';
import { expect, test } from './fixtures/own-company';
import { expectAccessible } from './journey';
import { BUDAPEST, daysFromNow, laneEntry, place } from './entry-body';
import { entryList } from './entry-list';
import { login, signIn } from './session';

/** A publishes as a company of the journey's own (issue 18 item 7); B only searches, so B stays a demo member. */
const B_EMAIL = 'markus.becker@rhein-spedition.example';

/** GeoNames ids the server imports on first start: Turda lies about 26 km from Cluj-Napoca. */
const CLUJ_NAPOCA = 681290;
const TURDA = 664460;

type Created = { uid: string; identification_id: string };

/** Applies the filters and answers the list the API sent for them (the settled search). */
async function applyFilters(page: Page, lang: string, expectedQuery: RegExp) {
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/truck-requests/?') && expectedQuery.test(response.url()) && response.status() === 200,
  );
  await entryList(page, lang).apply.click();
  return (await (await answered).json()) as { results: { uid: string }[] };
}

/** What the German and the Hungarian reader see: Cluj-Napoca and Turda by their names in the interface language. */
const NAMES = {
  de: { cluj: /^Klausenburg/, turda: 'Thorenburg' },
  hu: { cluj: /^Kolozsvár/, turda: 'Torda' },
} as const;

/** Issue 12: "loading within 50 km of Cluj-Napoca" finds a truck loading in Turda; the exact city search does not. */
for (const lang of ['de', 'hu'] as const)
  test(`a radius search around a big city finds an entry loading in a small town nearby (${lang})`, async ({ page, ownCompany }) => {
    // A publishes through the API: a truck loading in Turda, to Budapest.
    const a = await login(page.request, ownCompany.adminEmail);
    const response = await page.request.post('/api/truck-requests/create/', {
      headers: { authorization: `Bearer ${a.access}` },
      data: laneEntry('truck', {
        loading_location: place('RO', TURDA, 'Turda', '401001', daysFromNow(7), 'PPL'),
        unloading_location: place('HU', BUDAPEST, 'Budapest', '1051', daysFromNow(9), 'PPLC'),
      }),
    });
    expect(response.status()).toBe(201);
    const truck = (await response.json()) as Created;

    // B, another company's dispatcher, searches trucks loading in Cluj-Napoca.
    await signIn(page, B_EMAIL, lang);
    await page.goto('/dashboard/search-trucks');
    const list = entryList(page, lang);
    await list.showFilters.click();
    const radius = list.filter('loadingRadius');
    await expect(radius).toBeDisabled();
    await list.filter('loadingCountry').selectOption('RO');
    await list.city('loading').fill('cluj');
    await page.getByRole('option', { name: NAMES[lang].cluj }).first().click();
    await expect(radius).toBeEnabled();
    // The radius select beside the city is labelled for screen readers like every filter.
    await expectAccessible(page);

    // The city alone is exact: the Turda truck is not in it.
    const exact = await applyFilters(page, lang, new RegExp(`loading_city=${CLUJ_NAPOCA}(?!.*loading_radius)`));
    expect(exact.results.map((entry) => entry.uid)).not.toContain(truck.uid);
    await expect(page.getByTestId(`entry-card-${truck.uid}`)).toHaveCount(0);

    // Within 50 km of Cluj-Napoca: found, shown with its own town.
    await radius.selectOption({ label: text(lang, 'entries.filters.radiusKm').replace('{{km}}', '50') });
    const around = await applyFilters(page, lang, /loading_radius=50/);
    expect(around.results.map((entry) => entry.uid)).toContain(truck.uid);
    const card = page.getByTestId(`entry-card-${truck.uid}`);
    await expect(card).toContainText(truck.identification_id);
    await expect(card).toContainText(NAMES[lang].turda);

    // Within 25 km it is out again (about 26 km away).
    await radius.selectOption({ label: text(lang, 'entries.filters.radiusKm').replace('{{km}}', '25') });
    const closer = await applyFilters(page, lang, /loading_radius=25/);
    expect(closer.results.map((entry) => entry.uid)).not.toContain(truck.uid);
    await expect(card).toHaveCount(0);
  });
