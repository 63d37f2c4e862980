import { date, index, integer, numeric, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from './schema';

/** Issue 32 item 3: a company's figures over its deals agreed in the last twelve months (migration 0029). */
export const companyReputation = pgTable(
  'company_reputation',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    windowFrom: timestamp('window_from', { withTimezone: true }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    dealsAgreed: integer('deals_agreed').notNull(),
    dealsCompleted: integer('deals_completed').notNull(),
    punctualitySum: integer('punctuality_sum').notNull(),
    punctualityCount: integer('punctuality_count').notNull(),
    communicationSum: integer('communication_sum').notNull(),
    communicationCount: integer('communication_count').notNull(),
    paymentSum: integer('payment_sum').notNull(),
    paymentCount: integer('payment_count').notNull(),
    invoicesPaid: integer('invoices_paid').notNull(),
    paidWithinTerm: integer('paid_within_term').notNull(),
    medianDaysToPay: numeric('median_days_to_pay', { precision: 8, scale: 1 }),
    overdueNow: integer('overdue_now').notNull(),
    paymentIncidentsDecided: integer('payment_incidents_decided').notNull(),
    nextChangeAt: timestamp('next_change_at', { withTimezone: true }),
  },
  (t) => [
    index('company_reputation_next_change')
      .on(t.nextChangeAt)
      .where(sql`next_change_at IS NOT NULL`),
  ],
);

/** The monthly trend of a company's reputation: deals agreed and median days to pay per calendar month. */
export const companyReputationMonths = pgTable(
  'company_reputation_months',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    deals: integer('deals').notNull(),
    invoicesPaid: integer('invoices_paid').notNull(),
    medianDaysToPay: numeric('median_days_to_pay', { precision: 8, scale: 1 }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month] })],
);
