import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, multipartBody, unwrap } from '../api-client';

/**
 * Every call of the companies endpoints (`/api/companies/…`), for every feature that reads or changes
 * companies, under one query-key factory: a company read by two screens is one cache entry.
 */
export const companyKeys = {
  all: ['companies'] as const,
  search: (search: string, page: number, pageSize: number) => ['companies', 'search', search, page, pageSize] as const,
  lookup: (search: string) => ['companies', 'lookup', search] as const,
  details: (id: number) => ['companies', 'details', id] as const,
  reputation: (id: number) => ['companies', 'reputation', id] as const,
};

/** How many companies a typed lookup offers. */
export const COMPANY_LOOKUP_LIMIT = 10;

/** §2 company search: numbered pages of the server (decision 007), filtered in SQL. */
export const searchCompanyPage = (search: string, page: number, pageSize: number, signal?: AbortSignal) =>
  unwrap(api.GET('/api/companies/', { params: { query: { search: search || undefined, page, page_size: pageSize } }, signal }));

export const useCompanySearchPage = (search: string, page: number, pageSize: number) =>
  useQuery({
    queryKey: companyKeys.search(search, page, pageSize),
    queryFn: ({ signal }) => searchCompanyPage(search, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

/** The first companies whose name matches what was typed (the same search, one short page). */
export const lookUpCompanies = (search: string, signal?: AbortSignal) =>
  unwrap(api.GET('/api/companies/', { params: { query: { search, limit: COMPANY_LOOKUP_LIMIT } }, signal })).then((page) => page.results);

/** One company of `GET /api/companies/?search=`. */
export type CompanyOption = Awaited<ReturnType<typeof lookUpCompanies>>[number];

/** A company picker's lookup (components/async-combobox runs it once enough is typed). */
export const companyLookup = (search: string) => ({
  queryKey: companyKeys.lookup(search),
  queryFn: ({ signal }: { signal: AbortSignal }) => lookUpCompanies(search, signal),
});

export const getCompany = (id: number, signal?: AbortSignal) =>
  unwrap(api.GET('/api/companies/{id}/', { params: { path: { id } }, signal }));

/** A company's page data; asked only for an id (null: not yet known). */
export const useCompanyDetails = (id: number | null) =>
  useQuery({
    queryKey: companyKeys.details(id ?? 0),
    queryFn: ({ signal }) => getCompany(id!, signal),
    enabled: id !== null,
  });

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

export const uploadCompanyDocuments = (companyId: number, files: File[]) => {
  const form = new FormData();
  for (const file of files) form.append('documents', file, file.name);
  return unwrap(api.POST('/api/companies/{id}/documents/', { params: { path: { id: companyId } }, ...multipartBody(form) }));
};

export const deleteCompanyDocument = (companyId: number, documentId: number) =>
  unwrap(api.DELETE('/api/companies/{id}/documents/{docId}/', { params: { path: { id: companyId, docId: documentId } } }));
