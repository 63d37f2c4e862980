import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, users } from './schema';

/**
 * Issue 33 audit log (migration 0023): append-only, a trigger refuses UPDATE and DELETE. Actor and
 * company are plain ids so a row outlives what it names; the label keeps who acted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorUserId: integer('actor_user_id'),
    actorLabel: text('actor_label').notNull().default(''),
    companyId: integer('company_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull().default(''),
    targetId: text('target_id').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_at').on(t.at.desc(), t.id.desc()),
    index('audit_log_actor').on(t.actorUserId, t.at.desc(), t.id.desc()),
    index('audit_log_company').on(t.companyId, t.at.desc(), t.id.desc()),
    index('audit_log_action').on(t.action, t.at.desc(), t.id.desc()),
  ],
);

export type ChangeRequestStatus = 'pending' | 'approved' | 'refused';

/** Issue 33: a member's request to change protected company data, decided by staff. */
export const companyChangeRequests = pgTable(
  'company_change_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Field → requested value (the shared schema's field names). */
    changes: jsonb('changes').$type<Record<string, string>>().notNull(),
    /** The same fields' values when the request was filed, for staff to compare. */
    previous: jsonb('previous').$type<Record<string, string>>().notNull(),
    reason: text('reason').notNull(),
    documentKey: text('document_key').notNull(),
    documentName: text('document_name').notNull(),
    documentSize: integer('document_size').notNull(),
    documentSha256: text('document_sha256').notNull(),
    status: text('status').$type<ChangeRequestStatus>().notNull().default('pending'),
    decisionReason: text('decision_reason').notNull().default(''),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('company_change_requests_company').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('company_change_requests_status').on(t.status, t.createdAt.desc(), t.id.desc()),
  ],
);
