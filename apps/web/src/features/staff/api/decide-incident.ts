import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IncidentDecision, IncidentKind } from '@freight/shared/incidents';
import { api, unwrap } from '../../../lib/api-client';
import { alert } from '../../../lib/alerts/alert';
import { pendingIncidentsKey } from './list-pending-incidents';

export type DecideIncidentInput = { kind: IncidentKind; id: number; decision: IncidentDecision };

/** DESIGN §3: PATCH /api/staff/{payment,transport}-incidents/{id}/ with `{status, reason}`. */
export const decideIncident = ({ kind, id, decision }: DecideIncidentInput) =>
  unwrap(
    kind === 'payment'
      ? api.PATCH('/api/staff/payment-incidents/{id}/', { params: { path: { id } }, body: decision })
      : api.PATCH('/api/staff/transport-incidents/{id}/', { params: { path: { id } }, body: decision }),
  );

export function useDecideIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideIncident,
    onSuccess: (incident) => {
      alert.success(incident.status === 'approved' ? 'staff.incidents.approved' : 'staff.incidents.declined');
      return queryClient.invalidateQueries({ queryKey: pendingIncidentsKey });
    },
    onError: (error) => void alert.danger('staff.incidents.decideFailed', { details: error }),
  });
}
