import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** §2 /dashboard. The count cards arrive with the listings issues; the publish buttons are here now. */
export function DashboardHomePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1}>{t('dashboard.title')}</Title>
      <Text c="dimmed">{t('dashboard.intro')}</Text>
      <Group>
        <Button component={Link} to="/dashboard/publish-truck">
          {t('nav.publishTruck')}
        </Button>
        <Button component={Link} to="/dashboard/publish-ware" variant="light">
          {t('nav.publishWare')}
        </Button>
      </Group>
    </Stack>
  );
}

export { DashboardHomePage as Component };
