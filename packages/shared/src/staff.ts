import { z } from 'zod';
import { rowIdSchema } from './ids';
import { companyStatusSchema } from './accounts';
import { COMPANY_TYPES } from './accounts-constants';
import { paginatedSchema, paginationQuerySchema } from './pagination';

/** Staff (superusers) API of DESIGN §3, under /api/staff/. */

export const staffCompanyListQuerySchema = paginationQuerySchema.extend({ status: companyStatusSchema.optional() });
export type StaffCompanyListQuery = z.infer<typeof staffCompanyListQuerySchema>;

export const staffCompanyParamsSchema = z.object({ id: rowIdSchema });
export const staffDocumentParamsSchema = z.object({
  id: rowIdSchema,
  docId: rowIdSchema,
});

export const staffCompanyAdminSchema = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone_prefix: z.string(),
    phone: z.string(),
  })
  .meta({ id: 'StaffCompanyAdmin' });

export const staffCompanyDocumentSchema = z
  .object({ id: z.number().int(), name: z.string(), size: z.number().int().nonnegative() })
  .meta({ id: 'StaffCompanyDocument' });

/**
 * A company as staff review it. `status` is derived: an approved company past
 * `expires_at` (created_at + subscription_months) counts as inactive.
 */
export const staffCompanySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: z.union(COMPANY_TYPES.map((type) => z.literal(type)) as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>]),
    VATNumber: z.string(),
    registry_combination: z.string(),
    country: z.string(),
    city: z.string(),
    postal_code: z.string(),
    street: z.string(),
    number: z.string(),
    website: z.string(),
    subscription_months: z.number().int(),
    created_at: z.iso.datetime(),
    expires_at: z.iso.datetime(),
    status: companyStatusSchema,
    payment_reference: z.string(),
    admin: staffCompanyAdminSchema.nullable(),
    documents: z.array(staffCompanyDocumentSchema),
  })
  .meta({ id: 'StaffCompany' });
export type StaffCompany = z.infer<typeof staffCompanySchema>;

export const staffCompanyListSchema = paginatedSchema(staffCompanySchema).meta({ id: 'StaffCompanyList' });
export type StaffCompanyList = z.infer<typeof staffCompanyListSchema>;

/** Answer of POST /api/staff/companies/{id}/invite/: the onboarding link also mailed to the administrator. */
export const staffInvitationSchema = z.object({ tid: z.string(), link: z.string() }).meta({ id: 'StaffInvitation' });
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

/** POST /api/staff/update-info/ publishes an update notice (§4); the answer is the published notice. */
export const updateInfoCreateSchema = z
  .object({ type: z.enum(['minor', 'major']) })
  .strict()
  .meta({ id: 'UpdateInfoCreate' });
export const publishedUpdateSchema = z
  .object({ timestamp: z.iso.datetime(), type: z.enum(['minor', 'major']) })
  .meta({ id: 'PublishedUpdate' });
export type PublishedUpdate = z.infer<typeof publishedUpdateSchema>;

/** PATCH /api/update-info/ack/ answer: the user's new last-seen update time. */
export const updateAckSchema = z.object({ last_seen_update: z.iso.datetime() }).meta({ id: 'UpdateAck' });
export type UpdateAck = z.infer<typeof updateAckSchema>;
