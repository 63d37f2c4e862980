import { api, unwrap } from '../../../lib/api-client';
import { incidentKeys } from './incident-keys';

export const AUTOCOMPLETE_LIMIT = 10;

export const searchCompanies = (search: string, signal?: AbortSignal) =>
  unwrap(api.GET('/api/companies/', { params: { query: { search, limit: AUTOCOMPLETE_LIMIT } }, signal })).then((page) => page.results);

/** One company of `GET /api/companies/?search=` (the company search of the companies module). */
export type CompanyOption = Awaited<ReturnType<typeof searchCompanies>>[number];

/** §5/§9: the company autocomplete's lookup (run from 3 typed characters by the picker). */
export const companyLookup = (search: string) => ({
  queryKey: incidentKeys.companies(search),
  queryFn: ({ signal }: { signal: AbortSignal }) => searchCompanies(search, signal),
});
