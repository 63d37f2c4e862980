import { useQueryClient } from '@tanstack/react-query';
import type { SearchAgentList } from '@freight/shared/agents';
import { alert } from '../../../lib/alerts/alert';
import { useRealtime } from '../../../lib/realtime/realtime-provider';
import { agentEntriesKey, agentListKey, prependAgentEntry, searchAgentsKey, setNewMatches } from '../api/search-agents';

/**
 * Live matches (issue 17 item 2): an `agent_match` raises that agent's new count (the sidebar and page
 * badges read the cache), puts the entry on top of the agent's list when it is open, and says so briefly
 * in the app's alert area (decision 003: it never covers an action, leaves by itself, takes no focus).
 * An agent whose list is open counts nothing new: the member sees the entry, and the list's re-read marks
 * the agent opened again on the server.
 */
export function useLiveAgentMatches(): void {
  const queryClient = useQueryClient();
  useRealtime({
    onAgentMatch: ({ agent_id, entry_data }) => {
      const agent = queryClient.getQueryData<SearchAgentList>(agentListKey)?.results.find((item) => item.id === agent_id);
      const open = queryClient.getQueryCache().findAll({ queryKey: agentEntriesKey(agent_id), type: 'active' }).length > 0;
      if (open) {
        prependAgentEntry(queryClient, agent_id, entry_data);
        // Re-read (the match is committed before it is told): the server marks the agent opened again.
        void queryClient.invalidateQueries({ queryKey: agentEntriesKey(agent_id) });
      } else setNewMatches(queryClient, agent_id, (count) => count + 1);
      // An agent this page does not know yet (saved in another tab): the list is read again.
      if (!agent) void queryClient.invalidateQueries({ queryKey: searchAgentsKey, refetchType: 'active' });
      if (agent) alert.info('searchAgents.live.newMatch', { values: { name: agent.name } });
      else alert.info('searchAgents.live.newMatchUnnamed');
    },
    // Matches sent while the socket was away are counted by the server: its counts are read again.
    onResync: () => void queryClient.invalidateQueries({ queryKey: searchAgentsKey }),
  });
}

/** Mounted once in the dashboard frame, under the realtime provider. */
export function SearchAgentsLive() {
  useLiveAgentMatches();
  return null;
}
