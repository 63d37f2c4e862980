import { sql } from 'drizzle-orm';
import type { FormType } from '@freight/shared/entries';
import type { EntryRecord } from './entries.queries';
import { company, poster } from './entry-search-conditions';

/** Columns read under their own name; the entries' come first, the poster's and company's carry a prefix. */
const ENTRY_COLUMNS = [
  ...[
    'id',
    'uid',
    'identification_id',
    'form_type',
    'company_id',
    'user_id',
    'view_count',
    'gone_reports',
    'distance_km',
    'notes',
    'notes_masked',
  ],
  ...['loading_country', 'loading_city_id', 'loading_city_name', 'loading_city_type', 'loading_postal_code'],
  ...['loading_time_start', 'loading_time_end', 'unloading_country', 'unloading_city_id', 'unloading_city_name'],
  ...['unloading_city_type', 'unloading_postal_code', 'unloading_time_start', 'unloading_time_end'],
  ...['truck_transport_type', 'truck_coating', 'truck_type', 'truck_special_features', 'platform_types'],
  ...['escrow_account', 'dangerous_load', 'currency', 'vat_type', 'payment_term'],
];
const USER_COLUMNS = ['first_name', 'last_name', 'email', 'phone_prefix', 'phone', 'spoken_languages', 'has_whatsapp', 'has_signal_app'];
const COMPANY_COLUMNS = ['name', 'registry_combination', 'vat_number', 'fax', 'website'];

/**
 * What a list shows of an entry, its poster and company, read by name (issue 15: no ORM mapping of ~70
 * columns per row on the hot path, and no coordinates). Times come as epoch milliseconds and dates and
 * amounts as text and float, so node-postgres and PGlite answer the same plain values whatever their
 * type parsers.
 */
export const LIST_COLUMNS = sql.raw(
  [
    ...ENTRY_COLUMNS.map((column) => `"entries"."${column}"`),
    ...['created_at', 'modified_at', 'valid_until', 'loading_ends_at'].map(
      (column) => `floor(extract(epoch from "entries"."${column}") * 1000)::float8 as "${column}"`,
    ),
    // Taken by an agreed deal (issue 31): the owner's list shows it as taken.
    'floor(extract(epoch from "entries"."taken_at") * 1000)::float8 as "taken_at"',
    ...['loading_date_start', 'loading_date_end', 'unloading_date_start', 'unloading_date_end'].map(
      (column) => `"entries"."${column}"::text as "${column}"`,
    ),
    ...['weight', 'volume', 'mdp', 'price'].map((column) => `"entries"."${column}"::float8 as "${column}"`),
    ...USER_COLUMNS.map((column) => `"${poster._.alias}"."${column}" as "user_${column}"`),
    ...COMPANY_COLUMNS.map((column) => `"${company._.alias}"."${column}" as "company_${column}"`),
  ].join(', '),
);

/** A row of a search statement, its columns by name. */
export type Row = Record<string, unknown>;

const text = (value: unknown) => value as string;
const textOrNull = (value: unknown) => (value ?? null) as string | null;
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const epochMs = (value: unknown) => new Date(Number(value));

function entryOfRow(row: Row): EntryRecord {
  return {
    id: Number(row.id),
    uid: text(row.uid),
    identificationId: text(row.identification_id),
    formType: row.form_type as FormType,
    companyId: Number(row.company_id),
    userId: numberOrNull(row.user_id),
    createdAt: epochMs(row.created_at),
    modifiedAt: epochMs(row.modified_at),
    validUntil: epochMs(row.valid_until),
    loadingEndsAt: epochMs(row.loading_ends_at),
    takenAt: row.taken_at === null || row.taken_at === undefined ? null : epochMs(row.taken_at),
    viewCount: Number(row.view_count),
    goneReports: Number(row.gone_reports),
    distanceKm: numberOrNull(row.distance_km),
    notes: text(row.notes),
    notesMasked: textOrNull(row.notes_masked),
    loadingCountry: text(row.loading_country),
    loadingCityId: numberOrNull(row.loading_city_id),
    loadingCityName: text(row.loading_city_name),
    loadingCityType: text(row.loading_city_type),
    // Coordinates serve the radius search in SQL; a list never shows them.
    loadingLatitude: null,
    loadingLongitude: null,
    loadingPostalCode: text(row.loading_postal_code),
    loadingDateStart: text(row.loading_date_start),
    loadingDateEnd: text(row.loading_date_end),
    loadingTimeStart: textOrNull(row.loading_time_start),
    loadingTimeEnd: textOrNull(row.loading_time_end),
    unloadingCountry: text(row.unloading_country),
    unloadingCityId: numberOrNull(row.unloading_city_id),
    unloadingCityName: text(row.unloading_city_name),
    unloadingCityType: text(row.unloading_city_type),
    unloadingLatitude: null,
    unloadingLongitude: null,
    unloadingPostalCode: text(row.unloading_postal_code),
    unloadingDateStart: text(row.unloading_date_start),
    unloadingDateEnd: text(row.unloading_date_end),
    unloadingTimeStart: textOrNull(row.unloading_time_start),
    unloadingTimeEnd: textOrNull(row.unloading_time_end),
    truckTransportType: Number(row.truck_transport_type),
    truckCoating: Number(row.truck_coating),
    truckType: numberOrNull(row.truck_type),
    truckSpecialFeatures: (row.truck_special_features as number[]).map(Number),
    platformTypes: (row.platform_types as number[]).map(Number),
    escrowAccount: Boolean(row.escrow_account),
    dangerousLoad: Boolean(row.dangerous_load),
    weight: Number(row.weight),
    volume: numberOrNull(row.volume),
    mdp: Number(row.mdp),
    price: numberOrNull(row.price),
    currency: text(row.currency),
    vatType: Boolean(row.vat_type),
    paymentTerm: Number(row.payment_term),
  };
}

export function listRowOf(row: Row): EntryListRow {
  return {
    entry: entryOfRow(row),
    expired: Boolean(row.expired),
    cursorTime: text(row.cursor_time),
    // The poster's account may be gone (§6: the entry stays, attributed to the company).
    user:
      row.user_id === null || row.user_id === undefined
        ? null
        : {
            id: Number(row.user_id),
            firstName: text(row.user_first_name),
            lastName: text(row.user_last_name),
            email: text(row.user_email),
            phonePrefix: text(row.user_phone_prefix),
            phone: text(row.user_phone),
            spokenLanguages: row.user_spoken_languages as string[],
            hasWhatsApp: Boolean(row.user_has_whatsapp),
            hasSignalApp: Boolean(row.user_has_signal_app),
          },
    company: {
      id: Number(row.company_id),
      name: text(row.company_name),
      registryCombination: text(row.company_registry_combination),
      vatNumber: text(row.company_vat_number),
      fax: text(row.company_fax),
      website: text(row.company_website),
    },
  };
}

/** The poster's and company's columns a list shows, as read from the owners' views a search joins (entry-search-conditions.ts). */
type PosterColumns = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phonePrefix: string;
  phone: string;
  spokenLanguages: string[];
  hasWhatsApp: boolean;
  hasSignalApp: boolean;
};
type CompanyColumns = { id: number; name: string; registryCombination: string; vatNumber: string; fax: string; website: string };

/** One row of a list: the entry, whether it has expired, its cursor key, the poster (null once deleted) and the company. */
export type EntryListRow = {
  entry: EntryRecord;
  expired: boolean;
  cursorTime: string;
  user: PosterColumns | null;
  company: CompanyColumns;
};
