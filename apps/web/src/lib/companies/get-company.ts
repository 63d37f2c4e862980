import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api-client';
import { companyKeys } from './company-keys';

export const getCompany = (id: number, signal?: AbortSignal) =>
  unwrap(api.GET('/api/companies/{id}/', { params: { path: { id } }, signal }));

export const useCompanyDetails = (id: number | null) =>
  useQuery({
    queryKey: companyKeys.details(id ?? 0),
    queryFn: ({ signal }) => getCompany(id!, signal),
    enabled: id !== null,
  });
