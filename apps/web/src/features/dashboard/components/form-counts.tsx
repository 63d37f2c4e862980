import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardCounts } from '@freight/shared/dashboard';
import { CountCard } from './count-card';

type Form = keyof DashboardCounts;
type Figure = { field: string; key: string; testId: string; warning?: boolean };

/** Per form: its My list and its four figures; the short expiry window is 6 h for trucks, 4 h for wares (§9). */
const FORMS: Record<Form, { to: string; figures: Figure[] }> = {
  trucks: {
    to: '/dashboard/my-trucks',
    figures: [
      { field: 'total', key: 'total', testId: 'total' },
      { field: 'views', key: 'views', testId: 'views' },
      { field: 'expiring_6h', key: 'expiring6h', testId: 'expiring-6h', warning: true },
      { field: 'expiring_24h', key: 'expiring24h', testId: 'expiring-24h', warning: true },
    ],
  },
  wares: {
    to: '/dashboard/my-wares',
    figures: [
      { field: 'total', key: 'total', testId: 'total' },
      { field: 'views', key: 'views', testId: 'views' },
      { field: 'expiring_4h', key: 'expiring4h', testId: 'expiring-4h', warning: true },
      { field: 'expiring_24h', key: 'expiring24h', testId: 'expiring-24h', warning: true },
    ],
  },
};

const GRID = { base: 1, xs: 2, md: 4 } as const;

type Props = { form: Form; counts: DashboardCounts | undefined; loading: boolean };

/** The four cards of one form type: total, views and the two expiry windows, each leading to its My list. */
export function FormCounts({ form, counts, loading }: Props) {
  const { t } = useTranslation();
  const { to, figures } = FORMS[form];
  const values = counts?.[form] as Record<string, number> | undefined;
  return (
    <Stack component="section" gap="sm" aria-labelledby={`dashboard-${form}-heading`}>
      <Title order={2} size="h3" id={`dashboard-${form}-heading`}>
        {t(`dashboard.${form}.heading`)}
      </Title>
      <SimpleGrid cols={GRID}>
        {figures.map((figure) => (
          <CountCard
            key={figure.field}
            label={t(`dashboard.${form}.${figure.key}`)}
            value={values?.[figure.field]}
            loading={loading}
            to={to}
            testId={`dashboard-${form}-${figure.testId}`}
            tone={figure.warning ? 'warning' : 'default'}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
