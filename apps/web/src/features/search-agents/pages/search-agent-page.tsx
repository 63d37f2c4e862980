import { Alert, Anchor, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Entry } from '@freight/shared/entries';
import { setNewMatches, useAgent, useAgentEntries } from '../api/search-agents';
import { AgentSummary, emailText } from './search-agents-page';
import { LoadMoreButton } from '../../../components/load-more-button';

/** How the app shows one entry (the entry lists' card, composed in by app/). */
export type RenderAgentEntry = (entry: Entry) => ReactNode;

function AgentEntries({ id, renderEntry }: { id: number; renderEntry: RenderAgentEntry }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const agent = useAgent(id);
  const query = useAgentEntries(id);
  const entries = useMemo(() => (query.data?.pages ?? []).flatMap((page) => page.results), [query.data]);
  const { isSuccess, dataUpdatedAt } = query;

  // Reading the list marks the agent opened on the server: its badge (and the sidebar's) drop to 0.
  useEffect(() => {
    if (isSuccess) setNewMatches(queryClient, id, () => 0);
  }, [isSuccess, dataUpdatedAt, queryClient, id]);

  const notFound = agent.isError || query.isError;
  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Title order={1} size="h2" data-testid="agent-title">
          {agent.data?.name ?? t('nav.searchAgent')}
        </Title>
        {agent.data?.paused && (
          <Badge color="gray" variant="light">
            {t('searchAgents.pausedBadge')}
          </Badge>
        )}
      </Group>
      {agent.data && (
        <Stack gap={2}>
          <AgentSummary agent={agent.data} />
          <Text size="sm">{t('searchAgents.email.current', { choice: emailText(t, agent.data) })}</Text>
        </Stack>
      )}
      <Anchor component={Link} to="/dashboard/search-agents" size="sm">
        {t('searchAgents.backToList')}
      </Anchor>
      {query.isPending && (
        <Group gap="xs" data-testid="agent-entries-loading">
          <Loader size="sm" />
          {t('common.loading')}
        </Group>
      )}
      {notFound && (
        <Alert color="red" data-testid="agent-entries-error">
          {t('searchAgents.errors.entriesFailed')}
        </Alert>
      )}
      {isSuccess && entries.length === 0 && (
        <Alert color="yellow" data-testid="agent-entries-empty">
          {t('searchAgents.noMatches')}
        </Alert>
      )}
      <Stack gap="sm" data-testid="agent-entries">
        {entries.map((entry) => (
          <div key={entry.uid} data-testid="agent-entry" data-uid={entry.uid}>
            {renderEntry(entry)}
          </div>
        ))}
      </Stack>
      <LoadMoreButton pages={query} label={t('entries.loadMore')} testId="agent-entries-load-more" />
    </Stack>
  );
}

/** /dashboard/search-agents/:id (the agent mail's link): the agent's matching entries, newest match first. */
export function SearchAgentPage({ renderEntry }: { renderEntry: RenderAgentEntry }) {
  const { id } = useParams();
  const agentId = Number(id);
  const { t } = useTranslation();
  if (!Number.isInteger(agentId) || agentId <= 0)
    return (
      <Alert color="red" data-testid="agent-entries-error">
        {t('searchAgents.errors.entriesFailed')}
      </Alert>
    );
  return <AgentEntries key={agentId} id={agentId} renderEntry={renderEntry} />;
}
