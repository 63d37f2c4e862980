import { expect, test } from '@playwright/test';
import { text } from './catalogue';
import { logoutButton, sidebar, sidebarGroup } from './dashboard-frame';
import { expectAccessible, loginThroughForm, VIEWPORTS } from './journey';
import { DEMO_PASSWORD, login, signIn } from './session';

/**
 * Issue 13 items 7–9 as staff and members find their way: staff land on their own screens with
 * their own navigation; members get a skip link, a compact sidebar whose Settings group shows
 * without scrolling, useful links inside the dashboard, the account menu on public pages, and an
 * incident list opened from a company that names the company.
 */
const STAFF = 'staff@demo.example';
const MEMBER = 'andrei.popescu@carpati-trans.example';
const OTHER_COMPANY_MEMBER = 'markus.becker@rhein-spedition.example';

for (const { name, viewport } of VIEWPORTS) {
  for (const lang of ['de', 'hu'] as const) {
    test.describe(`navigation and roles (${name}, ${lang})`, () => {
      test.use({ viewport });

      test('staff log in and land on /staff with the staff navigation; the major update asks first', async ({ page }) => {
        await page.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
        await loginThroughForm(page, STAFF, DEMO_PASSWORD, /\/staff$/);
        const nav = page.getByRole('navigation', { name: text(lang, 'staff.nav.label'), exact: true });
        await expect(nav.getByRole('link')).toHaveText([
          text(lang, 'staff.nav.companies'),
          text(lang, 'staff.nav.contactFlags'),
          text(lang, 'staff.nav.incidents'),
          text(lang, 'staff.nav.updates'),
          text(lang, 'staff.nav.audit'),
          text(lang, 'staff.nav.system'),
        ]);
        await expect(sidebar(page, lang)).toHaveCount(0);

        // A member screen is never offered: /dashboard sends staff back to their own.
        await page.goto('/dashboard/search-trucks');
        await expect(page).toHaveURL(/\/staff$/);

        await page.getByRole('button', { name: text(lang, 'staff.update.major'), exact: true }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toContainText(text(lang, 'staff.update.confirmMajorTitle'));
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(page.getByTestId('staff-update-published')).toHaveCount(0);
      });

      test('the skip link is the first stop and focuses the main content', async ({ page }) => {
        await signIn(page, MEMBER, lang);
        await page.goto('/dashboard');
        const skip = page.getByRole('link', { name: text(lang, 'nav.skipToMain'), exact: true });
        await expect(skip).toBeAttached();
        await page.waitForLoadState('networkidle');
        await page.keyboard.press('Tab');
        await expect(skip).toBeFocused();
        await expect(skip).toHaveText(text(lang, 'nav.skipToMain'));
        await expect(skip).toBeInViewport();
        await page.keyboard.press('Enter');
        await expect(page.locator('#main-content')).toBeFocused();
      });

      test('useful links open inside the dashboard, without the dispute banner', async ({ page }) => {
        await signIn(page, MEMBER, lang);
        await page.goto('/dashboard/useful-links');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'usefulLinks.title'));
        await expect(page.getByTestId('useful-links').getByRole('link').first()).toBeVisible();
        await expect(page.getByRole('alert', { name: text(lang, 'incidents.banner.title'), exact: true })).toHaveCount(0);
        await expectAccessible(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      });

      test('public pages show the account menu instead of Log in / Register', async ({ page }) => {
        await signIn(page, MEMBER, lang);
        await page.goto('/prices');
        if (viewport.width < 768) await page.getByRole('button', { name: text(lang, 'nav.openMenu') }).click();
        await expectAccessible(page);
        const phone = viewport.width < 768;
        // The menu's button reads "Account menu of <name>"; the phone menu shows the name as plain text.
        const [before, after] = text(lang, 'nav.accountMenu').split('{{name}}') as [string, string];
        const accountMenu = page.getByRole('button', { name: new RegExp(`^${before}.+${after}$`) });
        await expect(phone ? page.getByTestId('account-menu-name') : accountMenu).toBeVisible();
        await expect(page.getByRole('banner').getByRole('link', { name: text(lang, 'nav.register'), exact: true })).toHaveCount(0);
        await expect(page.getByRole('dialog').getByRole('link', { name: text(lang, 'nav.login'), exact: true })).toHaveCount(0);
        if (!phone) await accountMenu.click();
        const home = { name: text(lang, 'nav.dashboard'), exact: true };
        await (phone ? page.getByRole('dialog').getByRole('link', home) : page.getByRole('menuitem', home)).click();
        await expect(page).toHaveURL(/\/dashboard$/);
      });

      test('the incident list opened from a company summary names the company', async ({ page }) => {
        const other = await login(page.request, OTHER_COMPANY_MEMBER);
        const company = await (
          await page.request.get(`/api/companies/${other.user.company}/`, { headers: { authorization: `Bearer ${other.access}` } })
        ).json();
        await signIn(page, MEMBER, lang);
        await page.goto(`/dashboard/other-company-incidents?companyId=${other.user.company}`);
        await expect(page.getByRole('textbox', { name: text(lang, 'incidents.filters.company'), exact: true })).toHaveValue(
          company.name as string,
        );
        await expectAccessible(page);
      });
    });
  }
}

test.describe('sidebar at 1366×800', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('the Settings group shows without scrolling', async ({ page }) => {
    await signIn(page, MEMBER, 'de');
    await page.goto('/dashboard/change-password');
    const settings = sidebarGroup(page, 'de', 'settings');
    await expect(settings).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('link', { name: text('de', 'nav.changePassword') })).toBeInViewport({ ratio: 1 });
    await expect(logoutButton(page, 'de')).toBeInViewport({ ratio: 1 });
  });
});

test('a member still logs in to the dashboard', async ({ page }) => {
  await loginThroughForm(page, MEMBER);
});
