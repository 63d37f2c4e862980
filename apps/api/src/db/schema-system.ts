import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** API processes on this database, each refreshing its own row (migration 0024, issue 34: the staff System page). */
export const apiProcesses = pgTable(
  'api_processes',
  {
    id: uuid('id').primaryKey(),
    host: text('host').notNull(),
    pid: integer('pid').notNull(),
    version: text('version').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    sockets: integer('sockets').notNull().default(0),
    requestsLastHour: integer('requests_last_hour').notNull().default(0),
    errorsLastHour: integer('errors_last_hour').notNull().default(0),
  },
  (t) => [index('api_processes_seen_at_idx').on(t.seenAt)],
);
