import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_LIMIT_MAX } from '@freight/shared/pagination';
import { alert } from '../../../lib/alerts/alert';
import { api, ApiRequestError, multipartBody, unwrap } from '../../../lib/api-client';
import type { components } from '../../../lib/api/schema';
import type { EmployeeChanges } from '../utils/employee-values';
import { employeeKeys } from './employee-keys';

/** Every employee of the company: pages of 200 followed to the end (a company has few). */
export async function listEmployees(companyId: number, signal?: AbortSignal): Promise<components['schemas']['Employee'][]> {
  const employees: components['schemas']['Employee'][] = [];
  let cursor: string | undefined;
  do {
    const page = await unwrap(
      api.GET('/api/employees/', { params: { query: { company: companyId, limit: PAGE_LIMIT_MAX, cursor } }, signal }),
    );
    employees.push(...page.results);
    cursor = page.next ?? undefined;
  } while (cursor);
  return employees;
}

export const useEmployees = (companyId: number | null) =>
  useQuery({
    queryKey: employeeKeys.list(companyId ?? 0),
    queryFn: ({ signal }) => listEmployees(companyId!, signal),
    enabled: companyId !== null,
  });

export const getEmployee = (id: number, signal?: AbortSignal) =>
  unwrap(api.GET('/api/employees/{id}/', { params: { path: { id } }, signal }));

export const useEmployee = (id: number | null) =>
  useQuery({ queryKey: employeeKeys.one(id ?? 0), queryFn: ({ signal }) => getEmployee(id!, signal), enabled: id !== null });

export const createEmployee = (form: FormData) => unwrap(api.POST('/api/employees/', multipartBody(form)));

export const updateEmployee = (id: number, changes: EmployeeChanges) =>
  unwrap(api.PATCH('/api/employees/{id}/', { params: { path: { id } }, body: changes }));

export const replaceHiringProof = (id: number, file: File) => {
  const form = new FormData();
  form.append('hiring_proof', file, file.name);
  return unwrap(api.PUT('/api/employees/{id}/hiring-proof/', { params: { path: { id } }, ...multipartBody(form) }));
};

export const deleteEmployee = (id: number) => unwrap(api.DELETE('/api/employees/{id}/', { params: { path: { id } } }));

export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmployee,
    onSuccess: () => {
      alert.success('employees.deleted');
      return queryClient.invalidateQueries({ queryKey: employeeKeys.all });
    },
    onError: (error) =>
      void (error instanceof ApiRequestError && error.code === 'permission_denied'
        ? alert.warning('employees.notAllowed', { details: error })
        : alert.danger('employees.deleteFailed', { details: error })),
  });
}
