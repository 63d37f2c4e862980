import { expect, type Locator, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import 'dayjs/locale/de.js';
import 'dayjs/locale/fr.js';
import 'dayjs/locale/hu.js';
import 'dayjs/locale/ro.js';
import { text } from './catalogue';

/**
 * Drives the shared date fields (apps/web components/date-fields.tsx) in a browser as a member does:
 * through the calendar, whose day buttons Mantine names "D MMMM YYYY" in the interface language.
 */

const dayButton = (page: Page, lang: string, day: string) =>
  page.getByRole('button', { name: dayjs(day).locale(lang).format('D MMMM YYYY'), exact: true });

/** Whether `button` shows within a moment: a calendar that has just opened or turned may still be drawing. */
const showsSoon = (button: Locator) =>
  button.waitFor({ state: 'visible', timeout: 2000 }).then(
    () => true,
    () => false,
  );

/** Turns the open calendar forward until `day` is shown; answers its button. */
async function showDay(page: Page, lang: string, day: string) {
  const button = dayButton(page, lang, day);
  const next = page.getByRole('button', { name: text(lang, 'dates.nextMonth') });
  // The calendar is open (its month switch drawn) before it is searched, so a slow first draw never turns it past the day.
  await next.first().waitFor();
  for (let step = 0; step < 12 && !(await showsSoon(button)); step++) await next.click();
  return button;
}

/** Picks a day on the open calendar. */
export async function pickDay(page: Page, lang: string, day: string) {
  await (await showDay(page, lang, day)).click();
}

/** A range calendar closes once both ends are picked (issue 13 item 5). */
export async function expectCalendarClosed(page: Page, lang: string) {
  await expect(page.getByRole('button', { name: text(lang, 'dates.nextMonth') })).toHaveCount(0);
}

/** Opens a range field (the button named by its label) and picks its first and last day; the calendar closes after the second. */
export async function pickDayRange(page: Page, lang: string, field: Locator, start: string, end: string) {
  await field.click();
  await pickDay(page, lang, start);
  await pickDay(page, lang, end);
  await expectCalendarClosed(page, lang);
}

/**
 * Whether the open calendar offers `day`: its button is enabled, or, for a day of an earlier month
 * not on the grid, the calendar lets the member turn back to it.
 */
export async function isDayOffered(page: Page, lang: string, day: string): Promise<boolean> {
  const button = dayButton(page, lang, day);
  if (await button.isVisible()) return !((await button.isDisabled()) || (await button.getAttribute('data-disabled')) === 'true');
  return page.getByRole('button', { name: text(lang, 'dates.previousMonth') }).isEnabled();
}
