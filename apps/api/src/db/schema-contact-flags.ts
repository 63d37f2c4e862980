import { bigint, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ContactFlagSource, ContactFlagStatus } from '@freight/shared/contact-flags';
import { companies, users } from './schema';
import { dealMessages } from './schema-deals';
import { entries } from './schema-entries';

/**
 * Issue 33 item 4 (migration 0031): one row per unregistered phone or e-mail found in an entry's notes or
 * a deal message, with the text as written, until staff clear or keep it hidden.
 */
export const contactFlags = pgTable(
  'contact_flags',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    source: text('source').$type<ContactFlagSource>().notNull(),
    entryId: integer('entry_id').references(() => entries.id, { onDelete: 'cascade' }),
    dealMessageId: bigint('deal_message_id', { mode: 'number' }).references(() => dealMessages.id, { onDelete: 'cascade' }),
    sourceLabel: text('source_label').notNull(),
    sourceText: text('source_text').notNull(),
    kind: text('kind').$type<'phone' | 'email'>().notNull(),
    contact: text('contact').notNull(),
    normalized: text('normalized').notNull(),
    status: text('status').$type<ContactFlagStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('contact_flags_status').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('contact_flags_company').on(t.companyId, t.normalized),
  ],
);

/** Contacts staff cleared for a company: registered from then on. */
export const clearedContacts = pgTable(
  'cleared_contacts',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'phone' | 'email'>().notNull(),
    normalized: text('normalized').notNull(),
    contact: text('contact').notNull(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }).notNull(),
    clearedByUserId: integer('cleared_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind, t.normalized] })],
);
