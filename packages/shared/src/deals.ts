import { z } from 'zod';
import { dealAftermathSchema } from './deal-aftermath';
import { rowIdSchema } from './ids';
import { INCIDENT_STATUSES } from './incident-status';
import { dateStringSchema, FORM_TYPES } from './entries';
import { paginatedSchema, paginationQuerySchema } from './pagination';

/**
 * Deals (issue 31, DESIGN §3 "Additions of the third round"): an offer on another company's entry,
 * counters, acceptance into a binding transport order, and one conversation per deal. Every message is a
 * code the web translates as `validation.<code>`.
 */

export const DEAL_PRICE_UNITS = ['total', 'per_km'] as const;
export type DealPriceUnit = (typeof DEAL_PRICE_UNITS)[number];

/** Currencies a European road deal is priced in. */
export const DEAL_CURRENCIES = ['EUR', 'RON', 'HUF', 'PLN', 'CZK', 'BGN', 'CHF', 'GBP', 'USD'] as const;
export type DealCurrency = (typeof DEAL_CURRENCIES)[number];

/** Stored in minor units (bigint): 100 million in the currency is more than any road transport costs. */
export const DEAL_PRICE_MAX = 100_000_000;
export const DEAL_PAYMENT_TERM_MAX_DAYS = 180;
export const DEAL_NOTE_MAX = 1000;
export const DEAL_REASON_MAX = 1000;
export const DEAL_MESSAGE_MAX = 2000;

/** `open` while offers and counters go back and forth; `agreed` is the transport order; the rest are closed. */
export const DEAL_STATUSES = ['open', 'agreed', 'declined', 'withdrawn', 'cancelled'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];
/** The list's status filter: `closed` is declined, withdrawn or cancelled. */
export const DEAL_STATUS_FILTERS = ['open', 'agreed', 'closed'] as const;
export type DealStatusFilter = (typeof DEAL_STATUS_FILTERS)[number];
/** `incoming`: offers on the caller's company's entries; `outgoing`: the company's offers on others' entries. */
export const DEAL_ROLES = ['incoming', 'outgoing'] as const;
export type DealRole = (typeof DEAL_ROLES)[number];
/** The sides of a deal: the entry's company (`owner`) and the company that made the offer (`bidder`). */
export type DealSide = 'owner' | 'bidder';

export const DEAL_EVENT_KINDS = [
  'offer',
  'counter',
  'accept',
  'decline',
  'withdraw',
  'cancel',
  // Issue 32, after the transport (a confirmation by silence has no side and no member).
  'delivered',
  'delivery_confirmed',
  'delivery_disputed',
  'invoiced',
  'paid',
  'rated',
  'rating_replied',
] as const;
export type DealEventKind = (typeof DEAL_EVENT_KINDS)[number];
export const DEAL_ACTIONS = [
  'counter',
  'accept',
  'decline',
  'withdraw',
  'cancel',
  'message',
  // Issue 32: after the transport; `rate` also while the caller's own rating may still be changed.
  'deliver',
  'confirm_delivery',
  'dispute_delivery',
  'invoice',
  'record_payment',
  'rate',
  'reply_rating',
  'report_payment_incident',
] as const;
export type DealAction = (typeof DEAL_ACTIONS)[number];

/** A reason the system writes when it closes a deal by itself (the web translates it as `deals.reason.<code>`). */
export const DEAL_SYSTEM_REASONS = ['entry_taken', 'company_deactivated'] as const;

const noNul = (value: string) => !value.includes('\u0000');
const text = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .max(max, 'too_long')
    // PostgreSQL text cannot hold NUL: refused here rather than failing in the database.
    .refine(noNul, 'invalid_value');

/** An amount with at most two decimals (cents): kept exact as minor units from here on. */
export const dealPriceSchema = z
  .number({ error: 'required' })
  .positive('not_positive')
  .max(DEAL_PRICE_MAX, 'too_large')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'too_many_decimals');

/** The amount in minor units (the price has at most two decimals, checked by dealPriceSchema). */
export const toMinorUnits = (price: number) => Math.round(price * 100);
/** Minor units as the decimal number the API answers (exact to the cent when printed with two decimals). */
export const fromMinorUnits = (minor: number) => minor / 100;

const termsShape = {
  price: dealPriceSchema,
  price_unit: z.enum(DEAL_PRICE_UNITS, { error: 'invalid_value' }),
  currency: z.enum(DEAL_CURRENCIES, { error: 'invalid_value' }),
  payment_term_days: z.number({ error: 'required' }).int('number_invalid').min(0, 'negative').max(DEAL_PAYMENT_TERM_MAX_DAYS, 'too_large'),
  loading_date: dateStringSchema,
  unloading_date: dateStringSchema,
  note: text(DEAL_NOTE_MAX).default(''),
};

const unloadingNotBeforeLoading = (terms: { loading_date: string; unloading_date: string }, ctx: z.RefinementCtx) => {
  if (terms.unloading_date < terms.loading_date) {
    ctx.addIssue({ code: 'custom', path: ['unloading_date'], message: 'unloading_before_loading' });
  }
};

/** The terms of an offer or counter; dates must also fall within the entry's windows (checked by the API). */
export const dealTermsSchema = z.object(termsShape).strict().superRefine(unloadingNotBeforeLoading);
export type DealTermsInput = z.input<typeof dealTermsSchema>;
export type DealTerms = z.output<typeof dealTermsSchema>;

/** An offer: the entry (by uid) and the first terms. */
export const dealOfferSchema = z
  .object({ entry_uid: z.string({ error: 'required' }).min(1, 'required').max(64, 'too_long'), ...termsShape })
  .strict()
  .superRefine(unloadingNotBeforeLoading);
export type DealOfferInput = z.input<typeof dealOfferSchema>;

export const dealReasonSchema = z.object({ reason: text(DEAL_REASON_MAX).default('') }).strict();
export const dealCancelSchema = z.object({ reason: text(DEAL_REASON_MAX).min(1, 'required') }).strict();
export const dealMessageInputSchema = z.object({ text: text(DEAL_MESSAGE_MAX).min(1, 'required') }).strict();
export type DealMessageInput = z.input<typeof dealMessageInputSchema>;

export const dealListQuerySchema = paginationQuerySchema.extend({
  role: z.enum(DEAL_ROLES).optional(),
  status: z.enum(DEAL_STATUS_FILTERS).optional(),
});
export type DealListQuery = z.infer<typeof dealListQuerySchema>;
export const dealParamsSchema = z.object({ id: rowIdSchema });
export const dealPdfQuerySchema = z.object({ lang: z.enum(['en', 'ro', 'de', 'hu', 'fr']).optional() });
export const dealMessagesQuerySchema = paginationQuerySchema;

export const dealTermsOutSchema = z
  .object({
    price: z.number(),
    price_unit: z.enum(DEAL_PRICE_UNITS),
    currency: z.enum(DEAL_CURRENCIES),
    payment_term_days: z.number().int(),
    loading_date: z.string(),
    unloading_date: z.string(),
    note: z.string(),
  })
  .meta({ id: 'DealTerms' });

const dealPlaceSchema = z.object({
  country: z.string(),
  city: z.string(),
  postal_code: z.string(),
  date_start: z.string(),
  date_end: z.string(),
});

/** What the deal keeps of its entry, as it was when the offer was made (the entry may change or go later). */
export const dealEntrySchema = z
  .object({
    uid: z.string(),
    identification_id: z.string(),
    form_type: z.enum(FORM_TYPES),
    loading: dealPlaceSchema,
    unloading: dealPlaceSchema,
    weight: z.number(),
    volume: z.number().nullable(),
    mdp: z.number(),
    truck_type: z.number().nullable(),
    platform_types: z.array(z.number()),
    vat_type: z.boolean(),
    notes: z.string(),
  })
  .meta({ id: 'DealEntry' });
export type DealEntry = z.infer<typeof dealEntrySchema>;

export const dealCompanySchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'DealCompany' });

/** The payment incident filed from this deal (decision 067): the latest one, so a declined one shows until another is filed. */
export const dealPaymentIncidentSchema = z
  .object({ id: z.number().int(), status: z.enum(INCIDENT_STATUSES), created_at: z.string() })
  .meta({ id: 'DealPaymentIncident' });
export type DealPaymentIncident = z.infer<typeof dealPaymentIncidentSchema>;

export const dealSchema = z
  .object({
    id: z.number().int(),
    number: z.string().nullable(),
    status: z.enum(DEAL_STATUSES),
    /** The caller's side: incoming (the entry is the caller's company's), outgoing, or null for staff. */
    role: z.enum(DEAL_ROLES).nullable(),
    entry: dealEntrySchema,
    owner_company: dealCompanySchema,
    bidder_company: dealCompanySchema,
    terms: dealTermsOutSchema,
    /** Who proposed the current terms: the other side may accept them. */
    terms_by: z.enum(['owner', 'bidder']),
    /** What the caller may do now (empty for staff and for members without the right). */
    actions: z.array(z.enum(DEAL_ACTIONS)),
    closed_reason: z.string(),
    unread: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
    agreed_at: z.string().nullable(),
    /** Issue 32: delivery, invoice, payment and ratings; null until the deal is agreed. */
    aftermath: dealAftermathSchema.nullable(),
    /** The payment incident filed from this deal (decision 067), on its page, in the list and in its live updates. */
    payment_incident: dealPaymentIncidentSchema.nullable(),
  })
  .meta({ id: 'Deal' });
export type Deal = z.infer<typeof dealSchema>;

export const dealEventSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(DEAL_EVENT_KINDS),
    side: z.enum(['owner', 'bidder']).nullable(),
    /** The member who acted; null when the system acted (an automatic decline or withdrawal). */
    user: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }).nullable(),
    terms: dealTermsOutSchema.nullable(),
    reason: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'DealEvent' });
export type DealEvent = z.infer<typeof dealEventSchema>;

export const dealPartySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    VATNumber: z.string(),
    address: z.string(),
    country: z.string(),
    contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }).nullable(),
  })
  .meta({ id: 'DealParty' });
export type DealParty = z.infer<typeof dealPartySchema>;

export const dealDetailSchema = dealSchema
  .extend({
    events: z.array(dealEventSchema),
    owner_party: dealPartySchema,
    bidder_party: dealPartySchema,
  })
  .meta({ id: 'DealDetail' });
export type DealDetail = z.infer<typeof dealDetailSchema>;

export const dealPageSchema = paginatedSchema(dealSchema).meta({ id: 'DealPage' });
export type DealPage = z.infer<typeof dealPageSchema>;

export const dealMessageSchema = z
  .object({
    id: z.number().int(),
    deal_id: z.number().int(),
    side: z.enum(['owner', 'bidder']),
    user: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }).nullable(),
    text: z.string(),
    /**
     * Issue 33 item 4: a phone or e-mail in the text awaits staff. The other company's `text` shows it as
     * HIDDEN_CONTACT; the writer's company reads it as written and learns the other side does not see it yet.
     */
    contacts_hidden: z.boolean().optional(),
    created_at: z.string(),
  })
  .meta({ id: 'DealMessage' });
export type DealMessage = z.infer<typeof dealMessageSchema>;
export const dealMessagePageSchema = paginatedSchema(dealMessageSchema).meta({ id: 'DealMessagePage' });

/** The sidebar's figure: unread messages over all the caller's company's deals. */
export const dealUnreadSchema = z.object({ messages: z.number().int() }).meta({ id: 'DealUnread' });
