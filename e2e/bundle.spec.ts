import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/** Issue budget: the landing page's initial JavaScript stays under 250 KB gzipped and never includes the dashboard. */
const BUDGET_BYTES = 250 * 1024;

test('the landing page downloads under 250 KB of gzipped JavaScript and no dashboard code', async ({ page }) => {
  const scripts: { url: string; gzipped: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: response.url(), gzipped: gzipSync(body, { level: 9 }).length });
  });
  await page.goto('/');
  await expect(page.getByTestId('price-12')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const total = scripts.reduce((sum, script) => sum + script.gzipped, 0);
  console.log(`landing page initial JavaScript: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.length} files`);
  expect(scripts.length).toBeGreaterThan(0);
  expect(total).toBeLessThan(BUDGET_BYTES);
  expect(scripts.filter((script) => /dashboard/.test(script.url))).toEqual([]);
});
