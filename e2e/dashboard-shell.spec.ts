import { expect, test } from '@playwright/test';
import { text } from './catalogue';
import { LAPTOP } from './journey';
import { signIn } from './session';

/** A demo member whose other journey (dashboard-home) reads no search agents; given the 20 agents a member may have here. */
const AGENTS_MEMBER = 'julia.schneider@rhein-spedition.example';

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

test('at 1366×800 a member with 20 search agents sees three of them and still every group without scrolling', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  const de = (key: string) => text('de', key);
  const session = await signIn(page, AGENTS_MEMBER, 'de');
  const headers = { authorization: `Bearer ${session.access}` };
  // Iceland → Malta trucks: no other journey publishes there, so nothing matches and no notice shows.
  const ids: number[] = [];
  try {
    for (let index = 1; index <= 20; index++) {
      const response = await page.request.post('/api/search-agents/', {
        headers,
        data: {
          name: `Island → Malta ${index}, Planen und Kühlkoffer`,
          form_type: 'truck',
          filters: { loading_country: 'IS', unloading_country: 'MT' },
        },
      });
      expect(response.status()).toBe(201);
      ids.push(((await response.json()) as { id: number }).id);
    }

    // Settings is the largest group; its page opens it.
    await page.goto('/dashboard/change-password');
    const sidebar = page.getByTestId('sidebar');
    const agents = sidebar.getByRole('list', { name: de('searchAgents.sidebar.agents') });
    await expect(agents.getByTestId('nav-agent')).toHaveCount(3);
    const all = agents.getByRole('link', { name: de('searchAgents.sidebar.showAll').replace('{{total}}', '20') });
    await expect(all).toHaveAttribute('href', '/dashboard/search-agents');
    await expect(all).toBeInViewport({ ratio: 1 });
    for (const group of ['wares', 'trucks', 'incidents', 'settings'])
      await expect(sidebar.getByTestId(`nav-group-${group}`)).toBeInViewport({ ratio: 1 });
    await expect(sidebar.getByRole('link', { name: de('nav.changePassword') })).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('logout')).toBeInViewport({ ratio: 1 });

    // The list folds away from the keyboard: Tab from the row's link to the toggle, Enter.
    const toggle = sidebar.getByRole('button', { name: de('searchAgents.sidebar.agents') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await sidebar.getByTestId('nav-search-agents').focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(agents).toBeHidden();
    // …and stays folded on the next page.
    await page.goto('/dashboard');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByTestId('nav-search-agents')).toBeVisible();
  } finally {
    for (const id of ids) await page.request.delete(`/api/search-agents/${id}/`, { headers });
  }
});
