import { expect, test } from '@playwright/test';
import { text } from './catalogue';
import { logoutButton, sidebar, sidebarGroup } from './dashboard-frame';
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
    const nav = sidebar(page, 'en');
    await expect(nav).toBeVisible();
    expect((await nav.boundingBox())?.width).toBe(300);
    for (const group of ['wares', 'trucks', 'incidents', 'settings']) {
      await expect(nav.getByText(text('en', `nav.groups.${group}`), { exact: true })).toBeVisible();
    }
    await expect(nav.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(page.getByRole('navigation', { name: text('en', 'nav.breadcrumbs') })).toContainText(text('en', 'nav.dashboard'));
    await expect(page.getByTestId('form-actions')).toBeAttached();
    await expect(page.getByRole('button', { name: text('en', 'nav.openMenu'), exact: true })).toBeHidden();

    await logoutButton(page, 'en').click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('access'))).toBeNull();
  });

  test('below 960 px the sidebar hides behind a burger', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/dashboard');
    const burger = page.getByRole('button', { name: text('en', 'nav.openMenu'), exact: true });
    await expect(burger).toBeVisible();
    await expect(sidebar(page, 'en')).not.toBeInViewport();
    await burger.click();
    await expect(sidebar(page, 'en')).toBeInViewport();
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
    const nav = sidebar(page, 'de');
    const agents = nav.getByRole('list', { name: de('searchAgents.sidebar.agents') });
    // Each agent a link named by the agent (the list's last link shows them all).
    await expect(agents.getByRole('link', { name: /^Island → Malta \d+, / })).toHaveCount(3);
    const all = agents.getByRole('link', { name: de('searchAgents.sidebar.showAll').replace('{{total}}', '20') });
    await expect(all).toHaveAttribute('href', '/dashboard/search-agents');
    await expect(all).toBeInViewport({ ratio: 1 });
    for (const group of ['wares', 'trucks', 'incidents', 'settings'] as const)
      await expect(sidebarGroup(page, 'de', group)).toBeInViewport({ ratio: 1 });
    await expect(nav.getByRole('link', { name: de('nav.changePassword') })).toBeInViewport({ ratio: 1 });
    await expect(logoutButton(page, 'de')).toBeInViewport({ ratio: 1 });

    // The list folds away from the keyboard: Tab from the row's link to the toggle, Enter.
    const toggle = nav.getByRole('button', { name: de('searchAgents.sidebar.agents') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The agents page's row, named "Suchagenten" and its count of new matches.
    const agentsRow = nav.getByRole('link', { name: new RegExp(`^${de('nav.searchAgents')}`) });
    await agentsRow.focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(agents).toBeHidden();
    // …and stays folded on the next page.
    await page.goto('/dashboard');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(agentsRow).toBeVisible();
  } finally {
    for (const id of ids) await page.request.delete(`/api/search-agents/${id}/`, { headers });
  }
});
