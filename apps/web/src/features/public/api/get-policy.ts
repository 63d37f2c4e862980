import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLICY_API_PATHS, type PolicyType } from '@freight/shared/content-constants';
import type { UiLanguage } from '@freight/shared/languages';
import { api, unwrap } from '../../../lib/api-client';

/** The three policy routes of POLICY_API_PATHS; they answer the same sections. */
type PolicyPath = '/api/terms-and-conditions/' | '/api/confidentiality-policy/' | '/api/about-us/';

export const getPolicy = (type: PolicyType, lang: UiLanguage, signal?: AbortSignal) =>
  unwrap(api.GET(POLICY_API_PATHS[type] as PolicyPath, { params: { query: { lang } }, signal }));

export const policyQuery = (type: PolicyType, lang: UiLanguage) =>
  queryOptions({ queryKey: ['policy', type, lang], queryFn: ({ signal }) => getPolicy(type, lang, signal), staleTime: 10 * 60_000 });

export const usePolicy = (type: PolicyType, lang: UiLanguage) => useQuery(policyQuery(type, lang));
