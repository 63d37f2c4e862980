import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

export const systemStatusKey = ['staff', 'system'] as const;

/** How often the open System section asks again: processes report every 10 s. */
const REFRESH_MS = 15_000;

/** Issue 34: dependencies, job queues and every API process, as the API sees them now. */
export const getSystemStatus = (signal?: AbortSignal) => unwrap(api.GET('/api/staff/system/', { signal }));

export const systemStatusQuery = () =>
  queryOptions({ queryKey: systemStatusKey, queryFn: ({ signal }) => getSystemStatus(signal), refetchInterval: REFRESH_MS });

export const useSystemStatus = () => useQuery(systemStatusQuery());
