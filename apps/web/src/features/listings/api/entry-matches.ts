import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { UiLanguage } from '@freight/shared/languages';
import type { FormType } from '@freight/shared/listings';
import type { MatchPage, MatchRadiusKm, ReturnLoadPage } from '@freight/shared/matching';
import { apiFetch } from '../../../lib/api-client';
import { useUiLanguage } from '../../../lib/i18n';

/** Which ranked list of an own entry: its matches, or (trucks only) its return loads. */
export type MatchListKind = 'matches' | 'return-loads';

/** A screen of matches; more load on demand. */
export const MATCH_PAGE_SIZE = 20;

export type MatchListParams = { formType: FormType; uid: string; kind: MatchListKind; radius: MatchRadiusKm };

/** GET /api/{form}-requests/{uid}/matches/ or /api/truck-requests/{uid}/return-loads/ (issue 17 items 5–6). */
export function getMatchList(params: MatchListParams, lang: UiLanguage, cursor: string | null, signal?: AbortSignal) {
  const query = { radius: params.radius, limit: MATCH_PAGE_SIZE, lang, ...(cursor ? { cursor } : {}) };
  return apiFetch<MatchPage | ReturnLoadPage>(`/api/${params.formType}-requests/${params.uid}/${params.kind}/`, { query, signal });
}

/** Under ['listings', formType]: re-read with the form type's lists and counts. */
export const matchListsPrefix = (formType: FormType) => ['listings', formType, 'match-lists'] as const;

export const matchListQuery = (params: MatchListParams, lang: UiLanguage) =>
  infiniteQueryOptions({
    queryKey: [...matchListsPrefix(params.formType), params, lang],
    queryFn: ({ pageParam, signal }) => getMatchList(params, lang, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });

export const useMatchList = (params: MatchListParams) => useInfiniteQuery(matchListQuery(params, useUiLanguage()));
