import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures/own-company';
import { pickDayRange } from './calendar';
import { text } from './catalogue';
import { expectAlertShown, recordAlerts } from './alerts-shown';
import { axe } from './journey';
import { signIn, type E2eSession } from './session';

/**
 * Issue 4 journey: company A (a fresh carrier of its own) publishes a truck and a ware through the forms,
 * company B (Rhein Spedition) finds them with the filters and looks at one, A edits, refreshes and
 * deletes. Once in English and once in German.
 */
/** A is a company of the journey's own (issue 18 item 7); B only finds and reads, so B stays a demo member. */
const B_EMAIL = 'markus.becker@rhein-spedition.example';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type Created = { uid: string; identification_id: string; company: { id: number } };

async function member(browser: Browser, email: string, lang: string): Promise<{ page: Page; session: E2eSession }> {
  const page = await (await browser.newContext()).newPage();
  await recordAlerts(page);
  const session = await signIn(page, email, lang);
  return { page, session };
}

/** Types a city without accents and picks the suggestion, as a dispatcher does. */
async function pickCity(page: Page, testId: string, typed: string, name: RegExp) {
  await page.getByTestId(testId).fill(typed);
  await page.getByRole('option', { name }).first().click();
}

async function fillLocation(
  page: Page,
  lang: string,
  side: 'loading' | 'unloading',
  where: { country: string; typed: string; city: RegExp; postal: string; date: string },
) {
  await page.getByTestId(`entry-${side}-country`).selectOption(where.country);
  await pickCity(page, `entry-${side}-city`, where.typed, where.city);
  await page.getByTestId(`entry-${side}-postalCode`).fill(where.postal);
  await pickDayRange(page, lang, `entry-${side}-dates`, where.date, where.date);
}

/** Saves the form and answers the entry the API created. */
async function save(page: Page, formType: 'truck' | 'ware'): Promise<Created> {
  const created = page.waitForResponse(
    (response) => response.url().endsWith(`/api/${formType}-requests/create/`) && response.status() === 201,
  );
  await page.getByTestId('entry-save').click();
  return (await (await created).json()) as Created;
}

async function filterById(page: Page, identificationId: string, countries: { loading: string; unloading: string }) {
  await page.getByTestId('entries-filter-toggle').click();
  await page.getByTestId('entries-filter-loading-country').selectOption(countries.loading);
  await page.getByTestId('entries-filter-unloading-country').selectOption(countries.unloading);
  await page.getByTestId('entries-filter-id').fill(` ${identificationId.toLowerCase()} `);
  await page.getByTestId('entries-filter-apply').click();
}

// A city shown in the reader's language carries the typed name beside it in the picker (issue 12).
const TIMISOARA = { en: /^Timi[șş]oara$/, de: /^Temeswar( \(Timi[șş]oara\))?$/ };

for (const lang of ['en', 'de'] as const) {
  test(`publish, find, look at, edit, refresh and delete entries (${lang})`, async ({ browser, ownCompany }) => {
    // Two members, a dozen pages and the fresh company the fixture registers: under CI's load the English run took 1.6 min.
    test.setTimeout(180_000);
    const a = await member(browser, ownCompany.adminEmail, lang);
    const b = await member(browser, B_EMAIL, lang);

    // An empty save warns and sends nothing.
    await a.page.goto('/dashboard/publish-truck');
    await a.page.getByTestId('entry-save').click();
    await expect(a.page.locator('[data-alert-kind="warning"]')).toContainText(text(lang, 'entries.validationFailed'));
    await expect(a.page.getByTestId('entry-loading-country')).toHaveAttribute('aria-invalid', 'true');

    // A publishes a truck: Timișoara → Budapest, typed without accents.
    // The picker names GeoNames cities in the interface language (issue 12): Temeswar for a German reader.
    await fillLocation(a.page, lang, 'loading', {
      country: 'RO',
      typed: 'timisoara',
      city: TIMISOARA[lang],
      postal: '300001',
      date: day(1),
    });
    await fillLocation(a.page, lang, 'unloading', { country: 'HU', typed: 'budapest', city: /^Budapest$/, postal: '1011', date: day(2) });
    await a.page.getByTestId('entry-transport-truckType').locator('input[value="4"]').check();
    await a.page.getByTestId('entry-info-weight').fill('12.5');
    await a.page.getByTestId('entry-info-mdp').fill('13.6');
    await a.page.getByTestId('entry-info-price').fill('1.1');
    const truck = await save(a.page, 'truck');
    await expect(a.page).toHaveURL(/\/dashboard\/my-trucks$/);
    await expectAlertShown(a.page, 'success', text(lang, 'entries.submitted'));
    await expect(a.page.getByTestId(`entry-card-${truck.uid}`)).toBeVisible();

    // …and a ware: Brașov → Munich.
    await a.page.goto('/dashboard/publish-ware');
    await fillLocation(a.page, lang, 'loading', {
      country: 'RO',
      typed: 'brasov',
      city: { en: /^Bra[șş]ov$/, de: /^Kronstadt( \(Bra[șş]ov\))?$/ }[lang],
      postal: '500001',
      date: day(2),
    });
    await fillLocation(a.page, lang, 'unloading', {
      country: 'DE',
      typed: 'munich',
      city: { en: /^Munich$/, de: /^München( \(Munich\))?$/ }[lang],
      postal: '80331',
      date: day(3),
    });
    await a.page.getByTestId('entry-transport-platformType').locator('input[value="1"]').check();
    await a.page.getByTestId('entry-info-weight').fill('8');
    await a.page.getByTestId('entry-info-mdp').fill('6');
    const ware = await save(a.page, 'ware');
    await expect(a.page).toHaveURL(/\/dashboard\/my-wares$/);

    // B finds both with the filters (id typed in lower case with spaces).
    await b.page.goto('/dashboard/search-trucks');
    await filterById(b.page, truck.identification_id, { loading: 'RO', unloading: 'HU' });
    await expect(b.page.getByTestId('entries-list').locator('[data-testid^="entry-card-"]')).toHaveCount(1);
    const card = b.page.getByTestId(`entry-card-${truck.uid}`);
    // The collapsed entry is named by its id (a table row's expand button on a laptop); expanded it shows it.
    await expect(b.page.getByTestId(`entry-toggle-${truck.uid}`)).toHaveAccessibleName(new RegExp(truck.identification_id));
    const viewed = b.page.waitForResponse((response) => response.url().endsWith(`/api/truck-requests/${truck.uid}/view/`));
    await b.page.getByTestId(`entry-toggle-${truck.uid}`).click();
    expect((await (await viewed).json()) as { view_count: number }).toEqual({ view_count: 1 });
    await expect(card).toContainText(truck.identification_id);
    const seenByA = await a.page.request.get(`/api/truck-requests/${truck.uid}/`, {
      headers: { authorization: `Bearer ${a.session.access}` },
    });
    expect(((await seenByA.json()) as { view_count: number }).view_count).toBe(1);
    expect((await axe(b.page).analyze()).violations).toEqual([]);

    await b.page.goto('/dashboard/search-wares');
    await filterById(b.page, ware.identification_id, { loading: 'RO', unloading: 'DE' });
    await b.page.getByTestId(`entry-toggle-${ware.uid}`).click();
    await expect(b.page.getByTestId(`entry-card-${ware.uid}`)).toContainText(ware.identification_id);

    // B opens A's company from the card.
    await b.page.getByTestId(`entry-company-${ware.uid}`).click();
    await expect(b.page).toHaveURL(new RegExp(`/dashboard/company-details/${ware.company.id}$`));

    // A edits the truck from My trucks, refreshes it and deletes it.
    await a.page.goto('/dashboard/my-trucks');
    await a.page.getByTestId(`entry-toggle-${truck.uid}`).click();
    await a.page.getByTestId(`entry-edit-${truck.uid}`).click();
    await expect(a.page).toHaveURL(new RegExp(`/dashboard/edit-truck/${truck.uid}$`));
    await expect(a.page.getByTestId('entry-loading-city')).toHaveValue(TIMISOARA[lang]);
    await a.page.getByTestId('entry-info-weight').fill('10');
    const patched = a.page.waitForResponse(
      (response) => response.url().endsWith(`/api/truck-requests/${truck.uid}/`) && response.request().method() === 'PATCH',
    );
    await a.page.getByTestId('entry-save').click();
    expect(((await (await patched).json()) as { info: { weight: number } }).info.weight).toBe(10);
    await expect(a.page).toHaveURL(/\/dashboard\/my-trucks$/);

    await a.page.getByTestId(`entry-toggle-${truck.uid}`).click();
    await a.page.getByTestId(`entry-refresh-${truck.uid}`).click();
    await expectAlertShown(a.page, 'success', text(lang, 'entries.refreshed'));
    await a.page.getByTestId(`entry-delete-${truck.uid}`).click();
    await expect(a.page.getByText(text(lang, 'entries.actions.deleteConfirm'))).toBeVisible();
    await a.page.getByTestId(`entry-delete-confirm-${truck.uid}`).click();
    await expect(a.page.getByTestId(`entry-card-${truck.uid}`)).toHaveCount(0);
    const gone = await a.page.request.get(`/api/truck-requests/${truck.uid}/`, {
      headers: { authorization: `Bearer ${a.session.access}` },
    });
    expect(gone.status()).toBe(404);
  });
}
