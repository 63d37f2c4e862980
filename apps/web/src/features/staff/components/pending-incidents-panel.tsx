import { Alert, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { usePendingIncidents } from '../api/list-pending-incidents';
import { errorKey } from '../utils/error-key';
import { PendingIncidentCard } from './pending-incident-card';

/** §4 staff decisions: every pending payment and transport incident, oldest first. */
function PendingIncidentList() {
  const { t } = useTranslation();
  const incidents = usePendingIncidents();

  let content;
  if (incidents.isPending) content = <PageLoader />;
  else if (incidents.isError)
    content = (
      <Alert color="red" role="alert" title={t('staff.incidents.loadFailed')} data-testid="staff-incidents-error">
        <Stack gap="sm" align="flex-start">
          <span>{t(errorKey(incidents.error), { defaultValue: t('common.unexpectedError') })}</span>
          <Button size="xs" variant="light" color="red" onClick={() => void incidents.refetch()}>
            {t('staff.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  else {
    const list = incidents.data.pages.flatMap((page) => page.results);
    content =
      list.length === 0 ? (
        <Alert color="blue" data-testid="staff-incidents-empty">
          {t('staff.incidents.empty')}
        </Alert>
      ) : (
        <Stack gap="md">
          {list.map((incident) => (
            <PendingIncidentCard key={`${incident.kind}-${incident.id}`} incident={incident} />
          ))}
          {incidents.hasNextPage && (
            <Center>
              <Button variant="light" onClick={() => void incidents.fetchNextPage()} loading={incidents.isFetchingNextPage}>
                {t('staff.loadMore')}
              </Button>
            </Center>
          )}
        </Stack>
      );
  }

  return content;
}

/**
 * The incident section of the staff page. The list loads when staff open it: the page opens on
 * company approvals, and the incidents (with their reasons being typed) stay out of the way until asked for.
 */
export function PendingIncidentsPanel() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Stack component="section" gap="md" aria-labelledby="staff-incidents-title" data-testid="staff-incidents">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={2} size="h3" id="staff-incidents-title">
            {t('staff.incidents.title')}
          </Title>
          <Text c="dimmed">{t('staff.incidents.intro')}</Text>
        </Stack>
        <Button
          variant="light"
          onClick={() => setOpened((open) => !open)}
          aria-expanded={opened}
          aria-controls="staff-incidents-list"
          data-testid="staff-incidents-toggle"
        >
          {t(opened ? 'staff.incidents.hide' : 'staff.incidents.show')}
        </Button>
      </Group>
      <div id="staff-incidents-list">{opened && <PendingIncidentList />}</div>
    </Stack>
  );
}
