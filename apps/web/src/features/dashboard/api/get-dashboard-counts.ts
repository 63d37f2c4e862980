import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardCounts } from '@freight/shared/dashboard';
import { apiFetch } from '../../../lib/api-client';

/** §2 /dashboard home cards: the counts of the member's own company (the API takes it from the token). */
export const getDashboardCounts = (signal?: AbortSignal) => apiFetch<DashboardCounts>('/api/dashboard-counts/', { signal });

/** Refetched whenever the home page is shown again and every minute while it stays open, as entries come close to expiry. */
export const dashboardCountsQuery = () =>
  queryOptions({ queryKey: ['dashboard', 'counts'], queryFn: ({ signal }) => getDashboardCounts(signal), refetchInterval: 60_000 });

export const useDashboardCounts = () => useQuery(dashboardCountsQuery());
