import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Entry, EntryPage, FormType } from '@freight/shared/listings';
import { apiFetch } from '../../../lib/api-client';

/**
 * One of the member's own entries, for the edit form. There is no single-entry GET yet, so this
 * reads the member's own list (`?my=true`, the largest page) and picks the uid; null when the
 * uid is not one of theirs, which the page shows as not found (§2 edit: own entries only).
 */
export async function getMyEntry(formType: FormType, uid: string, signal?: AbortSignal): Promise<Entry | null> {
  const page = await apiFetch<EntryPage>(`/api/${formType}-requests/`, { query: { my: 'true', limit: 200 }, signal });
  return page.results.find((entry) => entry.uid === uid && entry.is_own) ?? null;
}

export const myEntryQuery = (formType: FormType, uid: string) =>
  queryOptions({ queryKey: ['listings', formType, 'mine', uid], queryFn: ({ signal }) => getMyEntry(formType, uid, signal) });

export const useMyEntry = (formType: FormType, uid: string) => useQuery(myEntryQuery(formType, uid));
