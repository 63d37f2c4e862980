import { expect, test, type Page } from '@playwright/test';
import { appTookOver } from './journey';

/**
 * The findings of Lighthouse's mobile run (issue 35 item 11), each checked cheaply on every run; the
 * Lighthouse scores themselves come from scripts/lighthouse.mjs (too slow for every CI run, results
 * in bench/results/lighthouse/).
 */

const LANGUAGES = ['en', 'ro', 'de', 'hu', 'fr'] as const;
const PAGES = ['/', '/login', '/register'];

/** The heading levels in document order, as assistive technology lists them. */
const headingLevels = (page: Page) =>
  page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));

/**
 * Words of a text as axe 4.14's label-content-name-mismatch compares them (Lighthouse 12.8): without
 * parentheticals (an aside, not the name), lower case, letters and digits only.
 */
const words = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\([^()]*\)/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const containsRun = (haystack: string[], needle: string[]) =>
  haystack.some((_, start) => needle.every((word, index) => haystack[start + index] === word));

for (const lang of LANGUAGES) {
  for (const path of PAGES) {
    test(`${path} in ${lang}: no CSP violation, headings skip no level, the language button's spoken name holds its visible text`, async ({
      page,
    }) => {
      await page.addInitScript((language) => {
        localStorage.setItem('lang', language);
        // Lighthouse's best practices count every CSP violation, even one the code catches (zod's eval probe did).
        const seen: string[] = [];
        Object.assign(window, { cspViolations: seen });
        document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.sourceFile}`));
      }, lang);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');

      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);

      const levels = await headingLevels(page);
      expect(levels[0], `${levels.join(' ')}`).toBe(1);
      for (let index = 1; index < levels.length; index += 1)
        expect(levels[index]!, `heading ${index} of ${levels.join(' ')}`).toBeLessThanOrEqual(levels[index - 1]! + 1);

      const button = page.getByTestId('language-selector');
      const visible = (await button.innerText()).trim();
      expect(visible).toBe(lang.toUpperCase());
      const name = (await button.getAttribute('aria-label')) ?? '';
      expect(containsRun(words(name), words(visible)), `"${name}" does not hold "${visible}"`).toBe(true);
    });
  }
}

test('robots.txt is a real file that keeps crawlers out of the members’ area and the API; unknown files answer 404', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const rules = (await robots.text()).split('\n').map((line) => line.trim());
  expect(rules).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /dashboard', 'Disallow: /api']));
  for (const url of ['/favicon.ico', '/assets/gone-123abc.js', '/sitemap.xml', '/api/nothing/']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    expect(response.headers()['content-type'], url).not.toMatch(/html/);
  }
  // A client route still gets the app.
  expect((await request.get('/dashboard/search-trucks')).headers()['content-type']).toMatch(/html/);
});

test('registration draws a select’s list only when it opens, and the field names the open list and says it is open', async ({ page }) => {
  await page.goto('/register');
  const country = page.getByTestId('register-company-country');
  await expect(country).toBeEditable();
  // Lists kept in the page while closed were most of the form's first render on a phone (Lighthouse's blocking time).
  await expect(page.locator('[role="listbox"], [role="option"]')).toHaveCount(0);

  for (const opening of ['first', 'again']) {
    await country.click();
    const list = page.getByRole('listbox');
    await expect(list, opening).toBeVisible();
    // Mantine keeps the list's id in a ref; without the build's patch the field says "closed" and names no list here.
    await expect(country, opening).toHaveAttribute('aria-expanded', 'true');
    await expect(country, opening).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
    await page.keyboard.press('Escape');
    await expect(page.locator('[role="listbox"]')).toHaveCount(0);
    await expect(country).toHaveAttribute('aria-expanded', 'false');
  }
});

test('a drawn page takes over without a preload link per import; a page not drawn ahead keeps its preloads', async ({ page }) => {
  const preloads = () => page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  await page.goto('/');
  await appTookOver(page);
  await expect(page.getByTestId('stats-banner')).toBeVisible();
  expect(await preloads()).toEqual([]);

  await page.goto('/register');
  await expect(page.getByTestId('register-company-country')).toBeEditable();
  // Vite's loader added 38 links here before the page's code ran: a long task on a phone (apps/web/prerender.ts).
  expect(await preloads()).toEqual([]);

  // The login page, drawn too, then the reset page reached from it in the app: its imports are preloaded as before.
  await page.goto('/login');
  await expect(page.getByTestId('login-email')).toBeEditable();
  expect(await preloads()).toEqual([]);
  await page.getByTestId('login-forgot').click();
  await expect(page).toHaveURL(/\/request-reset-password$/);
  await expect.poll(async () => (await preloads()).length).toBeGreaterThan(3);
});
