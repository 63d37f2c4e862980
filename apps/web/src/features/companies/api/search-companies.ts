import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { companyKeys } from '../../../lib/companies/company-keys';

/** §2 company search: numbered pages of the server (decision 007), filtered in SQL. */
export const searchCompanyPage = (search: string, page: number, pageSize: number, signal?: AbortSignal) =>
  unwrap(api.GET('/api/companies/', { params: { query: { search: search || undefined, page, page_size: pageSize } }, signal }));

export const useCompanySearchPage = (search: string, page: number, pageSize: number) =>
  useQuery({
    queryKey: companyKeys.search(search, page, pageSize),
    queryFn: ({ signal }) => searchCompanyPage(search, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
