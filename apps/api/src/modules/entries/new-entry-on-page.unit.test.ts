import { describe, expect, it } from 'vitest';
import type { Entry } from '@freight/shared/entries';
import { entryListQuerySchema } from '@freight/shared/entry-list-query';
import { decodeCursor, type KeysetCursor } from '../../db/cursor';
import { EVENT_CITY_NAMES } from './entry-places.service';
import { withNewEntry } from './new-entry-on-page';
import type { CachedSearch } from './search-changes';
import { shareAnswer } from './shared-answer';

const TIMISOARA = 665087;
const MUNICH = 2867714;
const BADGE = { rating: { value: null, count: 0 }, paid_on_time: { value: null, count: 0 }, overdue_now: 0, payment_incidents_decided: 0 };

/** An entry as a page shows it, at its place in the newest-first order. */
function listed(uid: string): Entry {
  return {
    uid,
    company: { id: 1, name: 'A', registry_combination: '', VATNumber: '', fax: '', website: '', reputation: BADGE },
    loading_location: {
      country: 'RO',
      external_city_id: TIMISOARA,
      city_display_name: 'Timișoara',
      date_start: '2026-12-01',
      date_end: '2026-12-01',
    },
    unloading_location: { country: 'DE', external_city_id: MUNICH, city_display_name: 'München' },
    is_own: false,
    can_manage: false,
    notes: '',
  } as unknown as Entry;
}

async function cachedPage(query: Record<string, string>, positions: KeysetCursor[], next: string | null): Promise<CachedSearch> {
  const page = { results: positions.map((_, n) => listed(`old-${n}`)), next };
  return {
    formType: 'truck',
    scope: '*',
    query: entryListQuerySchema.parse(query),
    lang: 'de',
    answer: await shareAnswer(page, { positions, goneReports: new Map() }, false),
  };
}

/** A create event's entry: published at `modified_at` (whole milliseconds) with id `id`. */
function published(modifiedAt: string, id: number, overrides: Record<string, unknown> = {}) {
  const { uid: _uid, ...shown } = listed('x');
  return {
    ...shown,
    uid: `new-${id}`,
    modified_at: modifiedAt,
    expired: false,
    is_own: true,
    can_manage: true,
    gone_reports: 0,
    info: { id, weight: 12 },
    [EVENT_CITY_NAMES]: { de: { [TIMISOARA]: 'Temeswar', [MUNICH]: 'München' } },
    ...overrides,
  };
}

const at = (time: string, id: number): KeysetCursor => ({ time, id });
const uids = (cached: CachedSearch | null) => cached?.answer.page.results.map((entry) => entry.uid);

describe('withNewEntry (a new entry on a cached first page, issue 30 item 5)', () => {
  // Rows written by SQL carry microseconds; a publish writes whole milliseconds.
  const rows = [at('2026-11-29T10:00:00.123456Z', 5), at('2026-11-29T10:00:00.123000Z', 9), at('2026-11-29T09:00:00.000000Z', 2)];

  it('puts it where the database orders it: by time to the microsecond, then by id', async () => {
    const page = await cachedPage({ limit: '5' }, rows, null);
    expect(uids(withNewEntry(page, published('2026-11-29T10:00:00.123Z', 10)))).toEqual(['old-0', 'new-10', 'old-1', 'old-2']);
    expect(uids(withNewEntry(page, published('2026-11-29T10:00:00.123Z', 8)))).toEqual(['old-0', 'old-1', 'new-8', 'old-2']);
    expect(uids(withNewEntry(page, published('2026-11-29T11:00:00.000Z', 1)))).toEqual(['new-1', 'old-0', 'old-1', 'old-2']);
    // Older than every row of a page that is not full: the last of the whole list.
    expect(uids(withNewEntry(page, published('2026-11-28T00:00:00.000Z', 1)))).toEqual(['old-0', 'old-1', 'old-2', 'new-1']);
  });

  it('keeps the page length: the last row moves to the next page, which then starts after the new last row', async () => {
    const full = await cachedPage({ limit: '3' }, rows, 'next-was-here');
    const revised = withNewEntry(full, published('2026-11-29T11:00:00.000Z', 1))!;
    expect(uids(revised)).toEqual(['new-1', 'old-0', 'old-1']);
    expect(decodeCursor(revised.answer.page.next!)).toEqual(rows[1]);
    expect(JSON.parse(revised.answer.json)).toEqual(revised.answer.page);
    // A full page that was the whole list gets a next page when the new entry lands after it...
    const whole = await cachedPage({ limit: '3' }, rows, null);
    const after = withNewEntry(whole, published('2026-11-28T00:00:00.000Z', 1))!;
    expect(uids(after)).toEqual(['old-0', 'old-1', 'old-2']);
    expect(decodeCursor(after.answer.page.next!)).toEqual(rows[2]);
    // ...and a page that already had one is left as it was.
    expect(withNewEntry(full, published('2026-11-28T00:00:00.000Z', 1))).toBe(full);
    // A page that shows the entry already (told twice, or read after the publish) is left as it is.
    expect(withNewEntry(revised, published('2026-11-29T11:00:00.000Z', 1))).toBe(revised);
  });

  it('shares the entry as every company reads it, in the answer’s language, its gone reports kept for its company', async () => {
    const page = await cachedPage({ limit: '5' }, rows, null);
    const revised = withNewEntry(
      page,
      published('2026-11-29T11:00:00.000Z', 1, { notes: 'Call +40 722', notes_for_others: 'Call [hidden]' }),
    )!;
    const entry = revised.answer.page.results[0]!;
    expect([entry.is_own, entry.can_manage, entry.notes, entry.loading_location.cityName]).toEqual([
      false,
      false,
      'Call [hidden]',
      'Temeswar',
    ]);
    expect(entry).not.toHaveProperty('gone_reports');
    expect(entry).not.toHaveProperty('notes_for_others');
    expect(entry).not.toHaveProperty(EVENT_CITY_NAMES);
    expect(revised.answer.goneReports.get('new-1')).toBe(0);
    expect([...revised.answer.uids]).toContain('new-1');
  });

  it('leaves to the database what only it can tell', async () => {
    const newest = published('2026-11-29T11:00:00.000Z', 1);
    const cases: [Record<string, string>, Partial<CachedSearch>, Record<string, unknown>][] = [
      [{ loading_city: String(MUNICH), loading_radius: '200' }, {}, {}], // a radius around another city
      [{ ordering: 'loading_date' }, {}, {}],
      [{ cursor: 'a-later-page' }, {}, {}],
      [{}, { scope: 1 }, {}], // a company's own list
      [{}, {}, { company: { ...newest.company, reputation: undefined } }], // an event of an older version
      [{}, {}, { [EVENT_CITY_NAMES]: undefined }], // an event without its names in every language
      [{}, {}, { expired: true }],
      [{}, {}, { modified_at: '2026-11-29T11:00:00.000001Z' }],
    ];
    for (const [query, search, event] of cases) {
      const page = { ...(await cachedPage({ limit: '5', ...query }, rows, null)), ...search };
      const data = { ...newest, ...event };
      if (data[EVENT_CITY_NAMES] === undefined) delete (data as Record<string, unknown>)[EVENT_CITY_NAMES];
      expect(withNewEntry(page, data), JSON.stringify({ query, search, event })).toBeNull();
    }
    // Its own city with a radius is certain.
    const around = await cachedPage({ limit: '5', loading_city: String(TIMISOARA), loading_radius: '50' }, rows, null);
    expect(uids(withNewEntry(around, newest))?.[0]).toBe('new-1');
  });
});
