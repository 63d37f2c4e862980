import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UsefulLink } from '@freight/shared/content';
import type { UiLanguage } from '@freight/shared/languages';
import { apiFetch } from '../../../lib/api-client';

export const getUsefulLinks = (lang: UiLanguage, signal?: AbortSignal) =>
  apiFetch<UsefulLink[]>('/api/useful-links/', { query: { lang }, signal });

export const usefulLinksQuery = (lang: UiLanguage) =>
  queryOptions({ queryKey: ['useful-links', lang], queryFn: ({ signal }) => getUsefulLinks(lang, signal), staleTime: 10 * 60_000 });

export const useUsefulLinks = (lang: UiLanguage) => useQuery(usefulLinksQuery(lang));
