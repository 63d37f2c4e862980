import type { SearchAgent } from '@freight/shared/agents';

/** What the sidebar reads of an agent. */
export type SidebarAgent = Pick<SearchAgent, 'id' | 'name' | 'paused' | 'new_matches'>;

/**
 * How many agents the sidebar lists (a member may have 20). Three rows keep every nav group, the open one
 * included, above the fold at 1366×800 now that the menu has Deals and Road distances too; the rest are
 * one click away on the agents page.
 */
export const SIDEBAR_AGENTS_SHOWN = 3;

/** A paused agent is told nothing new and shows no count, so it sorts as if it had none. */
const shownCount = (agent: SidebarAgent) => (agent.paused ? 0 : agent.new_matches);

/**
 * The agents the sidebar lists: those with the most new matches first, then by name in the reader's
 * language, at most `limit`. The agent whose page is open is always among them (in place of the last),
 * so the sidebar shows where the member is.
 */
export function sidebarAgents<Agent extends SidebarAgent>(
  agents: readonly Agent[],
  { currentId, language, limit = SIDEBAR_AGENTS_SHOWN }: { currentId: number | null; language: string; limit?: number },
): Agent[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const sorted = [...agents].sort((a, b) => shownCount(b) - shownCount(a) || collator.compare(a.name, b.name) || a.id - b.id);
  const shown = sorted.slice(0, limit);
  const current = currentId === null ? undefined : sorted.find((agent) => agent.id === currentId);
  if (current && !shown.includes(current)) shown[shown.length - 1] = current;
  return shown;
}

/** The id of the agent whose page `pathname` is, if it is one. */
export function agentIdOfPath(pathname: string): number | null {
  const match = /^\/dashboard\/search-agents\/(\d+)\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}
