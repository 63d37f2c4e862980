import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UsefulLinkCards } from '../components/useful-link-cards';

export function UsefulLinksPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('usefulLinks.title')}</Title>
        <Text c="dimmed">{t('usefulLinks.intro')}</Text>
        <UsefulLinkCards />
      </Stack>
    </Container>
  );
}

export { UsefulLinksPage as Component };
