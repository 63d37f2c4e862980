import { AccordionChevron, ActionIcon, Box, Group, NavLink as MantineNavLink, VisuallyHidden } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useAgentList } from '../api/search-agents';
import { agentIdOfPath, sidebarAgents, type SidebarAgent } from '../utils/sidebar-agents';
import { NewMatchesBadge, SearchAgentsNavBadge } from './new-matches-badge';

const AGENTS_PATH = '/dashboard/search-agents';

/** Remembered per device: a member who folds the list away keeps it folded after a reload. */
export const SIDEBAR_AGENTS_OPEN_KEY = 'sidebar.searchAgentsOpen';

/** Two bars: a paused agent's mark (its name is dimmed and says "paused" to screen readers). */
function PausedMark() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden focusable="false" data-testid="nav-agent-paused-mark">
      <rect x="2" y="1" width="3" height="10" rx="1" fill="currentColor" />
      <rect x="7" y="1" width="3" height="10" rx="1" fill="currentColor" />
    </svg>
  );
}

function AgentLink({ agent, current, onNavigate }: { agent: SidebarAgent; current: boolean; onNavigate(): void }) {
  const { t } = useTranslation();
  const pausedHint = t('searchAgents.sidebar.pausedHint');
  return (
    <MantineNavLink
      component={NavLink}
      to={`${AGENTS_PATH}/${agent.id}`}
      end
      active={current}
      onClick={onNavigate}
      // Long names end in an ellipsis; the whole name shows on hover.
      noWrap
      title={agent.paused ? `${agent.name} ${pausedHint}` : agent.name}
      label={
        <>
          {agent.name}
          {agent.paused && <VisuallyHidden> {pausedHint}</VisuallyHidden>}
        </>
      }
      // A paused agent is told nothing new: no count, its name dimmed (the theme's dimmed grey still reads 8:1).
      rightSection={agent.paused ? <PausedMark /> : <NewMatchesBadge count={agent.new_matches} testId="nav-agent-badge" />}
      c={agent.paused ? 'dimmed' : undefined}
      fs={agent.paused ? 'italic' : undefined}
      py={4}
      data-testid="nav-agent"
      data-agent-id={agent.id}
      data-paused={agent.paused ? 'true' : undefined}
    />
  );
}

/**
 * The sidebar's "Search agents" row (issue 17 item 1): the link to the agents page with the total of new
 * matches, and under it the member's agents, each a link to its matches with its own count. They read the
 * same cached list as the total (one request; `agent_match` events and opening an agent update that cache).
 * The list folds away behind a toggle; folded, the row's total still shows.
 */
export function SearchAgentsNav({ onNavigate }: { onNavigate(): void }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const agents = useAgentList().data?.results ?? [];
  const [open, setOpen] = useLocalStorage({ key: SIDEBAR_AGENTS_OPEN_KEY, defaultValue: true, getInitialValueInEffect: false });
  const listId = useId();
  const currentId = agentIdOfPath(pathname);
  const shown = sidebarAgents(agents, { currentId, language: i18n.language });
  const listed = open && shown.length > 0;

  return (
    <>
      <Group gap={2} wrap="nowrap">
        <MantineNavLink
          component={NavLink}
          to={AGENTS_PATH}
          end
          // An agent's page marks its own row; with the list folded away this row stands for it.
          active={pathname === AGENTS_PATH || (currentId !== null && !listed)}
          label={t('nav.searchAgents')}
          rightSection={<SearchAgentsNavBadge />}
          onClick={onNavigate}
          py={5}
          style={{ flex: 1, minWidth: 0 }}
          data-testid="nav-search-agents"
        />
        {agents.length > 0 && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('searchAgents.sidebar.agents')}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
            // Clear of the sidebar's scroll area, which would clip the focus ring.
            mr={4}
            data-testid="nav-search-agents-toggle"
          >
            {/* As the groups' chevrons below: down when open, right when folded. */}
            <AccordionChevron style={{ transform: open ? undefined : 'rotate(-90deg)', transition: 'transform 150ms ease' }} />
          </ActionIcon>
        )}
      </Group>
      {/* Always in the page (hidden when folded), so the toggle's aria-controls names an element. */}
      <Box
        component="ul"
        id={listId}
        hidden={!listed}
        aria-label={t('searchAgents.sidebar.agents')}
        m={0}
        pl="md"
        style={{ listStyle: 'none' }}
        data-testid="nav-agents"
      >
        {shown.map((agent) => (
          <li key={agent.id}>
            <AgentLink agent={agent} current={agent.id === currentId} onNavigate={onNavigate} />
          </li>
        ))}
        {agents.length > shown.length && (
          <li>
            <MantineNavLink
              component={Link}
              to={AGENTS_PATH}
              label={t('searchAgents.sidebar.showAll', { total: agents.length })}
              onClick={onNavigate}
              py={4}
              data-testid="nav-agents-all"
            />
          </li>
        )}
      </Box>
    </>
  );
}
