import type { StoredLoadingDates } from '@freight/shared/entry-dates';
import {
  entryInputSchemaAt,
  OFFER_VALIDITY_DAYS,
  type Currency,
  type Entry,
  type EntryLocation,
  type FormType,
  type EntryInput,
} from '@freight/shared/entries';
import { issueCodes } from '../../../lib/forms/issue-codes';
import type { ErrorCodes } from '../../../lib/forms/use-schema-form';

/** A chosen city: a GeoNames id, or '' for a city the member typed in by hand (§3 userAdded). */
export type CityValue = { id: number | ''; displayName: string; type: string; userAdded: boolean };

/** §3 entry form data, client side. Number fields keep the typed text so an empty field stays empty. */
export type LocationValues = {
  country: string;
  city: CityValue | null;
  postalCode: string;
  dateStart: string;
  dateEnd: string;
  timeStart: string;
  timeEnd: string;
};

export type InfoValues = {
  weight: string;
  volume: string;
  mdp: string;
  price: string;
  currency: Currency;
  vatType: boolean;
  paymentTerm: string;
};

export type TransportValues = {
  truckTransportType: number;
  truckCoating: number;
  truckType: number | null;
  specialFeatures: number[];
  platformType: number[];
  escrowAccount: boolean;
  dangerousLoad: boolean;
};

export type EntryFormValues = {
  uid?: string;
  formType: FormType;
  /** Days of offer validity from the save; null on edit until the member picks one (the stored date stays). */
  validityDays: number | null;
  /** The edited entry's stored validity and expiry, shown beside the validity choice. */
  stored?: { validUntil: string; expiresAt: string };
  /** The edited entry's loading dates as saved: past ones stay accepted while unchanged (decision 010). */
  storedLoading?: StoredLoadingDates;
  loadingLocation: LocationValues;
  unloadingLocation: LocationValues;
  info: InfoValues;
  transportOptions: TransportValues;
  notes: string;
};

const emptyLocation = (): LocationValues => ({
  country: '',
  city: null,
  postalCode: '',
  dateStart: '',
  dateEnd: '',
  timeStart: '',
  timeEnd: '',
});

/**
 * §4 defaults: groupage, curtain-sided, payment term 1, EUR, VAT off; §9 validity 45 days. `uid` names
 * this publication: a create sent again with it (its answer was lost) answers the stored entry.
 */
export function emptyEntry(formType: FormType, uid?: string): EntryFormValues {
  return {
    ...(uid ? { uid } : {}),
    formType,
    validityDays: OFFER_VALIDITY_DAYS[0],
    loadingLocation: emptyLocation(),
    unloadingLocation: emptyLocation(),
    info: { weight: '', volume: '', mdp: '', price: '', currency: 'EUR', vatType: false, paymentTerm: '1' },
    transportOptions: {
      truckTransportType: 1,
      truckCoating: 1,
      truckType: null,
      specialFeatures: [],
      platformType: [],
      escrowAccount: false,
      dangerousLoad: false,
    },
    notes: '',
  };
}

/** Every day from start to end inclusive, as YYYY-MM-DD (§3 location `date`). */
export function datesInRange(start: string, end: string): string[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end)) return start ? [start] : [];
  const days: string[] = [];
  const cursor = new Date(`${start}T00:00:00Z`);
  const last = new Date(`${end}T00:00:00Z`);
  // 400 is the schema's ceiling; a longer range fails there, not in a runaway loop here.
  while (cursor <= last && days.length <= 400) {
    days.push(cursor.toISOString().slice(0, 10));
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return days;
}

/** An empty number field is absent (required → 'required') or null (optional). */
const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

function locationBody(location: LocationValues) {
  const end = location.dateEnd || location.dateStart;
  return {
    country: (location.country || undefined) as EntryInput['loading_location']['country'],
    external_city_id: location.city ? location.city.id : '',
    city_display_name: location.city?.displayName ?? '',
    city_type: location.city?.type ?? '',
    postal_code: location.postalCode,
    date_start: location.dateStart || undefined,
    date_end: end || undefined,
    date: location.dateStart ? datesInRange(location.dateStart, end) : [],
    time_start: location.timeStart || null,
    time_end: location.timeEnd || null,
  } as EntryInput['loading_location'];
}

/** The §7 body. The truck form carries truck type and coating, the ware form platform types and escrow (§7). */
export function toEntryBody(values: EntryFormValues): EntryInput {
  const { transportOptions: options, info } = values;
  const shared = { truck_special_features: options.specialFeatures, dangerous_load: options.dangerousLoad };
  const transport_options =
    values.formType === 'truck'
      ? {
          truck_transport_type: options.truckTransportType,
          truck_coating: options.truckCoating,
          truck_type: options.truckType,
          ...shared,
        }
      : { platform_type: options.platformType, escrow_account: options.escrowAccount, ...shared };
  const price = numberOrNull(info.price);
  return {
    ...(values.uid ? { uid: values.uid } : {}),
    form_type: values.formType,
    // On edit only a validity the member chose is sent: without it the API keeps the stored date.
    ...(values.validityDays === null ? {} : { validity_days: values.validityDays }),
    loading_location: locationBody(values.loadingLocation),
    unloading_location: locationBody(values.unloadingLocation),
    info: {
      weight: numberOrUndefined(info.weight),
      volume: numberOrNull(info.volume),
      mdp: numberOrUndefined(info.mdp),
      price,
      // §2: currency and VAT belong to a price; without one they keep their defaults.
      currency: price === null ? 'EUR' : info.currency,
      vat_type: price === null ? false : info.vatType,
      payment_term: numberOrUndefined(info.paymentTerm) ?? 1,
    },
    transport_options: transport_options as EntryInput['transport_options'],
    notes: values.notes.trim(),
  } as EntryInput;
}

/**
 * The error code of each body path (`loading_location.postal_code` …), the first issue per path: the
 * API's paths, so the form puts its own errors and the API's `fields` on the same fields. The date
 * rules (decision 010) are the API's, judged at `now` in the loading place's local date.
 */
export function validateEntry(values: EntryFormValues, now: Date = new Date()): ErrorCodes {
  const parsed = entryInputSchemaAt(now, values.storedLoading).safeParse(toEntryBody(values));
  if (parsed.success) return {};
  const errors = issueCodes(parsed.error.issues);
  // The schema checks the order of the dates only once the rest of the location is valid; the
  // form says it at once, on the end date, instead of an empty date list on the start date.
  for (const [key, path] of [
    ['loadingLocation', 'loading_location'],
    ['unloadingLocation', 'unloading_location'],
  ] as const) {
    const { dateStart, dateEnd } = values[key];
    if (dateStart && dateEnd && dateEnd < dateStart) {
      errors[`${path}.date_end`] = 'date_end_before_start';
      delete errors[`${path}.date`];
    }
  }
  return errors;
}

const locationValues = (location: EntryLocation): LocationValues => ({
  country: location.country,
  city: {
    id: location.external_city_id ?? '',
    displayName: location.city_display_name,
    type: location.city_type,
    userAdded: location.external_city_id === null,
  },
  postalCode: location.postal_code,
  dateStart: location.date_start,
  dateEnd: location.date_end,
  timeStart: location.time_start ?? '',
  timeEnd: location.time_end ?? '',
});

const text = (value: number | null) => (value === null ? '' : String(value));

/** An entry as form values, for the edit form: its validity stays unless the member picks another. */
export function formValuesOfEntry(entry: Entry): EntryFormValues {
  const options = entry.transport_options;
  return {
    uid: entry.uid,
    formType: entry.form_type,
    validityDays: null,
    stored: { validUntil: entry.valid_until, expiresAt: entry.expires_at },
    storedLoading: {
      date_start: entry.loading_location.date_start,
      date_end: entry.loading_location.date_end,
      time_end: entry.loading_location.time_end,
    },
    loadingLocation: locationValues(entry.loading_location),
    unloadingLocation: locationValues(entry.unloading_location),
    info: {
      weight: text(entry.info.weight),
      volume: text(entry.info.volume),
      mdp: text(entry.info.mdp),
      price: text(entry.info.price),
      currency: entry.info.currency === 'RON' ? 'RON' : 'EUR',
      vatType: entry.info.vat_type,
      paymentTerm: text(entry.info.payment_term),
    },
    transportOptions: {
      truckTransportType: options.truck_transport_type,
      truckCoating: options.truck_coating,
      truckType: options.truck_type,
      specialFeatures: options.truck_special_features,
      platformType: options.platform_type,
      escrowAccount: options.escrow_account,
      dangerousLoad: options.dangerous_load,
    },
    notes: entry.notes,
  };
}
