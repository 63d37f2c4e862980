import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alert } from '../../../lib/alerts/alert';
import { api, unwrap } from '../../../lib/api-client';

/** Issue 33 item 4: contacts found in members' texts that wait for staff, and staff's decision on each. */
const key = ['staff', 'contact-flags'] as const;

export const listOpenContactFlags = (signal?: AbortSignal) =>
  unwrap(api.GET('/api/staff/contact-flags/', { params: { query: { status: 'open', limit: 50 } }, signal }));

export const useOpenContactFlags = () => useQuery({ queryKey: key, queryFn: ({ signal }) => listOpenContactFlags(signal) });

type Decision = { id: number; decision: 'clear' | 'reject' };

export const decideContactFlag = ({ id, decision }: Decision) =>
  decision === 'clear'
    ? unwrap(api.POST('/api/staff/contact-flags/{id}/clear/', { params: { path: { id } } }))
    : unwrap(api.POST('/api/staff/contact-flags/{id}/reject/', { params: { path: { id } } }));

export function useDecideContactFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideContactFlag,
    onSuccess: (_data, { decision }) => {
      alert.success(decision === 'clear' ? 'staff.contactFlags.cleared' : 'staff.contactFlags.rejected');
      return queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
    onError: (error) => void alert.danger('staff.contactFlags.decideFailed', { details: error }),
  });
}
