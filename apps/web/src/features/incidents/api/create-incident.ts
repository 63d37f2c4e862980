import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IncidentKind } from '@freight/shared/incidents';
import { api, multipartBody, unwrap } from '../../../lib/api-client';
import { incidentKeys } from './incident-keys';

/** §7 POST /api/payment-incidents/ and /api/transport-incidents/: multipart with the fields and `documents`. */
export const createIncident = (kind: IncidentKind, form: FormData) =>
  unwrap(
    kind === 'payment'
      ? api.POST('/api/payment-incidents/', multipartBody(form))
      : api.POST('/api/transport-incidents/', multipartBody(form)),
  );

export function useCreateIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, form }: { kind: IncidentKind; form: FormData }) => createIncident(kind, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incidentKeys.all }),
  });
}
