import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PolicySection } from '@freight/shared/content';
import { POLICY_API_PATHS, type PolicyType } from '@freight/shared/content-constants';
import type { UiLanguage } from '@freight/shared/languages';
import { apiFetch } from '../../../lib/api-client';

export const getPolicy = (type: PolicyType, lang: UiLanguage, signal?: AbortSignal) =>
  apiFetch<PolicySection[]>(POLICY_API_PATHS[type], { query: { lang }, signal });

export const policyQuery = (type: PolicyType, lang: UiLanguage) =>
  queryOptions({ queryKey: ['policy', type, lang], queryFn: ({ signal }) => getPolicy(type, lang, signal), staleTime: 10 * 60_000 });

export const usePolicy = (type: PolicyType, lang: UiLanguage) => useQuery(policyQuery(type, lang));
