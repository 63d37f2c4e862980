import { expect, test } from '@playwright/test';
import { expectPageAccessible } from './journey';

const PUBLIC_PAGES = [
  '/',
  '/prices',
  '/useful-links',
  '/policy/terms',
  '/policy/privacy',
  '/policy/about',
  '/missing-page',
  '/login',
  '/register',
  '/registration-pending',
  '/request-reset-password',
  '/reset-password/some-token',
];

for (const path of PUBLIC_PAGES) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectPageAccessible(page);
  });
}
