import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Entry events (create, update, refresh, delete) in publication order. A NOTIFY carries only the id;
 * every API process reads the row and fans it out, and a reconnecting client asks for the events after
 * the last id it saw, so a delete made while it was away is not missed (issue 5, DESIGN §3 websocket).
 */
export const entryEvents = pgTable(
  'entry_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    formType: text('form_type').$type<'truck' | 'ware'>().notNull(),
    entryUid: text('entry_uid').notNull(),
    companyId: integer('company_id').notNull(),
    entryData: jsonb('entry_data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('entry_events_created_at').on(t.createdAt)],
);
