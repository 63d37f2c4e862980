import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyDocument } from '@freight/shared/companies';
import type { ApiError } from '@freight/shared/errors';
import { alert } from '../../../lib/alerts/alert';
import { apiFetch, ApiRequestError } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/session';
import { ensureFreshAccessToken, refreshOrEnd } from '../../../lib/session-refresh';
import { companyKeys } from './company-keys';

export const uploadDocuments = (companyId: number, files: File[]) => {
  const form = new FormData();
  for (const file of files) form.append('documents', file, file.name);
  return apiFetch<CompanyDocument[]>(`/api/companies/${companyId}/documents/`, { method: 'POST', body: form });
};

export const deleteDocument = (companyId: number, documentId: number) =>
  apiFetch<void>(`/api/companies/${companyId}/documents/${documentId}/`, { method: 'DELETE' });

/** §8: a 400 answer is 'File upload failed.', anything else 'An unexpected error occurred during file upload.' */
export const uploadErrorKey = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 400 ? 'companies.documents.uploadFailed' : 'companies.documents.uploadUnexpected';

export function useUploadDocuments(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => uploadDocuments(companyId, files),
    onSuccess: () => {
      alert.success('companies.documents.uploaded');
      return queryClient.invalidateQueries({ queryKey: companyKeys.details(companyId) });
    },
    onError: (error) => void alert.danger(uploadErrorKey(error), { details: error }),
  });
}

export function useDeleteDocument(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) => deleteDocument(companyId, documentId),
    onSuccess: () => {
      alert.success('companies.documents.deleted');
      return queryClient.invalidateQueries({ queryKey: companyKeys.details(companyId) });
    },
    onError: (error) => void alert.danger('companies.documents.deleteFailed', { details: error }),
  });
}

const errorBody = (response: Response): Promise<Partial<ApiError>> =>
  response.json().then(
    (body: unknown) => (body ?? {}) as Partial<ApiError>,
    () => ({}),
  );

async function request(url: URL): Promise<Response> {
  const token = getAccessToken();
  try {
    return await fetch(url, { headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  } catch (error) {
    throw new ApiRequestError(0, { detail: (error as Error).message });
  }
}

/**
 * The document answers only with the Bearer header, so a plain link cannot fetch it: it is read
 * as a blob with the session rules of apiFetch (fresh token first, one refresh and retry).
 */
export async function fetchDocument(url: string): Promise<Blob> {
  const target = new URL(url, window.location.origin);
  await ensureFreshAccessToken();
  let response = await request(target);
  if (response.status === 401 && (await errorBody(response.clone())).code === 'token_not_valid' && (await refreshOrEnd())) {
    response = await request(target);
  }
  if (!response.ok) throw new ApiRequestError(response.status, await errorBody(response));
  return response.blob();
}

/** Saves the fetched PDF under its name through a temporary object URL. */
export async function downloadDocument(document: CompanyDocument): Promise<void> {
  const blob = await fetchDocument(document.url);
  const href = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = href;
  link.download = document.name;
  window.document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the browser has started the download by then.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
