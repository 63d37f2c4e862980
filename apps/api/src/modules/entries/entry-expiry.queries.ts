import { sql, type AnyColumn } from 'drizzle-orm';
import { entries } from '../../db/schema-entries';

/** A JS instant as a SQL timestamptz parameter (the injectable clock's "now", never the database's now()). */
export const atSql = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * §4 expiry moment of an entry: the end of its loading window (loading_ends_at, precomputed from the
 * loading end date and end time in the loading place's time zone, decision 011) or the end of its offer
 * validity (valid_until), whichever comes first. The list, the single entry, the dashboard windows, the
 * realtime stats and the digest all read these columns, so they agree on the moment.
 */
export const expiresAtSql = sql<Date>`least(${entries.loadingEndsAt}, ${entries.validUntil})`;

/** §4 expiry: the loading window has ended or the offer validity is over. */
export const expiredSql = (now: Date) => sql<boolean>`(${entries.loadingEndsAt} < ${atSql(now)} or ${entries.validUntil} < ${atSql(now)})`;

/**
 * Live (not expired): the negation of expiredSql, as two range conditions on the plain columns, of the
 * table or of a view of it another module joins (entryView, decision 030).
 */
export const unexpiredSql = (now: Date, entry: { loadingEndsAt: AnyColumn; validUntil: AnyColumn } = entries) =>
  sql<boolean>`(${entry.loadingEndsAt} >= ${atSql(now)} and ${entry.validUntil} >= ${atSql(now)})`;

/** Live for others: not expired and not hidden by "already gone" reports (issue 33; the owner still sees it). */
export const liveSql = (now: Date, entry: { loadingEndsAt: AnyColumn; validUntil: AnyColumn; goneReports: AnyColumn } = entries) =>
  sql<boolean>`(${unexpiredSql(now, entry)} and ${notGoneSql(entry)})`;

/** Issue 33: this many companies' uncleared "already gone" reports hide an entry from others until a refresh. */
export const GONE_HIDE_AT = 3;

/** Not hidden by "already gone" reports (the live condition of others' searches, agents and matching). */
export const notGoneSql = (entry: { goneReports: AnyColumn } = entries) =>
  sql<boolean>`${entry.goneReports} < ${sql.raw(String(GONE_HIDE_AT))}`;

/** A live entry whose expiry moment falls within the next `hours` hours (the §9 expiry hints). */
export const expiresWithinSql = (now: Date, hours: number) =>
  sql<boolean>`(${unexpiredSql(now)} and ${expiresAtSql} <= ${atSql(new Date(now.getTime() + hours * 60 * 60 * 1000))})`;
