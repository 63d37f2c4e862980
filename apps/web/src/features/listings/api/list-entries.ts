import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { EntryPage, FormType } from '@freight/shared/listings';
import { apiFetch } from '../../../lib/api-client';

/** §2 filters bar; empty fields are left out of the query. */
export type EntryFilters = {
  loading_country: string;
  loading_city: number | '';
  unloading_country: string;
  unloading_city: number | '';
  max_weight: string;
  max_mdp: string;
  identification_id: string;
};

export type EntryOrdering = '-modified_at' | 'modified_at';

export const EMPTY_FILTERS: EntryFilters = {
  loading_country: '',
  loading_city: '',
  unloading_country: '',
  unloading_city: '',
  max_weight: '',
  max_mdp: '',
  identification_id: '',
};

export type EntryListParams = { formType: FormType; my: boolean; filters: EntryFilters; ordering: EntryOrdering };

/** About a screen of cards; more load as the member scrolls (§2). */
export const ENTRY_PAGE_SIZE = 20;

function toQuery({ my, filters, ordering }: EntryListParams, cursor: string | null) {
  const query: Record<string, string | number | undefined> = { ordering, limit: ENTRY_PAGE_SIZE };
  for (const [key, value] of Object.entries(filters)) {
    const text = String(value).trim();
    if (text !== '') query[key] = text;
  }
  if (my) query.my = 'true';
  if (cursor) query.cursor = cursor;
  return query;
}

export function listEntries(params: EntryListParams, cursor: string | null, signal?: AbortSignal): Promise<EntryPage> {
  return apiFetch<EntryPage>(`/api/${params.formType}-requests/`, { query: toQuery(params, cursor), signal });
}

export const entriesQueryKey = (params: EntryListParams) => ['listings', params.formType, 'list', params] as const;

export const entriesQuery = (params: EntryListParams) =>
  infiniteQueryOptions({
    queryKey: entriesQueryKey(params),
    queryFn: ({ pageParam, signal }) => listEntries(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });

export const useEntries = (params: EntryListParams) => useInfiniteQuery(entriesQuery(params));
