import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Entry, FormType } from '@freight/shared/listings';
import { apiFetch, ApiRequestError } from '../../../lib/api-client';

/** One entry as the member may see it (own, or another company's live one); null when there is none. */
export async function getEntry(formType: FormType, uid: string, signal?: AbortSignal): Promise<Entry | null> {
  try {
    return await apiFetch<Entry>(`/api/${formType}-requests/${encodeURIComponent(uid)}/`, { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export const entryQuery = (formType: FormType, uid: string) =>
  queryOptions({ queryKey: ['listings', formType, 'entry', uid], queryFn: ({ signal }) => getEntry(formType, uid, signal) });

/** Off while `uid` is undefined (no highlighted entry in the route). */
export const useEntry = (formType: FormType, uid: string | undefined) =>
  useQuery({ ...entryQuery(formType, uid ?? ''), enabled: uid !== undefined });
