import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DealCurrency, DealEventKind, DealPriceUnit, DealSide, DealStatus } from '@freight/shared/deals';
import { companies, users } from './schema';
import { entries } from './schema-entries';

/** Issue 31: an offer on another company's entry, its counters and, once accepted, the transport order (migration 0022). */
export const deals = pgTable(
  'deals',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id').references(() => entries.id, { onDelete: 'set null' }),
    entryUid: text('entry_uid').notNull(),
    formType: text('form_type').$type<'truck' | 'ware'>().notNull(),
    /** What the order needs of the entry, as it was at the offer (DealEntry). */
    entrySnapshot: jsonb('entry_snapshot').notNull(),
    ownerCompanyId: integer('owner_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    bidderCompanyId: integer('bidder_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    bidderUserId: integer('bidder_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<DealStatus>().notNull().default('open'),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    priceUnit: text('price_unit').$type<DealPriceUnit>().notNull(),
    currency: text('currency').$type<DealCurrency>().notNull(),
    paymentTermDays: integer('payment_term_days').notNull(),
    loadingDate: date('loading_date', { mode: 'string' }).notNull(),
    unloadingDate: date('unloading_date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    termsBy: text('terms_by').$type<DealSide>().notNull(),
    termsUserId: integer('terms_user_id').references(() => users.id, { onDelete: 'set null' }),
    number: text('number'),
    agreedAt: timestamp('agreed_at', { withTimezone: true }),
    acceptedByUserId: integer('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    closedReason: text('closed_reason').notNull().default(''),
    /** Issue 32, after the transport (migration 0028): generated from form_type, never written. */
    carrierCompanyId: integer('carrier_company_id').generatedAlwaysAs(
      sql`CASE WHEN form_type = 'truck' THEN owner_company_id ELSE bidder_company_id END`,
    ),
    payerCompanyId: integer('payer_company_id').generatedAlwaysAs(
      sql`CASE WHEN form_type = 'truck' THEN bidder_company_id ELSE owner_company_id END`,
    ),
    deliveryState: text('delivery_state').$type<'reported' | 'confirmed' | 'disputed'>(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveredByUserId: integer('delivered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    deliveryProofKey: text('delivery_proof_key'),
    deliveryProofName: text('delivery_proof_name'),
    deliverySettledAt: timestamp('delivery_settled_at', { withTimezone: true }),
    disputeReason: text('dispute_reason').notNull().default(''),
    invoiceDate: date('invoice_date', { mode: 'string' }),
    paidDate: date('paid_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deals_one_open_offer')
      .on(t.entryId, t.bidderCompanyId)
      .where(sql`status = 'open'`),
    uniqueIndex('deals_number')
      .on(t.number)
      .where(sql`number IS NOT NULL`),
    index('deals_owner_updated').on(t.ownerCompanyId, t.updatedAt, t.id),
    index('deals_bidder_updated').on(t.bidderCompanyId, t.updatedAt, t.id),
    index('deals_entry_open')
      .on(t.entryId)
      .where(sql`status = 'open'`),
    // Open offers on a page of an own list (open-offers.queries.ts, migration 0032).
    index('deals_owner_open')
      .on(t.ownerCompanyId, t.entryUid)
      .where(sql`status = 'open'`),
    index('deals_carrier_agreed')
      .on(t.carrierCompanyId, t.agreedAt)
      .where(sql`agreed_at IS NOT NULL`),
    index('deals_payer_agreed')
      .on(t.payerCompanyId, t.agreedAt)
      .where(sql`agreed_at IS NOT NULL`),
    index('deals_delivery_reported')
      .on(t.deliveredAt)
      .where(sql`delivery_state = 'reported'`),
    index('deals_unpaid_invoices')
      .on(t.invoiceDate)
      .where(sql`invoice_date IS NOT NULL AND paid_date IS NULL AND status = 'agreed'`),
    index('deals_payer_unpaid')
      .on(t.payerCompanyId, t.invoiceDate)
      .where(sql`invoice_date IS NOT NULL AND paid_date IS NULL AND status = 'agreed'`),
  ],
);

/** Every step of a deal, immutable (a trigger refuses UPDATE). */
export const dealEvents = pgTable(
  'deal_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DealEventKind>().notNull(),
    side: text('side').$type<DealSide>(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    terms: jsonb('terms'),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deal_events_deal').on(t.dealId, t.id), index('deal_events_created').on(t.createdAt)],
);

/** The conversation of a deal, immutable (no edit, no delete). */
export const dealMessages = pgTable(
  'deal_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    side: text('side').$type<DealSide>().notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    /** Issue 33 item 4: the text as the other company sees it while contacts in it await staff; null when none is hidden. */
    textMasked: text('text_masked'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deal_messages_deal').on(t.dealId, t.id), index('deal_messages_created').on(t.createdAt)],
);

/** Each member's read marker per deal. */
export const dealReads = pgTable(
  'deal_reads',
  {
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.userId] })],
);

/** Until when a member was mailed about deal activity (batched mails, issue 31 item 5). */
export const dealMailMarks = pgTable('deal_mail_marks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mailedUntil: timestamp('mailed_until', { withTimezone: true }).notNull(),
});

/** Issue 32 item 2: one rating per deal and side, locked after 48 hours, with one public reply (migration 0028). */
export const dealRatings = pgTable(
  'deal_ratings',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    raterCompanyId: integer('rater_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ratedCompanyId: integer('rated_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    raterUserId: integer('rater_user_id').references(() => users.id, { onDelete: 'set null' }),
    punctuality: smallint('punctuality').notNull(),
    communication: smallint('communication').notNull(),
    payment: smallint('payment'),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    replyText: text('reply_text'),
    replyUserId: integer('reply_user_id').references(() => users.id, { onDelete: 'set null' }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deal_ratings_one_per_side').on(t.dealId, t.raterCompanyId),
    index('deal_ratings_rated').on(t.ratedCompanyId, t.createdAt),
  ],
);
