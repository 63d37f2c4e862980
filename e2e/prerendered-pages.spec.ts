import { expect, test } from '@playwright/test';
import { text } from './catalogue';
import { appTookOver } from './journey';
import { languageButton, languageItem } from './language-menu';
import { DEMO_PASSWORD, signIn } from './session';

/**
 * Issue 35 item 11: the landing, login and registration pages arrive drawn in the HTML, in the reader's
 * language, so they paint before their script; the app then draws them itself in their place.
 */

const LANGUAGES = ['en', 'ro', 'de', 'hu', 'fr'] as const;

/** A text as React writes it into HTML. */
const inHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

for (const lang of LANGUAGES) {
  test(`the landing page, login and registration arrive drawn in ${lang}, the browser's language`, async ({ request }) => {
    for (const [path, keys] of [
      ['/', ['landing.title', 'landing.subtitle', 'landing.ctaRegister', 'prices.title']],
      ['/login', ['login.title', 'login.email', 'login.submit']],
      ['/register?subscriptionMonths=12', ['register.title', 'register.intro']],
    ] as const) {
      const response = await request.get(path, { headers: { 'accept-language': `${lang}-XX,${lang};q=0.9` } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${lang}"`);
      expect(html, path).toContain(`<div id="root" data-prerendered="${lang}" inert>`);
      for (const key of keys) expect(html, `${path} ${key}`).toContain(inHtml(text(lang, key)));
    }
  });
}

test('the drawn login page takes no typing until the app has taken over, then logs in', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The page's code held back: what shows meanwhile is the drawn page.
  await page.route(/\/assets\/login-page-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await expect(page.locator('#root[inert] h1')).toHaveText(text('de', 'login.title'));
  await expect(page.locator('#field-email')).not.toBeEditable();
  release();
  await page.getByRole('textbox', { name: text('de', 'login.email'), exact: true }).fill('andrei.popescu@carpati-trans.example');
  await appTookOver(page);
  await page.getByRole('textbox', { name: text('de', 'login.password'), exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: text('de', 'login.submit') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await context.close();
});

test('a page drawn in the browser language gives way at once to the language chosen in this browser', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('lang', 'ro'));
  await page.goto('/login');
  // Before the page's load event, so a script reading the language right after it reads the reader's.
  expect(await page.locator('html').getAttribute('lang')).toBe('ro');
  await expect(page.locator('#root[inert]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ro', 'login.title'));
  await context.close();
});

test('the language a reader chooses in the app is the language of the next drawn page', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/login');
  await languageButton(page, 'en').click();
  await languageItem(page, 'hu').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('hu', 'login.title'));
  const html = await (await page.request.get('/register')).text();
  expect(html).toContain('<div id="root" data-prerendered="hu" inert>');
  expect(html).toContain(inHtml(text('hu', 'register.title')));
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('hu', 'register.title'));
  await appTookOver(page);
  await context.close();
});

test('a signed-in member who opens the landing page gets the dashboard, not the drawn page', async ({ page }) => {
  await signIn(page, 'andrei.popescu@carpati-trans.example', 'ro');
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await appTookOver(page);
  await expect(page.getByRole('heading', { level: 1, name: text('ro', 'landing.title') })).toHaveCount(0);
});
