import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Issue 33 item 4: beside a text (an entry's notes, a deal message) whose phones or e-mails are not the
 * writer's company's registered contacts. The writer's company learns that others do not see them yet;
 * others learn what the mark in the text stands for (the API already replaced each contact by it).
 */
export function HiddenContactsNote({ own, testId }: { own: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" mt={4} data-testid={testId}>
      {t(own ? 'contactFlags.ownNote' : 'contactFlags.othersNote')}
    </Text>
  );
}
