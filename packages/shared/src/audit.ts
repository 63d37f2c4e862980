import { z } from 'zod';
import { MAX_ROW_ID } from './ids';
import { paginatedSchema, paginationQuerySchema } from './pagination';

/**
 * Issue 33 audit log: what staff read at GET /api/staff/audit-log/. Each action names one kind of
 * change written in the same transaction as the change itself (deal state changes join when deals land).
 */
export const AUDIT_ACTIONS = [
  'company_approved',
  'company_deactivated',
  'incident_decided',
  'change_request_approved',
  'change_request_refused',
  'member_role_changed',
  'login_locked',
  'document_downloaded',
  'document_deleted',
  'deal_state_changed',
  'contact_flag_cleared',
  'contact_flag_rejected',
  'member_limited',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const dateSchema = z.iso.date();

export const auditLogQuerySchema = paginationQuerySchema.extend({
  actor: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
  company: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** Inclusive days (UTC) of the row's time. */
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime(),
    actor: z.number().int().nullable(),
    actor_label: z.string(),
    company: z.number().int().nullable(),
    action: z.enum(AUDIT_ACTIONS),
    target_type: z.string(),
    target_id: z.string(),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = paginatedSchema(auditEntrySchema).meta({ id: 'AuditLogPage' });
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
