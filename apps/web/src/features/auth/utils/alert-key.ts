import { ApiRequestError } from '../../../lib/api-client';

/** The catalogue key of a failed call's code (`errors.rate_limited` …), or the page's fallback. */
export function apiErrorKey(error: unknown, known: readonly string[], fallback: string): string {
  if (error instanceof ApiRequestError && known.includes(error.code)) return `errors.${error.code}`;
  return fallback;
}
