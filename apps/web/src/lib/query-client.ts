import { QueryClient } from '@tanstack/react-query';
import { retryDelay, retryQuery } from './query-retry';

/** The app's query cache defaults; tests build theirs from here too, so they see the same staleness. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: retryQuery, retryDelay, refetchOnWindowFocus: false } },
  });
}
