import { expect, test, type Page } from '@playwright/test';
import { text } from './catalogue';
import { expectAccessible } from './journey';
import { signIn } from './session';

/**
 * Issue 13 item 7: the incident list a member opens by clicking a row of a company's incident
 * summary (company details page) names the company in its company field, not the placeholder
 * "Company #2". Another company (found through the company search) and the member's own company,
 * both kinds. The placeholder never shows, not even for a frame while the list loads.
 */

const MEMBER = 'andrei.popescu@carpati-trans.example';

/** Clicks the summary row of `kind` and checks the list that opens names `name`. */
async function openFromSummary(page: Page, lang: string, kind: 'payment' | 'transport', name: string) {
  // The row is a link named by its kind and counts ("Payment incidents: 0 pending, … Open the list.").
  const named = text(lang, 'companies.incidents.open')
    .replace('{{kind}}', text(lang, `companies.incidents.${kind}`))
    .split('{{pending}}')[0]!;
  const row = page.getByRole('link', { name: new RegExp(`^${named}`) });
  const href = await row.getAttribute('href');
  const companyId = /companyId=(\d+)/.exec(href ?? '')?.[1];
  expect(companyId, `the ${kind} row links to a company's incidents (${href})`).toBeDefined();
  // Every value the company field takes from the click on, sampled each frame.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { companyFieldValues: string[] }).companyFieldValues = seen;
    const sample = () => {
      const value = document.querySelector<HTMLInputElement>('[data-testid="incidents-company"]')?.value;
      if (value !== undefined && seen.at(-1) !== value) seen.push(value);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await row.click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/other-company-incidents\\?companyId=${companyId}&type=${kind}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'incidents.title.other'));
  await expect(page.getByRole('radio', { name: text(lang, `incidents.filters.${kind}`), exact: true })).toBeChecked();
  const field = page.getByRole('textbox', { name: text(lang, 'incidents.filters.company'), exact: true });
  await expect(field).toHaveValue(name);
  // The list (or its empty-state intro) has loaded, so nothing is pending that could rename the field.
  await expect(page.getByTestId('incidents-loading')).toHaveCount(0);
  await expect(field).toHaveValue(name);
  const values = await page.evaluate(() => (window as unknown as { companyFieldValues: string[] }).companyFieldValues);
  expect(values.filter((value) => value !== '')).toEqual([name]);
}

for (const lang of ['en', 'hu'] as const) {
  test(`the incident list opened from a company's summary names the company (${lang})`, async ({ page }) => {
    await signIn(page, MEMBER, lang);

    // Another company, found through the search and opened from its row.
    await page.goto('/dashboard/company-search');
    const search = page.getByRole('search').getByRole('textbox', { name: text(lang, 'companies.search.label'), exact: true });
    await search.fill('rhein');
    await search.press('Enter');
    await page
      .getByRole('row', { name: /Rhein Spedition/ })
      .first()
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(/\/dashboard\/company-details\/\d+$/);
    const rhein = (await page.getByTestId('company-name').textContent())?.trim() ?? '';
    expect(rhein).toMatch(/^Rhein Spedition/);
    await openFromSummary(page, lang, 'payment', rhein);
    await expectAccessible(page);
    await page.goBack();
    await expect(page.getByTestId('company-name')).toHaveText(rhein);
    await openFromSummary(page, lang, 'transport', rhein);

    // The member's own company, from the company page of the menu.
    await page.goto('/dashboard/company-details');
    await expect(page.getByTestId('company-name')).toHaveText(/^Carpați Trans/);
    const own = (await page.getByTestId('company-name').textContent())?.trim() ?? '';
    await openFromSummary(page, lang, 'payment', own);
    await page.goBack();
    await expect(page.getByTestId('company-name')).toHaveText(own);
    await openFromSummary(page, lang, 'transport', own);
  });
}
