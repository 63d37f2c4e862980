import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Incident, IncidentKind } from '@freight/shared/incidents';
import { apiFetch } from '../../../lib/api-client';
import { incidentKeys } from './incident-keys';

/** §7 POST /api/payment-incidents/ and /api/transport-incidents/: multipart with the fields and `documents`. */
export const createIncident = (kind: IncidentKind, form: FormData) =>
  apiFetch<Incident>(`/api/${kind}-incidents/`, { method: 'POST', body: form });

export function useCreateIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, form }: { kind: IncidentKind; form: FormData }) => createIncident(kind, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incidentKeys.all }),
  });
}
