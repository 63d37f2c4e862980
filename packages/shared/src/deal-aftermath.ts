import { z } from 'zod';
import { rowIdSchema } from './ids';
import { dateStringSchema } from './entries';

/**
 * Issue 32 items 1–2, after the transport (DESIGN §3 third round, decision 038): the carrier reports
 * the delivery, the payer confirms or disputes it within 7 days (silence confirms), the carrier records
 * the invoice and the payment dates, and each side rates the other once with one public reply.
 */

export const DELIVERY_STATES = ['reported', 'confirmed', 'disputed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** The payer's days to confirm or dispute a reported delivery; after them silence confirms. */
export const DELIVERY_CONFIRM_DAYS = 7;
/** Ratings open at the delivery report and close this many days later. */
export const RATING_WINDOW_DAYS = 30;
/** A rating may be changed by its rater for this many hours after it was given. */
export const RATING_EDIT_HOURS = 48;
export const DISPUTE_REASON_MAX = 1000;
export const RATING_COMMENT_MAX = 1000;
export const RATING_REPLY_MAX = 1000;
/** A proof of delivery (the signed CMR) is one PDF of at most 4 MB, as an incident document. */
export const DELIVERY_PROOF_MAX_BYTES = 4 * 1024 * 1024;

const noNul = (value: string) => !value.includes('\u0000');
const text = (max: number) => z.string({ error: 'required' }).trim().max(max, 'too_long').refine(noNul, 'invalid_value');

export const deliveryDisputeSchema = z.object({ reason: text(DISPUTE_REASON_MAX).min(1, 'required') }).strict();
export const dealInvoicedSchema = z.object({ invoice_date: dateStringSchema }).strict();
export const dealPaidSchema = z.object({ paid_date: dateStringSchema }).strict();

const score = z.number({ error: 'required' }).int('number_invalid').min(1, 'rating_range').max(5, 'rating_range');

/** A rating: `payment` only from the carrier about the payer (the API requires it there and refuses it otherwise). */
export const dealRatingInputSchema = z
  .object({
    punctuality: score,
    communication: score,
    payment: score.nullable().optional(),
    comment: text(RATING_COMMENT_MAX).default(''),
  })
  .strict();
export type DealRatingInput = z.input<typeof dealRatingInputSchema>;

export const ratingReplySchema = z.object({ text: text(RATING_REPLY_MAX).min(1, 'required') }).strict();
export const ratingParamsSchema = z.object({ id: rowIdSchema });

export const dealRatingSchema = z
  .object({
    id: z.number().int(),
    rater_company: z.object({ id: z.number().int(), name: z.string() }),
    rated_company_id: z.number().int(),
    /** Which side rated: the carrier (about the payer) or the payer (about the carrier). */
    rater_role: z.enum(['carrier', 'payer']),
    punctuality: z.number().int(),
    communication: z.number().int(),
    payment: z.number().int().nullable(),
    comment: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    /** Until when the rater may change it (48 hours after it was given). */
    editable_until: z.string(),
    reply: z.object({ text: z.string(), replied_at: z.string() }).nullable(),
  })
  .meta({ id: 'DealRating' });
export type DealRating = z.infer<typeof dealRatingSchema>;

/** The after-transport state of an agreed deal, as both sides see it (dates are calendar dates). */
export const dealAftermathSchema = z
  .object({
    carrier_company_id: z.number().int(),
    payer_company_id: z.number().int(),
    delivery_state: z.enum(DELIVERY_STATES).nullable(),
    delivered_at: z.string().nullable(),
    /** The last moment the payer may confirm or dispute (delivered_at + 7 days). */
    confirm_until: z.string().nullable(),
    delivery_settled_at: z.string().nullable(),
    proof_name: z.string().nullable(),
    dispute_reason: z.string(),
    invoice_date: z.string().nullable(),
    /** invoice_date + the payment term. */
    due_date: z.string().nullable(),
    paid_date: z.string().nullable(),
    /** paid_date − invoice_date, in days, once paid. */
    days_to_pay: z.number().int().nullable(),
    /** Paid beyond the term (exactly the term is on time); null until paid. */
    late: z.boolean().nullable(),
    /** Unpaid past its due date today (at the unloading place). */
    overdue: z.boolean(),
    overdue_days: z.number().int(),
    ratings: z.array(dealRatingSchema),
  })
  .meta({ id: 'DealAftermath' });
export type DealAftermath = z.infer<typeof dealAftermathSchema>;

/**
 * The payment-incident form prefilled from an overdue deal (issue 32 item 1): what the deal page passes
 * to the incident form as query parameters, checked by this schema before any field is filled.
 */
export const incidentPrefillSchema = z.object({
  deal: rowIdSchema,
  company: rowIdSchema,
  company_name: z.string().min(1).max(200),
  // Absent for a deal priced per km: the invoiced total is the carrier's, the platform does not know it.
  amount: z.coerce.number().positive().max(100_000_000).optional(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  invoice_date: dateStringSchema,
  due_date: dateStringSchema,
  order: z.string().max(40),
});
export type IncidentPrefill = z.infer<typeof incidentPrefillSchema>;
