import { expect, test } from '@playwright/test';
import { axe } from './journey';

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
    await page.waitForLoadState('networkidle');
    const results = await axe(page).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
