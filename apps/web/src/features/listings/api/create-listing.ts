import { useMutation } from '@tanstack/react-query';
import type { Entry, FormType, ListingInput } from '@freight/shared/listings';
import { apiFetch } from '../../../lib/api-client';

/** §7 POST /api/{truck,ware}-requests/create/ → 201 with the entry. */
export const createListing = (formType: FormType, body: ListingInput) =>
  apiFetch<Entry>(`/api/${formType}-requests/create/`, { method: 'POST', body });

export const useCreateListing = () =>
  useMutation({ mutationFn: ({ formType, body }: { formType: FormType; body: ListingInput }) => createListing(formType, body) });
