import { expect, test } from '@playwright/test';
import { text } from './catalogue';
import { signIn } from './session';

test('the dashboard needs a session and sends guests to login with the way back', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
});

test.describe('dashboard layout', () => {
  test.beforeEach(async ({ page }) => {
    // A real session of a demo member (README, Staff), stored as the login page stores it (§3 Session user).
    await signIn(page, 'andrei.popescu@carpati-trans.example');
  });

  test('wide screens show the 300 px sidebar with its groups, help mail and logout', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toBeVisible();
    expect((await sidebar.boundingBox())?.width).toBe(300);
    for (const group of ['wares', 'trucks', 'incidents', 'settings']) {
      await expect(sidebar.getByText(text('en', `nav.groups.${group}`), { exact: true })).toBeVisible();
    }
    await expect(sidebar.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(page.getByRole('navigation', { name: text('en', 'nav.breadcrumbs') })).toContainText(text('en', 'nav.dashboard'));
    await expect(page.getByTestId('form-actions')).toBeAttached();
    await expect(page.getByTestId('sidebar-burger')).toBeHidden();

    await sidebar.getByText(text('en', 'nav.logout')).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('access'))).toBeNull();
  });

  test('below 960 px the sidebar hides behind a burger', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/dashboard');
    const burger = page.getByTestId('sidebar-burger');
    await expect(burger).toBeVisible();
    await expect(page.getByTestId('sidebar')).not.toBeInViewport();
    await burger.click();
    await expect(page.getByTestId('sidebar')).toBeInViewport();
  });
});
