import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './schema';
import { deals } from './schema-deals';

export type IncidentStatus = 'pending' | 'approved' | 'declined';
export type IncidentKind = 'payment' | 'transport';

/** §3 Payment incident: a company reports another that did not pay. `company_id` is the target. */
export const paymentIncidents = pgTable(
  'payment_incidents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdByCompanyId: integer('created_by_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    pendingValue: numeric('pending_value', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').$type<'EUR' | 'RON' | 'USD'>().notNull(),
    deadline: date('deadline').notNull(),
    status: text('status').$type<IncidentStatus>().notNull().default('pending'),
    /** Staff's reason for the decision (§4 incident status). */
    decisionReason: text('decision_reason').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The overdue deal it was filed from (issue 32 item 1, migration 0034); null when filed without one. */
    dealId: integer('deal_id').references(() => deals.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('payment_incidents_company').on(t.companyId, t.createdAt),
    index('payment_incidents_created_by').on(t.createdByCompanyId, t.createdAt),
    index('payment_incidents_deal')
      .on(t.dealId, t.id)
      .where(sql`${t.dealId} IS NOT NULL`),
    // One open (not declined) incident per deal: concurrent submissions cannot both be stored.
    uniqueIndex('payment_incidents_deal_open')
      .on(t.dealId)
      .where(sql`${t.dealId} IS NOT NULL AND ${t.status} <> 'declined'`),
  ],
);

/** §3 Transport incident: a company reports another that did not transport. */
export const transportIncidents = pgTable(
  'transport_incidents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdByCompanyId: integer('created_by_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    incidentDate: date('incident_date').notNull(),
    status: text('status').$type<IncidentStatus>().notNull().default('pending'),
    decisionReason: text('decision_reason').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transport_incidents_company').on(t.companyId, t.createdAt),
    index('transport_incidents_created_by').on(t.createdByCompanyId, t.createdAt),
  ],
);

/** Files of an incident (transport order, CMR, invoice, proof of sending…). Bytes live in storage. */
export const incidentDocuments = pgTable(
  'incident_documents',
  {
    id: serial('id').primaryKey(),
    incidentKind: text('incident_kind').$type<IncidentKind>().notNull(),
    incidentId: integer('incident_id').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('incident_documents_incident').on(t.incidentKind, t.incidentId)],
);
