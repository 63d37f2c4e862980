import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api-client';
import { companyKeys } from './company-keys';

export const getCompanyReputation = (id: number, signal?: AbortSignal) =>
  unwrap(api.GET('/api/companies/{id}/reputation/', { params: { path: { id } }, signal }));

/** Issue 32: a company's reputation (company page, offers' badges, the offer dialog's warning); one cache per company. */
export const useCompanyReputation = (id: number | null) =>
  useQuery({
    queryKey: companyKeys.reputation(id ?? 0),
    queryFn: ({ signal }) => getCompanyReputation(id!, signal),
    enabled: id !== null,
    staleTime: 60_000,
  });
