import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alert } from '../../../lib/alerts/alert';
import { api, multipartBody, unwrap } from '../../../lib/api-client';

/** Issue 33: the own company's change requests of protected data, and filing one (multipart: fields, reason, document). */
export const changeRequestKeys = { own: ['companies', 'change-requests'] as const };

export const listOwnChangeRequests = (signal?: AbortSignal) =>
  unwrap(api.GET('/api/company-change-requests/', { params: { query: { limit: 20 } }, signal }));

export const useOwnChangeRequests = () =>
  useQuery({ queryKey: changeRequestKeys.own, queryFn: ({ signal }) => listOwnChangeRequests(signal) });

export type ChangeRequestInput = { values: Record<string, string>; reason: string; document: File };

export function fileChangeRequest({ values, reason, document }: ChangeRequestInput) {
  const form = new FormData();
  for (const [field, value] of Object.entries(values)) if (value.trim() !== '') form.append(field, value);
  form.append('reason', reason);
  form.append('document', document, document.name);
  return unwrap(api.POST('/api/company-change-requests/', multipartBody(form)));
}

export function useFileChangeRequest(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileChangeRequest,
    onSuccess: () => {
      alert.success('companies.changeRequests.filed');
      onDone();
      return queryClient.invalidateQueries({ queryKey: changeRequestKeys.own });
    },
    onError: (error) => void alert.danger('companies.changeRequests.fileFailed', { details: error }),
  });
}
