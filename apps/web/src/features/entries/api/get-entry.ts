import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UiLanguage } from '@freight/shared/languages';
import type { FormType } from '@freight/shared/entries';
import { api, ApiRequestError, unwrap } from '../../../lib/api-client';
import { useUiLanguage } from '../../../lib/i18n';

/**
 * One entry as the member may see it (own, or another company's live one); null when there is none.
 * With `lang` its places are named in that interface language (decision 015).
 */
export async function getEntry(formType: FormType, uid: string, signal?: AbortSignal, lang?: UiLanguage) {
  try {
    return await unwrap(api.GET(`/api/${formType}-requests/{uid}/` as const, { params: { path: { uid }, query: { lang } }, signal }));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export const entryQuery = (formType: FormType, uid: string, lang: UiLanguage) =>
  queryOptions({
    queryKey: ['entries', formType, 'entry', uid, lang],
    queryFn: ({ signal }) => getEntry(formType, uid, signal, lang),
  });

/** Off while `uid` is undefined (no highlighted entry in the route). Re-read when the interface language changes. */
export function useEntry(formType: FormType, uid: string | undefined) {
  const lang = useUiLanguage();
  return useQuery({ ...entryQuery(formType, uid ?? '', lang), enabled: uid !== undefined });
}
