import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormType, EntryPatchInput } from '@freight/shared/entries';
import { api, unwrap } from '../../../lib/api-client';
import { refreshOwnEntryFigures } from '../../../lib/own-entry-figures';

/** §7 PATCH /api/{truck,ware}-requests/{uid}/ with the create body; without `validity_days` the stored validity stays. */
export const updateEntry = (formType: FormType, uid: string, body: EntryPatchInput) =>
  unwrap(api.PATCH(`/api/${formType}-requests/{uid}/` as const, { params: { path: { uid } }, body }));

export const useUpdateEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ formType, uid, body }: { formType: FormType; uid: string; body: EntryPatchInput }) => updateEntry(formType, uid, body),
    // An edit may move the entry in or out of an expiry window on the dashboard.
    onSuccess: () => void refreshOwnEntryFigures(queryClient),
  });
};
