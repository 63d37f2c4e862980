import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import { searchAgents } from '../../db/schema-agents';
import { entries } from '../../db/schema-listings';

/** What the reads of a broad agent's matches need of it (a row of search_agents, read from the table's own type). */
export type BroadAgent = Pick<typeof searchAgents.$inferSelect, 'id' | 'formType' | 'loadingCountry' | 'unloadingCountry' | 'pausedAt'>;

/**
 * The entries a broad agent matches (migration 0018, decision 022), for a query on `entries` joined with
 * the agent's own row of `search_agents` (`broadAgentRow`). Its country is spelled out as a constant, so the
 * planner walks that country's index (or the form type's) newest change first; search_agent_fits, the rule
 * the trigger applies to stored matches, decides the rest. A paused agent gains nothing: it lists the
 * entries changed up to its pause, as a stored one keeps the matches recorded before it.
 */
export function broadAgentFits(agent: BroadAgent): SQL {
  return and(
    eq(entries.formType, agent.formType),
    agent.loadingCountry === null ? undefined : eq(entries.loadingCountry, agent.loadingCountry),
    agent.unloadingCountry === null ? undefined : eq(entries.unloadingCountry, agent.unloadingCountry),
    agent.pausedAt === null ? undefined : lte(entries.modifiedAt, agent.pausedAt),
    sql`search_agent_fits(${searchAgents}, ${entries})`,
  )!;
}

/** The join condition that brings the agent's row next to each entry (one row: its primary key). */
export const broadAgentRow = (agent: BroadAgent) => eq(searchAgents.id, agent.id);
