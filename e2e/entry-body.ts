/** §7 entry bodies for journeys that publish through the API. */

/** GeoNames ids of two imported cities (the server imports them on first start). */
export const TIMISOARA = 665087;
export const BUDAPEST = 3054643;

/** The UTC date `offset` days from now (YYYY-MM-DD): far enough ahead to be a future date everywhere. */
export const daysFromNow = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The date (YYYY-MM-DD) `offset` days from today where the clock shows `timeZone`'s time. The after-transport
 * steps read "today" at the deal's unloading place (decision 011), which late in the UTC evening is already the
 * next day: a journey that checks days counted to today dates its steps by that place's today, not by UTC's.
 */
export function dayIn(timeZone: string, offset = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return plusDays(today, offset);
}

/** The calendar day (YYYY-MM-DD) `offset` days after `day`. */
export const plusDays = (day: string, offset: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/** One side of an entry: a whole-day window on `date`; `cityId` '' is a city the member adds by hand (§3). */
export function place(country: string, cityId: number | '', city: string, postal: string, date: string, cityType = '') {
  return {
    country,
    external_city_id: cityId,
    city_display_name: city,
    city_type: cityType,
    postal_code: postal,
    date_start: date,
    date_end: date,
    date: [date],
    time_start: null,
    time_end: null,
  };
}

/** A truck or ware from Timișoara (loading in a week) to Budapest (two days later); `extra` adds or replaces fields. */
export function laneEntry(formType: 'truck' | 'ware', extra: Record<string, unknown> = {}) {
  return {
    form_type: formType,
    validity_days: 15,
    loading_location: place('RO', TIMISOARA, 'Timișoara', '300001', daysFromNow(7), 'PPLA'),
    unloading_location: place('HU', BUDAPEST, 'Budapest', '1051', daysFromNow(9), 'PPLC'),
    info: { weight: 20, volume: null, mdp: 13.6, price: null, currency: 'EUR', vat_type: false, payment_term: 30 },
    transport_options: formType === 'truck' ? { truck_type: 5 } : { platform_type: [1] },
    notes: '',
    ...extra,
  };
}
