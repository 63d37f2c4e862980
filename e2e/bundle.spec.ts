import { expect, test, type CDPSession } from '@playwright/test';

/**
 * Issue 15 item 6: the landing page's initial JavaScript is at most 150 KB on the wire: every script
 * the browser fetches until the page is idle (the entry, its imports, the first route's chunks and
 * texts), counted as Chromium received them, compressed, headers included.
 */
const BUDGET_BYTES = 150 * 1024;

/** The build writes a brotli copy of every text file from this size on (apps/web/precompress.ts). */
const COMPRESSED_FROM_BYTES = 1024;

/**
 * Code the landing page must not download, named by a string each keeps after minification:
 * @mantine/dates names its components "@mantine/dates/DatePicker" …, @mantine/form keys its list
 * items with "__MANTINE_FORM_INDEX__" (forms only, issue 13 items 4 and 5); a whole text catalogue
 * has the group of the registration-pending page, which the landing page's own texts lack
 * (apps/web/first-paint-texts.ts).
 */
const NOT_ON_LANDING_PAGE = {
  '@mantine/dates': '@mantine/dates/',
  '@mantine/form': '__MANTINE_FORM_INDEX__',
  'a whole text catalogue': 'registrationPending',
} as const;

type Script = { url: string; wire: number; body: number; encoding: string; contains: string[] };

/**
 * Records every script the page receives, with the bytes Chromium counted for it on the wire (headers
 * and compressed body); the returned function waits for the last one to be read.
 */
async function recordScripts(cdp: CDPSession): Promise<() => Promise<Script[]>> {
  const reading: Promise<Script>[] = [];
  const pending = new Map<string, Omit<Script, 'wire' | 'contains'>>();
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type !== 'Script') return;
    const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
    pending.set(requestId, {
      url: response.url,
      body: Number(headers['content-length'] ?? 0),
      encoding: headers['content-encoding'] ?? 'none',
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = pending.get(requestId);
    if (!script) return;
    const read = async (): Promise<Script> => {
      const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
      const text = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      const contains = Object.entries(NOT_ON_LANDING_PAGE)
        .filter(([, marker]) => text.includes(marker))
        .map(([name]) => name);
      return { ...script, wire: encodedDataLength, contains };
    };
    reading.push(read());
  });
  return () => Promise.all(reading);
}

// An English and a German visitor: the German one also reads German texts, and would read German calendar
// names if the date pickers' provider came back into the first paint.
for (const locale of ['en-US', 'de-DE']) {
  test.describe(locale, () => {
    test.use({ locale });

    test('the landing page downloads at most 150 KB of JavaScript on the wire, brotli-compressed, and no dashboard, form code or whole catalogue', async ({
      page,
    }) => {
      const recorded = await recordScripts(await page.context().newCDPSession(page));
      await page.goto('/');
      await expect(page.getByTestId('price-12')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const scripts = await recorded();

      const total = scripts.reduce((sum, script) => sum + script.wire, 0);
      const bodies = scripts.reduce((sum, script) => sum + script.body, 0);
      console.log(
        `${locale}: landing page initial JavaScript ${(total / 1024).toFixed(1)} KB on the wire (${(bodies / 1024).toFixed(1)} KB of it compressed code) in ${scripts.length} files`,
      );
      expect(scripts.length).toBeGreaterThan(0);
      // Every script the build compresses arrives as its brotli copy (Chromium asks for br).
      expect(
        scripts.filter((script) => script.body >= COMPRESSED_FROM_BYTES && script.encoding !== 'br').map((script) => script.url),
      ).toEqual([]);
      expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
      expect(scripts.filter((script) => /dashboard/.test(script.url)).map((script) => script.url)).toEqual([]);
      expect(
        scripts.filter((script) => script.contains.length > 0).map((script) => `${script.url}: ${script.contains.join(', ')}`),
      ).toEqual([]);
    });
  });
}
