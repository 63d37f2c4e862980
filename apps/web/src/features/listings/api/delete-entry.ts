import type { FormType } from '@freight/shared/listings';
import { apiFetch } from '../../../lib/api-client';

/** §6: only the owner may delete; the API answers 204. */
export function deleteEntry(formType: FormType, uid: string): Promise<unknown> {
  return apiFetch<unknown>(`/api/${formType}-requests/${uid}/`, { method: 'DELETE' });
}
