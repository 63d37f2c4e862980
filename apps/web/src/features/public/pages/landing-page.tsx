import { Anchor, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REFERRAL_REWARD_PERCENT, RISK_FUND_PERCENT } from '@freight/shared/content-constants';
import { PriceCards } from '../components/price-cards';
import { StatsBanner } from '../components/stats-banner';
import { UsefulLinkCards } from '../components/useful-link-cards';

const FEATURES = ['fast', 'trust', 'languages'] as const;

/** §2 / for guests: realtime stats, what the exchange offers, prices, useful links, policies. */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <>
      <StatsBanner />
      <Box bg="blue.9" c="white" py={64}>
        <Container size="lg">
          <Stack gap="lg" maw={720}>
            <Title order={1} fz={{ base: 32, sm: 44 }}>
              {t('landing.title')}
            </Title>
            <Text fz="lg">{t('landing.subtitle')}</Text>
            <Group>
              <Button component={Link} to="/register" size="md" color="yellow" c="dark">
                {t('landing.ctaRegister')}
              </Button>
              <Button component={Link} to="/login" size="md" variant="white">
                {t('nav.login')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Stack gap={48}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {FEATURES.map((feature, index) => (
              <Card key={feature} withBorder padding="lg">
                <ThemeIcon size="lg" radius="xl" aria-hidden>
                  {index + 1}
                </ThemeIcon>
                <Title order={2} fz="lg" mt="sm">
                  {t(`landing.features.${feature}.title`)}
                </Title>
                <Text size="sm" c="dimmed" mt={4}>
                  {t(`landing.features.${feature}.text`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Card withBorder padding="lg" bg="green.0" data-testid="risk-fund">
              <Title order={2} fz="lg">
                {t('landing.riskFund.title')}
              </Title>
              <Text mt={4}>{t('landing.riskFund.text', { percent: RISK_FUND_PERCENT })}</Text>
            </Card>
            <Card withBorder padding="lg" bg="yellow.0" data-testid="referral">
              <Title order={2} fz="lg">
                {t('landing.referral.title')}
              </Title>
              <Text mt={4}>{t('landing.referral.text', { percent: REFERRAL_REWARD_PERCENT })}</Text>
            </Card>
          </SimpleGrid>

          <Stack gap="md" component="section" aria-labelledby="landing-prices">
            <Title order={2} id="landing-prices">
              {t('prices.title')}
            </Title>
            <PriceCards />
          </Stack>

          <Stack gap="md" component="section" aria-labelledby="landing-links">
            <Group justify="space-between">
              <Title order={2} id="landing-links">
                {t('usefulLinks.title')}
              </Title>
              <Anchor component={Link} to="/useful-links">
                {t('usefulLinks.all')}
              </Anchor>
            </Group>
            <UsefulLinkCards limit={3} />
          </Stack>

          <Group gap="lg" component="nav" aria-label={t('nav.legal')}>
            <Anchor component={Link} to="/policy/terms">
              {t('nav.terms')}
            </Anchor>
            <Anchor component={Link} to="/policy/privacy">
              {t('nav.privacy')}
            </Anchor>
            <Anchor component={Link} to="/policy/about">
              {t('nav.about')}
            </Anchor>
          </Group>
        </Stack>
      </Container>
    </>
  );
}

export { LandingPage as Component };
