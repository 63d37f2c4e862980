import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Incident, IncidentDecision, IncidentKind } from '@freight/shared/incidents';
import { apiFetch } from '../../../lib/api-client';
import { alert } from '../../../lib/alerts/alert';
import { pendingIncidentsKey } from './list-pending-incidents';

export type DecideIncidentInput = { kind: IncidentKind; id: number; decision: IncidentDecision };

/** DESIGN §3: PATCH /api/staff/{payment,transport}-incidents/{id}/ with `{status, reason}`. */
export const decideIncident = ({ kind, id, decision }: DecideIncidentInput) =>
  apiFetch<Incident>(`/api/staff/${kind}-incidents/${id}/`, { method: 'PATCH', body: decision });

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
