import { useMutation } from '@tanstack/react-query';
import type { UpdateType } from '@freight/shared/accounts-constants';
import { api, unwrap } from '../../../lib/api-client';
import { alert } from '../../../lib/alerts/alert';

/** §4 update notice: members' clients see it at their next check (every 10 minutes). */
export const publishUpdate = (type: UpdateType) => unwrap(api.POST('/api/staff/update-info/', { body: { type } }));

export function usePublishUpdate() {
  return useMutation({
    mutationFn: publishUpdate,
    onSuccess: () => void alert.success('staff.alerts.published'),
    onError: (error) => void alert.danger('staff.alerts.publishFailed', { details: error }),
  });
}
