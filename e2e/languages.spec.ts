import { expect, test } from '@playwright/test';
import { text } from './catalogue';
import { languageButton, languageItem } from './language-menu';

const LANGUAGES = ['en', 'ro', 'de', 'hu', 'fr'] as const;

test('each of the five languages changes the texts and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'landing.title'));
  let shown: string = 'en';
  for (const lang of [...LANGUAGES.slice(1), 'en' as const]) {
    await languageButton(page, shown).click();
    await languageItem(page, lang).click();
    shown = lang;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'landing.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'landing.title'));
    await expect(page.getByTestId('price-6')).toContainText(text(lang, 'prices.register'));
  }
});

test('policy texts come from the database in the chosen language', async ({ page }) => {
  await page.goto('/policy/terms');
  const firstEnglish = await page.getByTestId('policy-section').first().getByRole('heading', { level: 2 }).textContent();
  await languageButton(page, 'en').click();
  await languageItem(page, 'hu').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('hu', 'policy.titles.terms'));
  await expect(page.getByTestId('policy-section').first().getByRole('heading', { level: 2 })).not.toHaveText(firstEnglish ?? '');
});
