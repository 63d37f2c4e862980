import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UiLanguage } from '@freight/shared/languages';
import { api, unwrap } from '../../../lib/api-client';

export const getUsefulLinks = (lang: UiLanguage, signal?: AbortSignal) =>
  unwrap(api.GET('/api/useful-links/', { params: { query: { lang } }, signal }));

export const usefulLinksQuery = (lang: UiLanguage) =>
  queryOptions({ queryKey: ['useful-links', lang], queryFn: ({ signal }) => getUsefulLinks(lang, signal), staleTime: 10 * 60_000 });

export const useUsefulLinks = (lang: UiLanguage) => useQuery(usefulLinksQuery(lang));
