import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PriceCards } from '../components/price-cards';

export function PricesPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('prices.title')}</Title>
        <Text c="dimmed">{t('prices.intro')}</Text>
        <PriceCards />
      </Stack>
    </Container>
  );
}

export { PricesPage as Component };
