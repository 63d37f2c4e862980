import { Anchor, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const SUPPORT_EMAIL = 'support@freight-exchange.example';

const MAIL_DETAILS = ['bankDetails', 'amount', 'reference', 'approvalLink', 'spam'] as const;

/** §2 /registration-pending (guests only): what happens next, what the e-mail contains, whom to ask. */
export function RegistrationPendingPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1}>{t('registrationPending.title')}</Title>
          <Text>{t('registrationPending.paragraph1')}</Text>
          <Text>{t('registrationPending.paragraph2')}</Text>
          <Title order={2} fz="lg">
            {t('registrationPending.mailTitle')}
          </Title>
          <List spacing="xs" data-testid="registration-pending-details">
            {MAIL_DETAILS.map((detail) => (
              <List.Item key={detail}>{t(`registrationPending.mail.${detail}`)}</List.Item>
            ))}
          </List>
          <Text>
            {t('registrationPending.contact')} <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>
          </Text>
          <Text fw={600}>{t('registrationPending.thanks')}</Text>
          <Group gap="md" component="nav" aria-label={t('nav.legal')}>
            <Anchor component={Link} to="/policy/terms">
              {t('nav.terms')}
            </Anchor>
            <Anchor component={Link} to="/policy/privacy">
              {t('nav.privacy')}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}

export { RegistrationPendingPage as Component };
