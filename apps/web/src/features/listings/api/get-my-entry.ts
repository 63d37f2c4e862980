import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Entry, FormType } from '@freight/shared/listings';
import { apiFetch, ApiRequestError } from '../../../lib/api-client';

/**
 * One of the member's own entries, for the edit form (§2 edit: own entries only). Null when the
 * entry does not exist or belongs to another company, which the page shows as not found.
 */
export async function getMyEntry(formType: FormType, uid: string, signal?: AbortSignal): Promise<Entry | null> {
  try {
    const entry = await apiFetch<Entry>(`/api/${formType}-requests/${encodeURIComponent(uid)}/`, { signal });
    return entry.is_own ? entry : null;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export const myEntryQuery = (formType: FormType, uid: string) =>
  queryOptions({ queryKey: ['listings', formType, 'mine', uid], queryFn: ({ signal }) => getMyEntry(formType, uid, signal) });

export const useMyEntry = (formType: FormType, uid: string) => useQuery(myEntryQuery(formType, uid));
