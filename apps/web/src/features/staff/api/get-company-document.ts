import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetchBlob } from '../../../lib/api-blob';
import { staffKeys } from './staff-keys';

/** A registration PDF of a company under review. */
export const getCompanyDocument = (companyId: number, documentId: number, signal?: AbortSignal): Promise<Blob> =>
  apiFetchBlob(`/api/staff/companies/${companyId}/documents/${documentId}/`, { signal, accept: 'application/pdf' });

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
