import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import { cursorTimeSql } from '../../db/cursor';
import { searchAgents } from '../../db/schema-agents';
import { entryViewWithRow } from '../entries/entries-view.queries';

/** What the reads of a broad agent's matches need of it (a row of search_agents, read from the table's own type). */
export type BroadAgent = Pick<typeof searchAgents.$inferSelect, 'id' | 'formType' | 'loadingCountry' | 'unloadingCountry' | 'pausedAt'>;

/** The entries as agents read them: entries' read view with each entry's whole row, for search_agent_fits. */
export type AgentEntries = ReturnType<typeof entryViewWithRow>;

/**
 * The entries a broad agent matches (migration 0018, decision 022), for a query on the entries `e` joined with
 * the agent's own row of `search_agents` (`broadAgentRow`). Its country is spelled out as a constant, so the
 * planner walks that country's index (or the form type's) newest change first; search_agent_fits, the rule
 * the trigger applies to stored matches, decides the rest. A paused agent gains nothing: it lists the
 * entries changed up to its pause, as a stored one keeps the matches recorded before it.
 */
export function broadAgentFits(agent: BroadAgent, e: AgentEntries): SQL {
  return and(broadAgentArea(agent, e), sql`search_agent_fits(${searchAgents}, ${e.row})`)!;
}

/** The agent's form type, country and pause as constants: what an index of `entries` can walk. */
function broadAgentArea(agent: BroadAgent, e: AgentEntries): SQL {
  return and(
    eq(e.formType, agent.formType),
    agent.loadingCountry === null ? undefined : eq(e.loadingCountry, agent.loadingCountry),
    agent.unloadingCountry === null ? undefined : eq(e.unloadingCountry, agent.unloadingCountry),
    agent.pausedAt === null ? undefined : lte(e.modifiedAt, agent.pausedAt),
  )!;
}

/**
 * One page of a broad agent's matches, newest change first: `id` and the cursor time of each, among the
 * entries `within` allows. The planner cannot see how many entries search_agent_fits lets through (it guessed
 * 2 of 49,000 German trucks), so a plain query read every entry of the country and sorted them (78–670 ms at a
 * million entries). Here the entries of the area are walked in index order inside a fenced subquery
 * (`offset 0`; the view within it is pulled up, so the walk is on the table's index), the fit is decided
 * outside it and the walk stops at the page (34 rows read for 20, 1.5 ms). No outer ORDER BY on purpose: it
 * would make the planner sort the whole area again; the rows leave the subquery in its order.
 */
export function broadAgentPage(agent: BroadAgent, within: (e: AgentEntries) => SQL | undefined, limit: number): SQL {
  const e = entryViewWithRow('e');
  return sql`select walk.id as "entryId", ${cursorTimeSql(sql`walk.modified_at`)} as "cursorTime"
    from (
      select ${e.id} as id, ${e.modifiedAt} as modified_at, ${e.row} as entry_row from ${e}
      where ${and(broadAgentArea(agent, e), within(e))}
      order by ${e.modifiedAt} desc, ${e.id} desc
      offset 0
    ) as walk
    where search_agent_fits((select ${searchAgents} from ${searchAgents} where ${searchAgents.id} = ${agent.id}), walk.entry_row)
    limit ${limit}`;
}

/** The join condition that brings the agent's row next to each entry (one row: its primary key). */
export const broadAgentRow = (agent: BroadAgent) => eq(searchAgents.id, agent.id);
