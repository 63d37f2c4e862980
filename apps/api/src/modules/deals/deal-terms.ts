import type { DealEntry, DealTerms } from '@freight/shared/deals';
import { AppError } from '../../app-error';
import type { EntryForDeal } from '../entries/entry-deals.queries';
import type { StoredDealEntry } from './deal-places';

/** What the order keeps of the entry, as it is when the offer is made (the entry may change or go later). */
export function snapshotOf(entry: EntryForDeal): StoredDealEntry {
  return {
    uid: entry.uid,
    identification_id: entry.identificationId,
    form_type: entry.formType,
    loading: {
      country: entry.loadingCountry,
      city: entry.loadingCityName,
      city_id: entry.loadingCityId,
      postal_code: entry.loadingPostalCode,
      date_start: entry.loadingDateStart,
      date_end: entry.loadingDateEnd,
    },
    unloading: {
      country: entry.unloadingCountry,
      city: entry.unloadingCityName,
      city_id: entry.unloadingCityId,
      postal_code: entry.unloadingPostalCode,
      date_start: entry.unloadingDateStart,
      date_end: entry.unloadingDateEnd,
    },
    weight: entry.weight,
    volume: entry.volume,
    mdp: entry.mdp,
    truck_type: entry.truckType,
    platform_types: entry.platformTypes,
    vat_type: entry.vatType,
    notes: entry.notes,
  };
}

/** Issue 31 item 1: the dates of an offer or counter fall within the entry's loading and unloading windows. */
export function checkWindows(terms: DealTerms, entry: DealEntry): void {
  const fields: Record<string, string[]> = {};
  if (terms.loading_date < entry.loading.date_start || terms.loading_date > entry.loading.date_end)
    fields.loading_date = ['outside_window'];
  if (terms.unloading_date < entry.unloading.date_start || terms.unloading_date > entry.unloading.date_end) {
    fields.unloading_date = ['outside_window'];
  }
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
}
