import { ApiRequestError } from './api-client';

/** The longest Retry-After a query waits out by itself; a longer one is shown as the error it is. */
const MAX_WAIT_SECONDS = 60;
/** How often a query waits out a 429 before it shows the error. */
const MAX_LIMITED_RETRIES = 3;

/** The seconds a refused read asks to wait (429 `rate_limited` with Retry-After), else undefined. */
export function rateLimitWait(error: unknown): number | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 429) return undefined;
  return error.retryAfterSeconds;
}

/**
 * Decision 071: a read refused for the member's pace is tried again when the API says it may be, a few
 * times; any other failure once, as before.
 */
export function retryQuery(failureCount: number, error: unknown): boolean {
  const wait = rateLimitWait(error);
  if (wait !== undefined) return wait <= MAX_WAIT_SECONDS && failureCount < MAX_LIMITED_RETRIES;
  return failureCount < 1;
}

/** The API's Retry-After for a 429; TanStack Query's own back-off (1 s, 2 s, 4 s … at most 30 s) otherwise. */
export function retryDelay(attempt: number, error: unknown): number {
  const wait = rateLimitWait(error);
  if (wait !== undefined) return wait * 1000;
  return Math.min(1000 * 2 ** attempt, 30_000);
}
