import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

export const pendingIncidentsKey = ['staff', 'incidents', 'pending'] as const;

/** §4: incidents waiting for a decision, of every company, oldest first so none waits forever. */
export const listPendingIncidents = (cursor: string | null, signal?: AbortSignal) =>
  unwrap(
    api.GET('/api/staff/incidents/', {
      params: { query: { status: 'pending', ordering: 'created_at', limit: 20, cursor: cursor ?? undefined } },
      signal,
    }),
  );

export const pendingIncidentsQuery = () =>
  infiniteQueryOptions({
    queryKey: pendingIncidentsKey,
    queryFn: ({ pageParam, signal }) => listPendingIncidents(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });

export const usePendingIncidents = () => useInfiniteQuery(pendingIncidentsQuery());
