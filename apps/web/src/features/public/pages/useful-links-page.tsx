import { Container } from '@mantine/core';
import { UsefulLinksContent } from '../components/useful-links-content';

export function UsefulLinksPage() {
  return (
    <Container size="lg" py="xl">
      <UsefulLinksContent />
    </Container>
  );
}

export { UsefulLinksPage as Component };
