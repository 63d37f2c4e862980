import { expect, test } from '@playwright/test';
import { text } from './catalogue';

const LANGUAGES = ['en', 'ro', 'de', 'hu', 'fr'] as const;

test('each of the five languages changes the texts and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'landing.title'));
  for (const lang of [...LANGUAGES.slice(1), 'en' as const]) {
    await page.getByTestId('language-selector').click();
    await page.getByTestId(`language-${lang}`).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'landing.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'landing.title'));
    await expect(page.getByTestId('price-6')).toContainText(text(lang, 'prices.register'));
  }
});

test('policy texts come from the database in the chosen language', async ({ page }) => {
  await page.goto('/policy/terms');
  const firstEnglish = await page.getByTestId('policy-section').first().locator('h2').textContent();
  await page.getByTestId('language-selector').click();
  await page.getByTestId('language-hu').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('hu', 'policy.titles.terms'));
  await expect(page.getByTestId('policy-section').first().locator('h2')).not.toHaveText(firstEnglish ?? '');
});
