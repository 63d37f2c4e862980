import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { alert } from '../../../lib/alerts/alert';
import { staffKeys } from './staff-keys';

export const deactivateCompany = (companyId: number) =>
  unwrap(api.POST('/api/staff/companies/{id}/deactivate/', { params: { path: { id: companyId } } }));

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
