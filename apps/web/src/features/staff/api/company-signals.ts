import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

/** Issue 33: the registration signals of one company, with their evidence. */
export const getCompanySignals = (companyId: number, signal?: AbortSignal) =>
  unwrap(api.GET('/api/staff/companies/{id}/signals/', { params: { path: { id: companyId } }, signal }));

export const useCompanySignals = (companyId: number) =>
  useQuery({ queryKey: ['staff', 'signals', companyId] as const, queryFn: ({ signal }) => getCompanySignals(companyId, signal) });
