import { beforeAll, describe, expect, it } from 'vitest';
import type { EntryPage } from '@freight/shared/entries';
import { entries } from '../../db/schema-entries';
import { createCompany, createUser, entryValues } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { bearer } from './entries.test-helpers';

const DAY = 86_400_000;
/** A calendar day counted from today (UTC). */
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/**
 * Issue 15: a list oldest first by loading day starts its walk at the earliest first day a live window
 * can have (the reach day less the longest window still reaching it). Windows that began long ago and
 * are still open come first; windows that ended do not count, however long they were.
 */
describe('oldest first by loading day', () => {
  const ctx = useTestApp(() => {
    const now = new Date();
    return { clock: () => now };
  });
  let reader: number;
  const uidOf: Record<string, string> = {};
  /** [first day, last day] from today, and whether the entry is still live. */
  const windows = {
    // Ended yesterday after 200 days: the longest window, but no live list shows it.
    endedLong: [-200, -1],
    // Open since 40 days, 30 days to go.
    openLong: [-40, 30],
    openShort: [-2, 1],
    tomorrow: [1, 1],
    nextWeek: [7, 9],
  } as const;

  beforeAll(async () => {
    const db = ctx.database.db;
    const company = (await createCompany(db)).id;
    const publisher = (await createUser(db, { companyId: company, password: null })).id;
    reader = (await createUser(db, { password: null })).id;
    for (const [name, [from, to]] of Object.entries(windows)) {
      const [row] = await db
        .insert(entries)
        .values(
          entryValues({
            companyId: company,
            userId: publisher,
            loadingDateStart: day(from),
            loadingDateEnd: day(to),
            loadingEndsAt: new Date(`${day(to)}T23:59:00Z`),
            unloadingDateStart: day(to),
            unloadingDateEnd: day(to),
          }),
        )
        .returning();
      uidOf[name] = row!.uid;
    }
  });

  const namesOf = async (query: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/truck-requests/?ordering=loading_date&${query}`,
      headers: await bearer(ctx.app, reader),
    });
    expect(response.statusCode, response.body).toBe(200);
    const names = new Map(Object.entries(uidOf).map(([name, uid]) => [uid, name]));
    return (response.json() as EntryPage).results.map((entry) => names.get(entry.uid));
  };

  it('lists live windows from the one open longest, whatever began before the last weeks', async () => {
    expect(await namesOf('limit=50')).toEqual(['openLong', 'openShort', 'tomorrow', 'nextWeek']);
  });

  it('starts a range with the windows reaching into it, those begun earliest first', async () => {
    expect(await namesOf(`limit=50&loading_date_from=${day(1)}`)).toEqual(['openLong', 'openShort', 'tomorrow', 'nextWeek']);
    expect(await namesOf(`limit=50&loading_date_from=${day(2)}`)).toEqual(['openLong', 'nextWeek']);
    expect(await namesOf(`limit=50&loading_date_from=${day(8)}&loading_date_to=${day(8)}`)).toEqual(['openLong', 'nextWeek']);
    expect(await namesOf(`limit=50&loading_date_from=${day(31)}`)).toEqual([]);
  });

  it('pages the same way: the first page holds the window open longest', async () => {
    const first = (await ctx.app
      .inject({
        method: 'GET',
        url: '/api/truck-requests/?ordering=loading_date&limit=2',
        headers: await bearer(ctx.app, reader),
      })
      .then((response) => response.json())) as EntryPage;
    expect(first.results.map((entry) => entry.uid)).toEqual([uidOf.openLong, uidOf.openShort]);
    const second = (await ctx.app
      .inject({
        method: 'GET',
        url: `/api/truck-requests/?ordering=loading_date&limit=2&cursor=${encodeURIComponent(first.next!)}`,
        headers: await bearer(ctx.app, reader),
      })
      .then((response) => response.json())) as EntryPage;
    expect(second.results.map((entry) => entry.uid)).toEqual([uidOf.tomorrow, uidOf.nextWeek]);
  });
});
