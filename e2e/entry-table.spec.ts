import { expect, test, type Page } from '@playwright/test';
import { text } from './catalogue';
import { entryList } from './entry-list';
import { expectAccessible, LAPTOP, PHONE } from './journey';
import { signIn } from './session';

/**
 * Issue 13 items 1 and 3: the entry lists as a dense table on a laptop (the default, at least 15
 * rows on screen, sortable, keyboard-driven, the card view remembered) and as two-line cards on a
 * phone without sideways scrolling. The demo companies' entries fill the lists.
 */
const MEMBER = 'andrei.popescu@carpati-trans.example';
const LANGUAGES = ['de', 'hu'] as const;

const rows = (page: Page) => page.locator('tr[data-testid^="entry-row-"]');

/** Rows wholly inside the viewport, as the member sees them without scrolling. */
async function rowsOnScreen(page: Page): Promise<number> {
  return rows(page).evaluateAll(
    (elements) =>
      elements.filter((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }).length,
  );
}

// A shared machine runs axe slowly; each journey checks several screens.
test.describe.configure({ timeout: 90_000 });

const uidOf = async (page: Page, index: number) =>
  ((await rows(page).nth(index).getAttribute('data-testid')) ?? '').replace('entry-row-', '');

test.describe('entry table at 1366×800', () => {
  test.use({ viewport: LAPTOP });

  for (const lang of LANGUAGES) {
    test(`table by default, 15+ rows, keyboard, sort and the remembered card view (${lang})`, async ({ page }) => {
      await signIn(page, MEMBER, lang);
      const list = entryList(page, lang);
      await page.goto('/dashboard/search-trucks');
      // The first list read of a fresh server also warms it up (demo data, place names): more time once.
      await expect(page.getByTestId('entries-table')).toBeVisible({ timeout: 25_000 });
      await expect(rows(page).nth(15)).toBeVisible();
      expect(await rowsOnScreen(page)).toBeGreaterThanOrEqual(15);
      await expect(list.column('route')).toHaveText(text(lang, 'entries.table.route'));
      // No sideways scroll of the page or inside it.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const table = page.getByTestId('entries-table');
      expect(await table.evaluate((element) => element.scrollWidth <= (element.parentElement?.clientWidth ?? 0))).toBe(true);
      await expectAccessible(page);

      // Keyboard: the first row is the table's tab stop; arrows move, Enter expands, Escape collapses.
      const first = await uidOf(page, 0);
      const second = await uidOf(page, 1);
      await page.getByTestId(`entry-row-${first}`).focus();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByTestId(`entry-row-${second}`)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(page.getByTestId(`entry-row-${first}`)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId(`entry-toggle-${second}`)).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByTestId(`entry-details-${second}`)).toBeVisible();
      await expect(page.getByTestId(`entry-details-${second}`)).toContainText(text(lang, 'entries.card.views'));
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId(`entry-toggle-${second}`)).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByTestId(`entry-details-${second}`)).toHaveCount(0);

      // Sorting by the age column turns the order round (newest first → oldest first).
      const age = list.column('age');
      await expect(age).toHaveAttribute('aria-sort', 'descending');
      await age.getByRole('button').click();
      await expect(age).toHaveAttribute('aria-sort', 'ascending');
      await expect.poll(() => uidOf(page, 0)).not.toBe(first);

      // Cards instead, remembered after a reload.
      await list.view('cards').click();
      await expect(page.getByTestId('entries-table')).toHaveCount(0);
      await page.reload();
      await expect(page.locator('[data-testid^="entry-line-facts-"]').first()).toBeVisible();
      await expect(page.getByTestId('entries-list')).toHaveAttribute('data-view', 'cards');
      await expect(page.getByTestId('entries-table')).toHaveCount(0);
      await expect(list.view('cards')).toHaveAttribute('aria-pressed', 'true');
    });
  }

  test('a search list with the member’s own trucks gives the route its room: their actions are in the expanded row (de)', async ({
    page,
  }) => {
    await signIn(page, MEMBER, 'de');
    const list = entryList(page, 'de');
    await page.goto('/dashboard/search-trucks');
    await expect(rows(page).nth(9)).toBeVisible({ timeout: 25_000 });
    // The demo's first page of trucks is the member's own company's: no actions column takes the route's room.
    const own = page.locator('tr[data-testid^="entry-row-"]', {
      has: page.locator('[data-testid^="entry-company-cell-"][title="Carpați Trans SRL"]'),
    });
    expect(await own.count()).toBeGreaterThan(5);
    await expect(page.getByTestId('entries-column-actions')).toHaveCount(0);
    const route = await page.getByTestId('entries-column-route').evaluate((th) => th.getBoundingClientRect().width);
    expect(route).toBeGreaterThan(200);
    const uid = ((await own.first().getAttribute('data-testid')) ?? '').replace('entry-row-', '');
    const id = (await page.getByTestId(`entry-id-${uid}`).getAttribute('title')) ?? 'an id';
    await list.expand(id).click();
    const card = page.getByTestId(`entry-card-${uid}`);
    // The expanded row spans the columns drawn, and no empty one at the end takes the route's room.
    await expect(card.getByTestId(`entry-own-actions-${uid}`)).toBeVisible();
    expect(await page.getByTestId('entries-column-route').evaluate((th) => th.getBoundingClientRect().width)).toBeCloseTo(route, 0);
    await expect(card.getByRole('link', { name: text('de', 'entries.actions.edit'), exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: text('de', 'entries.actions.refresh'), exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: text('de', 'entries.actions.delete'), exact: true })).toBeVisible();
  });

  test('my trucks show the views and the own-entry actions in the row (de)', async ({ page }) => {
    await signIn(page, MEMBER, 'de');
    const list = entryList(page, 'de');
    await page.goto('/dashboard/my-trucks');
    await expect(list.column('views')).toHaveText(text('de', 'entries.table.views'), { timeout: 25_000 });
    const uid = await uidOf(page, 0);
    const row = page.getByTestId(`entry-row-${uid}`);
    // Icon buttons in the row, each named by its action.
    await expect(row.getByRole('link', { name: text('de', 'entries.actions.edit'), exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: text('de', 'entries.actions.refresh'), exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: text('de', 'entries.actions.delete'), exact: true })).toBeVisible();
    // Sorting by loading date asks the API for it, soonest first.
    const sorted = page.waitForRequest((request) => new URL(request.url()).searchParams.get('ordering') === 'loading_date');
    await list.column('loading').getByRole('button').click();
    await sorted;
    await expect(list.column('loading')).toHaveAttribute('aria-sort', 'ascending');
    const soonest = await uidOf(page, 0);
    await page.getByTestId(`entry-toggle-${soonest}`).click();
    await expect(page.getByTestId(`entry-details-${soonest}`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
  });
});

test.describe('entry cards at 390×844', () => {
  test.use({ viewport: PHONE });

  for (const lang of LANGUAGES) {
    test(`two-line cards, no sideways scroll, accessible (${lang})`, async ({ page }) => {
      await signIn(page, MEMBER, lang);
      await page.goto('/dashboard/search-wares');
      const facts = page.locator('[data-testid^="entry-line-facts-"]').first();
      await expect(facts).toBeVisible();
      await expect(page.getByTestId('entries-table')).toHaveCount(0);
      await expect(entryList(page, lang).view('table')).toHaveCount(0);
      const uid = ((await facts.getAttribute('data-testid')) ?? '').replace('entry-line-facts-', '');
      const card = page.getByTestId(`entry-card-${uid}`);
      // Line 1 the route; line 2 the dates, weight and loading metres, price with its unit, company, age.
      await expect(page.getByTestId(`entry-line-route-${uid}`)).toContainText('→');
      await expect(facts).toContainText(' t · ');
      const price = page.getByTestId(`entry-price-${uid}`);
      await expect(price).toBeVisible();
      await expect(facts).toContainText((await price.textContent()) ?? 'no price');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible(page);
      await page.getByTestId(`entry-toggle-${uid}`).click();
      await expect(card).toHaveAttribute('data-expanded', 'true');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible(page);
    });
  }
});
