import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { OWN_ENTRY_FIGURES_KEY } from '../../../lib/own-entry-figures';

/** §2 /dashboard home cards: the counts of the member's own company (the API takes it from the token). */
export const getDashboardCounts = (signal?: AbortSignal) => unwrap(api.GET('/api/dashboard-counts/', { signal }));

/**
 * Refetched whenever the home page is shown again (never stale: colleagues publish too) and every
 * minute while it stays open, as entries come close to expiry. The member's own changes re-read it
 * at once through the shared key (lib/own-entry-figures).
 */
export const dashboardCountsQuery = () =>
  queryOptions({
    queryKey: OWN_ENTRY_FIGURES_KEY,
    queryFn: ({ signal }) => getDashboardCounts(signal),
    staleTime: 0,
    refetchInterval: 60_000,
  });

export const useDashboardCounts = () => useQuery(dashboardCountsQuery());
