import { z } from 'zod';
import { MAX_ROW_ID } from './ids';
import { paginatedSchema, paginationQuerySchema } from './pagination';

/**
 * Issue 33 item 4: a phone or e-mail written into an entry's notes or a deal message that is none of the
 * company's registered contacts. Members other than the writer's company see it masked until staff clear it.
 */
export const CONTACT_FLAG_STATUSES = ['open', 'cleared', 'rejected'] as const;
export type ContactFlagStatus = (typeof CONTACT_FLAG_STATUSES)[number];
export const CONTACT_FLAG_SOURCES = ['entry', 'deal_message'] as const;
export type ContactFlagSource = (typeof CONTACT_FLAG_SOURCES)[number];

export const contactFlagSchema = z
  .object({
    id: z.number().int(),
    company: z.object({ id: z.number().int(), name: z.string() }),
    source: z.enum(CONTACT_FLAG_SOURCES),
    /** The entry's identification id (e.g. "W7K2M9") or the deal's id, for staff to find the text. */
    source_label: z.string(),
    /** The whole text as its writer wrote it. */
    text: z.string(),
    kind: z.enum(['phone', 'email']),
    /** The contact as written in the text. */
    contact: z.string(),
    status: z.enum(CONTACT_FLAG_STATUSES),
    /** The company's registered phones and e-mails now (its members' and the ones staff cleared before). */
    registered: z.object({ phones: z.array(z.string()), emails: z.array(z.string()) }),
    created_at: z.iso.datetime(),
    decided_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ContactFlag' });
export type ContactFlag = z.infer<typeof contactFlagSchema>;

export const contactFlagPageSchema = paginatedSchema(contactFlagSchema).meta({ id: 'ContactFlagPage' });
export type ContactFlagPage = z.infer<typeof contactFlagPageSchema>;

export const staffContactFlagQuerySchema = paginationQuerySchema.extend({ status: z.enum(CONTACT_FLAG_STATUSES).default('open') });
export const contactFlagParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ROW_ID) });
