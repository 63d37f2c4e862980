import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RealtimeView } from '@freight/shared/realtime-views';
import { alert } from '../../../lib/alerts/alert';
import { useRealtime, useRealtimeViews } from '../../../lib/realtime/realtime-provider';
import { dashboardCountsQuery, useDashboardCounts } from '../api/get-dashboard-counts';
import { FormCounts } from '../components/form-counts';

const OWN_VIEW: RealtimeView[] = [{ kind: 'own' }];

/** §2 /dashboard home: the company's truck and ware figures (§9 expiry windows) and the publish buttons. */
export function DashboardHomePage() {
  const { t } = useTranslation();
  const counts = useDashboardCounts();
  const queryClient = useQueryClient();
  // The company's own changes (from any colleague's screen) move the figures at once: the socket asks for
  // the company's own entry events (issue 30 item 1); a delete event does not say whose entry it was, so
  // any delete that comes re-reads them too.
  const reread = () => void queryClient.invalidateQueries({ queryKey: dashboardCountsQuery().queryKey });
  useRealtimeViews(OWN_VIEW);
  useRealtime({
    onEntryEvent: (message) => {
      if (message.type.endsWith('_delete') || message.entry_data.is_own === true) reread();
    },
    onResync: reread,
  });

  // §8: a danger alert for 12 s; the cards stay with a dash and an inline retry.
  useEffect(() => {
    if (counts.isError) alert.danger('dashboard.countsFailed', { details: counts.error });
  }, [counts.isError, counts.error]);

  const loading = counts.isPending;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('dashboard.title')}</Title>
        <Text c="dimmed">{t('dashboard.intro')}</Text>
      </Stack>
      <Group>
        <Button component={Link} to="/dashboard/publish-truck">
          {t('nav.publishTruck')}
        </Button>
        <Button component={Link} to="/dashboard/publish-ware" variant="light">
          {t('nav.publishWare')}
        </Button>
      </Group>
      {counts.isError && (
        <Alert color="red" variant="light" data-testid="dashboard-counts-error">
          <Group justify="space-between">
            <Text size="sm">{t('dashboard.countsFailed')}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void counts.refetch()} loading={counts.isFetching}>
              {t('dashboard.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      <FormCounts form="trucks" counts={counts.data} loading={loading} />
      <FormCounts form="wares" counts={counts.data} loading={loading} />
    </Stack>
  );
}

export { DashboardHomePage as Component };
