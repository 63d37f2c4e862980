import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Employee, EmployeeCreated, EmployeeList, EmployeeUpdateInput } from '@freight/shared/employees';
import { PAGE_LIMIT_MAX } from '@freight/shared/pagination';
import { alert } from '../../../lib/alerts/alert';
import { apiFetch, ApiRequestError } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

/** Every employee of the company: pages of 200 followed to the end (a company has few). */
export async function listEmployees(companyId: number, signal?: AbortSignal): Promise<Employee[]> {
  const employees: Employee[] = [];
  let cursor: string | undefined;
  do {
    const page: EmployeeList = await apiFetch<EmployeeList>('/api/employees/', {
      query: { company: companyId, limit: PAGE_LIMIT_MAX, cursor },
      signal,
    });
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

export const getEmployee = (id: number, signal?: AbortSignal) => apiFetch<Employee>(`/api/employees/${id}/`, { signal });

export const useEmployee = (id: number | null) =>
  useQuery({ queryKey: employeeKeys.one(id ?? 0), queryFn: ({ signal }) => getEmployee(id!, signal), enabled: id !== null });

export const createEmployee = (form: FormData) => apiFetch<EmployeeCreated>('/api/employees/', { method: 'POST', body: form });

export const updateEmployee = (id: number, changes: EmployeeUpdateInput) =>
  apiFetch<Employee>(`/api/employees/${id}/`, { method: 'PATCH', body: changes });

export const replaceHiringProof = (id: number, file: File) => {
  const form = new FormData();
  form.append('hiring_proof', file, file.name);
  return apiFetch<Employee>(`/api/employees/${id}/hiring-proof/`, { method: 'PUT', body: form });
};

export const deleteEmployee = (id: number) => apiFetch<void>(`/api/employees/${id}/`, { method: 'DELETE' });

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
