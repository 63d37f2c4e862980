import { api, unwrap } from '../../../lib/api-client';

/** GET /api/statistics/ (issue 32 item 7): the caller's company by month, last 12 months. */
export const statisticsQuery = () => ({
  queryKey: ['statistics'],
  queryFn: ({ signal }: { signal: AbortSignal }) => unwrap(api.GET('/api/statistics/', { signal })),
  staleTime: 60_000,
});
