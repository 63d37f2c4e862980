import { expect, test, type Page } from '@playwright/test';
import { text } from './catalogue';
import { signIn } from './session';

/**
 * Issue 35 item 4: a page whose code chunk does not arrive is retried for §9's 120 s, then a
 * translated error screen offers a reload, on a dashboard and on a public route; a chunk missing after
 * a deploy brings the new build once. The browser's clock is installed so the 120 s pass at once.
 */

const MEMBER = 'andrei.popescu@carpati-trans.example';
const TITLES = {
  en: 'This page did not load',
  ro: 'Pagina nu s-a încărcat',
  de: 'Diese Seite wurde nicht geladen',
  hu: 'Az oldal nem töltődött be',
  fr: 'Cette page ne s’est pas chargée',
} as const;
const RELOAD = { en: 'Reload the page', ro: 'Reîncarcă pagina', de: 'Seite neu laden', hu: 'Oldal újratöltése', fr: 'Recharger la page' };

/** Every request for a JavaScript chunk whose name starts with `prefix` fails like a dropped link; answers the count. */
async function dropChunks(page: Page, prefix: string) {
  const pattern = new RegExp(`/assets/${prefix}[^/]*\\.js$`);
  const dropped = { count: 0, restore: () => page.unroute(pattern) };
  await page.route(pattern, async (route) => {
    dropped.count += 1;
    await route.abort('internetdisconnected');
  });
  return dropped;
}

/** Lets the page's timers run until the loader has given up (fast-forward in steps, as its waits chain). */
async function pass120Seconds(page: Page) {
  for (let step = 0; step < 32; step += 1) {
    await page.clock.fastForward(5_000);
    // Real time for the dropped request and the promise chain between two waits.
    await page.waitForTimeout(40);
  }
}

// The screen's texts in all five languages are checked by apps/web/src/app/pages/route-error-page.test.tsx;
// here one language per kind of route, as each journey spends the loader's 120 s of retries.
for (const lang of ['ro'] as const) {
  test(`a dashboard page whose chunk never arrives shows the reload screen in ${lang}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.clock.install();
    await signIn(page, MEMBER, lang);
    const dropped = await dropChunks(page, 'company-search-page');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/dashboard/company-search');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await pass120Seconds(page);
    await expect(page.getByRole('heading', { name: TITLES[lang] })).toBeVisible();
    expect(dropped.count).toBeGreaterThan(1);
    // The dashboard frame stays: the error is the page's, not the whole app's.
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await dropped.restore();
    await page.getByRole('button', { name: RELOAD[lang] }).click();
    await expect(page.getByRole('textbox', { name: text(lang, 'companies.search.label'), exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: TITLES[lang] })).toHaveCount(0);
  });
}

test('a public page whose chunk never arrives shows the reload screen, and the reload brings it', async ({ page }) => {
  test.setTimeout(180_000);
  await page.clock.install();
  await page.addInitScript(() => localStorage.setItem('lang', 'de'));
  const dropped = await dropChunks(page, 'prices-page');
  await page.goto('/prices');
  await pass120Seconds(page);
  await expect(page.getByRole('heading', { name: TITLES.de })).toBeVisible();
  expect(dropped.count).toBeGreaterThan(1);
  await dropped.restore();
  await page.getByRole('button', { name: RELOAD.de }).click();
  await expect(
    page
      .getByTestId('price-cards')
      .or(page.getByRole('heading', { level: 1 }))
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: TITLES.de })).toHaveCount(0);
  await expect(page).toHaveURL(/\/prices$/);
});

test('a chunk missing after a deploy reloads to the new build once', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto('/');
  // A deploy happened: the server now names another entry script, and the old page chunk is gone.
  await page.route('/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/(<script type="module"[^>]*src=")[^"]+"/, '$1/assets/index-NEWBUILD.js"');
    await route.fulfill({ response, body: html });
  });
  await page.route(/\/assets\/prices-page[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  // `load`, not `framenavigated`: the latter fires for the history push too.
  const reloaded = page.waitForEvent('load');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/prices');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await reloaded;
  await expect(page).toHaveURL(/\/prices$/);
  expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload.build'))).toContain('/assets/index-NEWBUILD.js');
  // Once: the reloaded tab, still missing the chunk, retries instead of reloading again.
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.waitForTimeout(3_000);
  expect(loads).toBe(0);
});
