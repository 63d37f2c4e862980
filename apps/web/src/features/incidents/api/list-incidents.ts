import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { IncidentKind, IncidentOrdering, IncidentScope } from '@freight/shared/incidents';
import { api, unwrap } from '../../../lib/api-client';
import { incidentKeys } from './incident-keys';

/** Own mode (`scope`) or another company's incidents (`company`, optionally one `kind`). */
export type IncidentListParams =
  | { mode: 'own'; scope: IncidentScope; ordering: IncidentOrdering }
  | { mode: 'other'; company: number; kind: IncidentKind | undefined; ordering: IncidentOrdering };

export const INCIDENT_PAGE_SIZE = 50;

function toQuery(params: IncidentListParams, cursor: string | null) {
  const paging = { ordering: params.ordering, limit: INCIDENT_PAGE_SIZE, cursor: cursor ?? undefined };
  return params.mode === 'own' ? { ...paging, scope: params.scope } : { ...paging, company: params.company, kind: params.kind };
}

/** Both kinds in one list, filtered and sorted by the API (`GET /api/incidents/`). */
export const listIncidents = (params: IncidentListParams, cursor: string | null, signal?: AbortSignal) =>
  unwrap(api.GET('/api/incidents/', { params: { query: toQuery(params, cursor) }, signal }));

export const incidentsQuery = (params: IncidentListParams) =>
  infiniteQueryOptions({
    queryKey: incidentKeys.list(params),
    queryFn: ({ pageParam, signal }) => listIncidents(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });

export const useIncidents = (params: IncidentListParams, enabled = true) => useInfiniteQuery({ ...incidentsQuery(params), enabled });
