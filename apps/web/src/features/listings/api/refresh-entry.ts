import type { FormType } from '@freight/shared/listings';
import { apiFetch } from '../../../lib/api-client';

/** §4/§6: the owner refreshes an entry (new updated_at); the API rate-limits it (429 rate_limited). */
export function refreshEntry(formType: FormType, uid: string): Promise<{ updated_at: string }> {
  return apiFetch<{ updated_at: string }>(`/api/${formType}-requests/${uid}/refresh/`, { method: 'POST' });
}
