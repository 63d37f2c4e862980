import type { FormType } from '@freight/shared/entries';
import { api, unwrap } from '../../../lib/api-client';

/** §4: expanding an entry card records a view. */
export function viewEntry(formType: FormType, uid: string) {
  return unwrap(api.POST(`/api/${formType}-requests/{uid}/view/` as const, { params: { path: { uid } } }));
}
