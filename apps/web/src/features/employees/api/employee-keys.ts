/** TanStack Query keys of the employees feature. */
export const employeeKeys = {
  all: ['employees'] as const,
  list: (companyId: number) => ['employees', 'list', companyId] as const,
  one: (id: number) => ['employees', 'one', id] as const,
};
