import { useQuery } from '@tanstack/react-query';
import type { CompanyDetails } from '@freight/shared/companies';
import { apiFetch } from '../../../lib/api-client';
import { companyKeys } from './company-keys';

export const getCompany = (id: number, signal?: AbortSignal) => apiFetch<CompanyDetails>(`/api/companies/${id}/`, { signal });

export const useCompanyDetails = (id: number | null) =>
  useQuery({
    queryKey: companyKeys.details(id ?? 0),
    queryFn: ({ signal }) => getCompany(id!, signal),
    enabled: id !== null,
  });
