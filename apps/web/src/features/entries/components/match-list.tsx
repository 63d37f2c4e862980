import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMatchList, type MatchListParams } from '../api/entry-matches';
import { MatchItem } from './match-item';
import { LoadMoreButton } from '../../../components/load-more-button';

/** One ranked list of the matches drawer, with its loading, error and empty states and "Load more". */
export function MatchList({ params }: { params: MatchListParams }) {
  const { t } = useTranslation();
  const query = useMatchList(params);
  const results = (query.data?.pages ?? []).flatMap((page) => page.results);
  const empty = params.kind === 'return-loads' ? 'matching.noReturnLoads' : 'matching.noMatches';
  return (
    <Stack gap="xs" aria-busy={query.isFetching} data-testid={`match-list-${params.kind}`}>
      {query.isPending && (
        <Group gap="xs" role="status" data-testid="matches-loading">
          <Loader size="sm" />
          {t('common.loading')}
        </Group>
      )}
      {query.isError && (
        <Alert color="red" data-testid="matches-error">
          {t('matching.fetchFailed')}
        </Alert>
      )}
      {query.isSuccess && results.length === 0 && (
        <Alert color="yellow" data-testid="matches-empty">
          {t(empty, { km: params.radius })}
        </Alert>
      )}
      {results.length > 0 && (
        <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('matching.ranked')}>
          {results.map((entry, index) => (
            <MatchItem key={entry.uid} entry={entry} rank={index + 1} />
          ))}
        </Stack>
      )}
      <LoadMoreButton pages={query} label={t('entries.loadMore')} testId="matches-load-more" />
      {query.isSuccess && results.length > 0 && (
        <Text size="xs" c="dimmed" role="status">
          {t('matching.shown', { count: results.length })}
        </Text>
      )}
    </Stack>
  );
}
