import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { UiLanguage } from '@freight/shared/languages';
import type { FormType } from '@freight/shared/entries';
import type { MatchRadiusKm } from '@freight/shared/matching';
import { api, unwrap } from '../../../lib/api-client';
import { useUiLanguage } from '../../../lib/i18n';

/** Which ranked list of an own entry: its matches, or (trucks only) its return loads. */
export type MatchListKind = 'matches' | 'return-loads';

/** A screen of matches; more load on demand. */
export const MATCH_PAGE_SIZE = 20;

export type MatchListParams = { formType: FormType; uid: string; kind: MatchListKind; radius: MatchRadiusKm };

/** GET /api/{form}-requests/{uid}/matches/ or /api/truck-requests/{uid}/return-loads/ (issue 17 items 5–6). */
export function getMatchList(params: MatchListParams, lang: UiLanguage, cursor: string | null, signal?: AbortSignal) {
  const init = {
    params: { path: { uid: params.uid }, query: { radius: params.radius, limit: MATCH_PAGE_SIZE, lang, cursor: cursor ?? undefined } },
    signal,
  };
  // Return loads exist for trucks only (a ware's list is always its matches).
  return unwrap(
    params.kind === 'return-loads' && params.formType === 'truck'
      ? api.GET('/api/truck-requests/{uid}/return-loads/', init)
      : api.GET(`/api/${params.formType}-requests/{uid}/matches/` as const, init),
  );
}

/** Under ['entries', formType]: re-read with the form type's lists and counts. */
export const matchListsPrefix = (formType: FormType) => ['entries', formType, 'match-lists'] as const;

export const matchListQuery = (params: MatchListParams, lang: UiLanguage) =>
  infiniteQueryOptions({
    queryKey: [...matchListsPrefix(params.formType), params, lang],
    queryFn: ({ pageParam, signal }) => getMatchList(params, lang, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });

export const useMatchList = (params: MatchListParams) => useInfiniteQuery(matchListQuery(params, useUiLanguage()));
