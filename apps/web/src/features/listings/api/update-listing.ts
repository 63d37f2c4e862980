import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Entry, FormType, ListingPatchInput } from '@freight/shared/listings';
import { apiFetch } from '../../../lib/api-client';
import { refreshOwnEntryFigures } from '../../../lib/own-entry-figures';

/** §7 PATCH /api/{truck,ware}-requests/{uid}/ with the create body; without `validity_days` the stored validity stays. */
export const updateListing = (formType: FormType, uid: string, body: ListingPatchInput) =>
  apiFetch<Entry>(`/api/${formType}-requests/${encodeURIComponent(uid)}/`, { method: 'PATCH', body });

export const useUpdateListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ formType, uid, body }: { formType: FormType; uid: string; body: ListingPatchInput }) =>
      updateListing(formType, uid, body),
    // An edit may move the entry in or out of an expiry window on the dashboard.
    onSuccess: () => void refreshOwnEntryFigures(queryClient),
  });
};
