import { expect, test, type Page } from '@playwright/test';
import { LAPTOP } from './journey';
import { signIn } from './session';

/**
 * Issue 35 item 7: at 1366×800 beside the 300 px sidebar, the entry table's typical row reads whole in
 * every language: compact dates ("27.–28.11."), units as dispatchers write them, the company's short
 * name. Measured as drawn: a cell whose content is wider than its box ends in "…".
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
      const rows = await cutCells(page);
      const whole = rows.filter((cut) => cut.length === 0).length;
      // A typical row: at least two in three rows show every cell whole; a long route may still end in "…".
      expect(
        whole / rows.length,
        `rows with cut cells:\n${rows
          .filter((cut) => cut.length > 0)
          .map((cut) => cut.join('; '))
          .join('\n')}`,
      ).toBeGreaterThanOrEqual(2 / 3);
    });
  }
}
