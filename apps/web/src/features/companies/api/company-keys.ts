/** TanStack Query keys of the companies feature. */
export const companyKeys = {
  all: ['companies'] as const,
  search: (search: string, page: number, pageSize: number) => ['companies', 'search', search, page, pageSize] as const,
  details: (id: number) => ['companies', 'details', id] as const,
};
