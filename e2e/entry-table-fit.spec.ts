import { expect, test, type Page } from '@playwright/test';
import { entryList } from './entry-list';
import { LAPTOP } from './journey';
import { signIn } from './session';

/**
 * Issue 35 item 7: at 1366×800 beside the 300 px sidebar, the entry table's typical row reads whole in
 * every language: compact dates ("27.–28.11."), units as dispatchers write them, the company's reputation
 * badge (its short name after it may end in "…", whole in the title). Measured as drawn: a cell whose content is wider than its box ends in "…". The demo entries are
 * typical ones, so every visible cell of every demo company's row on the first page must be whole (entries
 * that other journeys publish on the same server carry made-up test names), and every column's header.
 * A range across months ("30.11.–01.12.") may take a second line: whole, not cut. The route is the one column
 * that takes what the others leave (its rows stay one line, so 15 of them fit the screen): a long one ends in
 * "…" with the whole route in its title and the expanded row, and is not measured here.
 */
// Each list is read by the member of the other demo company: the first page of trucks is Carpați's, that of
// wares Rhein's, so every measured row carries the Make-an-offer button beside its price, as most rows a
// dispatcher reads do (an own row has none, and its price cell has that button's room to spare).
const READER = {
  'search-trucks': 'julia.schneider@rhein-spedition.example',
  'search-wares': 'andrei.popescu@carpati-trans.example',
} as const;
const LANGUAGES = ['en', 'ro', 'de', 'hu', 'fr'] as const;
const DEMO_COMPANIES = ['Carpați Trans SRL', 'Rhein Spedition GmbH'];

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: LAPTOP });

/** The header row, then per demo row, the headers of the columns whose cell is cut, with what the cell holds. */
async function cutCells(page: Page) {
  return page.getByTestId('entries-table').evaluate((table, demo) => {
    const headerCells = Array.from(table.querySelectorAll('thead th'));
    const headers = headerCells.map((th) => (th.textContent ?? '').trim());
    const route = headerCells.findIndex((th) => th.getAttribute('data-testid') === 'entries-column-route');
    const cut = (cell: Element) => cell.getClientRects().length > 0 && cell.scrollWidth > cell.clientWidth + 1;
    // The company cell's short name may end in "…" (its full name is in the title); its reputation badge may not.
    const badgeCut = (cell: Element) => {
      const badge = cell.querySelector('[data-testid^="entry-reputation-"]');
      return (
        badge !== null &&
        badge.getBoundingClientRect().right > cell.getBoundingClientRect().right - parseFloat(getComputedStyle(cell).paddingRight) + 1
      );
    };
    const company = headerCells.findIndex((th) => th.getAttribute('data-testid') === 'entries-column-company');
    const demoRows = Array.from(table.querySelectorAll('tr[data-testid^="entry-row-"]')).filter((row) =>
      demo.includes(row.querySelector('[data-testid^="entry-company-cell-"]')?.getAttribute('title') ?? ''),
    );
    const headerRow = headerCells
      .filter(cut)
      .map((th) => `header "${(th.textContent ?? '').trim()}" (${th.scrollWidth} > ${th.clientWidth} px)`);
    return [
      headerRow,
      ...demoRows.map((row) =>
        Array.from(row.querySelectorAll('td'))
          .map((cell, index) => ({ cell, index, header: headers[index] ?? String(index) }))
          .filter(({ cell, index }) => index !== route && (index === company ? badgeCut(cell) : cut(cell)))
          .map(({ cell, header }) => `${header}: "${(cell.textContent ?? '').trim()}" (${cell.scrollWidth} > ${cell.clientWidth} px)`),
      ),
    ];
  }, DEMO_COMPANIES);
}

for (const lang of LANGUAGES) {
  for (const list of ['search-trucks', 'search-wares'] as const) {
    test(`a typical row of ${list} reads whole at 1366×800 in ${lang}`, async ({ page }) => {
      await signIn(page, READER[list], lang);
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
      // The rows measured are another company's, with the offer button beside the price.
      expect(await page.getByTestId('entries-table').getByTestId('make-offer').count()).toBeGreaterThanOrEqual(10);
      const rows = await cutCells(page);
      // The demo entries are on the first page (a journey of its own publishes at most a few), so there is something to measure.
      expect(rows.length).toBeGreaterThan(5);
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
      await entryList(page, lang)
        .expand(id ?? 'an id')
        .click();
      const card = page.getByTestId(`entry-card-${uid}`);
      await expect(card.getByRole('link', { name: fullName ?? 'a title', exact: true })).toHaveText(fullName ?? 'a title');
      await expect(card).toContainText(id ?? 'an id');
    });
  }
}
