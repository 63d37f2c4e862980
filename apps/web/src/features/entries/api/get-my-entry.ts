import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Entry, FormType } from '@freight/shared/entries';
import { getEntry } from './get-entry';

/**
 * One of the member's own entries, for the edit form (§2 edit: own entries only). Null when the
 * entry does not exist or belongs to another company, which the page shows as not found.
 */
export async function getMyEntry(formType: FormType, uid: string, signal?: AbortSignal): Promise<Entry | null> {
  const entry = await getEntry(formType, uid, signal);
  return entry?.is_own ? entry : null;
}

export const myEntryQuery = (formType: FormType, uid: string) =>
  queryOptions({ queryKey: ['entries', formType, 'mine', uid], queryFn: ({ signal }) => getMyEntry(formType, uid, signal) });

export const useMyEntry = (formType: FormType, uid: string) => useQuery(myEntryQuery(formType, uid));
