import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyActiveIn, companyView } from '../companies/companies-view.queries';
import { afterCursor, cursorTimeSql, type KeysetCursor } from '../../db/cursor';
import { agentMatches, agentUnsubscribeTokens, searchAgents } from '../../db/schema-agents';
import { userView } from '../users/users-view.queries';
import { entryView, entryViewWithRow } from '../entries/entries-view.queries';
import { liveSql } from '../entries/entry-expiry.queries';
import { broadAgentFits, broadAgentPage, broadAgentRow } from './broad-agent-sql';

export type AgentRecord = typeof searchAgents.$inferSelect;
export type AgentInsert = typeof searchAgents.$inferInsert;

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = (result: unknown) => (result as Rows).rows;

/** The entries as a statement here joins them: entries' read view (decision 030). */
type Entries = ReturnType<typeof entryView>;

/** A match still worth showing: its entry `e` is live and its publisher may use the exchange (as in the search). */
const liveMatch = (now: Date, e: Entries) => {
  const publisher = companyView('publisher');
  return and(
    liveSql(now, e),
    sql`exists (select 1 from ${publisher} where ${publisher.id} = ${e.companyId} and ${companyActiveIn(publisher, now)})`,
  );
};

/**
 * Takes the member's row lock for the rest of the transaction, so that two creates at once cannot both
 * see 19 agents and make 21. The lock of a row read through employees' view is the lock of the users row
 * (PostgreSQL locks the tables of a locked subquery).
 */
export async function lockMember(db: Database, userId: number): Promise<void> {
  const member = userView('member');
  await db.execute(sql`select 1 from ${member} where ${member.id} = ${userId} for update`);
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

/** A broad agent's new matches are counted up to this (the badges show "99+" from 100 on). */
const BROAD_NEW_MATCHES_COUNTED = 100;

/**
 * New matches per agent: live matches after the agent was last opened. Stored matches are counted in one
 * statement for all the agents; a broad agent's (decision 022) by its own search, up to BROAD_NEW_MATCHES_COUNTED.
 */
export async function countNewMatches(db: Database, agents: readonly AgentRecord[], now: Date): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  const stored = agents.filter((agent) => !agent.broad).map((agent) => agent.id);
  if (stored.length > 0) {
    const e = entryView('e');
    const rows = await db
      .select({ agentId: agentMatches.agentId, n: count() })
      .from(agentMatches)
      .innerJoin(searchAgents, eq(searchAgents.id, agentMatches.agentId))
      .innerJoin(e, eq(e.id, agentMatches.entryId))
      .where(and(inArray(agentMatches.agentId, stored), gt(agentMatches.matchedAt, searchAgents.openedAt), liveMatch(now, e)))
      .groupBy(agentMatches.agentId);
    for (const row of rows) counts.set(row.agentId, Number(row.n));
  }
  // One after the other: on a transaction they share one connection.
  for (const agent of agents.filter((one) => one.broad)) {
    const e = entryViewWithRow('e');
    const found = db
      .select({ one: sql`1` })
      .from(e)
      .innerJoin(searchAgents, broadAgentRow(agent))
      .where(and(broadAgentFits(agent, e), gt(e.modifiedAt, agent.openedAt), liveMatch(now, e)))
      .limit(BROAD_NEW_MATCHES_COUNTED)
      .as('found');
    const [row] = await db.select({ n: count() }).from(found);
    counts.set(agent.id, Number(row?.n ?? 0));
  }
  return counts;
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
 * are kept (a member reads the top of the list), each matched at its entry's last change. A broad agent
 * keeps none: its list is read from the entries.
 */
export async function recordExistingMatches(db: Database, agentId: number, now: Date, limit: number): Promise<void> {
  const e = entryViewWithRow('e');
  await db.execute(sql`delete from ${agentMatches} where ${agentMatches.agentId} = ${agentId}`);
  await db.execute(sql`insert into ${agentMatches} (agent_id, entry_id, user_id, matched_at)
    select a.id, ${e.id}, a.user_id, ${e.modifiedAt}
    from ${searchAgents} a join ${e} on ${e.formType} = a.form_type and search_agent_fits(a, ${e.row})
    where a.id = ${agentId} and not a.broad and ${liveMatch(now, e)}
    order by ${e.modifiedAt} desc limit ${limit}`);
}

/**
 * One page of an agent's live matches, newest match first (DESIGN §3 keyset cursor over (matched at, entry
 * id)). A broad agent's are its entries' search, newest change first: the time an entry matched is its last
 * change, as for stored matches.
 */
export async function selectMatchPage(
  db: Database,
  agent: AgentRecord,
  now: Date,
  limit: number,
  cursor: KeysetCursor | undefined,
): Promise<{ entryId: number; cursorTime: string }[]> {
  if (agent.broad) {
    const within = (e: Entries) => and(liveMatch(now, e), cursor ? afterCursor(e.modifiedAt, e.id, cursor, 'desc') : undefined);
    return rowsOf(await db.execute(broadAgentPage(agent, within, limit))).map((row) => ({
      entryId: Number(row.entryId),
      cursorTime: String(row.cursorTime),
    }));
  }
  const e = entryView('e');
  return db
    .select({ entryId: agentMatches.entryId, cursorTime: cursorTimeSql(agentMatches.matchedAt) })
    .from(agentMatches)
    .innerJoin(e, eq(e.id, agentMatches.entryId))
    .where(
      and(
        eq(agentMatches.agentId, agent.id),
        liveMatch(now, e),
        cursor ? afterCursor(agentMatches.matchedAt, agentMatches.entryId, cursor, 'desc') : undefined,
      ),
    )
    .orderBy(sql`${agentMatches.matchedAt} desc, ${agentMatches.entryId} desc`)
    .limit(limit);
}

/**
 * The matches of these entry writes (an entry's uid and the modified_at of the write) for the members
 * connected to one process, of agents still active: what that process tells its sockets. Stored matches are
 * read; broad agents (not stored, decision 022) are found as the trigger finds the others, on the match-key
 * index by the write's three broad keys, and decided by the same search_agent_fits. A write that a later
 * one replaced matches nothing here (its modified_at moved on): the later event tells.
 */
export async function selectMatchesOfWrites(
  db: Database,
  writes: { uid: string; at: string }[],
  userIds: number[],
): Promise<{ agentId: number; userId: number; uid: string }[]> {
  const members = sql`(select value::int from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))`;
  const [written, e] = [entryView('written'), entryViewWithRow('e')];
  const result = await db.execute(sql`with w as (select ${written.id} as entry_id, w.uid, w.at
      from jsonb_to_recordset(${JSON.stringify(writes)}::jsonb) as w(uid text, at timestamptz)
      join ${written} on ${written.uid} = w.uid)
    select m.agent_id, m.user_id, w.uid
    from w join ${agentMatches} m on m.entry_id = w.entry_id and m.matched_at = w.at
    join ${searchAgents} a on a.id = m.agent_id and a.active
    where m.user_id in ${members}
    union all
    select a.id, a.user_id, w.uid
    from w join ${e} on e.id = w.entry_id and e.modified_at = w.at
    join ${searchAgents} a on a.active and a.form_type = e.form_type
      and a.match_key = any (array[e.loading_country || '>*', '*>' || e.unloading_country, '*>*'])
    where a.broad and a.user_id in ${members} and search_agent_fits(a, ${e.row})
    order by 2, 1`);
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
