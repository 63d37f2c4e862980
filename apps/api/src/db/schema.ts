import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Numbered sections of the policy pages (§2 /policy/{type}), one row per language. */
export const policySections = pgTable(
  'policy_sections',
  {
    id: serial('id').primaryKey(),
    policyType: text('policy_type').notNull(),
    lang: text('lang').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('policy_sections_type_lang_position').on(t.policyType, t.lang, t.position)],
);

/** Useful links (§2 /useful-links), one row per language. */
export const usefulLinks = pgTable(
  'useful_links',
  {
    id: serial('id').primaryKey(),
    lang: text('lang').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    url: text('url').notNull(),
  },
  (t) => [index('useful_links_lang_position').on(t.lang, t.position)],
);
