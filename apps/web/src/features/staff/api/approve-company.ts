import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffCompany } from '@freight/shared/staff';
import { apiFetch } from '../../../lib/api-client';
import { alert } from '../../../lib/alerts/alert';
import { staffKeys } from './staff-keys';

export const approveCompany = (companyId: number) =>
  apiFetch<StaffCompany>(`/api/staff/companies/${companyId}/approve/`, { method: 'POST' });

export function useApproveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveCompany,
    onSuccess: () => {
      alert.success('staff.alerts.approved');
      return queryClient.invalidateQueries({ queryKey: staffKeys.companies });
    },
    onError: (error) => void alert.danger('staff.alerts.approveFailed', { details: error }),
  });
}
