import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormType, ListingPatchInput } from '@freight/shared/listings';
import { api, unwrap } from '../../../lib/api-client';
import { refreshOwnEntryFigures } from '../../../lib/own-entry-figures';

/** §7 PATCH /api/{truck,ware}-requests/{uid}/ with the create body; without `validity_days` the stored validity stays. */
export const updateListing = (formType: FormType, uid: string, body: ListingPatchInput) =>
  unwrap(api.PATCH(`/api/${formType}-requests/{uid}/` as const, { params: { path: { uid } }, body }));

export const useUpdateListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ formType, uid, body }: { formType: FormType; uid: string; body: ListingPatchInput }) =>
      updateListing(formType, uid, body),
    // An edit may move the entry in or out of an expiry window on the dashboard.
    onSuccess: () => void refreshOwnEntryFigures(queryClient),
  });
};
