import { Alert, Card, SimpleGrid, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { useUsefulLinks } from '../api/get-useful-links';

/** §2 /useful-links: cards that open their URL in a new tab. */
export function UsefulLinkCards({ limit }: { limit?: number }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useUsefulLinks(currentLanguage());
  if (isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={110} />
        ))}
      </SimpleGrid>
    );
  }
  if (isError) return <Alert color="red">{t('usefulLinks.loadError')}</Alert>;
  if (data.length === 0) return <Alert color="yellow">{t('usefulLinks.empty')}</Alert>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} data-testid="useful-links">
      {data.slice(0, limit).map((link) => (
        // A card is no control to Mantine: as a link it needs the focus ring its buttons and anchors have.
        <Card
          key={link.id}
          withBorder
          component="a"
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          className="mantine-focus-auto"
          padding="lg"
        >
          <Text fw={700} c="blue.8">
            {link.title}
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            {link.description}
          </Text>
          <Text size="xs" c="dimmed" mt="sm">
            {new URL(link.url).hostname}
            <VisuallyHidden>{t('common.opensInNewTab')}</VisuallyHidden>
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
