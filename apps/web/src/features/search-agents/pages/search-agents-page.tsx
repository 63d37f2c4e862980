import { Alert, Anchor, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SEARCH_AGENTS_MAX, type SearchAgent } from '@freight/shared/agents';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { alert } from '../../../lib/alerts/alert';
import { deleteAgent, searchAgentsKey, storeAgent, updateAgent, useAgentList } from '../api/search-agents';
import { AgentFormModal } from '../components/agent-form-modal';
import { browserTimeZone } from '../components/email-choice-fields';
import { NewMatchesBadge } from '../components/new-matches-badge';
import { filterSummaryParts } from '../utils/agent-filters';

/** The agent's filters in a line: route, weight, loading metres, dates. */
export function AgentSummary({ agent }: { agent: SearchAgent }) {
  const { t } = useTranslation();
  const parts = [
    t(`searchAgents.formType.${agent.form_type}`),
    ...filterSummaryParts(agent.filters).map((part) => t(part.key, part.values)),
  ];
  return (
    <Text size="sm" c="dimmed" data-testid="agent-summary">
      {parts.join(' · ')}
    </Text>
  );
}

/** The e-mail choice in words. */
export function emailText(t: (key: string, values?: Record<string, unknown>) => string, agent: SearchAgent): string {
  if (agent.email_alerts === 'daily')
    return t('searchAgents.email.dailyAt', { hour: `${String(agent.email_hour ?? 0).padStart(2, '0')}:00`, zone: agent.time_zone });
  return t(`searchAgents.email.${agent.email_alerts}`);
}

function AgentCard({ agent, onEdit, onDelete }: { agent: SearchAgent; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const togglePause = async () => {
    setBusy(true);
    try {
      storeAgent(queryClient, await updateAgent(agent.id, { paused: !agent.paused }));
      alert.success(agent.paused ? 'searchAgents.resumed' : 'searchAgents.paused');
    } catch (error) {
      alert.danger('searchAgents.errors.saveFailed', { details: error });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder padding="sm" component="li" data-testid="agent-card" data-agent-id={agent.id}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group gap="xs">
            <Anchor component={Link} to={`/dashboard/search-agents/${agent.id}`} fw={600} data-testid="agent-link">
              {agent.name}
            </Anchor>
            <NewMatchesBadge count={agent.new_matches} testId="agent-new-badge" />
            {agent.paused && (
              <Badge color="gray" variant="light" data-testid="agent-paused">
                {t('searchAgents.pausedBadge')}
              </Badge>
            )}
          </Group>
          <AgentSummary agent={agent} />
          <Text size="sm" data-testid="agent-email">
            {t('searchAgents.email.current', { choice: emailText(t, agent) })}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            onClick={onEdit}
            aria-label={t('searchAgents.editNamed', { name: agent.name })}
            data-testid="agent-edit"
          >
            {t('searchAgents.edit')}
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={busy}
            onClick={() => void togglePause()}
            aria-label={t(agent.paused ? 'searchAgents.resumeNamed' : 'searchAgents.pauseNamed', { name: agent.name })}
            data-testid="agent-pause"
          >
            {t(agent.paused ? 'searchAgents.resume' : 'searchAgents.pause')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={onDelete}
            aria-label={t('searchAgents.deleteNamed', { name: agent.name })}
            data-testid="agent-delete"
          >
            {t('searchAgents.delete')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** Search agents (issue 17 item 1): the member's saved searches with their new matches; rename, pause, e-mail, delete. */
export function SearchAgentsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useAgentList();
  const [editing, setEditing] = useState<SearchAgent | null>(null);
  const [deleting, setDeleting] = useState<SearchAgent | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const agents = query.data?.results ?? [];

  const remove = async (agent: SearchAgent) => {
    setDeleteBusy(true);
    try {
      await deleteAgent(agent.id);
      setDeleting(null);
      alert.success('searchAgents.deleted', { values: { name: agent.name } });
      void queryClient.invalidateQueries({ queryKey: searchAgentsKey });
    } catch (error) {
      alert.danger('searchAgents.errors.deleteFailed', { details: error });
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('nav.searchAgents')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('searchAgents.intro', { max: SEARCH_AGENTS_MAX })}
      </Text>
      {query.isPending && (
        <Group gap="xs" data-testid="agents-loading">
          <Loader size="sm" />
          {t('common.loading')}
        </Group>
      )}
      {query.isError && (
        <Alert color="red" data-testid="agents-error">
          <Stack gap="xs" align="flex-start">
            {t('searchAgents.errors.fetchFailed')}
            <Button size="xs" variant="default" onClick={() => void query.refetch()}>
              {t('searchAgents.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {query.isSuccess && agents.length === 0 && (
        <Alert color="blue" data-testid="agents-empty">
          <Stack gap="xs" align="flex-start">
            {t('searchAgents.empty')}
            <Group gap="sm">
              <Anchor component={Link} to="/dashboard/search-wares">
                {t('nav.searchWares')}
              </Anchor>
              <Anchor component={Link} to="/dashboard/search-trucks">
                {t('nav.searchTrucks')}
              </Anchor>
            </Group>
          </Stack>
        </Alert>
      )}
      {agents.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid="agents-list">
          {agents.map((agent) => (
            <AgentCard key={agent.id} agent={agent} onEdit={() => setEditing(agent)} onDelete={() => setDeleting(agent)} />
          ))}
        </Stack>
      )}
      {editing && (
        <AgentFormModal
          opened
          title={t('searchAgents.editTitle')}
          submitLabel={t('common.save')}
          initial={{ name: editing.name, email_alerts: editing.email_alerts, email_hour: editing.email_hour }}
          onClose={() => setEditing(null)}
          onSubmit={async (values) => {
            const changedMail = values.email_alerts !== editing.email_alerts || values.email_hour !== editing.email_hour;
            const saved = await updateAgent(editing.id, {
              name: values.name,
              email_alerts: values.email_alerts,
              email_hour: values.email_hour,
              ...(changedMail ? { time_zone: browserTimeZone() } : {}),
            });
            storeAgent(queryClient, saved);
            alert.success('searchAgents.saved');
          }}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('searchAgents.deleteTitle')}
        message={t('searchAgents.deleteConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('searchAgents.delete')}
        confirmColor="red"
        loading={deleteBusy}
        focus="cancel"
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
        testIds={{ confirm: 'agent-delete-confirm' }}
      />
    </Stack>
  );
}

export const Component = SearchAgentsPage;
