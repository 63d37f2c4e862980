import { z } from 'zod';

/**
 * Reputation (issue 32 items 3 and 4, DESIGN §3 "Additions of the third round"): figures computed only
 * from agreed deals of the last twelve months and staff-decided incidents, each with what it is computed
 * from. Below its threshold a figure is `null` with `insufficient_data: true`, never a number.
 */

/** A figure needs this many deals behind it (paid invoices for the payment figures). */
export const REPUTATION_MIN_DEALS = 3;
/** A rating average needs this many ratings behind it. */
export const REPUTATION_MIN_RATINGS = 3;
/** The months of the window and of the trend. */
export const REPUTATION_MONTHS = 12;

const isoDate = z.iso.date();

/** One figure: its value (or null below its threshold), how many deals or ratings it is computed from, and over which period. */
export const reputationFigureSchema = z
  .object({
    value: z.number().nullable(),
    insufficient_data: z.boolean(),
    count: z.number().int().nonnegative(),
    from: isoDate,
    to: isoDate,
  })
  .meta({ id: 'ReputationFigure' });
export type ReputationFigure = z.infer<typeof reputationFigureSchema>;

const incidentPairSchema = z.object({ open: z.number().int().nonnegative(), decided: z.number().int().nonnegative() });

/** The compact form carried by entries' `company` and the badge: rating with count, paid-on-time share, warnings. */
export const compactReputationSchema = z
  .object({
    /** Average of every criterion score received (1–5, one decimal); `count` is the number of ratings. */
    rating: z.object({ value: z.number().nullable(), count: z.number().int().nonnegative(), insufficient_data: z.boolean() }),
    /** Whole percent of paid invoices paid within their term; `count` is the number of paid invoices. */
    paid_on_time: z.object({ value: z.number().nullable(), count: z.number().int().nonnegative(), insufficient_data: z.boolean() }),
    overdue_now: z.number().int().nonnegative(),
    payment_incidents_decided: z.number().int().nonnegative(),
  })
  .meta({ id: 'CompactReputation' });
export type CompactReputation = z.infer<typeof compactReputationSchema>;

export const reputationTrendMonthSchema = z.object({
  /** `YYYY-MM` (UTC). */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  deals: z.number().int().nonnegative(),
  invoices_paid: z.number().int().nonnegative(),
  median_days_to_pay: z.number().nullable(),
  insufficient_data: z.boolean(),
});
export type ReputationTrendMonth = z.infer<typeof reputationTrendMonthSchema>;

/** GET /api/companies/{id}/reputation/ */
export const companyReputationSchema = z
  .object({
    company_id: z.number().int(),
    member_since: z.iso.datetime(),
    period: z.object({ from: isoDate, to: isoDate }),
    deals: z.object({ agreed: z.number().int().nonnegative(), completed: z.number().int().nonnegative() }),
    ratings: z.object({
      punctuality: reputationFigureSchema,
      communication: reputationFigureSchema,
      payment: reputationFigureSchema,
    }),
    payment: z.object({
      /** Whole percent of the invoices paid (as payer) that were paid within the agreed term. */
      paid_on_time_share: reputationFigureSchema,
      median_days_to_pay: reputationFigureSchema,
      /** Invoices past their term and unpaid now, at any age. */
      overdue_now: z.number().int().nonnegative(),
    }),
    /** Open: waiting for staff; decided: confirmed by staff against the company. */
    incidents: z.object({ payment: incidentPairSchema, transport: incidentPairSchema }),
    trend: z.array(reputationTrendMonthSchema),
    compact: compactReputationSchema,
  })
  .meta({ id: 'CompanyReputation' });
export type CompanyReputation = z.infer<typeof companyReputationSchema>;

/** The offer dialog warns before an offer to a company with overdue invoices or decided payment incidents. */
export const needsPaymentWarning = (reputation: Pick<CompactReputation, 'overdue_now' | 'payment_incidents_decided'>) =>
  reputation.overdue_now > 0 || reputation.payment_incidents_decided > 0;
