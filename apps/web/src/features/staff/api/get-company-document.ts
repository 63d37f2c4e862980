import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

/** A registration PDF of a company under review. */
export const getCompanyDocument = (companyId: number, documentId: number, signal?: AbortSignal): Promise<Blob> =>
  unwrap(
    api.GET('/api/staff/companies/{id}/documents/{docId}/', {
      params: { path: { id: companyId, docId: documentId } },
      parseAs: 'blob',
      headers: { Accept: 'application/pdf' },
      signal,
    }),
  );

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
