import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { alert } from '../../../lib/alerts/alert';
import { staffKeys } from './staff-keys';

/** §2 /registration-initialized?tid=…: the administrator is mailed the link; staff see it too. */
export const inviteCompany = (companyId: number) =>
  unwrap(api.POST('/api/staff/companies/{id}/invite/', { params: { path: { id: companyId } } }));

export function useInviteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteCompany,
    onSuccess: () => {
      alert.success('staff.alerts.invited');
      return queryClient.invalidateQueries({ queryKey: staffKeys.companies });
    },
    onError: (error) => void alert.danger('staff.alerts.inviteFailed', { details: error }),
  });
}
