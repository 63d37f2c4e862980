import type { Entry } from '@freight/shared/listings';

/**
 * The shown entries that came by the websocket rather than from a loaded page: what the table
 * highlights for a few seconds. The route's highlighted entry is fetched by itself, not live.
 */
export function liveArrivals(shown: readonly Entry[], loaded: readonly Entry[], highlightUid: string | undefined): string[] {
  const fromPages = new Set(loaded.map((entry) => entry.uid));
  return shown.filter((entry) => entry.uid !== highlightUid && !fromPages.has(entry.uid)).map((entry) => entry.uid);
}
