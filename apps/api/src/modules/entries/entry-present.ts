import type { Entry, EntryLocation } from '@freight/shared/entries';
import { countryNameIn } from '../geo/geo.service';
import type { EntryListRow } from './entry-rows';
import { mayManage, type Caller } from './entry-permissions.service';

// A stored entry as the §3 Entry a caller reads: their own company's or another's, managed or read-only.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The list of dates of a range (the `date` field of §3 location), derived from the stored start and end. */
function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`), last = Date.parse(`${end}T00:00:00Z`); t <= last && dates.length < 400; t += DAY_MS)
    dates.push(new Date(t).toISOString().slice(0, 10));
  return dates;
}

// The stored entry names its places as typed and in English; readers get them in their language (entry-places.ts).
const countryName = (code: string) => countryNameIn(code, 'en');

function location(
  id: number,
  country: string,
  cityId: number | null,
  cityName: string,
  cityType: string,
  postalCode: string,
  dateStart: string,
  dateEnd: string,
  timeStart: string | null,
  timeEnd: string | null,
): EntryLocation {
  return {
    id,
    countryName: { code: country, name: countryName(country) },
    cityName,
    postal_code: postalCode,
    date_start: dateStart,
    date_end: dateEnd,
    date: datesBetween(dateStart, dateEnd),
    time_start: timeStart,
    time_end: timeEnd,
    country,
    external_city_id: cityId,
    city_display_name: cityName,
    city_type: cityType,
  };
}

/**
 * Both versions of notes whose contacts await staff (issue 33 item 4), kept on a presented entry under a
 * symbol (never serialized): a search answer shared by every company (shared-answer.ts) shows everyone the
 * notes for others, whoever computed it, and gives the writer's company its notes as written.
 */
export const NOTES_VARIANTS = Symbol('notes variants');
export type NotesVariants = { written: string; others: string };
export const notesVariantsOf = (entry: Entry): NotesVariants | undefined =>
  (entry as Entry & { [NOTES_VARIANTS]?: NotesVariants })[NOTES_VARIANTS];

/** §3 Entry. Locations, options and info are columns of the entry row, so their `id` is the entry's id. */
export function present(row: EntryListRow, caller: Caller): Entry {
  const entry = presentFields(row, caller);
  const masked = row.entry.notesMasked;
  return masked === null ? entry : Object.assign(entry, { [NOTES_VARIANTS]: { written: row.entry.notes, others: masked } });
}

function presentFields(row: EntryListRow, caller: Caller): Entry {
  const e = row.entry;
  return {
    uid: e.uid,
    identification_id: e.identificationId,
    form_type: e.formType,
    created_at: e.createdAt.toISOString(),
    updated_at: e.modifiedAt.toISOString(),
    modified_at: e.modifiedAt.toISOString(),
    valid_until: e.validUntil.toISOString(),
    expires_at: new Date(Math.min(e.loadingEndsAt.getTime(), e.validUntil.getTime())).toISOString(),
    expired: row.expired,
    // Only the owner's list still shows a taken entry (the search left it out when it was taken).
    ...(e.takenAt ? { status: 'taken' as const } : {}),
    is_own: e.companyId === caller.companyId,
    can_manage: mayManage(e, caller),
    view_count: e.viewCount,
    ...(e.companyId === caller.companyId ? { gone_reports: e.goneReports } : {}),
    distance: e.distanceKm,
    // Issue 33 item 4: other companies read the notes without the contacts staff have not cleared; the
    // owner reads them as written, told that others do not see those contacts yet.
    notes: e.companyId === caller.companyId ? e.notes : (e.notesMasked ?? e.notes),
    ...(e.notesMasked !== null ? { notes_contacts_hidden: true } : {}),
    // The poster's account may be gone (§6: a deleted user's entries stay, attributed to the company).
    user: row.user
      ? {
          id: row.user.id,
          first_name: row.user.firstName,
          last_name: row.user.lastName,
          email: row.user.email,
          phone_prefix: row.user.phonePrefix,
          phone: row.user.phone,
          spoken_languages: row.user.spokenLanguages,
          hasWhatsApp: row.user.hasWhatsApp,
          hasSignalApp: row.user.hasSignalApp,
        }
      : null,
    company: {
      id: row.company.id,
      name: row.company.name,
      registry_combination: row.company.registryCombination,
      VATNumber: row.company.vatNumber,
      fax: row.company.fax,
      website: row.company.website,
    },
    loading_location: location(
      e.id,
      e.loadingCountry,
      e.loadingCityId,
      e.loadingCityName,
      e.loadingCityType,
      e.loadingPostalCode,
      e.loadingDateStart,
      e.loadingDateEnd,
      e.loadingTimeStart,
      e.loadingTimeEnd,
    ),
    unloading_location: location(
      e.id,
      e.unloadingCountry,
      e.unloadingCityId,
      e.unloadingCityName,
      e.unloadingCityType,
      e.unloadingPostalCode,
      e.unloadingDateStart,
      e.unloadingDateEnd,
      e.unloadingTimeStart,
      e.unloadingTimeEnd,
    ),
    transport_options: {
      id: e.id,
      truck_transport_type: e.truckTransportType,
      truck_coating: e.truckCoating,
      truck_type: e.truckType,
      truck_special_features: e.truckSpecialFeatures,
      platform_type: e.platformTypes,
      escrow_account: e.escrowAccount,
      dangerous_load: e.dangerousLoad,
    },
    info: {
      id: e.id,
      weight: e.weight,
      volume: e.volume,
      mdp: e.mdp,
      price: e.price,
      currency: e.currency,
      vat_type: e.vatType,
      payment_term: e.paymentTerm,
    },
  };
}
