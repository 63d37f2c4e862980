import { expect, test, type Page } from '@playwright/test';
import { text } from './catalogue';

/** The live statistics banner, a region named by its title. */
const statsBanner = (page: Page) => page.getByRole('region', { name: text('en', 'stats.title'), exact: true });

/** The Register link of the price card of `months` (every card's link reads the same). */
const registerLink = (page: Page, months: number) =>
  page.getByTestId(`price-${months}`).getByRole('link', { name: text('en', 'prices.register'), exact: true });

test.describe('landing page', () => {
  test('shows the live stats banner, prices, risk fund and referral statements', async ({ page }) => {
    await page.goto('/');
    const banner = statsBanner(page);
    await expect(banner).toBeVisible();
    for (const stat of ['available_trucks', 'available_wares', 'truck_last_24h', 'ware_last_24h', 'active_users']) {
      // Live figures (the demo data publishes entries): a number, whatever it is.
      await expect(banner.getByTestId(`stat-${stat}`).first()).toContainText(/\d/);
    }
    const itemWidth = await banner
      .getByTestId('stat-available_trucks')
      .first()
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(itemWidth).toBeGreaterThanOrEqual(300);

    await expect(page.getByTestId('price-6')).toContainText('84');
    await expect(page.getByTestId('price-12')).toContainText('168');
    await expect(page.getByTestId('risk-fund')).toContainText('4%');
    await expect(page.getByTestId('referral')).toContainText('50%');
    await expect(page.getByTestId('useful-links').getByRole('link')).toHaveCount(3);
  });

  test('the banner scrolls, pauses on hover and resumes', async ({ page }) => {
    await page.goto('/');
    const track = page.getByTestId('stats-track');
    const offset = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    const start = await offset();
    await expect.poll(offset).toBeLessThan(start - 5);
    await statsBanner(page).hover();
    const paused = await offset();
    await page.waitForTimeout(400);
    expect(await offset()).toBe(paused);
    await page.mouse.move(0, 600);
    await expect.poll(offset).toBeLessThan(paused - 5);
  });

  test('the banner stands still for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(statsBanner(page)).toBeVisible();
    await expect(page.getByTestId('stats-track')).toHaveCount(0);
    await expect(page.getByTestId('stat-active_users')).toHaveCount(1);
  });

  test('prices page register buttons carry subscriptionMonths', async ({ page }) => {
    await page.goto('/prices');
    await expect(registerLink(page, 6)).toHaveAttribute('href', '/register?subscriptionMonths=6');
    await expect(registerLink(page, 12)).toHaveAttribute('href', '/register?subscriptionMonths=12');
    await registerLink(page, 12).click();
    await expect(page).toHaveURL(/\/register\?subscriptionMonths=12$/);
  });

  test('useful links open in a new tab', async ({ page }) => {
    await page.goto('/useful-links');
    const links = page.getByTestId('useful-links').getByRole('link');
    // Six useful links and the GeoNames attribution (CC BY 4.0) the city data requires (issue 12).
    await expect(links).toHaveCount(7);
    await expect(links.last()).toHaveAttribute('href', 'https://www.geonames.org/');
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });
});
