import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardCounts } from '@freight/shared/dashboard';
import { CountCard } from './count-card';

type Props = { counts: DashboardCounts | undefined; loading: boolean };

const GRID = { base: 1, xs: 2, md: 4 } as const;

/** The four truck cards: total, views, expiring within 6 h and within 24 h (§9), each leading to My trucks. */
export function TruckCounts({ counts, loading }: Props) {
  const { t } = useTranslation();
  const trucks = counts?.trucks;
  const to = '/dashboard/my-trucks';
  return (
    <Stack component="section" gap="sm" aria-labelledby="dashboard-trucks-heading">
      <Title order={2} size="h3" id="dashboard-trucks-heading">
        {t('dashboard.trucks.heading')}
      </Title>
      <SimpleGrid cols={GRID}>
        <CountCard label={t('dashboard.trucks.total')} value={trucks?.total} loading={loading} to={to} testId="dashboard-trucks-total" />
        <CountCard label={t('dashboard.trucks.views')} value={trucks?.views} loading={loading} to={to} testId="dashboard-trucks-views" />
        <CountCard
          label={t('dashboard.trucks.expiring6h')}
          value={trucks?.expiring_6h}
          loading={loading}
          to={to}
          testId="dashboard-trucks-expiring-6h"
          tone="warning"
        />
        <CountCard
          label={t('dashboard.trucks.expiring24h')}
          value={trucks?.expiring_24h}
          loading={loading}
          to={to}
          testId="dashboard-trucks-expiring-24h"
          tone="warning"
        />
      </SimpleGrid>
    </Stack>
  );
}

/** The four ware cards: total, views, expiring within 4 h and within 24 h (§9), each leading to My wares. */
export function WareCounts({ counts, loading }: Props) {
  const { t } = useTranslation();
  const wares = counts?.wares;
  const to = '/dashboard/my-wares';
  return (
    <Stack component="section" gap="sm" aria-labelledby="dashboard-wares-heading">
      <Title order={2} size="h3" id="dashboard-wares-heading">
        {t('dashboard.wares.heading')}
      </Title>
      <SimpleGrid cols={GRID}>
        <CountCard label={t('dashboard.wares.total')} value={wares?.total} loading={loading} to={to} testId="dashboard-wares-total" />
        <CountCard label={t('dashboard.wares.views')} value={wares?.views} loading={loading} to={to} testId="dashboard-wares-views" />
        <CountCard
          label={t('dashboard.wares.expiring4h')}
          value={wares?.expiring_4h}
          loading={loading}
          to={to}
          testId="dashboard-wares-expiring-4h"
          tone="warning"
        />
        <CountCard
          label={t('dashboard.wares.expiring24h')}
          value={wares?.expiring_24h}
          loading={loading}
          to={to}
          testId="dashboard-wares-expiring-24h"
          tone="warning"
        />
      </SimpleGrid>
    </Stack>
  );
}
