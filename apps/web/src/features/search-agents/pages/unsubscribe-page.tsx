import { Alert, Anchor, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { useUnsubscribeAgent } from '../api/unsubscribe';

/**
 * The unsubscribe link of a search agent's mail (`/search-agents/unsubscribe?token=…`, no login): the page
 * switches that agent's e-mail off at once and says so in the reader's language. Sending the token again
 * changes nothing, so a reload or React's double effect in development is harmless.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const unsubscribe = useUnsubscribeAgent();
  const { mutate } = unsubscribe;

  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  const invalid = !token || (unsubscribe.error instanceof ApiRequestError && unsubscribe.error.status === 404);
  return (
    <Container size={520} py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md" aria-live="polite">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('searchAgents.unsubscribe.title')}
          </Title>
          {invalid ? (
            <Alert color="red" title={t('searchAgents.unsubscribe.invalid')} data-testid="unsubscribe-invalid">
              {t('searchAgents.unsubscribe.invalidHint')}
            </Alert>
          ) : unsubscribe.isSuccess ? (
            <Alert color="green" title={t('searchAgents.unsubscribe.done', { name: unsubscribe.data.name })} data-testid="unsubscribe-done">
              {t('searchAgents.unsubscribe.doneHint')}
            </Alert>
          ) : unsubscribe.isError ? (
            <Alert color="red" title={t('searchAgents.unsubscribe.failed')} data-testid="unsubscribe-failed">
              <Button mt="sm" onClick={() => mutate(token)}>
                {t('searchAgents.unsubscribe.retry')}
              </Button>
            </Alert>
          ) : (
            <Stack align="center" py="md">
              <Loader role="status" aria-label={t('searchAgents.unsubscribe.working')} />
            </Stack>
          )}
          <Text size="sm">
            <Anchor component={Link} to="/dashboard/search-agents">
              {t('searchAgents.unsubscribe.manage')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}

export { UnsubscribePage as Component };
