import type { QueryClient } from '@tanstack/react-query';

/**
 * The cache key of the figures about the member's own company's entries (the dashboard home's
 * counts). It lives here, not in a feature, so the entries feature can mark the figures out of
 * date after the member's own publish, edit, delete or refresh without importing the dashboard.
 */
export const OWN_ENTRY_FIGURES_KEY = ['dashboard', 'counts'] as const;

/** Re-reads the figures at once, even while no page shows them, so the dashboard never shows the state before the member's own change. */
export function refreshOwnEntryFigures(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: OWN_ENTRY_FIGURES_KEY, refetchType: 'all' });
}
