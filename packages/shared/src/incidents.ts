import { z } from 'zod';
import { DEAL_CURRENCIES, DEAL_PRICE_UNITS } from './deals';
import { MAX_ROW_ID, rowIdSchema } from './ids';
import { INCIDENT_STATUSES } from './incident-status';
import { paginatedSchema, paginationQuerySchema } from './pagination';

/** §3 payment and transport incidents, §5 their rules, §9 their limits; used by the API and the web forms. */

export { INCIDENT_STATUSES, isOpenIncident, type IncidentStatus } from './incident-status';

export const INCIDENT_KINDS = ['payment', 'transport'] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

/** §9: incidents accept EUR, RON and USD (entries only EUR and RON). */
export const INCIDENT_CURRENCIES = ['EUR', 'RON', 'USD'] as const;
export type IncidentCurrency = (typeof INCIDENT_CURRENCIES)[number];

/** §5/§9: transport order, CMR, invoice and proof of invoice sending. */
export const PAYMENT_INCIDENT_MIN_DOCUMENTS = 4;
export const TRANSPORT_INCIDENT_MIN_DOCUMENTS = 1;
export const INCIDENT_DOCUMENTS_MAX_COUNT = 10;
/** §9 catalogue: 4 MB each. */
export const INCIDENT_DOCUMENT_MAX_BYTES = 4 * 1024 * 1024;
/** File types by their bytes: payment incidents also take photos of paper documents, transport incidents PDF only (§5). */
export const INCIDENT_FILE_TYPES: Record<IncidentKind, readonly ('pdf' | 'png' | 'jpg')[]> = {
  payment: ['pdf', 'png', 'jpg'],
  transport: ['pdf'],
};
export const INCIDENT_FILE_EXTENSIONS: Record<IncidentKind, readonly string[]> = {
  payment: ['.pdf', '.jpg', '.jpeg', '.png'],
  transport: ['.pdf'],
};
export const INCIDENT_MIN_DOCUMENTS: Record<IncidentKind, number> = {
  payment: PAYMENT_INCIDENT_MIN_DOCUMENTS,
  transport: TRANSPORT_INCIDENT_MIN_DOCUMENTS,
};

/** §9: the company autocomplete searches from 3 typed characters. */
export const COMPANY_AUTOCOMPLETE_MIN = 3;
export const INCIDENT_DESCRIPTION_MAX = 4000;
export const INCIDENT_REASON_MAX = 1000;
/** Enough for any real claim; keeps the value inside numeric(14, 2). */
export const PENDING_VALUE_MAX = 999_999_999_999;

/** Multipart fields arrive as text: an empty text is "missing", not zero. */
const present = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** §5: dates are sent as YYYY-MM-DD. */
const incidentDateSchema = z.preprocess(
  present,
  z
    .string({ error: 'required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date_invalid')
    .refine(isRealDate, 'date_invalid'),
);

const companyIdSchema = z.preprocess(
  (value) => (typeof present(value) === 'string' ? Number(value) : present(value)),
  // An id beyond `integer` names no company: refused like an unchosen one, not passed to SQL.
  z.number({ error: 'required' }).int('required').positive('required').max(MAX_ROW_ID, 'required'),
);

/** Issue 32 item 1: the overdue deal a payment incident is filed from; absent (or empty) for one filed without. */
const dealIdSchema = z.preprocess(
  (value) => (typeof present(value) === 'string' ? Number(value) : present(value)),
  z.number({ error: 'number_invalid' }).int('number_invalid').positive('number_invalid').max(MAX_ROW_ID, 'number_invalid').optional(),
);

const descriptionSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z
    .string({ error: 'required' })
    .min(1, 'required')
    .max(INCIDENT_DESCRIPTION_MAX, 'too_long')
    // PostgreSQL text cannot hold NUL: refused here rather than failing in the database.
    .refine((value) => !value.includes('\u0000'), 'invalid_value'),
);

/** §5: the fields of a payment incident (documents are checked apart, by their bytes). */
export const paymentIncidentFieldsSchema = z.object({
  companyId: companyIdSchema,
  description: descriptionSchema,
  pendingValue: z.preprocess(
    (value) => (typeof present(value) === 'string' ? Number(String(value).replace(',', '.')) : present(value)),
    z.number({ error: 'required' }).min(0, 'negative').max(PENDING_VALUE_MAX, 'too_big'),
  ),
  currency: z.preprocess(present, z.enum(INCIDENT_CURRENCIES, { error: 'incident_currency_invalid' })),
  deadline: incidentDateSchema,
  deal_id: dealIdSchema,
});
export type PaymentIncidentFields = z.infer<typeof paymentIncidentFieldsSchema>;

/** §5: the fields of a transport incident. */
export const transportIncidentFieldsSchema = z.object({
  companyId: companyIdSchema,
  description: descriptionSchema,
  incident_date: incidentDateSchema,
});
export type TransportIncidentFields = z.infer<typeof transportIncidentFieldsSchema>;

/** Who the list shows in own mode (§2 my-incidents radios all / byMe / againstMe). */
export const INCIDENT_SCOPES = ['all', 'by_me', 'against_me'] as const;
export type IncidentScope = (typeof INCIDENT_SCOPES)[number];

/** §2 sort menu: company name, date desc, date asc, then the chosen status first. */
export const INCIDENT_ORDERINGS = [
  'company_name',
  '-created_at',
  'created_at',
  'approved_first',
  'pending_first',
  'declined_first',
] as const;
export type IncidentOrdering = (typeof INCIDENT_ORDERINGS)[number];

/**
 * `company=<id>` lists the incidents against that company (other-company mode); without it the
 * caller's own company in `scope`. `kind` only applies to the combined `/api/incidents/`.
 */
export const incidentListQuerySchema = paginationQuerySchema.extend({
  scope: z.enum(INCIDENT_SCOPES).default('all'),
  company: rowIdSchema.optional(),
  ordering: z.enum(INCIDENT_ORDERINGS).default('-created_at'),
  status: z.enum(INCIDENT_STATUSES).optional(),
  kind: z.enum(INCIDENT_KINDS).optional(),
});
export type IncidentListQuery = z.infer<typeof incidentListQuerySchema>;

export const incidentCompanySchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'IncidentCompany' });

/** Documents are listed only to the reporter, the target and staff; `url` is the authorised download route. */
export const incidentDocumentSchema = z
  .object({ id: z.number().int(), name: z.string(), size: z.number().int().nonnegative(), url: z.string() })
  .meta({ id: 'IncidentDocument' });

const incidentBaseShape = {
  id: z.number().int(),
  company: incidentCompanySchema,
  created_by_company: incidentCompanySchema,
  description: z.string(),
  status: z.enum(INCIDENT_STATUSES),
  created_at: z.iso.datetime(),
  decision_reason: z.string(),
  documents: z.array(incidentDocumentSchema),
};

/**
 * The agreed deal a payment incident was filed from, as the platform recorded it (decision 067): what makes the
 * report checkable. `paid_date` is set once the carrier recorded the payment, which can only be after the filing.
 */
export const incidentDealSchema = z
  .object({
    id: z.number().int(),
    number: z.string().nullable(),
    price: z.number(),
    price_unit: z.enum(DEAL_PRICE_UNITS),
    currency: z.enum(DEAL_CURRENCIES),
    invoice_date: z.string().nullable(),
    due_date: z.string().nullable(),
    paid_date: z.string().nullable(),
  })
  .meta({ id: 'IncidentDeal' });
export type IncidentDeal = z.infer<typeof incidentDealSchema>;

export const paymentIncidentSchema = z
  .object({
    ...incidentBaseShape,
    kind: z.literal('payment'),
    pending_value: z.number(),
    currency: z.enum(INCIDENT_CURRENCIES),
    deadline: z.string(),
    /** Shown to the reporter, the target and staff; null for an incident filed without a deal (and for others). */
    deal: incidentDealSchema.nullable(),
  })
  .meta({ id: 'PaymentIncident' });
export type PaymentIncident = z.infer<typeof paymentIncidentSchema>;

export const transportIncidentSchema = z
  .object({ ...incidentBaseShape, kind: z.literal('transport'), incident_date: z.string() })
  .meta({ id: 'TransportIncident' });
export type TransportIncident = z.infer<typeof transportIncidentSchema>;

export const incidentSchema = z.discriminatedUnion('kind', [paymentIncidentSchema, transportIncidentSchema]).meta({ id: 'Incident' });
export type Incident = z.infer<typeof incidentSchema>;

export const paymentIncidentPageSchema = paginatedSchema(paymentIncidentSchema).meta({ id: 'PaymentIncidentPage' });
export const transportIncidentPageSchema = paginatedSchema(transportIncidentSchema).meta({ id: 'TransportIncidentPage' });
export const incidentPageSchema = paginatedSchema(incidentSchema).meta({ id: 'IncidentPage' });
export type IncidentPage = z.infer<typeof incidentPageSchema>;

export const incidentParamsSchema = z.object({ id: rowIdSchema });
export const incidentDocumentParamsSchema = z.object({
  id: rowIdSchema,
  docId: rowIdSchema,
});

/** Staff decision (§4): pending → approved or declined, always with a reason. */
export const incidentDecisionSchema = z.object({
  status: z.enum(['approved', 'declined'], { error: 'incident_status_invalid' }),
  reason: z.string({ error: 'required' }).trim().min(1, 'required').max(INCIDENT_REASON_MAX, 'too_long'),
});
export type IncidentDecision = z.infer<typeof incidentDecisionSchema>;
