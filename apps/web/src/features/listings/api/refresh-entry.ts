import type { FormType } from '@freight/shared/listings';
import { api, unwrap } from '../../../lib/api-client';

/** §4/§6: the owner refreshes an entry (new updated_at); the API rate-limits it (429 rate_limited). */
export function refreshEntry(formType: FormType, uid: string) {
  return unwrap(api.POST(`/api/${formType}-requests/{uid}/refresh/` as const, { params: { path: { uid } } }));
}
