import { api, unwrap } from '../../../lib/api-client';

/** GET /api/distances/ (issue 35 item 1): two GeoNames cities, their names in `lang`. */
export const distanceQuery = (from: number, to: number, lang: string) => ({
  queryKey: ['distance', from, to, lang],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    unwrap(api.GET('/api/distances/', { params: { query: { from_city: from, to_city: to, lang } }, signal })),
  // Two places are as far apart tomorrow.
  staleTime: Infinity,
});
