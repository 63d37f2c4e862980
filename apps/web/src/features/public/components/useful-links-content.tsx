import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UsefulLinkCards } from './useful-link-cards';

/** §2 useful links: title, intro and the cards; shown on the public page and inside the dashboard. */
export function UsefulLinksContent() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('usefulLinks.title')}</Title>
      <Text c="dimmed">{t('usefulLinks.intro')}</Text>
      <UsefulLinkCards />
    </Stack>
  );
}
