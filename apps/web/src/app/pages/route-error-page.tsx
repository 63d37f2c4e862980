import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from '../../lib/chunk-loader';
import { NotFoundPage } from './not-found-page';

/**
 * What a route shows when its page cannot be shown (issue 35 item 4): a 404 is the not-found page; a
 * page whose code did not arrive (lib/chunk-loader.ts gave up) or that failed says so and offers a
 * reload, on public and dashboard routes alike. Its texts are in the first-paint catalogue
 * (vite.config.ts), so they read translated even when the whole catalogue could not be loaded.
 */
export function RouteErrorPage({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const chunk = isChunkLoadError(error);
  return (
    <Container size="sm" py={64} data-testid="route-error">
      <Stack align="center" gap="md">
        <Title order={1} ta="center">
          {t(chunk ? 'pageError.chunkTitle' : 'pageError.title')}
        </Title>
        <Alert color="red" role="alert" w="100%">
          <Text>{t(chunk ? 'pageError.chunkText' : 'pageError.text')}</Text>
        </Alert>
        <Button onClick={reload} data-testid="route-error-reload">
          {t('pageError.reload')}
        </Button>
      </Stack>
    </Container>
  );
}
