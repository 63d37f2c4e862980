/** TanStack Query keys of companies, shared by every feature that reads them (one cache per company). */
export const companyKeys = {
  all: ['companies'] as const,
  search: (search: string, page: number, pageSize: number) => ['companies', 'search', search, page, pageSize] as const,
  details: (id: number) => ['companies', 'details', id] as const,
  reputation: (id: number) => ['companies', 'reputation', id] as const,
};
