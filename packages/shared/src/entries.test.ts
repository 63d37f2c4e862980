import { describe, expect, it } from 'vitest';
import {
  INFO_MAX,
  infoInputSchema,
  entryInputSchema,
  entryPatchSchema,
  locationInputSchema,
  NOTES_MAX,
  transportOptionsInputSchema,
} from './entries';
import { entryListQuerySchema } from './entry-list-query';
import { failedPaths, issueCodes } from './test/issue-codes';

// The moment-dependent rules (no loading in the past, no unloading before loading) are in entry-dates.test.ts.

const place = (country: string, day: string) => ({
  country,
  external_city_id: 665087,
  city_display_name: 'Timișoara',
  postal_code: '300001',
  date_start: day,
  date_end: day,
  date: [day],
});
const info = { weight: 12, mdp: 7.5 };
const truck = {
  form_type: 'truck',
  loading_location: place('RO', '2027-03-01'),
  unloading_location: place('HU', '2027-03-02'),
  info,
  transport_options: { truck_type: 3 },
};
const ware = { ...truck, form_type: 'ware', transport_options: { platform_type: [1, 3] } };

describe('entry body (§5)', () => {
  it('accepts a truck offer with the required fields and fills the §9 defaults', () => {
    const entry = entryInputSchema.parse(truck);
    expect(entry.validity_days).toBe(45);
    expect(entry.notes).toBe('');
    expect(entry.info).toEqual({ weight: 12, volume: null, mdp: 7.5, price: null, currency: 'EUR', vat_type: false, payment_term: 1 });
    expect(entry.transport_options).toEqual({
      truck_transport_type: 1,
      truck_coating: 1,
      truck_type: 3,
      truck_special_features: [],
      platform_type: [],
      escrow_account: false,
      dangerous_load: false,
    });
    expect(entry.loading_location).toMatchObject({ city_type: '', time_start: null, time_end: null });
  });

  it('asks the truck form for a truck type and the ware form for at least one platform type', () => {
    expect(issueCodes(entryInputSchema.safeParse({ ...truck, transport_options: {} }))).toEqual({
      'transport_options.truck_type': ['required'],
    });
    expect(issueCodes(entryInputSchema.safeParse(ware))).toEqual({});
    expect(issueCodes(entryInputSchema.safeParse({ ...ware, transport_options: { platform_type: [] } }))).toEqual({
      'transport_options.platform_type': ['required'],
    });
    // A ware request needs no truck type, a truck offer no platform.
    expect(issueCodes(entryInputSchema.safeParse({ ...truck, form_type: 'ware' }))).toEqual({
      'transport_options.platform_type': ['required'],
    });
  });

  it('names the empty form options even when other fields failed, so one answer lists every gap', () => {
    const codes = issueCodes(entryInputSchema.safeParse({ ...ware, info: {}, transport_options: {} }));
    expect(codes).toEqual({ 'info.weight': ['required'], 'info.mdp': ['required'], 'transport_options.platform_type': ['required'] });
  });

  it('takes only the §9 validity choices, and a PATCH keeps the stored one when it sends none', () => {
    expect(entryInputSchema.parse({ ...truck, validity_days: 15 }).validity_days).toBe(15);
    expect(issueCodes(entryInputSchema.safeParse({ ...truck, validity_days: 20 }))).toEqual({ validity_days: ['validity_invalid'] });
    expect(entryPatchSchema.parse(truck).validity_days).toBeUndefined();
    expect(entryPatchSchema.parse({ ...truck, validity_days: 30 }).validity_days).toBe(30);
  });

  it('keeps notes to 150 characters after trimming', () => {
    expect(NOTES_MAX).toBe(150);
    expect(entryInputSchema.parse({ ...truck, notes: `  ${'n'.repeat(NOTES_MAX)}  ` }).notes).toHaveLength(NOTES_MAX);
    expect(issueCodes(entryInputSchema.safeParse({ ...truck, notes: 'n'.repeat(NOTES_MAX + 1) }))).toEqual({ notes: ['too_long'] });
  });

  it('takes a client-made uuid as uid and nothing else', () => {
    expect(issueCodes(entryInputSchema.safeParse({ ...truck, uid: '3f2c1f4e-8b7a-4c4e-9a57-0d3c2b1a0f9e' }))).toEqual({});
    expect(issueCodes(entryInputSchema.safeParse({ ...truck, uid: '3f2c1f4e8b7a4c4e9a570d3c2b1a0f9e' }))).toEqual({
      uid: ['uid_invalid'],
    });
  });

  it('refuses an unknown form type and any field it does not know', () => {
    expect(issueCodes(entryInputSchema.safeParse({ ...truck, form_type: 'boat' }))).toEqual({ form_type: ['form_type_invalid'] });
    expect(entryInputSchema.safeParse({ ...truck, company: 7 }).error?.issues.map((issue) => issue.code)).toEqual(['unrecognized_keys']);
  });
});

describe('entry numbers (decision 010)', () => {
  it('accepts weight, loading metres and volume up to their plausible bounds', () => {
    // 40 t in all, a road train's 15.65 m, a jumbo body's 120 m³ (EU Directive 96/53/EC).
    expect(INFO_MAX).toEqual({ weight: 40, volume: 120, mdp: 15.65 });
    const atBounds = { weight: INFO_MAX.weight, mdp: INFO_MAX.mdp, volume: INFO_MAX.volume, price: 0 };
    expect(issueCodes(infoInputSchema.safeParse(atBounds))).toEqual({});
  });

  it('refuses a number above its bound as too_large and below zero as negative', () => {
    const result = infoInputSchema.safeParse({ weight: INFO_MAX.weight + 0.01, mdp: -0.5, volume: INFO_MAX.volume + 1, price: -1 });
    expect(issueCodes(result)).toEqual({ weight: ['too_large'], mdp: ['negative'], volume: ['too_large'], price: ['negative'] });
  });

  it('asks for weight and loading metres, and takes price and volume as optional', () => {
    expect(issueCodes(infoInputSchema.safeParse({}))).toEqual({ weight: ['required'], mdp: ['required'] });
    expect(infoInputSchema.parse({ ...info, price: null, volume: null })).toMatchObject({ price: null, volume: null });
  });

  it('takes EUR or RON and whole payment-term days', () => {
    expect(infoInputSchema.parse({ ...info, currency: 'RON', payment_term: 30 })).toMatchObject({ currency: 'RON', payment_term: 30 });
    expect(issueCodes(infoInputSchema.safeParse({ ...info, currency: 'USD', payment_term: 1.5 }))).toEqual({
      currency: ['currency_invalid'],
      payment_term: ['number_invalid'],
    });
    expect(issueCodes(infoInputSchema.safeParse({ ...info, payment_term: -1 }))).toEqual({ payment_term: ['negative'] });
  });

  it('bounds every number by its column, as a field error (issue 35: these reached PostgreSQL and answered 500)', () => {
    // payment_term integer, price numeric(12, 2), external_city_id integer.
    expect(issueCodes(infoInputSchema.safeParse({ ...info, payment_term: 2 ** 31 }))).toEqual({ payment_term: ['too_large'] });
    expect(issueCodes(infoInputSchema.safeParse({ ...info, payment_term: 2 ** 31 - 1 }))).toEqual({});
    for (const price of [1e308, 2 ** 63, 1e10])
      expect(issueCodes(infoInputSchema.safeParse({ ...info, price }))).toEqual({ price: ['too_large'] });
    expect(issueCodes(infoInputSchema.safeParse({ ...info, price: 9_999_999_999.99 }))).toEqual({});
    const farCity = { ...truck, loading_location: { ...place('RO', '2027-03-01'), external_city_id: 2 ** 31 } };
    expect(issueCodes(entryInputSchema.safeParse(farCity))).toEqual({ 'loading_location.external_city_id': ['city_unknown'] });
    expect(issueCodes(entryListQuerySchema.safeParse({ loading_city: String(2 ** 31) }))).toEqual({ loading_city: ['city_unknown'] });
  });
});

describe('transport options (§3 codes)', () => {
  it('takes only the listed codes', () => {
    const result = transportOptionsInputSchema.safeParse({
      truck_transport_type: 3,
      truck_coating: 0,
      truck_type: 6,
      truck_special_features: [1, 6],
      platform_type: [0],
    });
    expect(issueCodes(result)).toEqual({
      truck_transport_type: ['option_invalid'],
      truck_coating: ['option_invalid'],
      truck_type: ['required'],
      'truck_special_features.1': ['option_invalid'],
      'platform_type.0': ['option_invalid'],
    });
    expect(issueCodes(transportOptionsInputSchema.safeParse({ truck_type: 5, truck_special_features: [1, 2, 3, 4, 5] }))).toEqual({});
  });
});

describe('entry places (§5)', () => {
  it('refuses a loading window that ends before it starts', () => {
    expect(issueCodes(locationInputSchema.safeParse({ ...place('RO', '2027-03-02'), date_end: '2027-03-01' }))).toEqual({
      date_end: ['date_end_before_start'],
    });
    expect(issueCodes(locationInputSchema.safeParse({ ...place('RO', '2027-03-01'), date_end: '2027-03-05' }))).toEqual({});
  });

  it('refuses dates that are not on the calendar and times outside 00:00–23:59', () => {
    const result = locationInputSchema.safeParse({ ...place('RO', '2027-02-29'), time_start: '24:00', time_end: '23:60' });
    expect(issueCodes(result)).toEqual({
      date_start: ['date_invalid'],
      date_end: ['date_invalid'],
      'date.0': ['date_invalid'],
      time_start: ['time_invalid'],
      time_end: ['time_invalid'],
    });
    const leapDay = { ...place('RO', '2028-02-29'), time_start: '00:00', time_end: '23:59' };
    expect(issueCodes(locationInputSchema.safeParse(leapDay))).toEqual({});
    // Not YYYY-MM-DD: the pattern and the calendar check both refuse it.
    const twice = ['date_invalid', 'date_invalid'];
    expect(issueCodes(locationInputSchema.safeParse(place('RO', '1.3.2027')))).toEqual({
      date_start: twice,
      date_end: twice,
      'date.0': twice,
    });
  });

  it('asks for a country of the exchange, a city name, a postal code and at least one day', () => {
    const result = locationInputSchema.safeParse({ ...place('US', '2027-03-01'), city_display_name: ' ', postal_code: '', date: [] });
    expect(issueCodes(result)).toEqual({
      country: ['required'],
      city_display_name: ['required'],
      postal_code: ['required'],
      date: ['required'],
    });
  });

  it('reads an empty city id as a city the member typed, and refuses any other id that is not a GeoNames one', () => {
    expect(locationInputSchema.parse({ ...place('RO', '2027-03-01'), external_city_id: '' }).external_city_id).toBeNull();
    expect(locationInputSchema.parse({ ...place('RO', '2027-03-01'), external_city_id: null }).external_city_id).toBeNull();
    expect(failedPaths(locationInputSchema.safeParse({ ...place('RO', '2027-03-01'), external_city_id: 0 }))).toEqual(['external_city_id']);
    expect(issueCodes(locationInputSchema.safeParse({ ...place('RO', '2027-03-01'), external_city_id: 'Arad' }))).toEqual({
      external_city_id: ['city_unknown'],
    });
  });
});

describe('entry list filters (§2, issues 12, 13, 15)', () => {
  it('defaults to the first 50 entries, newest change first', () => {
    expect(entryListQuerySchema.parse({})).toEqual({ limit: 50, ordering: '-modified_at' });
  });

  it('reads the query strings as numbers and keeps paging to 1–200', () => {
    expect(entryListQuerySchema.parse({ limit: '200', loading_city: '42', loading_radius: '50', max_weight: '7.5' })).toMatchObject({
      limit: 200,
      loading_city: 42,
      loading_radius: 50,
      max_weight: 7.5,
    });
    expect(failedPaths(entryListQuerySchema.safeParse({ limit: '201' }))).toEqual(['limit']);
    expect(failedPaths(entryListQuerySchema.safeParse({ limit: '0' }))).toEqual(['limit']);
  });

  it('takes only the offered radii, and only around a city', () => {
    expect(issueCodes(entryListQuerySchema.safeParse({ loading_city: '42', loading_radius: '30' }))).toEqual({
      loading_radius: ['radius_invalid'],
    });
    expect(issueCodes(entryListQuerySchema.safeParse({ unloading_radius: '100' }))).toEqual({ unloading_radius: ['radius_needs_city'] });
    expect(issueCodes(entryListQuerySchema.safeParse({ unloading_city: '7', unloading_radius: '200' }))).toEqual({});
  });

  it('refuses an inverted loading-date range on both ends, and takes a one-day range', () => {
    expect(issueCodes(entryListQuerySchema.safeParse({ loading_date_from: '2027-03-05', loading_date_to: '2027-03-01' }))).toEqual({
      loading_date_from: ['date_range_inverted'],
      loading_date_to: ['date_range_inverted'],
    });
    expect(issueCodes(entryListQuerySchema.safeParse({ loading_date_from: '2027-03-05', loading_date_to: '2027-03-05' }))).toEqual({});
  });

  it('searches an identification id from three characters on and treats an empty field as no filter', () => {
    expect(entryListQuerySchema.parse({ identification_id: '   ' }).identification_id).toBeUndefined();
    expect(failedPaths(entryListQuerySchema.safeParse({ identification_id: 'TR' }))).toEqual(['identification_id']);
    expect(entryListQuerySchema.parse({ identification_id: ' TR-' }).identification_id).toBe('TR-');
  });

  it('refuses negative capacities, unknown countries and orderings', () => {
    const result = entryListQuerySchema.safeParse({ max_mdp: '-1', loading_country: 'us', ordering: 'price' });
    expect(failedPaths(result)).toEqual(['loading_country', 'max_mdp', 'ordering']);
    expect(issueCodes(result)).toMatchObject({ max_mdp: ['negative'], loading_country: ['country_invalid'] });
    expect(entryListQuerySchema.parse({ ordering: 'loading_date' }).ordering).toBe('loading_date');
  });
});
