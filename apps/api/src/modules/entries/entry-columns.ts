import type { EntryPatch } from '@freight/shared/entries';
import { entryDateIssues, loadingEndsAt, type StoredLoadingDates } from '@freight/shared/entry-dates';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { findOrCreateUserAddedCity, getCities, roadDistanceKm } from '../geo/geo.service';

// An entry body as the columns it is stored in, once its dates and cities hold.

/** Decision 010: dates an entry may not have at `now` (in the past, unloading before loading) answer 400 per field. */
function assertPlausibleDates(input: EntryPatch, now: Date, stored?: StoredLoadingDates) {
  const issues = Object.entries(entryDateIssues(input, now, stored));
  if (issues.length > 0)
    throw new AppError('validation_failed', { fields: Object.fromEntries(issues.map(([path, code]) => [path, [code]])) });
}

type ResolvedCity = { cityId: number | null; name: string; point: { latitude: number; longitude: number } | null };

/**
 * §3 city: a known GeoNames id must exist (its coordinates give the distance); an empty one is a user-added
 * city, created only once both sides are valid. GeoNames cities come from geo.service's memo, not the database.
 */
async function resolveCities(db: Database, input: EntryPatch): Promise<[ResolvedCity, ResolvedCity]> {
  const sides = [
    ['loading_location', input.loading_location],
    ['unloading_location', input.unloading_location],
  ] as const;
  const ids = sides.flatMap(([, location]) => (location.external_city_id === null ? [] : [location.external_city_id]));
  const known = await getCities(db, ids);
  const fields: Record<string, string[]> = {};
  for (const [field, location] of sides) {
    if (location.external_city_id === null) continue;
    const city = known.get(location.external_city_id);
    if (!city || city.country !== location.country) fields[`${field}.external_city_id`] = ['city_unknown'];
  }
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
  const resolved: ResolvedCity[] = [];
  for (const [, location] of sides) {
    if (location.external_city_id === null) {
      const city = await findOrCreateUserAddedCity(db, location.country, location.city_display_name);
      // The first spelling of a user-added city is kept, so one place has one name in every list.
      resolved.push({ cityId: null, name: city.name, point: null });
    } else {
      resolved.push({ cityId: location.external_city_id, name: location.city_display_name, point: known.get(location.external_city_id)! });
    }
  }
  return resolved as [ResolvedCity, ResolvedCity];
}

/**
 * The columns of an entry body (create and patch alike), once its dates are plausible at `now`;
 * `stored` are the loading dates of an edited entry (unchanged ones stay accepted).
 */
export async function columnsOf(db: Database, input: EntryPatch, now: Date, stored?: StoredLoadingDates) {
  assertPlausibleDates(input, now, stored);
  const [loading, unloading] = await resolveCities(db, input);
  const { loading_location: l, unloading_location: u, info, transport_options: options } = input;
  return {
    // §4 expiry in the loading place's local time (decision 011).
    loadingEndsAt: loadingEndsAt(l.country, l.date_end, l.time_end),
    distanceKm: roadDistanceKm(loading.point, unloading.point),
    notes: input.notes,
    loadingCountry: l.country,
    loadingCityId: loading.cityId,
    loadingCityName: loading.name,
    loadingCityType: l.city_type,
    // The city's coordinates, for the search around a city (null for a city added by hand).
    loadingLatitude: loading.point?.latitude ?? null,
    loadingLongitude: loading.point?.longitude ?? null,
    loadingPostalCode: l.postal_code,
    loadingDateStart: l.date_start,
    loadingDateEnd: l.date_end,
    loadingTimeStart: l.time_start,
    loadingTimeEnd: l.time_end,
    unloadingCountry: u.country,
    unloadingCityId: unloading.cityId,
    unloadingCityName: unloading.name,
    unloadingCityType: u.city_type,
    unloadingLatitude: unloading.point?.latitude ?? null,
    unloadingLongitude: unloading.point?.longitude ?? null,
    unloadingPostalCode: u.postal_code,
    unloadingDateStart: u.date_start,
    unloadingDateEnd: u.date_end,
    unloadingTimeStart: u.time_start,
    unloadingTimeEnd: u.time_end,
    truckTransportType: options.truck_transport_type,
    truckCoating: options.truck_coating,
    // Truck type belongs to the truck form, platform types and escrow to the ware form (§3).
    truckType: input.form_type === 'truck' ? (options.truck_type ?? null) : null,
    truckSpecialFeatures: [...new Set(options.truck_special_features)],
    platformTypes: input.form_type === 'ware' ? [...new Set(options.platform_type)] : [],
    escrowAccount: input.form_type === 'ware' ? options.escrow_account : false,
    dangerousLoad: options.dangerous_load,
    weight: info.weight,
    volume: info.volume,
    mdp: info.mdp,
    price: info.price,
    currency: info.currency,
    vatType: info.vat_type,
    paymentTerm: info.payment_term,
  };
}
