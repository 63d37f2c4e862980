import { expect, test, type Locator, type Page } from '@playwright/test';
import { text } from './catalogue';
import { LAPTOP, PHONE } from './journey';
import { signIn } from './session';

/**
 * Issue 13 item 6 and decision 003, in a browser:
 *  - on a phone (390×844) a form's Save sits in a bar fixed to the bottom of the screen, in reach at
 *    the top of the page and halfway down the form, and pressing it submits the form;
 *  - on a laptop (1366×800) the same Save sits in the header and there is no bottom bar;
 *  - the warning a failed save shows never covers Save, also while the pointer rests on the warning
 *    (its hover-pause keeps it up).
 * In German and Hungarian, the languages with the longest words.
 */

const MEMBER = 'andrei.popescu@carpati-trans.example';
const LANGUAGES = ['de', 'hu'] as const;

type Form = { address: string; title: string; saveText: string; warning: string };
const FORMS: Form[] = [
  {
    address: '/dashboard/publish-truck',
    title: 'entries.title.truck',
    saveText: 'common.save',
    warning: 'entries.validationFailed',
  },
  {
    address: '/dashboard/add-payment-incident',
    title: 'incidents.form.title.payment',
    saveText: 'incidents.form.submit',
    warning: 'incidents.form.validationFailed',
  },
];

async function open(page: Page, form: Form, lang: string) {
  await signIn(page, MEMBER, lang);
  await page.goto(form.address);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, form.title));
  await expect(saveButton(page, form, lang)).toHaveText(text(lang, form.saveText));
}

/** The form's Save (Submit on an incident), by its name: in the header or the phone's bottom bar. */
const saveButton = (scope: Page | Locator, form: Form, lang: string) =>
  scope.getByRole('button', { name: text(lang, form.saveText), exact: true });

/** The phone's bottom bar of form buttons, a region named for screen readers. */
const bottomBar = (page: Page, lang: string) => page.getByRole('region', { name: text(lang, 'formActions.label'), exact: true });

/** The whole of the element lies inside the viewport (nothing to scroll to reach it). */
async function expectInViewport(page: Page, element: Locator, what: string) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  expect(box, `${what} is laid out`).not.toBeNull();
  expect(viewport).not.toBeNull();
  const { x, y, width, height } = box!;
  expect(
    { left: x >= 0, top: y >= 0, right: x + width <= viewport!.width, bottom: y + height <= viewport!.height },
    `${what} at ${JSON.stringify(box)} inside ${JSON.stringify(viewport)}`,
  ).toEqual({ left: true, top: true, right: true, bottom: true });
}

/** Scrolls the page so that the middle of the form is in the middle of the screen; answers the scroll offset. */
async function scrollToMiddleOfForm(page: Page) {
  return page.locator('main form[aria-label]').evaluate((form) => {
    const box = form.getBoundingClientRect();
    window.scrollTo(0, window.scrollY + box.top + box.height / 2 - window.innerHeight / 2);
    return window.scrollY;
  });
}

/**
 * What the pointer would hit at the centre of the button is the button itself (or its label inside
 * it), not an alert or anything else laid over it.
 */
async function expectNotCovered(button: Locator, what: string) {
  const covering = await button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (hit && (hit === element || element.contains(hit))) return null;
    if (!hit) return 'nothing (outside the viewport)';
    const alert = hit.closest('[data-testid="alert-host"]') ? ' inside the alert host' : '';
    return `${hit.tagName.toLowerCase()}.${Array.from(hit.classList).slice(0, 2).join('.')} "${(hit.textContent ?? '').trim().slice(0, 40)}"${alert}`;
  });
  expect(covering, `${what}: the element at the centre of Save`).toBeNull();
}

/** The alert's box and the button's box do not overlap at all (not only at the button's centre). */
async function expectApart(alertBox: Locator, button: Locator) {
  const [a, b] = [await alertBox.boundingBox(), await button.boundingBox()];
  expect(a).not.toBeNull();
  expect(b).not.toBeNull();
  const overlap = a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
  expect(overlap, `alert ${JSON.stringify(a)} and Save ${JSON.stringify(b)} overlap`).toBe(false);
}

/** After a failed save: the warning is up, Save is not covered, and stays uncovered while the warning is hovered. */
async function expectWarningLeavesSaveFree(page: Page, form: Form, lang: string, save: Locator) {
  const warning = page.locator('[data-alert-kind="warning"]');
  await expect(warning).toContainText(text(lang, form.warning));
  await expectNotCovered(save, 'with the warning shown');
  await expectApart(warning, save);

  // The pointer on the warning pauses it (decision 003): it must still leave Save free.
  await warning.hover();
  await expect(warning).toBeVisible();
  await expectNotCovered(save, 'with the pointer on the warning');
  await expectApart(warning, save);
  // Save takes a click while the warning is up: the form is checked again and warns again.
  await save.click();
  await expect(warning).toContainText(text(lang, form.warning));
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: PHONE });

  for (const lang of LANGUAGES) {
    for (const form of FORMS) {
      test(`${form.address} (${lang}): Save stays in a bottom bar while scrolling and submits`, async ({ page }) => {
        await open(page, form, lang);
        const bar = bottomBar(page, lang);
        const save = saveButton(bar, form, lang);
        await expect(bar).toBeVisible();
        await expect(bar).toHaveAttribute('aria-label', text(lang, 'formActions.label'));
        await expect(save).toBeVisible();
        // Not in the header on a phone.
        await expect(saveButton(page.getByRole('banner'), form, lang)).toHaveCount(0);
        expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');

        // At the top of the page: the bar lies on the bottom edge of the screen, Save inside the screen.
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        const barBox = await bar.boundingBox();
        expect(Math.abs(barBox!.y + barBox!.height - PHONE.height), 'the bar ends at the bottom of the screen').toBeLessThanOrEqual(1);
        await expectInViewport(page, save, 'Save at the top of the page');
        await expectNotCovered(save, 'at the top of the page');

        // Halfway down the form it is still there, at the same place.
        const scrolled = await scrollToMiddleOfForm(page);
        expect(scrolled, 'the form is taller than a phone screen').toBeGreaterThan(0);
        await expectInViewport(page, save, 'Save halfway down the form');
        const barBoxScrolled = await bar.boundingBox();
        expect(barBoxScrolled!.y).toBeCloseTo(barBox!.y, 0);
        await expectNotCovered(save, 'halfway down the form');

        // At the very bottom the bar covers nothing of the form: its end lies above the bar.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const formBox = await page.locator('main form[aria-label]').boundingBox();
        expect(formBox!.y + formBox!.height, 'the end of the form lies above the bar').toBeLessThanOrEqual(barBox!.y + 0.5);
        await expectInViewport(page, save, 'Save at the bottom of the page');

        // Pressing it submits: the empty form warns and marks its fields, nothing is sent.
        await save.click();
        await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible();
        await expectInViewport(page, save, 'Save after the failed save');
        await expectWarningLeavesSaveFree(page, form, lang, save);
      });
    }
  }
});

test.describe('on a laptop (1366×800)', () => {
  test.use({ viewport: LAPTOP });

  for (const lang of LANGUAGES) {
    for (const form of FORMS) {
      test(`${form.address} (${lang}): Save sits in the header, no bottom bar, the warning leaves it free`, async ({ page }) => {
        await open(page, form, lang);
        const save = saveButton(page.getByRole('banner'), form, lang);
        await expect(save).toBeVisible();
        await expect(bottomBar(page, lang)).toHaveCount(0);
        // Inside the header (64 px high), at the top of the screen.
        const header = await page.getByRole('banner').boundingBox();
        const box = await save.boundingBox();
        expect(box!.y).toBeGreaterThanOrEqual(header!.y);
        expect(box!.y + box!.height).toBeLessThanOrEqual(header!.y + header!.height);

        await save.click();
        await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible();
        await expectWarningLeavesSaveFree(page, form, lang, save);
      });
    }
  }
});
