import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Entry, FormType } from '@freight/shared/entries';
import { api, unwrap } from '../../../lib/api-client';
import { useUiLanguage } from '../../../lib/i18n';
import { refreshOwnEntryFigures } from '../../../lib/own-entry-figures';
import { writeEntryChange } from '../utils/write-entry-change';

/** §4/§6: the owner refreshes an entry (new updated_at); the API rate-limits it (429 rate_limited). */
export function refreshEntry(formType: FormType, uid: string) {
  return unwrap(api.POST(`/api/${formType}-requests/{uid}/refresh/` as const, { params: { path: { uid } } }));
}

/**
 * The member's own refresh as a mutation (§4): the entry takes its new time in every cached list and
 * moves to the top of those newest first, as the API now orders it; the dashboard's figures are re-read.
 */
export function useRefreshEntry(formType: FormType) {
  const queryClient = useQueryClient();
  const lang = useUiLanguage();
  return useMutation({
    mutationFn: (entry: Entry) => refreshEntry(formType, entry.uid),
    onSuccess: ({ updated_at }, entry) => {
      writeEntryChange(queryClient, formType, { kind: 'refresh', entry: { ...entry, updated_at, modified_at: updated_at } }, lang);
      void refreshOwnEntryFigures(queryClient);
    },
  });
}
