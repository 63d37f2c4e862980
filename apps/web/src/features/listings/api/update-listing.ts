import { useMutation } from '@tanstack/react-query';
import type { Entry, FormType, ListingInput } from '@freight/shared/listings';
import { apiFetch } from '../../../lib/api-client';

/** §7 PATCH /api/{truck,ware}-requests/{uid}/ with the same body as create. */
export const updateListing = (formType: FormType, uid: string, body: ListingInput) =>
  apiFetch<Entry>(`/api/${formType}-requests/${encodeURIComponent(uid)}/`, { method: 'PATCH', body });

export const useUpdateListing = () =>
  useMutation({
    mutationFn: ({ formType, uid, body }: { formType: FormType; uid: string; body: ListingInput }) => updateListing(formType, uid, body),
  });
