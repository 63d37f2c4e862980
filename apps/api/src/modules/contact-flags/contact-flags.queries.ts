import { and, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { ContactFlagStatus } from '@freight/shared/contact-flags';
import type { Database } from '../../db/client';
import { afterCursor, cursorTimeSql, type KeysetCursor } from '../../db/cursor';
import { clearedContacts, contactFlags } from '../../db/schema-contact-flags';
import { companyView } from '../companies/companies-view.queries';
import { userView } from '../users/users-view.queries';

export type FlagInsert = typeof contactFlags.$inferInsert;
export type FlagRow = typeof contactFlags.$inferSelect & { companyName: string; cursorTime: string };

const member = userView('contact_member');
const company = companyView('contact_company');

/**
 * The contacts a company has on record: each member's phone, extra phones, e-mail and extra e-mails, the
 * company's fax, and what staff cleared before. Raw values; the detector normalises them.
 */
export async function selectRegisteredContacts(db: Database, companyId: number): Promise<{ phones: string[]; emails: string[] }> {
  // One after the other: `db` is the caller's transaction (a message, an entry), one connection on which
  // node-postgres deprecates overlapping queries (pg 9 refuses them).
  const members = await db
    .select({ prefix: member.phonePrefix, phone: member.phone, phones: member.phones, email: member.email, altEmails: member.altEmails })
    .from(member)
    .where(eq(member.companyId, companyId))
    .limit(500);
  const fax = await db.select({ fax: company.fax }).from(company).where(eq(company.id, companyId));
  const cleared = await db
    .select({ kind: clearedContacts.kind, contact: clearedContacts.contact })
    .from(clearedContacts)
    .where(eq(clearedContacts.companyId, companyId))
    .limit(500);
  const phones = [
    ...members.flatMap((row) => [`${row.prefix} ${row.phone}`, ...row.phones.map((extra) => `${extra.prefix} ${extra.number}`)]),
    ...fax.map((row) => row.fax),
    ...cleared.filter((row) => row.kind === 'phone').map((row) => row.contact),
  ].filter((phone) => phone.replace(/\D/g, '').length >= 8);
  const emails = [
    ...members.flatMap((row) => [row.email, ...row.altEmails.map((extra) => extra.email)]),
    ...cleared.filter((row) => row.kind === 'email').map((row) => row.contact),
  ].filter((email) => email.includes('@'));
  return { phones: [...new Set(phones)], emails: [...new Set(emails)] };
}

export async function insertFlags(db: Database, rows: FlagInsert[]): Promise<void> {
  if (rows.length > 0) await db.insert(contactFlags).values(rows);
}

/** An edited entry's open flags go; the contacts still in its new text are flagged anew. */
export async function deleteOpenEntryFlags(db: Database, entryId: number): Promise<void> {
  await db.delete(contactFlags).where(and(eq(contactFlags.entryId, entryId), eq(contactFlags.status, 'open')));
}

/** The normalised contacts staff kept hidden in this entry: an edit that keeps them keeps them hidden, unasked. */
export async function selectRejectedOfEntry(db: Database, entryId: number): Promise<Set<string>> {
  const rows = await db
    .select({ normalized: contactFlags.normalized })
    .from(contactFlags)
    .where(and(eq(contactFlags.entryId, entryId), eq(contactFlags.status, 'rejected')));
  return new Set(rows.map((row) => row.normalized));
}

const columns = {
  ...getTableColumns(contactFlags),
  companyName: sql<string>`coalesce(${company.name}, '')`,
  cursorTime: cursorTimeSql(contactFlags.createdAt),
};

/** Staff's list by status, newest first, keyset pages on (created_at, id). */
export function selectFlags(
  db: Database,
  filter: { status?: ContactFlagStatus; id?: number; cursor?: KeysetCursor; limit: number },
): Promise<FlagRow[]> {
  const conditions: SQL[] = [];
  if (filter.status !== undefined) conditions.push(eq(contactFlags.status, filter.status));
  if (filter.id !== undefined) conditions.push(eq(contactFlags.id, filter.id));
  if (filter.cursor) conditions.push(afterCursor(contactFlags.createdAt, contactFlags.id, filter.cursor, 'desc'));
  return db
    .select(columns)
    .from(contactFlags)
    .leftJoin(company, eq(company.id, contactFlags.companyId))
    .where(and(...conditions))
    .orderBy(desc(contactFlags.createdAt), desc(contactFlags.id))
    .limit(filter.limit);
}

/**
 * open → cleared or rejected, for `id` and (on clear) every other open flag of the same contact of the same
 * company: a cleared number is the company's. Answers the rows decided; none when `id` was not open.
 */
export async function decideFlags(
  db: Database,
  id: number,
  decision: { status: 'cleared' | 'rejected'; userId: number; now: Date },
): Promise<(typeof contactFlags.$inferSelect)[]> {
  const [first] = await db
    .update(contactFlags)
    .set({ status: decision.status, decidedAt: decision.now, decidedByUserId: decision.userId })
    .where(and(eq(contactFlags.id, id), eq(contactFlags.status, 'open')))
    .returning();
  if (!first || decision.status === 'rejected') return first ? [first] : [];
  const same = await db
    .update(contactFlags)
    .set({ status: 'cleared', decidedAt: decision.now, decidedByUserId: decision.userId })
    .where(
      and(
        eq(contactFlags.companyId, first.companyId),
        eq(contactFlags.kind, first.kind),
        eq(contactFlags.normalized, first.normalized),
        eq(contactFlags.status, 'open'),
      ),
    )
    .returning();
  await db
    .insert(clearedContacts)
    .values({
      companyId: first.companyId,
      kind: first.kind,
      normalized: first.normalized,
      contact: first.contact,
      clearedAt: decision.now,
      clearedByUserId: decision.userId,
    })
    .onConflictDoNothing();
  return [first, ...same];
}

/** The contacts still hidden (open or kept hidden) in each of these entries and messages. */
export async function selectHidden(
  db: Database,
  sources: { entryIds: number[]; messageIds: number[] },
): Promise<{ entryId: number | null; dealMessageId: number | null; normalized: string }[]> {
  const hidden = inArray(contactFlags.status, ['open', 'rejected']);
  const bySource: SQL[] = [];
  if (sources.entryIds.length > 0) bySource.push(inArray(contactFlags.entryId, sources.entryIds));
  if (sources.messageIds.length > 0) bySource.push(inArray(contactFlags.dealMessageId, sources.messageIds));
  if (bySource.length === 0) return [];
  return db
    .select({ entryId: contactFlags.entryId, dealMessageId: contactFlags.dealMessageId, normalized: contactFlags.normalized })
    .from(contactFlags)
    .where(and(hidden, sql`(${sql.join(bySource, sql` or `)})`));
}
