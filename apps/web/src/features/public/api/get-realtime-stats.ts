import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { REALTIME_STATS_KEY } from '../../../lib/realtime/stats-key';

export const getRealtimeStats = (signal?: AbortSignal) => unwrap(api.GET('/api/realtime-stats/', { signal }));

// §8: a stats failure is only logged; the banner keeps its last figures. Members' sockets push newer ones.
export const realtimeStatsQuery = () =>
  queryOptions({ queryKey: REALTIME_STATS_KEY, queryFn: ({ signal }) => getRealtimeStats(signal), refetchInterval: 60_000 });

export const useRealtimeStats = () => useQuery(realtimeStatsQuery());
