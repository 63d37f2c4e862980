import { z } from 'zod';
import { COUNTRY_CODES } from './countries';
import { MAX_ROW_ID } from './ids';
import { FORM_TYPES, TRUCK_TYPES } from './entries';

/**
 * Lane prices (issue 32 items 5–6, decision 040): the median price per km of agreed EUR deals on a lane over
 * the last 90 days, with the 25th and 75th percentile. A figure is shown only with at least
 * LANE_MIN_DEALS deals from at least LANE_MIN_COMPANIES companies, so no single company's prices can be read back.
 */
export const LANE_WINDOW_DAYS = 90;
export const LANE_MIN_DEALS = 7;
export const LANE_MIN_COMPANIES = 3;
/** Only EUR deals count: no exchange-rate table is kept, other currencies are left out and counted. */
export const LANE_CURRENCY = 'EUR';

const optionalCity = z.coerce.number({ error: 'number_invalid' }).int().positive().max(MAX_ROW_ID, 'city_unknown').optional();

export const lanePriceQuerySchema = z.object({
  form_type: z.enum(FORM_TYPES, { error: 'invalid_value' }),
  loading_country: z.enum(COUNTRY_CODES, { error: 'country_invalid' }),
  unloading_country: z.enum(COUNTRY_CODES, { error: 'country_invalid' }),
  /** One vehicle type; none asks for all types together. */
  truck_type: z.coerce
    .number({ error: 'number_invalid' })
    .int()
    // The range first (the OpenAPI document and its smallint column see it), then the list's codes.
    .min(TRUCK_TYPES[0], 'invalid_value')
    .max(TRUCK_TYPES[TRUCK_TYPES.length - 1]!, 'invalid_value')
    .refine((value) => (TRUCK_TYPES as readonly number[]).includes(value), 'invalid_value')
    .optional(),
  /** GeoNames cities: their regions narrow the lane to region → region where that lane has enough deals. */
  loading_city: optionalCity,
  unloading_city: optionalCity,
});
export type LanePriceQuery = z.infer<typeof lanePriceQuerySchema>;

export const LANE_LEVELS = ['region', 'country'] as const;

export const lanePriceSchema = z
  .object({
    /** True below the threshold: the figures are null and only the counts are given. */
    insufficient_data: z.boolean(),
    /**
     * True when the lane meets the thresholds but its figures are withheld from this reader (decision 065): beside
     * the reader's own deals or a wider lane they would give away single deals' or companies' prices.
     */
    withheld: z.boolean(),
    /** Which lane the figures are of: region → region (when asked with cities and enough deals) or country → country. */
    level: z.enum(LANE_LEVELS),
    median_per_km: z.number().nullable(),
    p25: z.number().nullable(),
    p75: z.number().nullable(),
    deals: z.number().int(),
    /** Decision 040: the smaller of the distinct carriers and the distinct payers behind the deals. */
    companies: z.number().int(),
    currency: z.literal(LANE_CURRENCY),
    /** Deals on the lane in other currencies, left out (no exchange-rate table is kept). */
    excluded_other_currency: z.number().int(),
    min_deals: z.number().int(),
    min_companies: z.number().int(),
    /** The window (calendar dates, UTC). */
    from: z.string(),
    to: z.string(),
  })
  .meta({ id: 'LanePrice' });
export type LanePrice = z.infer<typeof lanePriceSchema>;

/** A price per km against the lane median, in whole percent (negative: below); null without a median. */
export function percentFromMedian(pricePerKm: number, median: number | null): number | null {
  if (median === null || median <= 0 || !(pricePerKm > 0)) return null;
  return Math.round(((pricePerKm - median) / median) * 100);
}
