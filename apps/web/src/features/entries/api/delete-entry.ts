import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormType } from '@freight/shared/entries';
import { api, unwrap } from '../../../lib/api-client';
import { useUiLanguage } from '../../../lib/i18n';
import { refreshOwnEntryFigures } from '../../../lib/own-entry-figures';
import { writeEntryChange } from '../utils/write-entry-change';

/** §6: only the owner may delete; the API answers 204. */
export function deleteEntry(formType: FormType, uid: string): Promise<unknown> {
  return unwrap(api.DELETE(`/api/${formType}-requests/{uid}/` as const, { params: { path: { uid } } }));
}

/**
 * The member's own delete as a mutation: the entry leaves every cached list and its own cache at
 * once (the websocket's delete event, arriving later, finds nothing left to do), and the dashboard's
 * figures are re-read.
 */
export function useDeleteEntry(formType: FormType) {
  const queryClient = useQueryClient();
  const lang = useUiLanguage();
  return useMutation({
    mutationFn: (uid: string) => deleteEntry(formType, uid),
    onSuccess: (_answer, uid) => {
      writeEntryChange(queryClient, formType, { kind: 'delete', uid }, lang);
      void refreshOwnEntryFigures(queryClient);
    },
  });
}
