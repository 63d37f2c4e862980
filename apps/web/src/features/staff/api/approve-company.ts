import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { alert } from '../../../lib/alerts/alert';
import { staffKeys } from './staff-keys';

export const approveCompany = (companyId: number) =>
  unwrap(api.POST('/api/staff/companies/{id}/approve/', { params: { path: { id: companyId } } }));

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
