import { index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { deals } from './schema-deals';

/** Issue 32 item 5: one row per agreed deal that can be priced per km (migration 0030, decision 040). */
export const lanePriceDeals = pgTable(
  'lane_price_deals',
  {
    dealId: integer('deal_id')
      .primaryKey()
      .references(() => deals.id, { onDelete: 'cascade' }),
    formType: text('form_type').$type<'truck' | 'ware'>().notNull(),
    loadingCountry: text('loading_country').notNull(),
    unloadingCountry: text('unloading_country').notNull(),
    loadingRegion: text('loading_region').notNull().default(''),
    unloadingRegion: text('unloading_region').notNull().default(''),
    truckType: smallint('truck_type'),
    distanceKm: integer('distance_km'),
    currency: text('currency').notNull(),
    pricePerKm: numeric('price_per_km', { precision: 14, scale: 4 }).notNull(),
    carrierCompanyId: integer('carrier_company_id').notNull(),
    payerCompanyId: integer('payer_company_id').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('lane_price_deals_lane').on(t.formType, t.loadingCountry, t.unloadingCountry, t.agreedAt),
    index('lane_price_deals_carrier').on(t.carrierCompanyId, t.agreedAt),
    index('lane_price_deals_payer').on(t.payerCompanyId, t.agreedAt),
  ],
);

/** The figures of each lane over the last 90 days; regions '' = country to country, truck_type 0 = all types. */
export const lanePriceStats = pgTable(
  'lane_price_stats',
  {
    formType: text('form_type').$type<'truck' | 'ware'>().notNull(),
    loadingCountry: text('loading_country').notNull(),
    unloadingCountry: text('unloading_country').notNull(),
    loadingRegion: text('loading_region').notNull(),
    unloadingRegion: text('unloading_region').notNull(),
    truckType: smallint('truck_type').notNull(),
    deals: integer('deals').notNull(),
    companies: integer('companies').notNull(),
    excludedCurrency: integer('excluded_currency').notNull(),
    medianPerKm: numeric('median_per_km', { precision: 14, scale: 4 }),
    p25PerKm: numeric('p25_per_km', { precision: 14, scale: 4 }),
    p75PerKm: numeric('p75_per_km', { precision: 14, scale: 4 }),
    oldestAgreedAt: timestamp('oldest_agreed_at', { withTimezone: true }).notNull(),
    windowFrom: timestamp('window_from', { withTimezone: true }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.formType, t.loadingCountry, t.unloadingCountry, t.loadingRegion, t.unloadingRegion, t.truckType] }),
    index('lane_price_stats_oldest').on(t.oldestAgreedAt),
  ],
);
