import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures/own-company';
import { text } from './catalogue';
import { expectAlertShown, recordAlerts } from './alerts-shown';
import { entryForm, fillPlace } from './entry-form';
import { entryList } from './entry-list';
import { axe } from './journey';
import { signIn, type E2eSession } from './session';
import { daysFromNow } from './entry-body';

/**
 * Issue 4 journey: company A (a fresh carrier of its own) publishes a truck and a ware through the forms,
 * company B (Rhein Spedition) finds them with the filters and looks at one, A edits, refreshes and
 * deletes. Once in English and once in German.
 */
/** A is a company of the journey's own (issue 18 item 7); B only finds and reads, so B stays a demo member. */
const B_EMAIL = 'markus.becker@rhein-spedition.example';

type Created = { uid: string; identification_id: string; company: { id: number } };

async function member(browser: Browser, email: string, lang: string): Promise<{ page: Page; session: E2eSession }> {
  const page = await (await browser.newContext()).newPage();
  await recordAlerts(page);
  const session = await signIn(page, email, lang);
  return { page, session };
}

/** Saves the form and answers the entry the API created. */
async function save(page: Page, lang: string, formType: 'truck' | 'ware'): Promise<Created> {
  const created = page.waitForResponse(
    (response) => response.url().endsWith(`/api/${formType}-requests/create/`) && response.status() === 201,
  );
  await entryForm(page, lang).save.click();
  return (await (await created).json()) as Created;
}

async function filterById(page: Page, lang: string, identificationId: string, countries: { loading: string; unloading: string }) {
  const list = entryList(page, lang);
  await list.showFilters.click();
  await list.filter('loadingCountry').selectOption(countries.loading);
  await list.filter('unloadingCountry').selectOption(countries.unloading);
  await list.filter('identification').fill(` ${identificationId.toLowerCase()} `);
  await list.apply.click();
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
    const form = entryForm(a.page, lang);
    await a.page.goto('/dashboard/publish-truck');
    await form.save.click();
    await expect(a.page.locator('[data-alert-kind="warning"]')).toContainText(text(lang, 'entries.validationFailed'));
    await expect(form.country('loading')).toHaveAttribute('aria-invalid', 'true');

    // A publishes a truck: Timișoara → Budapest, typed without accents.
    // The picker names GeoNames cities in the interface language (issue 12): Temeswar for a German reader.
    await fillPlace(a.page, lang, 'loading', {
      country: 'RO',
      typed: 'timisoara',
      option: TIMISOARA[lang],
      postal: '300001',
      date: daysFromNow(1),
    });
    await fillPlace(a.page, lang, 'unloading', {
      country: 'HU',
      typed: 'budapest',
      option: /^Budapest$/,
      postal: '1011',
      date: daysFromNow(2),
    });
    await form.truckType.getByRole('radio', { name: text(lang, 'entries.truckTypes.4'), exact: true }).check();
    await form.weight.fill('12.5');
    await form.mdp.fill('13.6');
    await form.price('truck').fill('1.1');
    const truck = await save(a.page, lang, 'truck');
    await expect(a.page).toHaveURL(/\/dashboard\/my-trucks$/);
    await expectAlertShown(a.page, 'success', text(lang, 'entries.submitted'));
    await expect(a.page.getByTestId(`entry-card-${truck.uid}`)).toBeVisible();

    // …and a ware: Brașov → Munich.
    await a.page.goto('/dashboard/publish-ware');
    await fillPlace(a.page, lang, 'loading', {
      country: 'RO',
      typed: 'brasov',
      option: { en: /^Bra[șş]ov$/, de: /^Kronstadt( \(Bra[șş]ov\))?$/ }[lang],
      postal: '500001',
      date: daysFromNow(2),
    });
    await fillPlace(a.page, lang, 'unloading', {
      country: 'DE',
      typed: 'munich',
      option: { en: /^Munich$/, de: /^München( \(Munich\))?$/ }[lang],
      postal: '80331',
      date: daysFromNow(3),
    });
    await form.platformType.getByRole('checkbox', { name: text(lang, 'entries.platformTypes.1'), exact: true }).check();
    await form.weight.fill('8');
    await form.mdp.fill('6');
    const ware = await save(a.page, lang, 'ware');
    await expect(a.page).toHaveURL(/\/dashboard\/my-wares$/);

    // B finds both with the filters (id typed in lower case with spaces).
    await b.page.goto('/dashboard/search-trucks');
    const bList = entryList(b.page, lang);
    await filterById(b.page, lang, truck.identification_id, { loading: 'RO', unloading: 'HU' });
    await expect(b.page.getByTestId('entries-list').locator('[data-testid^="entry-card-"]')).toHaveCount(1);
    const card = b.page.getByTestId(`entry-card-${truck.uid}`);
    // The collapsed entry is named by its id (a table row's expand button on a laptop); expanded it shows it.
    await expect(b.page.getByTestId(`entry-toggle-${truck.uid}`)).toHaveAccessibleName(new RegExp(truck.identification_id));
    const viewed = b.page.waitForResponse((response) => response.url().endsWith(`/api/truck-requests/${truck.uid}/view/`));
    await bList.expand(truck.identification_id).click();
    expect((await (await viewed).json()) as { view_count: number }).toEqual({ view_count: 1 });
    await expect(card).toContainText(truck.identification_id);
    const seenByA = await a.page.request.get(`/api/truck-requests/${truck.uid}/`, {
      headers: { authorization: `Bearer ${a.session.access}` },
    });
    expect(((await seenByA.json()) as { view_count: number }).view_count).toBe(1);
    expect((await axe(b.page).analyze()).violations).toEqual([]);

    await b.page.goto('/dashboard/search-wares');
    await filterById(b.page, lang, ware.identification_id, { loading: 'RO', unloading: 'DE' });
    await bList.expand(ware.identification_id).click();
    const wareCard = b.page.getByTestId(`entry-card-${ware.uid}`);
    await expect(wareCard).toContainText(ware.identification_id);

    // B opens A's company from the card.
    await wareCard.getByRole('link', { name: ownCompany.name, exact: true }).click();
    await expect(b.page).toHaveURL(new RegExp(`/dashboard/company-details/${ware.company.id}$`));

    // A edits the truck from My trucks, refreshes it and deletes it.
    const aList = entryList(a.page, lang);
    const own = a.page.getByTestId(`entry-card-${truck.uid}`);
    await a.page.goto('/dashboard/my-trucks');
    await aList.expand(truck.identification_id).click();
    await aList.action(own, 'edit').click();
    await expect(a.page).toHaveURL(new RegExp(`/dashboard/edit-truck/${truck.uid}$`));
    await expect(form.city('loading')).toHaveValue(TIMISOARA[lang]);
    await form.weight.fill('10');
    const patched = a.page.waitForResponse(
      (response) => response.url().endsWith(`/api/truck-requests/${truck.uid}/`) && response.request().method() === 'PATCH',
    );
    await form.save.click();
    expect(((await (await patched).json()) as { info: { weight: number } }).info.weight).toBe(10);
    await expect(a.page).toHaveURL(/\/dashboard\/my-trucks$/);

    await aList.expand(truck.identification_id).click();
    await aList.action(own, 'refresh').click();
    await expectAlertShown(a.page, 'success', text(lang, 'entries.refreshed'));
    await aList.action(own, 'delete').click();
    await expect(a.page.getByText(text(lang, 'entries.actions.deleteConfirm'))).toBeVisible();
    await aList.confirmDelete.click();
    await expect(own).toHaveCount(0);
    const gone = await a.page.request.get(`/api/truck-requests/${truck.uid}/`, {
      headers: { authorization: `Bearer ${a.session.access}` },
    });
    expect(gone.status()).toBe(404);
  });
}
