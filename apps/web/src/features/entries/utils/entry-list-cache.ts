import type { InfiniteData } from '@tanstack/react-query';
import { entryFitsList } from '@freight/shared/entry-filter-match';
import type { Entry, EntryPage } from '@freight/shared/entries';
import type { EntryListQuery, EntryOrdering } from '@freight/shared/entry-list-query';
import type { EntryFilters, EntryListParams } from '../api/list-entries';

/** The cached pages of one entry list (TanStack Query's infinite data): the one store of listed entries. */
export type EntryPages = InfiniteData<EntryPage, unknown>;

/** An entry change as the lists apply it (DESIGN §3 websocket events, or the member's own delete and refresh). */
export type EntryChange = { kind: 'create' | 'update' | 'refresh'; entry: Entry } | { kind: 'delete'; uid: string };

/**
 * What a change did to one list: `inserted` a new entry on top, `waiting` for a re-read (a new entry
 * the browser cannot place: oldest first, or only a radius could tell), `changed` or `unchanged`.
 */
export type ChangeOutcome = 'inserted' | 'waiting' | 'changed' | 'unchanged';

const mapResults = (data: EntryPages, map: (results: Entry[], index: number) => Entry[]): EntryPages => ({
  ...data,
  pages: data.pages.map((page, index) => ({ ...page, results: map(page.results, index) })),
});

export const holdsEntry = (data: EntryPages, uid: string) => data.pages.some((page) => page.results.some((entry) => entry.uid === uid));

const withoutEntry = (data: EntryPages, uid: string) => mapResults(data, (results) => results.filter((entry) => entry.uid !== uid));
const withEntryReplaced = (data: EntryPages, changed: Entry) =>
  mapResults(data, (results) => results.map((entry) => (entry.uid === changed.uid ? changed : entry)));
/** An event's entry lacks what only the owner's list counts (its open offers, issue 31): the cached count stays. */
function withListCounts(data: EntryPages, entry: Entry): Entry {
  if (entry.open_offers !== undefined) return entry;
  const cached = data.pages.flatMap((page) => page.results).find((item) => item.uid === entry.uid);
  return cached?.open_offers === undefined ? entry : { ...entry, open_offers: cached.open_offers };
}
const withEntryOnTop = (data: EntryPages, entry: Entry) =>
  mapResults(withoutEntry(data, entry.uid), (results, index) => (index === 0 ? [entry, ...results] : results));

/** The list's filters as the API reads them (entryListQuerySchema): set fields only, numbers as numbers. */
export function listQueryOfFilters(filters: EntryFilters): Partial<EntryListQuery> {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const number = (value: string | number) => (String(value).trim() === '' ? undefined : Number(value));
  return {
    loading_country: text(filters.loading_country) as EntryListQuery['loading_country'],
    loading_city: number(filters.loading_city),
    loading_radius: number(filters.loading_radius) as EntryListQuery['loading_radius'],
    unloading_country: text(filters.unloading_country) as EntryListQuery['unloading_country'],
    unloading_city: number(filters.unloading_city),
    unloading_radius: number(filters.unloading_radius) as EntryListQuery['unloading_radius'],
    max_weight: number(filters.max_weight),
    max_mdp: number(filters.max_mdp),
    identification_id: text(filters.identification_id),
    loading_date_from: text(filters.loading_date_from),
    loading_date_to: text(filters.loading_date_to),
  };
}

/** Newest first, a new or refreshed entry belongs on top; in any other order the API alone knows its place. */
const newestFirst = (ordering: EntryOrdering) => ordering === '-modified_at';

/**
 * One change applied to one list's cached pages, by the list's own filters and scope (packages/shared
 * entryFitsList, the rules of the API's search). A created entry that fits goes on top when newest come
 * first; an updated one is replaced where it is, or leaves when it no longer fits ('maybe' keeps it: the
 * browser cannot measure a radius); a refreshed one moves to the top; a deleted one leaves.
 */
export function applyEntryChange(
  data: EntryPages,
  change: EntryChange,
  list: EntryListParams,
): { data: EntryPages; outcome: ChangeOutcome } {
  if (change.kind === 'delete') {
    return holdsEntry(data, change.uid) ? { data: withoutEntry(data, change.uid), outcome: 'changed' } : { data, outcome: 'unchanged' };
  }
  const { entry } = change;
  const fits = entryFitsList(entry, { my: list.my, query: listQueryOfFilters(list.filters) });
  const held = holdsEntry(data, entry.uid);
  if (change.kind === 'create' && !held) {
    if (fits === false) return { data, outcome: 'unchanged' };
    if (fits === true && newestFirst(list.ordering)) return { data: withEntryOnTop(data, entry), outcome: 'inserted' };
    return { data, outcome: 'waiting' };
  }
  if (!held) return { data, outcome: 'unchanged' };
  if (fits === false) return { data: withoutEntry(data, entry.uid), outcome: 'changed' };
  const moved = change.kind === 'refresh' && newestFirst(list.ordering);
  const kept = withListCounts(data, entry);
  return { data: moved ? withEntryOnTop(data, kept) : withEntryReplaced(data, kept), outcome: 'changed' };
}

/**
 * The entries to show: the route's highlighted entry first (from the pages, or read by itself when it
 * is beyond them), then the pages in the API's order, each uid once (a live entry can also come back
 * on a later page).
 */
export function shownEntries(
  data: EntryPages | undefined,
  highlighted: Entry | null | undefined,
  highlightUid: string | undefined,
): Entry[] {
  const loaded = (data?.pages ?? []).flatMap((page) => page.results);
  const first = loaded.find((entry) => entry.uid === highlightUid) ?? (highlighted?.uid === highlightUid ? highlighted : undefined);
  const unique = new Map<string, Entry>();
  for (const entry of [...(first ? [first] : []), ...loaded]) if (!unique.has(entry.uid)) unique.set(entry.uid, entry);
  return [...unique.values()];
}
