import { screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { EntryInput } from '@freight/shared/entries';
import { localDateIn } from '@freight/shared/zoned-time';
import { FormActionsProvider, FormActionsTarget } from '../../../components/form-actions';
import { alertQueue } from '../../../lib/alerts/alert';
import { ApiRequestError } from '../../../lib/api-client';
import { clickDay, isDayOffered } from '../../../test/date-fields';
import { renderInRouter } from '../../../test/render';
import { setupUser, type User } from '../../../test/user';
import { emptyEntry, type EntryFormValues } from '../utils/entry-values';
import { EntryForm } from './entry-form';

/** Decision 010 in the form: the shared date and number rules, each field with its own message. */

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
// Today where the truck loads (Timișoara): the rule's "today", whatever the test machine's zone.
const today = localDateIn(new Date(), 'Europe/Bucharest');

/** A complete truck form Timișoara → Budapest, loading in two days, that passes every rule. */
function filled(): EntryFormValues {
  const values = emptyEntry('truck');
  const place = (country: string, id: number, name: string, date: string) => ({
    country,
    city: { id, displayName: name, type: 'PPLA', userAdded: false },
    postalCode: '300001',
    dateStart: date,
    dateEnd: date,
    timeStart: '',
    timeEnd: '',
  });
  return {
    ...values,
    loadingLocation: place('RO', 665087, 'Timișoara', addDays(today, 2)),
    unloadingLocation: place('HU', 3054643, 'Budapest', addDays(today, 3)),
    info: { ...values.info, weight: '24', mdp: '13.6' },
    transportOptions: { ...values.transportOptions, truckType: 5 },
  };
}

function renderForm(initialValues: EntryFormValues, onSubmit = vi.fn(async (_body: EntryInput) => {})) {
  renderInRouter(
    [
      {
        path: '/',
        element: (
          <FormActionsProvider>
            <FormActionsTarget />
            <Outlet />
          </FormActionsProvider>
        ),
        children: [{ index: true, element: <EntryForm initialValues={initialValues} onSubmit={onSubmit} /> }],
      },
    ],
    '/',
  );
  return onSubmit;
}

/** The form's sections are named regions: "Loading location", "Information"… */
const section = (name: string) => within(screen.getByRole('region', { name }));
const place = (name: 'loading' | 'unloading') => section(name === 'loading' ? 'Loading location' : 'Unloading location');
/** Required fields carry an asterisk after their label. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}`);
const weight = () => section('Information').getByLabelText(labelled('Weight (t)'));
const mdp = () => section('Information').getByLabelText(labelled('Loading metres (m)'));
const dates = (name: 'loading' | 'unloading') => place(name).getByLabelText(labelled('Dates (from – to)'));
const postalCode = () => place('loading').getByLabelText(labelled('Postal code'));

/** Replaces a field's text (pasted: user-event types key by key, which is slow in jsdom). */
async function fill(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.paste(value);
}
const save = (user: User) => user.click(screen.getByRole('button', { name: 'Save' }));
/** The message Mantine shows under a field (linked by aria-describedby). */
const messageOf = (field: HTMLElement) => {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

// The city pickers look up the chosen cities; the shared handlers find none, and no city lookup matters here.

describe('entry form rules (decision 010)', { timeout: 20_000 }, () => {
  it('marks a past loading date and a negative weight with their own messages, warns to check them, sends nothing', async () => {
    // The picker offers no past day: a past range comes from a form opened yesterday.
    const values = filled();
    const user = setupUser();
    const onSubmit = renderForm({
      ...values,
      loadingLocation: { ...values.loadingLocation, dateStart: addDays(today, -1), dateEnd: addDays(today, -1) },
    });
    await fill(user, weight(), '-1');
    await save(user);
    expect(alertQueue.snapshot()).toMatchObject({ kind: 'warning', messageKey: 'entries.validationInvalid' });
    expect(messageOf(dates('loading'))).toContain('Must be today or later (the local date at the loading place).');
    expect(messageOf(weight())).toContain('Must be zero or more.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('marks unloading before loading and numbers above the road-transport bounds, naming the bound', async () => {
    const values = filled();
    const user = setupUser();
    const onSubmit = renderForm({
      ...values,
      unloadingLocation: { ...values.unloadingLocation, dateStart: addDays(today, 1), dateEnd: addDays(today, 1) },
    });
    await fill(user, weight(), '24000');
    await fill(user, mdp(), '16');
    await save(user);
    expect(messageOf(dates('unloading'))).toContain('Unloading cannot be before loading.');
    expect(messageOf(weight())).toContain('Must be at most 40.');
    expect(messageOf(mdp())).toContain('Must be at most 15.65.');
    expect(weight()).toHaveAttribute('max', '40');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("keeps 'Some fields are empty' for empty fields only", async () => {
    const values = filled();
    const user = setupUser();
    renderForm({ ...values, info: { ...values.info, weight: '' } });
    await save(user);
    expect(alertQueue.snapshot()).toMatchObject({ kind: 'warning', messageKey: 'entries.validationFailed' });
  });

  it('offers dates from today at the loading place on and says the times are local to it', async () => {
    const values = filled();
    const noDates = { dateStart: '', dateEnd: '' };
    const user = setupUser();
    renderForm({ ...values, unloadingLocation: { ...values.unloadingLocation, ...noDates } });
    // Unloading from the loading start (today + 2) on.
    await user.click(dates('unloading'));
    expect(await isDayOffered(addDays(today, 2))).toBe(true);
    expect(await isDayOffered(addDays(today, 1))).toBe(false);
    expect(place('loading').getByText(/^Dates and times are local/)).toHaveTextContent(
      /^Dates and times are local to this place \(Europe\/Bucharest\)\.$/,
    );
    expect(place('unloading').getByText(/^Dates and times are local/)).toHaveTextContent('Europe/Budapest');
  });

  it('offers no past day to re-pick on an edited live entry whose loading began yesterday', async () => {
    const values = filled();
    const yesterday = addDays(today, -1);
    const live: EntryFormValues = {
      ...values,
      uid: '0b6f4f3e-8a4c-4a53-9d0e-6f1c2b7d9a10',
      loadingLocation: { ...values.loadingLocation, dateStart: yesterday, dateEnd: addDays(today, 1) },
      storedLoading: { date_start: yesterday, date_end: addDays(today, 1), time_end: null },
    };
    const user = setupUser();
    const onSubmit = renderForm(live);
    // A changed range must start today or later: the stored past start is accepted only while it stays.
    await user.click(dates('loading'));
    expect(await isDayOffered(addDays(today, -2))).toBe(false);
    await clickDay(today, user);
    await clickDay(addDays(today, 1), user);
    await save(user);
    expect(onSubmit.mock.calls[0]?.[0].loading_location).toMatchObject({ date_start: today, date_end: addDays(today, 1) });
  });

  it('saves an edited live entry whose loading began yesterday while its dates stay', async () => {
    const values = filled();
    const yesterday = addDays(today, -1);
    const live: EntryFormValues = {
      ...values,
      uid: '0b6f4f3e-8a4c-4a53-9d0e-6f1c2b7d9a10',
      loadingLocation: { ...values.loadingLocation, dateStart: yesterday, dateEnd: addDays(today, 1) },
      storedLoading: { date_start: yesterday, date_end: addDays(today, 1), time_end: null },
    };
    const user = setupUser();
    const onSubmit = renderForm(live);
    await save(user);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0].loading_location.date_start).toBe(yesterday);
  });

  it("shows a field's error once it is left, follows its value, and marks nothing else before a save", async () => {
    const values = filled();
    const user = setupUser();
    renderForm({ ...values, info: { ...values.info, weight: '' } });
    expect(messageOf(weight())).toBe('');
    await user.click(weight());
    await user.tab();
    expect(messageOf(weight())).toContain('This field is required');
    await fill(user, weight(), '-1');
    expect(messageOf(weight())).toContain('Must be zero or more.');
    await fill(user, weight(), '24');
    expect(messageOf(weight())).toBe('');
    // Only a field left is judged before the save: a new mistake elsewhere waits until its field is left.
    await fill(user, mdp(), '-1');
    expect(messageOf(mdp())).toBe('');
  });

  it("shows the API's field codes (its clock decides) under their fields", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiRequestError(400, { code: 'validation_failed', detail: '', fields: { 'loading_location.time_end': ['time_in_past'] } });
    });
    const user = setupUser();
    renderForm(filled(), onSubmit);
    await save(user);
    // The time window's button (components/time-window-field.tsx) names the message itself.
    const window = place('loading').getByRole('button', { name: /^Time window:/ });
    await waitFor(() => expect(messageOf(window)).toContain('This time has already passed at the loading place.'));
  });

  it('focuses the field the API refused, and keeps its mark until the field changes', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiRequestError(400, { code: 'validation_failed', detail: '', fields: { 'loading_location.postal_code': ['too_long'] } });
    });
    const user = setupUser();
    renderForm(filled(), onSubmit);
    await save(user);
    await waitFor(() => expect(messageOf(postalCode())).toContain('Too long.'));
    expect(postalCode()).toHaveFocus();
    // Leaving it unchanged does not take the API's verdict away: the form's own check would pass it.
    await user.tab();
    expect(postalCode()).not.toHaveFocus();
    expect(messageOf(postalCode())).toContain('Too long.');
    await fill(user, postalCode(), '300002');
    expect(messageOf(postalCode())).toBe('');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
