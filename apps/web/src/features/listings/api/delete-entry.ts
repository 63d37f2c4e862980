import type { FormType } from '@freight/shared/listings';
import { api, unwrap } from '../../../lib/api-client';

/** §6: only the owner may delete; the API answers 204. */
export function deleteEntry(formType: FormType, uid: string): Promise<unknown> {
  return unwrap(api.DELETE(`/api/${formType}-requests/{uid}/` as const, { params: { path: { uid } } }));
}
