import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alert } from '../../../lib/alerts/alert';
import { api, unwrap } from '../../../lib/api-client';

/** Issue 33: pending change requests of protected company data, and staff's decision on each. */
const key = ['staff', 'change-requests'] as const;

export const listPendingChangeRequests = (signal?: AbortSignal) =>
  unwrap(api.GET('/api/staff/change-requests/', { params: { query: { status: 'pending', limit: 50 } }, signal }));

export const usePendingChangeRequests = () => useQuery({ queryKey: key, queryFn: ({ signal }) => listPendingChangeRequests(signal) });

type Decision = { id: number; decision: 'approve' | 'refuse'; reason: string };

export const decideChangeRequest = ({ id, decision, reason }: Decision) =>
  decision === 'approve'
    ? unwrap(api.POST('/api/staff/change-requests/{id}/approve/', { params: { path: { id } }, body: { reason } }))
    : unwrap(api.POST('/api/staff/change-requests/{id}/refuse/', { params: { path: { id } }, body: { reason } }));

export function useDecideChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideChangeRequest,
    onSuccess: (_data, { decision }) => {
      alert.success(decision === 'approve' ? 'staff.changeRequests.approved' : 'staff.changeRequests.refused');
      return queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
    onError: (error) => void alert.danger('staff.changeRequests.decideFailed', { details: error }),
  });
}
