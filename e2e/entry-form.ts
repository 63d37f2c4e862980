import type { Page } from '@playwright/test';
import { pickDayRange } from './calendar';
import { text } from './catalogue';

export type Side = 'loading' | 'unloading';
type Section = 'transport' | 'information' | Side | 'notes';

/**
 * The entry form (publish and edit) as a member reads it in `lang`: its sections by their titles and
 * each field by its label, so a journey finds a field as the member does.
 */
export function entryForm(page: Page, lang: string) {
  const t = (key: string) => text(lang, key);
  const section = (name: Section) => page.getByRole('region', { name: t(`entries.sections.${name}`), exact: true });
  const info = section('information');
  const number = (key: string) => info.getByRole('spinbutton', { name: t(`entries.info.${key}`), exact: true });
  return {
    section,
    /** The form's Save, in the header (or the phone's bottom bar). */
    save: page.getByRole('button', { name: t('common.save'), exact: true }),
    country: (side: Side) => section(side).getByRole('combobox', { name: t('entries.location.country'), exact: true }),
    city: (side: Side) => section(side).getByRole('textbox', { name: t('entries.location.city'), exact: true }),
    postalCode: (side: Side) => section(side).getByRole('textbox', { name: t('entries.location.postalCode'), exact: true }),
    /** The button that opens a side's date range calendar. */
    dates: (side: Side) => section(side).getByRole('button', { name: t('entries.location.dates'), exact: true }),
    truckType: section('transport').getByRole('radiogroup', { name: t('entries.transport.truckType'), exact: true }),
    platformType: section('transport').getByRole('group', { name: t('entries.transport.platformType'), exact: true }),
    weight: number('weight'),
    mdp: number('mdp'),
    /** The price: per km on a truck, in total on a ware. */
    price: (formType: 'truck' | 'ware') => number(formType === 'truck' ? 'pricePerKm' : 'price'),
    validity: info.getByRole('combobox', { name: t('entries.info.validity'), exact: true }),
    notes: section('notes').getByRole('textbox', { name: t('entries.notes'), exact: true }),
  };
}

/** A side's place as a dispatcher enters it: the country, a typed city and its suggestion, the postal code, one day. */
export type Place = { country: string; typed: string; option: RegExp; postal: string; date: string };

/** Fills one side's place, picking the first suggestion named `option`. */
export async function fillPlace(page: Page, lang: string, side: Side, where: Place) {
  const form = entryForm(page, lang);
  await form.country(side).selectOption(where.country);
  await form.city(side).fill(where.typed);
  await page.getByRole('option', { name: where.option }).first().click();
  await form.postalCode(side).fill(where.postal);
  await pickDayRange(page, lang, form.dates(side), where.date, where.date);
}
