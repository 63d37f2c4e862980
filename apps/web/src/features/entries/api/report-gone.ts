import { useMutation } from '@tanstack/react-query';
import type { FormType } from '@freight/shared/entries';
import { api, unwrap } from '../../../lib/api-client';

/** Issue 33: the member's company reports another company's entry "already gone"; the API answers 204. */
export function reportGone(formType: FormType, uid: string): Promise<unknown> {
  return unwrap(api.POST(`/api/${formType}-requests/{uid}/gone/` as const, { params: { path: { uid } } }));
}

/** The report as a mutation; at the third company's report the websocket's delete event drops the entry. */
export function useReportGone(formType: FormType) {
  return useMutation({ mutationFn: (uid: string) => reportGone(formType, uid) });
}
