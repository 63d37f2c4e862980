import { expect, test, type Page } from '@playwright/test';
import { signIn } from './session';

/**
 * Issue 12: a dispatcher types a foreign city as they know it (its local name, or their own
 * language's), finds it, and the picker names it in the interface language, with the name they
 * typed beside it when that differs.
 */
const A_EMAIL = 'andrei.popescu@carpati-trans.example';

async function pick(page: Page, country: string, typed: string, option: string, value: string) {
  await page.goto('/dashboard/publish-truck');
  await page.getByTestId('entry-loading-country').selectOption(country);
  await page.getByTestId('entry-loading-city').fill(typed);
  await page.getByRole('option', { name: option, exact: true }).first().click();
  await expect(page.getByTestId('entry-loading-city')).toHaveValue(value);
}

for (const [lang, vienna, warsaw] of [
  ['hu', 'Bécs', 'Varsó'],
  ['de', 'Wien', 'Warschau'],
] as const) {
  test(`finds cities by their local and ${lang} names and shows the ${lang} name`, async ({ page }) => {
    await signIn(page, A_EMAIL, lang);
    const langs = new Set<string>();
    page.on('request', (request) => {
      if (request.url().includes('/api/city-search/')) langs.add(new URL(request.url()).searchParams.get('lang') ?? '');
    });
    await pick(page, 'AT', 'wien', lang === 'de' ? 'Wien' : 'Bécs (Wien)', vienna);
    await pick(page, 'AT', 'becs', lang === 'hu' ? 'Bécs' : 'Wien (Bécs)', vienna);
    await pick(page, 'PL', 'Warszawa', `${warsaw} (Warszawa)`, warsaw);
    await pick(page, 'DE', 'muenchen', 'München', 'München');
    await pick(page, 'DE', 'koeln', 'Köln', 'Köln');
    expect([...langs]).toEqual([lang]);
  });
}
