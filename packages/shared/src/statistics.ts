import { z } from 'zod';
import { FORM_TYPES } from './entries';

/**
 * The member's Statistics page (issue 32 item 7, §2 "Statistics"): the caller's company by calendar month
 * (UTC) over the last STATISTICS_MONTHS months, and its lanes beside the lane medians (decision 040).
 */
export const STATISTICS_MONTHS = 12;

export const statisticsMonthSchema = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  /** Entries created in the month that still exist (deleted entries leave no trace to count). */
  entries_published: z.number().int(),
  /** Views of the company's entries by other members (one per member, entry and day). */
  views: z.number().int(),
  /** Times the company's entries matched other members' search agents. */
  agent_hits: z.number().int(),
  /** Offers the company made (on others' entries) and received (on its entries), by the month they were made. */
  offers_sent: z.number().int(),
  offers_received: z.number().int(),
  /** Of those offers, how many became an agreed deal (a deal cancelled later still counts as accepted). */
  offers_accepted: z.number().int(),
  /** offers_accepted ÷ (offers_sent + offers_received); null without offers. */
  acceptance_rate: z.number().nullable(),
  /** Deals agreed in the month and deals whose delivery was confirmed in the month. */
  deals_agreed: z.number().int(),
  deals_completed: z.number().int(),
  /** Median of payment date − invoice date of invoices paid in the month: as carrier (to be paid) and as payer (to pay). */
  median_days_to_be_paid: z.number().nullable(),
  invoices_paid_to_company: z.number().int(),
  median_days_to_pay: z.number().nullable(),
  invoices_paid_by_company: z.number().int(),
});
export type StatisticsMonth = z.infer<typeof statisticsMonthSchema>;

export const statisticsLaneSchema = z.object({
  form_type: z.enum(FORM_TYPES),
  loading_country: z.string(),
  unloading_country: z.string(),
  /** The company's own EUR deals on the lane in the lane window and their median price per km. */
  own_deals: z.number().int(),
  own_median_per_km: z.number(),
  /** The lane median of all companies; null below the thresholds (insufficient_data) or when withheld. */
  lane_median_per_km: z.number().nullable(),
  lane_deals: z.number().int(),
  lane_companies: z.number().int(),
  insufficient_data: z.boolean(),
  /** The lane meets the thresholds, but its median beside the company's own prices would give others' away (decision 065). */
  withheld: z.boolean(),
});
export type StatisticsLane = z.infer<typeof statisticsLaneSchema>;

export const statisticsSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    months: z.array(statisticsMonthSchema),
    lanes: z.array(statisticsLaneSchema),
    /** The company's agreed deals of the lanes' window in other currencies, left out of the lanes (no exchange-rate table is kept). */
    lanes_excluded_other_currency: z.number().int(),
    /** The lanes' window (the last 90 days), in EUR only. */
    lanes_from: z.string(),
    lanes_to: z.string(),
  })
  .meta({ id: 'Statistics' });
export type Statistics = z.infer<typeof statisticsSchema>;
