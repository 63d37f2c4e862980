import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CompanyStatus } from '@freight/shared/accounts-constants';
import { api, unwrap } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

/** Cards are large: a smaller page than the API's default of 50 keeps the first paint quick. */
export const STAFF_PAGE_SIZE = 20;

export const listStaffCompanies = (status: CompanyStatus, cursor: string | null, signal?: AbortSignal) =>
  unwrap(api.GET('/api/staff/companies/', { params: { query: { status, limit: STAFF_PAGE_SIZE, cursor: cursor ?? undefined } }, signal }));

export const staffCompaniesQuery = (status: CompanyStatus) =>
  infiniteQueryOptions({
    queryKey: staffKeys.companyList(status),
    queryFn: ({ pageParam, signal }) => listStaffCompanies(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });

export const useStaffCompanies = (status: CompanyStatus) => useInfiniteQuery(staffCompaniesQuery(status));
