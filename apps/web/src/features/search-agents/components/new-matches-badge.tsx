import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAgentList } from '../api/search-agents';

/** A count of new matches; nothing when there are none. */
export function NewMatchesBadge({ count, testId }: { count: number; testId?: string }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <Badge color="red" variant="filled" size="sm" circle={count < 10} data-testid={testId} data-count={count}>
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>{t('searchAgents.newMatches', { count })}</VisuallyHidden>
    </Badge>
  );
}

/**
 * The sidebar's badge: the new matches of the member's running agents. A paused agent may keep matches
 * told before its pause, but the sidebar shows it without a count, so the total leaves them out too
 * (the agents page still shows them on the agent's card).
 */
export function SearchAgentsNavBadge() {
  const { data } = useAgentList();
  const total = (data?.results ?? []).reduce((sum, agent) => sum + (agent.paused ? 0 : agent.new_matches), 0);
  return <NewMatchesBadge count={total} testId="nav-search-agents-badge" />;
}
