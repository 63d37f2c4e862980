import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { UiLanguage } from '@freight/shared/languages';
import type { FormType } from '@freight/shared/entries';
import type { EntryOrdering, EntrySearchRadiusKm } from '@freight/shared/entry-list-query';
import { api, unwrap } from '../../../lib/api-client';
import { useUiLanguage } from '../../../lib/i18n';

/** §2 filters bar; empty fields are left out of the query. */
export type EntryFilters = {
  loading_country: string;
  loading_city: number | '';
  /** The chosen city's name as the picker showed it: kept for the form and the URL, never sent to the API. */
  loading_city_name: string;
  /** Km around the loading city (issue 12); '' = that city only. Sent only with a city. */
  loading_radius: EntrySearchRadiusKm | '';
  unloading_country: string;
  unloading_city: number | '';
  unloading_city_name: string;
  unloading_radius: EntrySearchRadiusKm | '';
  max_weight: string;
  max_mdp: string;
  identification_id: string;
  /** Loading-date range, YYYY-MM-DD (issue 13): entries whose loading window overlaps it. */
  loading_date_from: string;
  loading_date_to: string;
};

export type { EntryOrdering };
export const DEFAULT_ORDERING: EntryOrdering = '-modified_at';

/** Filters the form and the URL keep that are no API parameter. */
const NOT_SENT: ReadonlySet<string> = new Set<keyof EntryFilters>(['loading_city_name', 'unloading_city_name']);

export const EMPTY_FILTERS: EntryFilters = {
  loading_country: '',
  loading_city: '',
  loading_city_name: '',
  loading_radius: '',
  unloading_country: '',
  unloading_city: '',
  unloading_city_name: '',
  unloading_radius: '',
  max_weight: '',
  max_mdp: '',
  identification_id: '',
  loading_date_from: '',
  loading_date_to: '',
};

export type EntryListParams = { formType: FormType; my: boolean; filters: EntryFilters; ordering: EntryOrdering };

/** About a screen of cards; more load as the member scrolls (§2). */
export const ENTRY_PAGE_SIZE = 20;

/** The filters as the list sends them: set fields only, without the names the form keeps for itself. */
export function filterQuery(filters: EntryFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (NOT_SENT.has(key)) continue;
    const text = String(value).trim();
    if (text !== '') query[key] = text;
  }
  return query;
}

function toQuery({ my, filters, ordering }: EntryListParams, cursor: string | null) {
  return { ordering, limit: ENTRY_PAGE_SIZE, ...filterQuery(filters), my: my ? ('true' as const) : undefined, cursor: cursor ?? undefined };
}

/** `lang`: the interface language, in which the API names the entries' places (decision 015). */
export function listEntries(params: EntryListParams, lang: UiLanguage, cursor: string | null, signal?: AbortSignal) {
  return unwrap(api.GET(`/api/${params.formType}-requests/` as const, { params: { query: { ...toQuery(params, cursor), lang } }, signal }));
}

// The language is part of the key: switching it re-reads the lists, whose places it names.
export const entriesQueryKey = (params: EntryListParams, lang: UiLanguage) => ['entries', params.formType, 'list', params, lang] as const;

export const entriesQuery = (params: EntryListParams, lang: UiLanguage) =>
  infiniteQueryOptions({
    queryKey: entriesQueryKey(params, lang),
    queryFn: ({ pageParam, signal }) => listEntries(params, lang, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });

export const useEntries = (params: EntryListParams) => useInfiniteQuery(entriesQuery(params, useUiLanguage()));
