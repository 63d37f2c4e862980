import { z } from 'zod';
import { VAT_PATTERN, emailSchema, normalizePhone } from './accounts';
import { REGISTRATION_DOCUMENT_MAX_BYTES } from './accounts-constants';
import { COUNTRY_CODES, PHONE_PREFIXES } from './countries';
import { ibanValid, normalizeIban } from './iban';
import { paginatedSchema, paginationQuerySchema } from './pagination';

/**
 * Issue 33 protected company data: members change these only through a request staff decide
 * (POST /api/company-change-requests/). Phone and e-mail are the administrator's record partners see.
 */
export const PROTECTED_FIELDS = [
  'VATNumber',
  'registry_orderNumber',
  'registry_uniqueId',
  'registry_year',
  'street',
  'number',
  'postal_code',
  'city',
  'country',
  'phone_prefix',
  'phone',
  'email',
  'bank_account',
] as const;
export type ProtectedField = (typeof PROTECTED_FIELDS)[number];

/** The contacts partners are warned about for this long after an approved change (issue 33 item 2). */
export const CONTACT_CHANGE_WARNING_DAYS = 30;
export const CHANGE_REQUEST_REASON_MAX = 2000;
export const CHANGE_REQUEST_DOCUMENT_MAX_BYTES = REGISTRATION_DOCUMENT_MAX_BYTES;

const trimmed = () => z.string().trim();

/** The requested values; each present field is checked by the same rule as at registration. */
export const changeRequestFieldsSchema = z
  .object({
    VATNumber: trimmed()
      .transform((value) => value.toUpperCase().replace(/\s/g, ''))
      .pipe(z.string().max(14, 'vat_invalid').regex(VAT_PATTERN, 'vat_invalid')),
    registry_orderNumber: trimmed().toUpperCase().max(3, 'registry_order_invalid'),
    registry_uniqueId: trimmed().max(5, 'registry_unique_invalid'),
    registry_year: trimmed().max(4, 'registry_year_invalid'),
    street: trimmed().max(200, 'too_long'),
    number: trimmed().max(20, 'too_long'),
    postal_code: trimmed().min(3, 'too_short').max(20, 'too_long'),
    city: trimmed().min(3, 'too_short').max(120, 'too_long'),
    country: z.enum(COUNTRY_CODES, { error: 'required' }),
    phone_prefix: z.enum(PHONE_PREFIXES, { error: 'phone_prefix_invalid' }),
    phone: z
      .string()
      .transform(normalizePhone)
      .pipe(z.string().regex(/^\d{6,15}$/, 'phone_invalid')),
    email: emailSchema,
    bank_account: z
      .string()
      .max(60, 'iban_invalid')
      .transform(normalizeIban)
      .refine((value) => ibanValid(value), 'iban_invalid'),
  })
  .partial()
  .strict();
export type ChangeRequestFields = z.infer<typeof changeRequestFieldsSchema>;

/** The text parts of the multipart form: the fields above plus the reason; the PDF travels as `document`. */
export const changeRequestFormSchema = changeRequestFieldsSchema.extend({
  reason: trimmed().min(10, 'too_short').max(CHANGE_REQUEST_REASON_MAX, 'too_long'),
});

export const changeRequestStatusSchema = z.enum(['pending', 'approved', 'refused']);

export const changeRequestSchema = z
  .object({
    id: z.number().int(),
    company: z.object({ id: z.number().int(), name: z.string() }),
    status: changeRequestStatusSchema,
    changes: z.record(z.string(), z.string()),
    previous: z.record(z.string(), z.string()),
    reason: z.string(),
    document: z.object({ name: z.string(), size: z.number().int(), url: z.string() }),
    decision_reason: z.string(),
    decided_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'ChangeRequest' });
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

export const changeRequestPageSchema = paginatedSchema(changeRequestSchema).meta({ id: 'ChangeRequestPage' });
export type ChangeRequestPage = z.infer<typeof changeRequestPageSchema>;

export const staffChangeRequestQuerySchema = paginationQuerySchema.extend({ status: changeRequestStatusSchema.optional() });
export const changeRequestParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const changeRequestRefusalSchema = z
  .object({ reason: trimmed().min(3, 'too_short').max(CHANGE_REQUEST_REASON_MAX, 'too_long') })
  .strict();
export const changeRequestApprovalSchema = z.object({ reason: trimmed().max(CHANGE_REQUEST_REASON_MAX, 'too_long').default('') }).strict();

/** "verified since" and the change warning of one contact, as partners see it (issue 33 item 2). */
export const contactTrustSchema = z.object({
  verified_since: z.iso.datetime().nullable(),
  /** Set while the last approved change is younger than CONTACT_CHANGE_WARNING_DAYS. */
  changed_at: z.iso.datetime().nullable(),
});
export const companyTrustSchema = z
  .object({ phone: contactTrustSchema, email: contactTrustSchema, bank_account: contactTrustSchema })
  .meta({ id: 'CompanyTrust' });
export type CompanyTrust = z.infer<typeof companyTrustSchema>;
