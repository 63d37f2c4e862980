/**
 * Query key of the realtime stats (§3 Others): pushed stats replace the fetched ones. Its own module,
 * so the landing page's stats banner reads it without the websocket code.
 */
export const REALTIME_STATS_KEY = ['realtime-stats'] as const;
