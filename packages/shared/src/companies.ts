import { z } from 'zod';
import { rowIdSchema } from './ids';
import { COMPANY_TYPES, REGISTRATION_DOCUMENT_MAX_BYTES } from './accounts-constants';
import { companyTrustSchema } from './change-requests';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from './pagination';

/** Companies API (issue 6): search, details and the documents manager, for any authenticated member. */

/** §2 documents manager: PDF only, at most 10 per company, 10 MB each. */
export const COMPANY_DOCUMENTS_MAX_COUNT = 10;
export const COMPANY_DOCUMENT_MAX_BYTES = REGISTRATION_DOCUMENT_MAX_BYTES;
/** Page sizes of the company search table (§2). */
export const COMPANY_SEARCH_PAGE_SIZES = [10, 25, 50] as const;
export const COMPANY_SEARCH_MAX_LENGTH = 100;

export const companyTypeSchema = z.union(
  COMPANY_TYPES.map((type) => z.literal(type)) as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>],
);

/**
 * GET /api/companies/: `?search=` folds accents and case on the name, or matches the VAT number.
 * Either DESIGN's cursor pages (`limit`, `cursor`) or numbered pages (`page`, `page_size`, see
 * docs/decisions/007-company-search-pages.md); both answer `count`, the number of matches.
 */
export const companySearchQuerySchema = z.object({
  search: z.string().trim().max(COMPANY_SEARCH_MAX_LENGTH).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
  cursor: z.string().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  page_size: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).optional(),
});
export type CompanySearchQuery = z.input<typeof companySearchQuerySchema>;

export const companySummarySchema = z
  .object({ id: z.number().int(), name: z.string(), type: companyTypeSchema, created_at: z.iso.datetime(), VATNumber: z.string() })
  .meta({ id: 'CompanySummary' });
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const companySearchResultSchema = z
  .object({ results: z.array(companySummarySchema), next: z.string().nullable(), count: z.number().int().nonnegative() })
  .meta({ id: 'CompanySearchResult' });
export type CompanySearchResult = z.infer<typeof companySearchResultSchema>;

export const companyParamsSchema = z.object({ id: rowIdSchema });
export const companyDocumentParamsSchema = companyParamsSchema.extend({
  docId: rowIdSchema,
});

const extraPhoneSchema = z.object({
  prefix: z.string(),
  number: z.string(),
  notes: z.string(),
  has_whatsapp: z.boolean(),
  has_signal: z.boolean(),
});
const extraEmailSchema = z.object({ email: z.string(), notes: z.string() });

export const companyAdminSchema = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    job_title: z.string(),
    phone_prefix: z.string(),
    phone: z.string(),
    phones: z.array(extraPhoneSchema),
    alt_emails: z.array(extraEmailSchema),
  })
  .meta({ id: 'CompanyAdmin' });

/**
 * `registration`: sent with the registration, the papers staff approved the company on; kept as that record, so its
 * members cannot delete it (`document_locked`). `company`: added later in the documents manager; its members manage it.
 */
export const COMPANY_DOCUMENT_KINDS = ['registration', 'company'] as const;
export type CompanyDocumentKind = (typeof COMPANY_DOCUMENT_KINDS)[number];

export const companyDocumentSchema = z
  .object({ id: z.number().int(), name: z.string(), url: z.string(), created_at: z.iso.datetime(), kind: z.enum(COMPANY_DOCUMENT_KINDS) })
  .meta({ id: 'CompanyDocument' });
export type CompanyDocument = z.infer<typeof companyDocumentSchema>;

const incidentCountsSchema = z.object({
  pending: z.number().int().nonnegative(),
  approved: z.number().int().nonnegative(),
  declined: z.number().int().nonnegative(),
});
export type IncidentCounts = z.infer<typeof incidentCountsSchema>;

/** Below this many entries in the window the page says "not enough data" (percent is null). */
export const OFFER_ACCURACY_MIN_ENTRIES = 3;

/**
 * Issue 33 item 6: of the company's entries of the last 90 days, how many were never reported "already
 * gone" (`accurate`), and that share in whole percent (null with fewer than OFFER_ACCURACY_MIN_ENTRIES).
 */
export const offerAccuracySchema = z
  .object({
    entries: z.number().int().nonnegative(),
    accurate: z.number().int().nonnegative(),
    percent: z.number().int().min(0).max(100).nullable(),
  })
  .meta({ id: 'OfferAccuracy' });
export type OfferAccuracy = z.infer<typeof offerAccuracySchema>;

export const companyDetailsSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: companyTypeSchema,
    created_at: z.iso.datetime(),
    subscription_months: z.number().int(),
    subscription_expires_at: z.iso.datetime(),
    VATNumber: z.string(),
    registry_orderNumber: z.string(),
    registry_uniqueId: z.string(),
    registry_year: z.string(),
    registry_combination: z.string(),
    fax: z.string(),
    website: z.string(),
    street: z.string(),
    number: z.string(),
    postal_code: z.string(),
    city: z.string(),
    country: z.string(),
    establishment_year: z.number().int().nullable(),
    admin_user: companyAdminSchema.nullable(),
    /** Issue 33: the company's bank account, and since when staff vouch for it, the phone and the e-mail. */
    bank_account: z.string(),
    trust: companyTrustSchema,
    documents: z.array(companyDocumentSchema),
    incident_summary: z.object({ payment: incidentCountsSchema, transport: incidentCountsSchema }),
    offer_accuracy: offerAccuracySchema,
    /** True when the caller is a member of this company (it may manage documents and employees). */
    is_own: z.boolean(),
  })
  .meta({ id: 'CompanyDetails' });
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

export const companyDocumentListSchema = z.array(companyDocumentSchema).meta({ id: 'CompanyDocumentList' });
