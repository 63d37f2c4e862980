import { and, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyActiveIn, companyView } from '../companies/companies-view.queries';
import { agentMatches, agentUnsubscribeTokens, searchAgents } from '../../db/schema-agents';
import { userView } from '../users/users-view.queries';
import { entryMailLineColumnsOf } from '../entries/entry-mail-line.queries';
import { entryViewWithRow } from '../entries/entries-view.queries';
import { liveSql } from '../entries/entry-expiry.queries';
import { broadAgentFits, broadAgentRow, type BroadAgent } from './broad-agent-sql';

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

export type DueAgent = BroadAgent & {
  name: string;
  /** Its matches are read from the entries, not stored (decision 022). */
  broad: boolean;
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
 * Whether the broad agent `a` (its matches not stored, decision 022) has a live entry that fits it, changed
 * after its last mail. One form per kind of broad agent, each walking its country's index (or the form type's)
 * from the last mail on: one condition with "or" would walk the form type's for all.
 */
function broadEntryAfterMail(now: Date): SQL {
  const e = entryViewWithRow('e');
  const fresh = (country: SQL) => sql`exists (select 1 from ${e} where ${e.formType} = a.form_type and ${country}
    and ${e.modifiedAt} > a.mailed_until and ${e.modifiedAt} <= coalesce(a.paused_at, 'infinity')
    and search_agent_fits(a, ${e.row}) and ${liveSql(now, e)})`;
  return sql`case when a.loading_country is not null then ${fresh(sql`${e.loadingCountry} = a.loading_country`)}
    when a.unloading_country is not null then ${fresh(sql`${e.unloadingCountry} = a.unloading_country`)}
    else ${fresh(sql`true`)} end`;
}

/**
 * The agents due a mail at `now`, locked for the caller's transaction (rows another process holds are
 * skipped, so two runs never mail one agent twice): an instant one past its 15-minute wait with a match not
 * mailed yet, a daily one at its hour (with or without matches: its next hour is set either way). Only
 * members who may log in, of companies that may use the exchange.
 */
export async function lockDueAgents(db: Database, now: Date, limit: number): Promise<DueAgent[]> {
  const [u, c] = [userView('u'), companyView('c')];
  const result = await db.execute(sql`select a.id, a.name, a.form_type, a.email_alerts, a.email_hour, a.time_zone,
      to_char(a.mailed_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as mailed_until,
      u.email, u.first_name, u.last_name, u.language, a.broad, a.loading_country, a.unloading_country,
      to_char(a.paused_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as paused_at
    from ${searchAgents} a join ${u} on u.id = a.user_id join ${c} on c.id = u.company_id
    where a.email_alerts <> 'off' and (a.next_mail_at is null or a.next_mail_at <= ${at(now)})
      and (a.email_alerts = 'daily'
        or exists (select 1 from ${agentMatches} m where m.agent_id = a.id and m.matched_at > a.mailed_until)
        or (a.broad and ${broadEntryAfterMail(now)}))
      and u.is_active and u.has_password and ${companyActiveIn(c, now)}
    order by a.id limit ${limit}
    for update of a skip locked`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    formType: row.form_type as DueAgent['formType'],
    broad: row.broad === true,
    loadingCountry: row.loading_country === null ? null : String(row.loading_country),
    unloadingCountry: row.unloading_country === null ? null : String(row.unloading_country),
    pausedAt: row.paused_at === null ? null : new Date(String(row.paused_at)),
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
export async function selectUnmailedMatches(db: Database, agent: DueAgent, since: Date, until: Date, limit: number) {
  const [e, publisher] = [entryViewWithRow('e'), companyView('publisher')];
  const live = and(liveSql(until, e), companyActiveIn(publisher, until));
  // A broad agent's matches are the entries that fit it, matched at their last change (decision 022).
  const [source, join, matchedAt, entryId] = agent.broad
    ? ([searchAgents, broadAgentRow(agent), e.modifiedAt, e.id] as const)
    : ([agentMatches, eq(e.id, agentMatches.entryId), agentMatches.matchedAt, agentMatches.entryId] as const);
  const where = and(
    agent.broad ? broadAgentFits(agent, e) : eq(agentMatches.agentId, agent.id),
    gt(matchedAt, since),
    lte(matchedAt, until),
    live,
  );
  // One after the other: both run on the caller's transaction, one connection.
  const rows = await db
    .select({ ...entryMailLineColumnsOf(e), weight: e.weight })
    .from(e)
    .innerJoin(source, join)
    .innerJoin(publisher, eq(publisher.id, e.companyId))
    .where(where)
    .orderBy(desc(matchedAt), desc(entryId))
    .limit(limit);
  const [total] = await db
    .select({ n: count() })
    .from(e)
    .innerJoin(source, join)
    .innerJoin(publisher, eq(publisher.id, e.companyId))
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
