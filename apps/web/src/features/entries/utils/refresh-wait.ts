/** The alert of a refused refresh (429): when the next one is possible, from the answer's Retry-After (§4). */
export function refreshLimitedMessage(retryAfterSeconds: number | undefined): { key: string; values?: { count: number } } {
  if (retryAfterSeconds === undefined || retryAfterSeconds <= 0) return { key: 'entries.refreshLimited' };
  // Under a minute the seconds themselves; otherwise whole minutes, rounded up so the member never comes back too early.
  if (retryAfterSeconds < 60) return { key: 'entries.refreshLimitedSeconds', values: { count: retryAfterSeconds } };
  return { key: 'entries.refreshLimitedMinutes', values: { count: Math.ceil(retryAfterSeconds / 60) } };
}
