import { and, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyActiveAt } from '../../db/company-sql';
import { companies } from '../../db/schema';
import { agentMatches, agentUnsubscribeTokens, searchAgents } from '../../db/schema-agents';
import { entries } from '../../db/schema-listings';
import { entryMailLineColumns } from '../listings/entry-mail-line';
import { liveSql } from '../listings/entry-expiry-sql';

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

export type DueAgent = {
  id: number;
  name: string;
  formType: 'truck' | 'ware';
  emailAlerts: 'instant' | 'daily';
  emailHour: number | null;
  timeZone: string;
  mailedUntil: Date;
  email: string;
  firstName: string;
  lastName: string;
  language: string;
};

/**
 * The agents due a mail at `now`, locked for the caller's transaction (rows another process holds are
 * skipped, so two runs never mail one agent twice): an instant one past its 15-minute wait with a match not
 * mailed yet, a daily one at its hour (with or without matches: its next hour is set either way). Only
 * members who may log in, of companies that may use the exchange.
 */
export async function lockDueAgents(db: Database, now: Date, limit: number): Promise<DueAgent[]> {
  const result = await db.execute(sql`select a.id, a.name, a.form_type, a.email_alerts, a.email_hour, a.time_zone,
      to_char(a.mailed_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as mailed_until,
      u.email, u.first_name, u.last_name, u.language
    from ${searchAgents} a join users u on u.id = a.user_id join ${companies} on ${companies.id} = u.company_id
    where a.email_alerts <> 'off' and (a.next_mail_at is null or a.next_mail_at <= ${at(now)})
      and (a.email_alerts = 'daily'
        or exists (select 1 from ${agentMatches} m where m.agent_id = a.id and m.matched_at > a.mailed_until))
      and u.is_active and u.password_hash is not null and ${companyActiveAt(now)}
    order by a.id limit ${limit}
    for update of a skip locked`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    formType: row.form_type as DueAgent['formType'],
    emailAlerts: row.email_alerts as DueAgent['emailAlerts'],
    emailHour: row.email_hour === null ? null : Number(row.email_hour),
    timeZone: String(row.time_zone),
    mailedUntil: new Date(String(row.mailed_until)),
    email: String(row.email),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    language: String(row.language),
  }));
}

/** An agent's live matches in (since, until], newest first, and how many there are. */
export async function selectUnmailedMatches(db: Database, agentId: number, since: Date, until: Date, limit: number) {
  const where = and(
    eq(agentMatches.agentId, agentId),
    gt(agentMatches.matchedAt, since),
    lte(agentMatches.matchedAt, until),
    liveSql(until),
    companyActiveAt(until),
  );
  // One after the other: both run on the caller's transaction, one connection.
  const rows = await db
    .select({ ...entryMailLineColumns, weight: entries.weight })
    .from(agentMatches)
    .innerJoin(entries, eq(entries.id, agentMatches.entryId))
    .innerJoin(companies, eq(companies.id, entries.companyId))
    .where(where)
    .orderBy(desc(agentMatches.matchedAt), desc(agentMatches.entryId))
    .limit(limit);
  const [total] = await db
    .select({ n: count() })
    .from(agentMatches)
    .innerJoin(entries, eq(entries.id, agentMatches.entryId))
    .innerJoin(companies, eq(companies.id, entries.companyId))
    .where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** After a run: mailed up to `until`, next mail not before `nextMailAt`. */
export async function markMailed(db: Database, agentId: number, until: Date, nextMailAt: Date | null): Promise<void> {
  await db.update(searchAgents).set({ mailedUntil: until, nextMailAt }).where(eq(searchAgents.id, agentId));
}

export async function insertUnsubscribeToken(db: Database, agentId: number, tokenHash: string, now: Date): Promise<void> {
  await db.insert(agentUnsubscribeTokens).values({ agentId, tokenHash, createdAt: now });
}
