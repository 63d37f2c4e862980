import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, publicApi, unwrap } from '../../../lib/api-client';

export const getOnboarding = (tid: string, signal?: AbortSignal) =>
  unwrap(publicApi.GET('/api/company-onboarding/{tid}/', { params: { path: { tid } }, signal }));

export const onboardingQuery = (tid: string) =>
  queryOptions({
    queryKey: ['company-onboarding', tid],
    queryFn: ({ signal }) => getOnboarding(tid, signal),
    // A 404 (no company for this link) is an answer, not a hiccup to retry.
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 1,
    staleTime: Infinity,
  });

export const useOnboarding = (tid: string) => useQuery({ ...onboardingQuery(tid), enabled: tid !== '' });
