import { entryMayMatchFilters, type FilterableEntry } from '@freight/shared/entry-filter-match';
import type { FormType } from '@freight/shared/entries';
import type { EntryListQuery } from '@freight/shared/entry-list-query';
import type { UiLanguage } from '@freight/shared/languages';
import type { EntryEvent } from '../realtime/entry-events.queries';
import type { SharedAnswer } from './shared-answer';

/** A cached list answer with the question it answers: the form type, whose list (`*`: the search), the filters and the language. */
export type CachedSearch = { formType: FormType; scope: number | '*'; query: EntryListQuery; lang: UiLanguage; answer: SharedAnswer };

/**
 * An entry change as the list cache reads it: the entry as it is now (a delete or a refresh may name only its
 * uid); `created` when it is a new entry.
 */
export type EntryChange = {
  formType: FormType;
  companyId: number;
  deleted: boolean;
  created?: boolean;
  entry: { uid: string } & Partial<FilterableEntry>;
};

const isFilterable = (entry: EntryChange['entry']): entry is EntryChange['entry'] & FilterableEntry =>
  entry.loading_location !== undefined && entry.unloading_location !== undefined && entry.info !== undefined;

/**
 * Which cached answers a change can alter (issue 15): those that show the entry, the changing company's
 * own lists, and searches whose filters the entry now meets (it joins them, or moves up by its new
 * date). A search that neither shows it nor matches it stays: publishing a truck from Lyon leaves the
 * answer for Romania → Germany alone. A deleted entry that was not on a page leaves that page as it was,
 * and a page that already shows a new entry was read after it and stays too.
 */
export function answersConcerned(change: EntryChange): (cached: CachedSearch) => boolean {
  return (cached) => {
    if (cached.formType !== change.formType) return false;
    // An answer that shows a new entry was read after it was written: the create (told once by the writing
    // process and again by its NOTIFY) has nothing to add to it.
    if (cached.answer.uids.has(change.entry.uid)) return !change.created;
    if (cached.scope !== '*') return cached.scope === change.companyId;
    if (change.deleted) return false;
    return !isFilterable(change.entry) || entryMayMatchFilters(change.entry, cached.query);
  };
}

/** The change an entry event (of any process) describes. */
export function changeOfEvent(event: EntryEvent): EntryChange {
  const [formType, kind] = event.type.split('_') as [FormType, string];
  return { formType, companyId: event.company_id, deleted: kind === 'delete', created: kind === 'create', entry: event.entry_data };
}
