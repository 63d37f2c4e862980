import { expect, test, type Page } from '@playwright/test';
import { entryForm } from './entry-form';
import { signIn } from './session';

/**
 * Issue 12: a dispatcher types a foreign city as they know it (its local name, or their own
 * language's), finds it, and the picker names it in the interface language, with the name they
 * typed beside it when that differs.
 */
const A_EMAIL = 'andrei.popescu@carpati-trans.example';

async function pick(page: Page, lang: string, country: string, typed: string, option: string, value: string) {
  const form = entryForm(page, lang);
  await page.goto('/dashboard/publish-truck');
  await form.country('loading').selectOption(country);
  await form.city('loading').fill(typed);
  await page.getByRole('option', { name: option, exact: true }).first().click();
  await expect(form.city('loading')).toHaveValue(value);
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
    await pick(page, lang, 'AT', 'wien', lang === 'de' ? 'Wien' : 'Bécs (Wien)', vienna);
    await pick(page, lang, 'AT', 'becs', lang === 'hu' ? 'Bécs' : 'Wien (Bécs)', vienna);
    await pick(page, lang, 'PL', 'Warszawa', `${warsaw} (Warszawa)`, warsaw);
    await pick(page, lang, 'DE', 'muenchen', 'München', 'München');
    await pick(page, lang, 'DE', 'koeln', 'Köln', 'Köln');
    expect([...langs]).toEqual([lang]);
  });
}
