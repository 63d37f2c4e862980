import type { FormType } from '@freight/shared/listings';
import { apiFetch } from '../../../lib/api-client';

/** §4: expanding an entry card records a view. */
export function viewEntry(formType: FormType, uid: string): Promise<{ view_count: number }> {
  return apiFetch<{ view_count: number }>(`/api/${formType}-requests/${uid}/view/`, { method: 'POST' });
}
