import { expect, test, type Page } from '@playwright/test';
import { LAPTOP } from './journey';
import { signIn } from './session';

/**
 * Issue 35 item 7: at 1366×800 beside the 300 px sidebar, the entry table's typical row reads whole in
 * every language: compact dates ("27.–28.11."), units as dispatchers write them, the company's short
 * name. Measured as drawn: a cell whose content is wider than its box ends in "…". The demo entries are
 * typical ones, so every visible cell of every row of the first page must be whole.
 */
const MEMBER = 'andrei.popescu@carpati-trans.example';
const LANGUAGES = ['en', 'ro', 'de', 'hu', 'fr'] as const;

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: LAPTOP });

/** Per row of the table, the headers of the columns whose cell is cut, with what the cell holds. */
async function cutCells(page: Page) {
  return page.getByTestId('entries-table').evaluate((table) => {
    const headers = Array.from(table.querySelectorAll('thead th')).map((th) => (th.textContent ?? '').trim());
    return Array.from(table.querySelectorAll('tr[data-testid^="entry-row-"]')).map((row) =>
      Array.from(row.querySelectorAll('td'))
        .map((cell, index) => ({ cell, header: headers[index] ?? String(index) }))
        .filter(({ cell }) => cell.getClientRects().length > 0 && cell.scrollWidth > cell.clientWidth + 1)
        .map(({ cell, header }) => `${header}: "${(cell.textContent ?? '').trim()}" (${cell.scrollWidth} > ${cell.clientWidth} px)`),
    );
  });
}

for (const lang of LANGUAGES) {
  for (const list of ['search-trucks', 'search-wares'] as const) {
    test(`a typical row of ${list} reads whole at 1366×800 in ${lang}`, async ({ page }) => {
      await signIn(page, MEMBER, lang);
      await page.goto(`/dashboard/${list}`);
      await expect(page.getByTestId('entries-table')).toBeVisible({ timeout: 60_000 });
      await expect(page.locator('tr[data-testid^="entry-row-"]').nth(9)).toBeVisible();
      // The sidebar is there and 300 px wide (§9), so the table has what is left of 1366 px.
      const sidebar = await page.locator('nav.mantine-AppShell-navbar, .mantine-AppShell-navbar').first().boundingBox();
      expect(Math.round(sidebar?.width ?? 0)).toBe(300);
      // Nothing pushes the table past its box (a column wider than its cell would, or scroll it sideways).
      expect(
        await page.getByTestId('entries-table').evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0)),
      ).toBeLessThanOrEqual(0);
      const rows = await cutCells(page);
      expect(
        rows.filter((cut) => cut.length > 0).map((cut) => cut.join('; ')),
        'cells cut to "…" (scrollWidth past clientWidth)',
      ).toEqual([]);

      // What the compact row leaves out is on hover and in the expanded row: the full company name and the id.
      const uid = ((await page.locator('tr[data-testid^="entry-row-"]').first().getAttribute('data-testid')) ?? '').replace(
        'entry-row-',
        '',
      );
      const fullName = await page.getByTestId(`entry-company-cell-${uid}`).getAttribute('title');
      const id = await page.getByTestId(`entry-id-${uid}`).getAttribute('title');
      await expect(page.getByTestId(`entry-id-${uid}`)).toBeHidden();
      await page.getByTestId(`entry-toggle-${uid}`).click();
      await expect(page.getByTestId(`entry-company-${uid}`)).toHaveText(fullName ?? 'a title');
      await expect(page.getByTestId(`entry-card-${uid}`)).toContainText(id ?? 'an id');
    });
  }
}
