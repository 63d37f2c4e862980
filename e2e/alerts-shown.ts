import { expect, type Page } from '@playwright/test';

/**
 * An alert stays for its §9 duration (5 s for a success) and then leaves. A success shown as a save
 * navigates can run out while the next screen is still drawing on a loaded machine, so asserting on
 * what is left in the DOM races the clock. These helpers keep every alert the page showed, in the
 * page itself, and assert on that record: what the member was told, not what is still on screen.
 */
declare global {
  interface Window {
    __alertsShown?: { kind: string; text: string }[];
  }
}

/** Starts recording alerts on every document the page loads from now on (call before the first goto). */
export async function recordAlerts(page: Page) {
  await page.addInitScript(() => {
    const shown: { kind: string; text: string }[] = [];
    window.__alertsShown = shown;
    const collect = () => {
      document.querySelectorAll('[data-alert-kind]').forEach((element) => {
        const kind = element.getAttribute('data-alert-kind') ?? '';
        const text = (element.textContent ?? '').trim();
        if (!shown.some((alert) => alert.kind === kind && alert.text === text)) shown.push({ kind, text });
      });
    };
    // A mutation observer runs before the next paint, so even an alert gone within a frame is seen.
    new MutationObserver(collect).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** Waits until the page has shown an alert of `kind` containing `text` (since it last loaded). */
export async function expectAlertShown(page: Page, kind: 'success' | 'info' | 'warning' | 'danger', text: string) {
  await expect
    .poll(
      async () => (await page.evaluate(() => window.__alertsShown ?? [])).filter((alert) => alert.kind === kind).map((alert) => alert.text),
      {
        message: `a ${kind} alert saying "${text}" was shown`,
      },
    )
    .toContainEqual(expect.stringContaining(text));
}
