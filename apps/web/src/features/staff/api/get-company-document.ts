import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiError } from '@freight/shared/errors';
import { ApiRequestError } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/session';
import { ensureFreshAccessToken, refreshOrEnd } from '../../../lib/session-refresh';
import { staffKeys } from './staff-keys';

async function request(url: URL, signal?: AbortSignal): Promise<Response> {
  const token = getAccessToken();
  try {
    return await fetch(url, { headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(0, { detail: (error as Error).message });
  }
}

const errorBody = (response: Response): Promise<Partial<ApiError>> =>
  response.json().then(
    (body: unknown) => (body ?? {}) as Partial<ApiError>,
    () => ({}),
  );

/**
 * The PDF needs the Bearer header, so a plain link cannot open it: it is fetched as a blob
 * (apiFetch reads JSON only) with the same session rules — refresh before a nearly expired
 * token, and one refresh and retry on `token_not_valid` (§4).
 */
export async function getCompanyDocument(companyId: number, documentId: number, signal?: AbortSignal): Promise<Blob> {
  const url = new URL(`/api/staff/companies/${companyId}/documents/${documentId}/`, window.location.origin);
  await ensureFreshAccessToken();
  let response = await request(url, signal);
  if (response.status === 401 && (await errorBody(response.clone())).code === 'token_not_valid' && (await refreshOrEnd())) {
    response = await request(url, signal);
  }
  if (!response.ok) throw new ApiRequestError(response.status, await errorBody(response));
  return response.blob();
}

export const companyDocumentQuery = (companyId: number, documentId: number) =>
  queryOptions({
    queryKey: staffKeys.document(companyId, documentId),
    queryFn: ({ signal }) => getCompanyDocument(companyId, documentId, signal),
    // The server sends `Cache-Control: no-store`: keep the blob only while the viewer is open.
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });

export const useCompanyDocument = (companyId: number, documentId: number) => useQuery(companyDocumentQuery(companyId, documentId));
