import { apiFetch } from '../../../lib/api-client';
import { incidentKeys } from './incident-keys';

/** One company of `GET /api/companies/?search=` (the company search of the companies module). */
export type CompanyOption = { id: number; name: string; type: number; created_at: string; VATNumber: string };
type CompanyPage = { results: CompanyOption[]; next: string | null; count: number };

export const AUTOCOMPLETE_LIMIT = 10;

export const searchCompanies = (search: string, signal?: AbortSignal) =>
  apiFetch<CompanyPage>('/api/companies/', { query: { search, limit: AUTOCOMPLETE_LIMIT }, signal }).then((page) => page.results);

/** §5/§9: the company autocomplete's lookup (run from 3 typed characters by the picker). */
export const companyLookup = (search: string) => ({
  queryKey: incidentKeys.companies(search),
  queryFn: ({ signal }: { signal: AbortSignal }) => searchCompanies(search, signal),
});
