import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ListingInput } from '@freight/shared/listings';
import { localDateIn } from '@freight/shared/zoned-time';
import { FormActionsProvider, FormActionsTarget } from '../../../components/form-actions';
import { alertQueue } from '../../../lib/alerts/alert';
import { ApiRequestError } from '../../../lib/api-client';
import { isDayOffered, pickDayRange } from '../../../test/date-fields';
import { renderInRouter } from '../../../test/render';
import { emptyListing, type ListingFormValues } from '../utils/listing-values';
import { ListingForm } from './listing-form';

/** Decision 010 in the form: the shared date and number rules, each field with its own message. */

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
// Today where the truck loads (Timișoara): the rule's "today", whatever the test machine's zone.
const today = localDateIn(new Date(), 'Europe/Bucharest');

/** A complete truck form Timișoara → Budapest, loading in two days, that passes every rule. */
function filled(): ListingFormValues {
  const values = emptyListing('truck');
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

function renderForm(initialValues: ListingFormValues, onSubmit = vi.fn(async (_body: ListingInput) => {})) {
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
        children: [{ index: true, element: <ListingForm initialValues={initialValues} onSubmit={onSubmit} /> }],
      },
    ],
    '/',
  );
  return onSubmit;
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const change = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
const save = () => act(async () => fireEvent.click(screen.getByTestId('listing-save')));
/** The message Mantine shows under a field (linked by aria-describedby). */
const messageOf = (testId: string) => {
  const ids = (input(testId).getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

// The city pickers look up the chosen cities; the shared handlers find none, and no city lookup matters here.

describe('listing form rules (decision 010)', { timeout: 20_000 }, () => {
  it('marks a past loading date and a negative weight with their own messages, warns to check them, sends nothing', async () => {
    // The picker offers no past day: a past range comes from a form opened yesterday.
    const values = filled();
    const onSubmit = renderForm({
      ...values,
      loadingLocation: { ...values.loadingLocation, dateStart: addDays(today, -1), dateEnd: addDays(today, -1) },
    });
    change('listing-info-weight', '-1');
    await save();
    expect(alertQueue.snapshot()).toMatchObject({ kind: 'warning', messageKey: 'listing.validationInvalid' });
    expect(messageOf('listing-loading-dates')).toContain('Must be today or later (the local date at the loading place).');
    expect(messageOf('listing-info-weight')).toContain('Must be zero or more.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('marks unloading before loading and numbers above the road-transport bounds, naming the bound', async () => {
    const values = filled();
    const onSubmit = renderForm({
      ...values,
      unloadingLocation: { ...values.unloadingLocation, dateStart: addDays(today, 1), dateEnd: addDays(today, 1) },
    });
    change('listing-info-weight', '24000');
    change('listing-info-mdp', '16');
    await save();
    expect(messageOf('listing-unloading-dates')).toContain('Unloading cannot be before loading.');
    expect(messageOf('listing-info-weight')).toContain('Must be at most 40.');
    expect(messageOf('listing-info-mdp')).toContain('Must be at most 15.65.');
    expect(input('listing-info-weight').max).toBe('40');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("keeps 'Some fields are empty' for empty fields only", async () => {
    const values = filled();
    renderForm({ ...values, info: { ...values.info, weight: '' } });
    await save();
    expect(alertQueue.snapshot()).toMatchObject({ kind: 'warning', messageKey: 'listing.validationFailed' });
  });

  it('offers dates from today at the loading place on and says the times are local to it', async () => {
    const values = filled();
    const noDates = { dateStart: '', dateEnd: '' };
    renderForm({ ...values, unloadingLocation: { ...values.unloadingLocation, ...noDates } });
    // Unloading from the loading start (today + 2) on.
    fireEvent.click(screen.getByTestId('listing-unloading-dates'));
    expect(await isDayOffered(addDays(today, 2))).toBe(true);
    expect(await isDayOffered(addDays(today, 1))).toBe(false);
    expect(screen.getByTestId('listing-loading-localTimes').textContent).toBe(
      'Dates and times are local to this place (Europe/Bucharest).',
    );
    expect(screen.getByTestId('listing-unloading-localTimes').textContent).toContain('Europe/Budapest');
  });

  it('offers no past day to re-pick on an edited live entry whose loading began yesterday', async () => {
    const values = filled();
    const yesterday = addDays(today, -1);
    const live: ListingFormValues = {
      ...values,
      uid: '0b6f4f3e-8a4c-4a53-9d0e-6f1c2b7d9a10',
      loadingLocation: { ...values.loadingLocation, dateStart: yesterday, dateEnd: addDays(today, 1) },
      storedLoading: { date_start: yesterday, date_end: addDays(today, 1), time_end: null },
    };
    const onSubmit = renderForm(live);
    // A changed range must start today or later: the stored past start is accepted only while it stays.
    fireEvent.click(screen.getByTestId('listing-loading-dates'));
    expect(await isDayOffered(addDays(today, -2))).toBe(false);
    await pickDayRange('listing-loading-dates', today, addDays(today, 1));
    await save();
    expect(onSubmit.mock.calls[0]?.[0].loading_location).toMatchObject({ date_start: today, date_end: addDays(today, 1) });
  });

  it('saves an edited live entry whose loading began yesterday while its dates stay', async () => {
    const values = filled();
    const yesterday = addDays(today, -1);
    const live: ListingFormValues = {
      ...values,
      uid: '0b6f4f3e-8a4c-4a53-9d0e-6f1c2b7d9a10',
      loadingLocation: { ...values.loadingLocation, dateStart: yesterday, dateEnd: addDays(today, 1) },
      storedLoading: { date_start: yesterday, date_end: addDays(today, 1), time_end: null },
    };
    const onSubmit = renderForm(live);
    await save();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0].loading_location.date_start).toBe(yesterday);
  });

  it("shows a field's error once it is left, follows its value, and marks nothing else before a save", async () => {
    const values = filled();
    renderForm({ ...values, info: { ...values.info, weight: '' } });
    expect(messageOf('listing-info-weight')).toBe('');
    fireEvent.blur(input('listing-info-weight'));
    expect(messageOf('listing-info-weight')).toContain('This field is required');
    change('listing-info-weight', '-1');
    expect(messageOf('listing-info-weight')).toContain('Must be zero or more.');
    change('listing-info-weight', '24');
    expect(messageOf('listing-info-weight')).toBe('');
    // Only a field left is judged before the save: a new mistake elsewhere waits until its field is left.
    change('listing-info-mdp', '-1');
    expect(messageOf('listing-info-mdp')).toBe('');
  });

  it("shows the API's field codes (its clock decides) under their fields", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiRequestError(400, { code: 'validation_failed', detail: '', fields: { 'loading_location.time_end': ['time_in_past'] } });
    });
    renderForm(filled(), onSubmit);
    await save();
    await waitFor(() => expect(messageOf('listing-loading-timeEnd')).toContain('This time has already passed at the loading place.'));
  });

  it('focuses the field the API refused, and keeps its mark until the field changes', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiRequestError(400, { code: 'validation_failed', detail: '', fields: { 'loading_location.postal_code': ['too_long'] } });
    });
    renderForm(filled(), onSubmit);
    await save();
    await waitFor(() => expect(messageOf('listing-loading-postalCode')).toContain('Too long.'));
    expect(document.activeElement).toBe(input('listing-loading-postalCode'));
    // Leaving it unchanged does not take the API's verdict away: the form's own check would pass it.
    fireEvent.blur(input('listing-loading-postalCode'));
    expect(messageOf('listing-loading-postalCode')).toContain('Too long.');
    change('listing-loading-postalCode', '300002');
    expect(messageOf('listing-loading-postalCode')).toBe('');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
