import { Badge, Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUBSCRIPTION_MONTHS, SUBSCRIPTION_PRICES_EUR } from '@freight/shared/content-constants';
import { useFormat } from '../../../lib/format/use-format';

/** §2 /prices: 6 months 84 EUR and 12 months 168 EUR, each registering with its subscriptionMonths. */
export function PriceCards() {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: number) => format.money(amount, 'EUR', { max: 0 });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {SUBSCRIPTION_MONTHS.map((months) => (
          <Card key={months} withBorder padding="xl" data-testid={`price-${months}`}>
            <Stack gap="sm">
              <Title order={3}>{t('prices.plan', { count: months })}</Title>
              {months === 12 && (
                <Badge color="blue" variant="filled" w="fit-content">
                  {t('prices.bestValue')}
                </Badge>
              )}
              <Text fz={40} fw={800} lh={1}>
                {money(SUBSCRIPTION_PRICES_EUR[months])}
              </Text>
              <Text c="dimmed" size="sm">
                {t('prices.perMonth', { price: money(SUBSCRIPTION_PRICES_EUR[months] / months) })}
              </Text>
              <List size="sm" spacing={4}>
                <List.Item>{t('prices.featureEntries')}</List.Item>
                <List.Item>{t('prices.featureChecks')}</List.Item>
                <List.Item>{t('prices.featureEmployees')}</List.Item>
              </List>
              <Button component={Link} to={`/register?subscriptionMonths=${months}`} data-testid={`register-${months}`}>
                {t('prices.register')}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('prices.bankTransfer')}
      </Text>
    </Stack>
  );
}
