import type { EntryOrdering } from '../api/list-entries';

/** The table's columns the API can sort by. */
export type SortColumn = 'loading' | 'age';

type OrderingField<O extends string> = O extends `-${infer Field}` ? Field : O;

/**
 * The API field behind each sortable column, typed by EntryOrdering (every value the API allows, in
 * both directions): tsc refuses a field the API does not sort by; a column left out is not sortable.
 */
export const SORT_FIELDS: Partial<Record<SortColumn, OrderingField<EntryOrdering>>> = { age: 'modified_at', loading: 'loading_date' };

/** The direction a column starts in: the newest changes first; the soonest loading first. */
const DESCENDING_FIRST: Record<SortColumn, boolean> = { age: true, loading: false };

export type SortState = 'ascending' | 'descending' | 'none';

export function sortStateOf(column: SortColumn, ordering: EntryOrdering): SortState {
  const field = SORT_FIELDS[column];
  if (!field) return 'none';
  if (ordering === field) return 'ascending';
  if (ordering === `-${field}`) return 'descending';
  return 'none';
}

/** The ordering a click on the column's header asks for: the other direction, or the column's first one. */
export function nextOrdering(column: SortColumn, ordering: EntryOrdering): EntryOrdering | null {
  const field = SORT_FIELDS[column];
  if (!field) return null;
  const state = sortStateOf(column, ordering);
  const descending = state === 'none' ? DESCENDING_FIRST[column] : state === 'ascending';
  return (descending ? `-${field}` : field) as EntryOrdering;
}
