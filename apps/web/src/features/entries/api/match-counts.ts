import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FormType } from '@freight/shared/entries';
import type { MatchRadiusKm } from '@freight/shared/matching';
import { api, unwrap } from '../../../lib/api-client';

/** The match counts of the shown own entries, one request per list (issue 17 item 5: never one per card). */
export function getMatchCounts(formType: FormType, uids: readonly string[], radius: MatchRadiusKm, signal?: AbortSignal) {
  return unwrap(api.GET('/api/matching/counts/', { params: { query: { form_type: formType, uids: uids.join(','), radius } }, signal }));
}

/** Under ['entries', formType]: whatever re-reads a form type's lists re-reads its counts too. */
export const matchCountsPrefix = (formType: FormType) => ['entries', formType, 'match-counts'] as const;

export const matchCountsQuery = (formType: FormType, uids: readonly string[], radius: MatchRadiusKm) =>
  queryOptions({
    queryKey: [...matchCountsPrefix(formType), radius, [...uids].sort()],
    queryFn: ({ signal }) => getMatchCounts(formType, uids, radius, signal),
    enabled: uids.length > 0,
    // A new page of the list or another radius keeps the old numbers on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    // Matches also end as entries expire, which sends no event: counts are re-read now and then.
    refetchInterval: 5 * 60 * 1000,
  });

export const useMatchCounts = (formType: FormType, uids: readonly string[], radius: MatchRadiusKm) =>
  useQuery(matchCountsQuery(formType, uids, radius));
