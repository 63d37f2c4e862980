import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EntryPage } from '@freight/shared/entries';
import { entries } from '../../db/schema-entries';
import { createCompany, createUser, entryValues } from '../../test/factories';
import { testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { entrySearchSql } from './entry-search.queries';
import { bearer } from './entries.test-helpers';

type Row = typeof entries.$inferSelect;

const DAY = 86_400_000;
/** A calendar day counted from today (UTC): the tests hold whatever day they run on. */
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** Issue 13: the loading-date range filter (overlap of the loading window) and ordering by the first loading day. */
describe('entry lists by loading date', () => {
  const ctx = useTestApp({ clock: () => now });
  const now = new Date();
  let company: number;
  let publisher: number;
  let reader: number;
  /** Loading windows, in days from today, named for what they test. */
  const windows = {
    twoToFour: [2, 4, 'RO'],
    fiveOnly: [5, 5, 'HU'],
    sixToNine: [6, 9, 'RO'],
    oneOnly: [1, 1, 'RO'],
    tenToTwenty: [10, 20, 'DE'],
  } as const;
  const uidOf: Record<string, string> = {};

  beforeAll(async () => {
    const db = ctx.database.db;
    company = (await createCompany(db)).id;
    publisher = (await createUser(db, { companyId: company, password: null })).id;
    reader = (await createUser(db, { password: null })).id;
    for (const [name, [from, to, country]] of Object.entries(windows)) {
      const [row] = await db
        .insert(entries)
        .values(
          entryValues({
            companyId: company,
            userId: publisher,
            loadingCountry: country,
            loadingDateStart: day(from),
            loadingDateEnd: day(to),
            loadingEndsAt: new Date(`${day(to)}T23:59:00Z`),
          }),
        )
        .returning();
      uidOf[name] = row!.uid;
    }
  });

  const list = async (query: string, userId = reader) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/truck-requests/?${query}`, headers: await bearer(ctx.app, userId) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as EntryPage;
  };
  /** The names of the matching windows, sorted. */
  const matching = async (query: string) => {
    const page = await list(query);
    const names = Object.entries(uidOf).filter(([, uid]) => page.results.some((entry) => entry.uid === uid));
    return names.map(([name]) => name).sort();
  };

  it('matches entries whose loading window overlaps the range, both edges included', async () => {
    // [4, 6] touches twoToFour at its last day and sixToNine at its first.
    expect(await matching(`loading_date_from=${day(4)}&loading_date_to=${day(6)}`)).toEqual(['fiveOnly', 'sixToNine', 'twoToFour']);
    // One day inside a window matches it; the day after a window does not.
    expect(await matching(`loading_date_from=${day(3)}&loading_date_to=${day(3)}`)).toEqual(['twoToFour']);
    expect(await matching(`loading_date_from=${day(21)}&loading_date_to=${day(30)}`)).toEqual([]);
    expect(await matching(`loading_date_from=${day(20)}&loading_date_to=${day(30)}`)).toEqual(['tenToTwenty']);
  });

  it('takes one open end: from a day on, or up to a day', async () => {
    expect(await matching(`loading_date_from=${day(9)}`)).toEqual(['sixToNine', 'tenToTwenty']);
    expect(await matching(`loading_date_to=${day(2)}`)).toEqual(['oneOnly', 'twoToFour']);
  });

  it('combines with the other filters', async () => {
    expect(await matching(`loading_date_from=${day(4)}&loading_date_to=${day(6)}&loading_country=RO`)).toEqual(['sixToNine', 'twoToFour']);
    expect(await matching(`loading_date_from=${day(1)}&loading_date_to=${day(30)}&loading_country=DE`)).toEqual(['tenToTwenty']);
    // The own list (my=true) applies it too.
    const own = await list(`my=true&loading_date_from=${day(5)}&loading_date_to=${day(5)}`, publisher);
    expect(own.results.map((entry) => entry.uid)).toEqual([uidOf.fiveOnly]);
  });

  it('refuses an inverted range and malformed dates with field errors', async () => {
    const headers = await bearer(ctx.app, reader);
    const inverted = await ctx.app.inject({
      method: 'GET',
      url: `/api/truck-requests/?loading_date_from=${day(6)}&loading_date_to=${day(4)}`,
      headers,
    });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json()).toMatchObject({
      code: 'validation_failed',
      fields: { loading_date_from: ['date_range_inverted'], loading_date_to: ['date_range_inverted'] },
    });
    for (const [query, field] of [
      ['loading_date_from=2026-02-30', 'loading_date_from'],
      ['loading_date_to=tomorrow', 'loading_date_to'],
      ['loading_date_from=2026-1-5', 'loading_date_from'],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/truck-requests/?${query}`, headers });
      const body = response.json() as { code: string; fields: Record<string, string[]> };
      expect([query, response.statusCode, body.code, Object.keys(body.fields)]).toEqual([query, 400, 'validation_failed', [field]]);
      expect(new Set(body.fields[field])).toEqual(new Set(['date_invalid']));
    }
  });

  it('orders by the first loading day, both ways', async () => {
    const ascending = await list('ordering=loading_date');
    expect(ascending.results.map((entry) => entry.loading_location.date_start)).toEqual([1, 2, 5, 6, 10].map(day));
    const descending = await list('ordering=-loading_date');
    expect(descending.results.map((entry) => entry.loading_location.date_start)).toEqual([10, 6, 5, 2, 1].map(day));
  });

  it('walks 400 entries by loading day page by page without gaps or repeats, in both orders', async () => {
    const db = ctx.database.db;
    const ownCompany = (await createUser(db, { password: null })).companyId!;
    const own = (await createUser(db, { companyId: ownCompany, password: null })).id;
    // Twelve distinct first days for 400 entries: long runs of ties, which the id orders.
    const rows = await db
      .insert(entries)
      .values(
        Array.from({ length: 400 }, (_, i) =>
          entryValues({
            companyId: ownCompany,
            userId: own,
            formType: 'ware',
            loadingDateStart: day(1 + ((i * 7) % 12)),
            loadingDateEnd: day(13),
            loadingEndsAt: new Date(`${day(13)}T23:59:00Z`),
          }),
        ),
      )
      .returning();
    const byDay = (a: Row, b: Row) => a.loadingDateStart.localeCompare(b.loadingDateStart) || a.id - b.id;
    for (const ordering of ['loading_date', '-loading_date']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query = new URLSearchParams({ limit: '37', ordering, my: 'true', ...(cursor ? { cursor } : {}) });
        const response = await ctx.app.inject({ method: 'GET', url: `/api/ware-requests/?${query}`, headers: await bearer(ctx.app, own) });
        expect(response.statusCode, response.body).toBe(200);
        const page = response.json() as EntryPage;
        seen.push(...page.results.map((entry) => entry.uid));
        cursor = page.next;
        pages++;
      } while (cursor);
      const expected = [...rows].sort(byDay).map((row) => row.uid);
      expect(seen).toEqual(ordering === 'loading_date' ? expected : expected.reverse());
      expect(pages).toBe(11);
    }
    // With the range filter the walk keeps to it: days 3 to 4 only.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({
        limit: '10',
        ordering: 'loading_date',
        my: 'true',
        loading_date_from: day(-5),
        loading_date_to: day(4),
        ...(cursor ? { cursor } : {}),
      });
      const response = await ctx.app.inject({ method: 'GET', url: `/api/ware-requests/?${query}`, headers: await bearer(ctx.app, own) });
      const page = response.json() as EntryPage;
      seen.push(...page.results.map((entry) => entry.uid));
      cursor = page.next;
    } while (cursor);
    // Every window runs to day 13, so "up to day 4" is every entry whose first day is day 4 or earlier.
    expect(seen).toEqual(
      [...rows]
        .filter((row) => row.loadingDateStart <= day(4))
        .sort(byDay)
        .map((row) => row.uid),
    );
  });

  it('serves the range on the GiST index of the loading window once there are many entries', async () => {
    const db = ctx.database.db;
    // 20,000 trucks over a year of loading days, 2,000 a statement: the arrangement, not what the test
    // measures, stays well within the statement timeout on a busy machine.
    for (let first = 1; first <= 20_000; first += 2_000) {
      await db.execute(sql`
        insert into entries (uid, identification_id, form_type, company_id, user_id, valid_until, loading_ends_at,
          loading_country, loading_city_name, loading_postal_code, loading_date_start, loading_date_end,
          unloading_country, unloading_city_name, unloading_postal_code, unloading_date_start, unloading_date_end, weight, mdp)
        select md5('dates-' || g)::uuid::text, 'TR-D' || g, 'truck', ${company}, ${publisher},
          now() + interval '400 days', now() + interval '400 days',
          'RO', 'Somewhere', '1', current_date + (g % 365), current_date + (g % 365) + (g % 3),
          'HU', 'Elsewhere', '2', current_date + 400, current_date + 400, 10, 6
        from generate_series(${first}::int, ${first + 1_999}::int) as g`);
    }
    await db.execute(sql`analyze entries`);
    const query = entrySearchSql({
      formType: 'truck',
      now,
      limit: 21,
      direction: 'desc',
      loadingDateFrom: day(100),
      loadingDateTo: day(100),
    });
    const plan = (await db.execute(sql`explain ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    // Either GiST index holding the loading window serves it: its own, or the matching index of place and window (0017).
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/\bentries_loading_(earth_)?dates\b/);
  });
});

/** The shared list answer is cached per query: each loading-date range is its own answer (issue 13). */
describe('entry list cache and the loading-date range', () => {
  const ctx = useTestApp({ config: testConfig({ listCacheMs: 60_000 }) });

  it('answers each range from its own cache entry', async () => {
    const db = ctx.database.db;
    const company = (await createCompany(db)).id;
    const publisher = (await createUser(db, { companyId: company, password: null })).id;
    const reader = (await createUser(db, { password: null })).id;
    const uids: string[] = [];
    for (const offset of [3, 8]) {
      const [row] = await db
        .insert(entries)
        .values(
          entryValues({
            companyId: company,
            userId: publisher,
            loadingDateStart: day(offset),
            loadingDateEnd: day(offset),
            loadingEndsAt: new Date(`${day(offset)}T23:59:00Z`),
          }),
        )
        .returning();
      uids.push(row!.uid);
    }
    const search = async (from: number, to: number) => {
      const url = `/api/truck-requests/?loading_date_from=${day(from)}&loading_date_to=${day(to)}`;
      const response = await ctx.app.inject({ method: 'GET', url, headers: await bearer(ctx.app, reader) });
      return (response.json() as EntryPage).results.map((entry) => entry.uid);
    };
    expect(await search(2, 4)).toEqual([uids[0]]);
    expect(await search(7, 9)).toEqual([uids[1]]);
    expect(await search(2, 4)).toEqual([uids[0]]);
  });
});
