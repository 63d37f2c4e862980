import { Button, Group } from '@mantine/core';

/** What an infinite query offers for its next page (TanStack Query's useInfiniteQuery). */
export type NextPages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

/** "Load more" under a paged list: shown while the query has a next page, busy while it loads it. */
export function LoadMoreButton({
  pages,
  label,
  testId,
  variant = 'default',
}: {
  pages: NextPages;
  label: string;
  testId: string;
  variant?: 'default' | 'light';
}) {
  if (!pages.hasNextPage) return null;
  return (
    <Group justify="center">
      <Button variant={variant} loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()} data-testid={testId}>
        {label}
      </Button>
    </Group>
  );
}
