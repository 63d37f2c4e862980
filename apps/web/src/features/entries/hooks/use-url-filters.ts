import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { EntryFilters, EntryOrdering } from '../api/list-entries';
import { readUrlSearch, writeUrlSearch } from '../utils/url-filters';

/**
 * The entry list's filters and ordering live in the URL (issue 13): opening a bookmarked or shared
 * address restores the search, and every applied search is a new history entry, so Back returns to the
 * previous one. `searchKey` changes with the search, for a form that must show what the URL holds.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readUrlSearch(params), [params]);
  const { filters, ordering } = search;

  const applyFilters = useCallback(
    (next: EntryFilters) => setParams((current) => writeUrlSearch(current, { filters: next, ordering })),
    [setParams, ordering],
  );
  const applyOrdering = useCallback(
    (next: EntryOrdering) => setParams((current) => writeUrlSearch(current, { filters, ordering: next })),
    [setParams, filters],
  );
  const searchKey = useMemo(() => writeUrlSearch(new URLSearchParams(), search).toString(), [search]);
  return { filters, ordering, applyFilters, applyOrdering, searchKey };
}
