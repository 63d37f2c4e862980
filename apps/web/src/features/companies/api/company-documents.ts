import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyDocument } from '@freight/shared/companies';
import { alert } from '../../../lib/alerts/alert';
import { ApiRequestError, fetchBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { companyKeys, deleteCompanyDocument, uploadCompanyDocuments } from '../../../lib/companies/companies-api';

/** §8: a 400 answer is 'File upload failed.', anything else 'An unexpected error occurred during file upload.' */
export const uploadErrorKey = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 400 ? 'companies.documents.uploadFailed' : 'companies.documents.uploadUnexpected';

export function useUploadDocuments(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => uploadCompanyDocuments(companyId, files),
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
    mutationFn: (documentId: number) => deleteCompanyDocument(companyId, documentId),
    onSuccess: () => {
      alert.success('companies.documents.deleted');
      return queryClient.invalidateQueries({ queryKey: companyKeys.details(companyId) });
    },
    onError: (error) => void alert.danger('companies.documents.deleteFailed', { details: error }),
  });
}

/** Downloads a company PDF under its name. */
export async function downloadDocument(document: CompanyDocument): Promise<void> {
  saveBlob(await fetchBlob(document.url, { accept: 'application/pdf' }), document.name);
}
