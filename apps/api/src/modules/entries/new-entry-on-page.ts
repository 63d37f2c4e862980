import { entryMatchesFilters, type FilterableEntry } from '@freight/shared/entry-filter-match';
import type { Entry } from '@freight/shared/entries';
import type { KeysetCursor } from '../../db/cursor';
import { EVENT_CITY_NAMES, eventEntryIn } from './entry-places.service';
import { NOTES_VARIANTS } from './entry-present';
import type { CachedSearch } from './search-changes';
import { sharedEntryOf, withEntryAt } from './shared-answer';

/** A create event's entry: as its company sees it, with its places named in every language and its company's badge. */
type PublishedData = { uid: string } & Record<string, unknown>;

const MILLISECOND_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Where a new entry stands in the newest-first order, as a cursor names it. A publish writes its `modified_at`
 * from the API's clock, so the column holds whole milliseconds and the cursor's microseconds are zeros.
 */
function positionOf(data: PublishedData): KeysetCursor | null {
  const time = data.modified_at;
  const id = (data.info as { id?: unknown } | undefined)?.id;
  if (typeof time !== 'string' || !MILLISECOND_ISO.test(time) || !Number.isSafeInteger(id)) return null;
  return { time: `${time.slice(0, -1)}000Z`, id: id as number };
}

/** Newest first: by the change's time, then by id (the list's `order by modified_at desc, id desc`). */
const comesBefore = (a: KeysetCursor, b: KeysetCursor) => a.time > b.time || (a.time === b.time && a.id > b.id);

/**
 * Issue 30 item 5: the cached first page of a search with a new entry in its place, so that a publish
 * does not make the next reader of every search it meets wait for the database. Only where the page
 * can be told exactly without it: the newest-first order, the first page, a search shared by every
 * company, filters the entry surely meets (a radius around another city needs the coordinates), a live
 * entry with its names and badge carried (events of older versions do not). Else null: the answer is
 * computed again, as before. The entry is shared as a computed answer shares its entries (`sharedEntryOf`).
 */
export function withNewEntry(cached: CachedSearch, data: PublishedData): CachedSearch | null {
  const { query, answer } = cached;
  // Told twice (by the writing process and by its NOTIFY), or read after it was written.
  if (answer.uids.has(data.uid)) return cached;
  if (cached.scope !== '*' || query.ordering !== '-modified_at' || query.cursor !== undefined) return null;
  const position = positionOf(data);
  const company = data.company as Entry['company'] | undefined;
  if (!position || !(EVENT_CITY_NAMES in data) || company?.reputation === undefined || data.expired !== false) return null;
  if (entryMatchesFilters(data as unknown as FilterableEntry, query) !== true) return null;

  const index = answer.positions.findIndex((other) => comesBefore(position, other));
  // Older than every row of a page that has a next one: it belongs to a later page.
  if (index === -1 && answer.page.next !== null) return cached;
  const named = eventEntryIn(data, cached.lang) as unknown as Entry & { notes_for_others?: string };
  const { notes_for_others: masked, ...entry } = named;
  // Notes with contacts staff have not cleared carry both variants, as `present` gives them.
  if (masked !== undefined) Object.assign(entry, { [NOTES_VARIANTS]: { written: entry.notes, others: masked } });
  const at = index === -1 ? answer.page.results.length : index;
  return { ...cached, answer: withEntryAt(answer, at, sharedEntryOf(entry), position, query.limit, entry.gone_reports) };
}
