import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INCIDENT_KINDS } from '@freight/shared/incidents';

/** §2: with no incidents, an introduction with two cards and a button to add each kind. */
export function IncidentsIntro() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="incidents-intro">
      <Text>{t('incidents.intro.text')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {INCIDENT_KINDS.map((kind) => (
          <Card key={kind} withBorder radius="md" padding="lg" component="section" aria-labelledby={`incidents-intro-${kind}`}>
            <Stack gap="sm" h="100%" justify="space-between">
              <Stack gap="xs">
                <Title order={2} size="h4" id={`incidents-intro-${kind}`}>
                  {t(`incidents.intro.${kind}.title`)}
                </Title>
                <Text size="sm">{t(`incidents.intro.${kind}.text`)}</Text>
              </Stack>
              <Button component={Link} to={`/dashboard/add-${kind}-incident`} data-testid={`incidents-intro-add-${kind}`}>
                {t(`incidents.intro.${kind}.button`)}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
