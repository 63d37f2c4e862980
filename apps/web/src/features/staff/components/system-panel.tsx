import { Alert, Badge, Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '@freight/shared/system';
import { PageLoader } from '../../../components/page-loader';
import { useFormat } from '../../../lib/format/use-format';
import { useSystemStatus } from '../api/get-system-status';
import { errorKey } from '../utils/error-key';

const DEPENDENCIES = ['database', 'listen', 'storage', 'jobs', 'mail'] as const;

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

function SystemDetails({ status }: { status: SystemStatus }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap="lg">
      <Group gap="xs" wrap="wrap" aria-label={t('staff.system.dependencies')} role="list">
        {DEPENDENCIES.map((name) => (
          <Badge
            key={name}
            role="listitem"
            color={status.dependencies[name] === 'up' ? 'green' : 'red'}
            variant="light"
            data-testid={`system-dependency-${name}`}
          >
            {t(`staff.system.dependency.${name}`)}: {t(`staff.system.state.${status.dependencies[name]}`)}
          </Badge>
        ))}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label={t('staff.system.openSockets')} value={format.number(status.open_sockets)} testId="system-open-sockets" />
        <Figure label={t('staff.system.requestsLastHour')} value={format.number(status.requests_last_hour)} testId="system-requests" />
        <Figure label={t('staff.system.errorsLastHour')} value={format.number(status.errors_last_hour)} testId="system-errors" />
        <Figure
          label={t('staff.system.errorRate')}
          value={status.error_rate_last_hour === null ? '—' : format.percent(status.error_rate_last_hour, { max: 2 })}
          testId="system-error-rate"
        />
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('staff.system.queues')}
        </Title>
        <Table.ScrollContainer minWidth={360}>
          <Table striped data-testid="system-queues">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('staff.system.queue')}</Table.Th>
                <Table.Th>{t('staff.system.queued')}</Table.Th>
                <Table.Th>{t('staff.system.failed')}</Table.Th>
                <Table.Th>{t('staff.system.oldest')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {status.queues.map((queue) => (
                <Table.Tr key={queue.queue}>
                  <Table.Td>{queue.queue}</Table.Td>
                  <Table.Td>{format.number(queue.queued)}</Table.Td>
                  <Table.Td>{format.number(queue.failed)}</Table.Td>
                  <Table.Td>{t('staff.system.seconds', { count: Math.round(queue.oldest_age_seconds) })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('staff.system.processes')}
        </Title>
        <Table.ScrollContainer minWidth={560}>
          <Table striped data-testid="system-processes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('staff.system.host')}</Table.Th>
                <Table.Th>{t('staff.system.version')}</Table.Th>
                <Table.Th>{t('staff.system.startedAt')}</Table.Th>
                <Table.Th>{t('staff.system.sockets')}</Table.Th>
                <Table.Th>{t('staff.system.errorsOfRequests')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {status.processes.map((entry) => (
                <Table.Tr key={entry.id} data-testid="system-process">
                  <Table.Td>
                    {entry.host} ({entry.pid}){' '}
                    {entry.stale && (
                      <Badge color="orange" variant="light">
                        {t('staff.system.stale', { when: format.dateTime(entry.seen_at) })}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{entry.version}</Table.Td>
                  <Table.Td>{format.dateTime(entry.started_at)}</Table.Td>
                  <Table.Td>{format.number(entry.sockets)}</Table.Td>
                  <Table.Td>
                    {format.number(entry.errors_last_hour)} / {format.number(entry.requests_last_hour)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Stack>
  );
}

function SystemStatusView() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  if (status.isPending) return <PageLoader />;
  if (status.isError)
    return (
      <Alert color="red" role="alert" title={t('staff.system.loadFailed')} data-testid="staff-system-error">
        <Stack gap="sm" align="flex-start">
          <span>{t(errorKey(status.error), { defaultValue: t('common.unexpectedError') })}</span>
          <Button size="xs" variant="light" color="red" onClick={() => void status.refetch()}>
            {t('staff.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  return <SystemDetails status={status.data} />;
}

/**
 * Issue 34: the System section of the staff area, for whoever runs the exchange. It loads (and then
 * refreshes) only once opened, as the incidents do: most visits are about companies.
 */
export function SystemPanel() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Stack component="section" gap="md" aria-labelledby="staff-system-title" data-testid="staff-system">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={2} size="h3" id="staff-system-title">
            {t('staff.system.title')}
          </Title>
          <Text c="dimmed">{t('staff.system.intro')}</Text>
        </Stack>
        <Button
          variant="light"
          onClick={() => setOpened((open) => !open)}
          aria-expanded={opened}
          aria-controls="staff-system-details"
          data-testid="staff-system-toggle"
        >
          {t(opened ? 'staff.system.hide' : 'staff.system.show')}
        </Button>
      </Group>
      <div id="staff-system-details">{opened && <SystemStatusView />}</div>
    </Stack>
  );
}
