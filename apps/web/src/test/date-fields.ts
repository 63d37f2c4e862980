import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { User } from './user';

/**
 * Drives the shared date and time fields (components/date-fields.tsx) as a member does: through the
 * calendar and the hour and minute boxes, with the English catalogue's labels.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The name Mantine gives a day button ("D MMMM YYYY" in English). */
const dayName = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${String(date)} ${MONTHS[month - 1] ?? ''} ${String(year)}`;
};

/** The open calendar's button for a day of its shown month (days of the next month shown greyed do not count). */
const dayButton = (day: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${dayName(day)}"]:not([data-outside])`);

/** Clicks a day on the open calendar, turning months forward until it is shown, as a member does. */
export async function clickDay(day: string, user: User) {
  // The calendar opens in a popover a render later.
  const next = await waitFor(() => {
    const found = document.querySelector<HTMLButtonElement>('button[aria-label="Next month"]');
    if (!found) throw new Error('no calendar open');
    return found;
  });
  for (let turns = 0; !dayButton(day) && turns < 24; turns += 1) await user.click(next);
  const button = await waitFor(() => {
    const found = dayButton(day);
    if (!found) throw new Error(`no day ${day} on the calendar`);
    return found;
  });
  await user.click(button);
}

/** A member opens a day range field (found by its label) and clicks its first and last day. */
export async function pickDays(user: User, field: HTMLElement, start: string, end: string) {
  await user.click(field);
  await clickDay(start, user);
  await clickDay(end, user);
}

/** A member types HH:MM into a clock field's hours box (its label's target); the hours pass on to the minutes box. */
export async function typeTime(user: User, hours: HTMLElement, time: string) {
  await user.click(hours);
  await user.keyboard(time.replace(':', ''));
}

const isDisabled = (button: HTMLButtonElement) => button.disabled || button.dataset.disabled === 'true';

/**
 * Whether the open calendar offers a day. A day not on the grid is offered only when the calendar
 * lets one turn back to its month.
 */
export async function isDayOffered(day: string): Promise<boolean> {
  const previous = await waitFor(() => {
    const found = document.querySelector<HTMLButtonElement>('button[aria-label="Previous month"]');
    if (!found) throw new Error('no calendar open');
    return found;
  });
  const button = document.querySelector<HTMLButtonElement>(`button[aria-label="${dayName(day)}"]`);
  return button ? !isDisabled(button) : !isDisabled(previous);
}

/**
 * Chooses a time window in components/time-window-field.tsx as a member does: opens it from its button,
 * picks the start in the first list, then the end in the second (which closes it).
 */
export async function pickTimeWindow(user: User, button: HTMLElement, start: string, end: string) {
  await user.click(button);
  // The window's popup: the dialog holding two lists (a city picker's list is a listbox too).
  const popup = () =>
    screen
      .queryAllByRole('dialog', { hidden: true })
      .find((dialog) => within(dialog).queryAllByRole('listbox', { hidden: true }).length === 2);
  await waitFor(() => expect(popup()).toBeDefined());
  const [startList] = within(popup()!).getAllByRole('listbox', { hidden: true });
  await user.click(within(startList!).getByRole('option', { name: start, hidden: true }));
  // Choosing the start draws the end's list anew.
  const endList = within(popup()!).getAllByRole('listbox', { hidden: true })[1]!;
  await user.click(within(endList).getByRole('option', { name: end, hidden: true }));
  await waitFor(() => expect(popup()).toBeUndefined());
}
