import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** EU platform for disputes with consumers and traders: a neutral, official starting point in every member language. */
export const DISPUTE_AUTHORITY_URL = 'https://consumer-redress.ec.europa.eu/';

/** §2: the consumer-dispute authority banner shown on incident screens. */
export function DisputeBanner() {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" title={t('incidents.banner.title')} data-testid="incidents-dispute-banner">
      <Text size="sm">
        {t('incidents.banner.text')}{' '}
        <Anchor href={DISPUTE_AUTHORITY_URL} target="_blank" rel="noopener noreferrer" size="sm" c="blue.9" underline="always">
          {t('incidents.banner.link')}
        </Anchor>
      </Text>
    </Alert>
  );
}
