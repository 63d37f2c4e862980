import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyActiveAt } from '../../db/company-sql';
import { afterCursor, cursorTimeSql, type KeysetCursor } from '../../db/cursor';
import { companies, users } from '../../db/schema';
import { agentMatches, agentUnsubscribeTokens, searchAgents } from '../../db/schema-agents';
import { entries } from '../../db/schema-listings';
import { liveSql } from '../listings/entry-expiry-sql';

export type AgentRecord = typeof searchAgents.$inferSelect;
export type AgentInsert = typeof searchAgents.$inferInsert;

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = (result: unknown) => (result as Rows).rows;

/** A match still worth showing: its entry is live and its publisher may use the exchange (as in the search). */
const liveMatch = (now: Date) =>
  and(liveSql(now), sql`exists (select 1 from ${companies} where ${companies.id} = ${entries.companyId} and ${companyActiveAt(now)})`);

/**
 * Takes the member's row lock for the rest of the transaction, so that two creates at once cannot both
 * see 19 agents and make 21.
 */
export async function lockMember(db: Database, userId: number): Promise<void> {
  await db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}

export async function countAgents(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(searchAgents).where(eq(searchAgents.userId, userId));
  return Number(row?.n ?? 0);
}

export async function insertAgent(db: Database, values: AgentInsert): Promise<AgentRecord> {
  const [row] = await db.insert(searchAgents).values(values).returning();
  return row!;
}

/** The member's agent, or undefined for another member's (which the caller answers 404, as if absent). */
export async function selectAgent(db: Database, id: number, userId: number): Promise<AgentRecord | undefined> {
  const [row] = await db
    .select()
    .from(searchAgents)
    .where(and(eq(searchAgents.id, id), eq(searchAgents.userId, userId)));
  return row;
}

export async function selectAgents(db: Database, userId: number): Promise<AgentRecord[]> {
  return db.select().from(searchAgents).where(eq(searchAgents.userId, userId)).orderBy(asc(searchAgents.id));
}

/** New matches per agent of the member: live matches after the agent was last opened, one statement for all. */
export async function countNewMatches(db: Database, userId: number, now: Date, agentId?: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ agentId: agentMatches.agentId, n: count() })
    .from(agentMatches)
    .innerJoin(searchAgents, eq(searchAgents.id, agentMatches.agentId))
    .innerJoin(entries, eq(entries.id, agentMatches.entryId))
    .where(
      and(
        eq(searchAgents.userId, userId),
        agentId === undefined ? undefined : eq(searchAgents.id, agentId),
        gt(agentMatches.matchedAt, searchAgents.openedAt),
        liveMatch(now),
      ),
    )
    .groupBy(agentMatches.agentId);
  return new Map(rows.map((row) => [row.agentId, Number(row.n)]));
}

export async function updateAgent(
  db: Database,
  id: number,
  userId: number,
  values: Partial<AgentInsert>,
): Promise<AgentRecord | undefined> {
  const [row] = await db
    .update(searchAgents)
    .set(values)
    .where(and(eq(searchAgents.id, id), eq(searchAgents.userId, userId)))
    .returning();
  return row;
}

export async function deleteAgent(db: Database, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(searchAgents)
    .where(and(eq(searchAgents.id, id), eq(searchAgents.userId, userId)))
    .returning({ id: searchAgents.id });
  return rows.length > 0;
}

/**
 * A new or changed agent's matches among the entries already live, by the same rule as the trigger's
 * (search_agent_fits): its list is full at once, not only from the next publish on. The newest `limit`
 * are kept (a member reads the top of the list), each matched at its entry's last change.
 */
export async function recordExistingMatches(db: Database, agentId: number, now: Date, limit: number): Promise<void> {
  await db.execute(sql`delete from ${agentMatches} where ${agentMatches.agentId} = ${agentId}`);
  await db.execute(sql`insert into ${agentMatches} (agent_id, entry_id, user_id, matched_at)
    select a.id, ${entries.id}, a.user_id, ${entries.modifiedAt}
    from ${searchAgents} a join ${entries} on ${entries.formType} = a.form_type and search_agent_fits(a, ${entries})
    where a.id = ${agentId} and ${liveMatch(now)}
    order by ${entries.modifiedAt} desc limit ${limit}`);
}

/** One page of an agent's live matches, newest match first (DESIGN §3 keyset cursor over (matched_at, entry id)). */
export async function selectMatchPage(
  db: Database,
  agentId: number,
  now: Date,
  limit: number,
  cursor: KeysetCursor | undefined,
): Promise<{ entryId: number; cursorTime: string }[]> {
  const rows = await db
    .select({ entryId: agentMatches.entryId, cursorTime: cursorTimeSql(agentMatches.matchedAt) })
    .from(agentMatches)
    .innerJoin(entries, eq(entries.id, agentMatches.entryId))
    .where(
      and(
        eq(agentMatches.agentId, agentId),
        liveMatch(now),
        cursor ? afterCursor(agentMatches.matchedAt, agentMatches.entryId, cursor, 'desc') : undefined,
      ),
    )
    .orderBy(sql`${agentMatches.matchedAt} desc, ${agentMatches.entryId} desc`)
    .limit(limit);
  return rows;
}

/**
 * The matches of these entry writes (an entry's uid and the modified_at of the write) for the members
 * connected to one process, of agents still active: what that process tells its sockets.
 */
export async function selectMatchesOfWrites(
  db: Database,
  writes: { uid: string; at: string }[],
  userIds: number[],
): Promise<{ agentId: number; userId: number; uid: string }[]> {
  const result = await db.execute(sql`select m.agent_id, m.user_id, w.uid
    from jsonb_to_recordset(${JSON.stringify(writes)}::jsonb) as w(uid text, at timestamptz)
    join ${entries} on ${entries.uid} = w.uid
    join ${agentMatches} m on m.entry_id = ${entries.id} and m.matched_at = w.at
    join ${searchAgents} a on a.id = m.agent_id and a.active
    where m.user_id in (select value::int from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))
    order by m.user_id, m.agent_id`);
  return rowsOf(result).map((row) => ({ agentId: Number(row.agent_id), userId: Number(row.user_id), uid: String(row.uid) }));
}

/** An unsubscribe link's agent: its e-mail is switched off. Answers the agent's name, or null for an unknown token. */
export async function unsubscribeByToken(db: Database, tokenHash: string, now: Date): Promise<string | null> {
  const result =
    await db.execute(sql`update ${searchAgents} set email_alerts = 'off', next_mail_at = null, updated_at = ${now.toISOString()}::timestamptz
    where ${searchAgents.id} = (select ${agentUnsubscribeTokens.agentId} from ${agentUnsubscribeTokens}
      where ${agentUnsubscribeTokens.tokenHash} = ${tokenHash})
    returning ${searchAgents.name} as name`);
  const [row] = rowsOf(result);
  return row ? String(row.name) : null;
}

/**
 * Matches matched before `before`, at most `limit` of them (a prune run deletes in slices): an entry's validity
 * counts from a write, so one whose last write is older than the longest validity has expired and left every list.
 */
export async function pruneMatches(db: Database, before: Date, limit: number): Promise<number> {
  const result = await db.execute(sql`delete from ${agentMatches} where ctid = any (array(
    select ctid from ${agentMatches} where ${agentMatches.matchedAt} < ${before.toISOString()}::timestamptz limit ${limit}))`);
  return (
    (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0
  );
}
