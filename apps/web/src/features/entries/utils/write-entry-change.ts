import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { UiLanguage } from '@freight/shared/languages';
import type { Entry, FormType } from '@freight/shared/entries';
import type { entriesQueryKey } from '../api/list-entries';
import { applyEntryChange, type ChangeOutcome, type EntryChange, type EntryPages } from './entry-list-cache';

/** What one change did to one cached list. */
export type ListWrite = { key: QueryKey; outcome: ChangeOutcome };

/**
 * Writes one entry change into the query cache, the one store of entries (CONVENTIONS: server state
 * lives only in the query cache): every cached list of the form type, each by its own filters, and the
 * entry read by itself (a route's highlighted entry). `lang` names the change's places (the event's or
 * the screen's language, decision 015): lists and entries named in another language are not given
 * them but marked out of date, so they are re-read when next shown. A delete names nothing and
 * applies everywhere. Answers what each list in `lang` did, so the open list can count what waits.
 */
export function writeEntryChange(queryClient: QueryClient, formType: FormType, change: EntryChange, lang: UiLanguage): ListWrite[] {
  const named = change.kind !== 'delete';
  const writes: ListWrite[] = [];
  for (const [key, data] of queryClient.getQueriesData<EntryPages>({ queryKey: ['entries', formType, 'list'] })) {
    if (!data) continue;
    const [, , , params, keyLang] = key as ReturnType<typeof entriesQueryKey>;
    if (named && keyLang !== lang) {
      void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
      continue;
    }
    const applied = applyEntryChange(data, change, params);
    if (applied.data !== data) queryClient.setQueryData<EntryPages>(key, applied.data);
    writes.push({ key, outcome: applied.outcome });
  }

  const uid = change.kind === 'delete' ? change.uid : change.entry.uid;
  for (const [key, data] of queryClient.getQueriesData<Entry | null>({ queryKey: ['entries', formType, 'entry', uid] })) {
    if (!named) queryClient.setQueryData<Entry | null>(key, null);
    else if (data && key[4] === lang) queryClient.setQueryData<Entry | null>(key, change.entry);
    else if (data) void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
  }
  return writes;
}
