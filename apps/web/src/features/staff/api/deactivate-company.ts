import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffCompany } from '@freight/shared/staff';
import { apiFetch } from '../../../lib/api-client';
import { alert } from '../../../lib/alerts/alert';
import { staffKeys } from './staff-keys';

export const deactivateCompany = (companyId: number) =>
  apiFetch<StaffCompany>(`/api/staff/companies/${companyId}/deactivate/`, { method: 'POST' });

export function useDeactivateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateCompany,
    onSuccess: () => {
      alert.success('staff.alerts.deactivated');
      return queryClient.invalidateQueries({ queryKey: staffKeys.companies });
    },
    onError: (error) => void alert.danger('staff.alerts.deactivateFailed', { details: error }),
  });
}
