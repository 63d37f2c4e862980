import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of a details card; an empty value shows a dash. */
export function DetailField({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {/* A div, not a p: some values are lists (phones, e-mails), which a paragraph may not hold. */}
      <Text size="sm" component="div" data-testid={testId}>
        {empty ? '—' : children}
      </Text>
    </Stack>
  );
}
