import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import type { EntryFilter } from './entry-filter';
import { entrySearchSql } from './entry-search.queries';
import { secondWayRan, truckPages, uidsInOrder, type Ordering } from './walk-gate.test-helpers';

const ENTRIES = 3_000;
const PAGE = 20;
/** Entries whose id carries `-RQZ`: a handful, all older than the newest 1000. */
const RARE_ID = [1234, 1777, 2222, 2555, 2999];
/** Entries that load on days far past everyone else's: a handful, all older than the newest 1000. */
const RARE_DAYS = [1111, 1555, 2333, 2777, 2888];

type Row = {
  id: number;
  uid: string;
  identificationId: string;
  modifiedMs: number;
  loadingDay: string;
  loadingEnd: string;
  country: string;
};

/** A calendar day (YYYY-MM-DD) `days` after `day`. */
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * An id fragment, or loading days with no other filter, first walk the newest (or earliest) 1000 entries;
 * only when fewer than a page match there are every match read on their own index (issue 15). Either way
 * the pages must be those of the whole list.
 */
describe('entry search by id fragment or loading days: the walk, then every match', () => {
  const ctx = useTestApp({ clock: () => now });
  const now = new Date();
  let reader: number;
  const rows: Row[] = [];

  beforeAll(async () => {
    const db = ctx.database.db;
    const company = await createCompany(db);
    const publisher = (await createUser(db, { companyId: company.id, password: null })).id;
    reader = (await createUser(db, { password: null })).id;
    const rareId = sql.raw(`array[${RARE_ID.join(',')}]::int[]`);
    const rareDays = sql.raw(`array[${RARE_DAYS.join(',')}]::int[]`);
    // Entry g changed g seconds before now (distinct, newest is g = 1). Its id is WGT-g with a tag: -RQZ for
    // a handful of old ones, -KVX for one in 60 of the older 2000, -EVN or -ODD otherwise. It loads on one of
    // 40 days from tomorrow, for 1 to 3 days, but for a handful of old ones 60 days from now on. One in four
    // loads in Hungary, the rest in Romania. 2,000 a statement: well within the statement timeout on a busy machine.
    for (let first = 1; first <= ENTRIES; first += 2_000) {
      const last = Math.min(first + 1_999, ENTRIES);
      const result = (await db.execute(sql`
        insert into entries (uid, identification_id, form_type, company_id, user_id, valid_until, loading_ends_at,
          modified_at, loading_country, loading_city_name, loading_postal_code,
          loading_date_start, loading_date_end,
          unloading_country, unloading_city_name, unloading_postal_code, unloading_date_start, unloading_date_end, weight, mdp)
        select md5('walk-gate-' || g)::uuid::text,
          'WGT-' || g || case when g = any(${rareId}) then '-RQZ' when g > 1000 and g % 60 = 7 then '-KVX'
            when g % 2 = 0 then '-EVN' else '-ODD' end,
          'truck', ${company.id}, ${publisher},
          ${now.toISOString()}::timestamptz + interval '120 days', ${now.toISOString()}::timestamptz + interval '90 days',
          ${now.toISOString()}::timestamptz - g * interval '1 second', case when g % 4 = 0 then 'HU' else 'RO' end, 'Somewhere', '1',
          case when g = any(${rareDays}) then current_date + 60 + g % 3 else current_date + 1 + (g * 7) % 40 end,
          case when g = any(${rareDays}) then current_date + 61 + g % 3 else current_date + 1 + (g * 7) % 40 + g % 3 end,
          'DE', 'Elsewhere', '2', current_date + 70, current_date + 70, 10, 6
        from generate_series(${first}::int, ${last}::int) as g
        returning id, uid, identification_id, floor(extract(epoch from modified_at) * 1000)::float8 as modified_ms,
          loading_date_start::text as loading_day, loading_date_end::text as loading_end, loading_country`)) as unknown as {
        rows: {
          id: unknown;
          uid: string;
          identification_id: string;
          modified_ms: unknown;
          loading_day: string;
          loading_end: string;
          loading_country: string;
        }[];
      };
      for (const row of result.rows) {
        rows.push({
          id: Number(row.id),
          uid: row.uid,
          identificationId: row.identification_id,
          modifiedMs: Number(row.modified_ms),
          loadingDay: row.loading_day,
          loadingEnd: row.loading_end,
          country: row.loading_country,
        });
      }
    }
    await db.execute(sql`analyze entries`);
  }, 90_000);

  /** The first loading day of the common entries (tomorrow in the database's calendar). */
  const firstDay = () => rows.reduce((min, row) => (row.loadingDay < min ? row.loadingDay : min), rows[0]!.loadingDay);
  /** The days only RARE_DAYS' entries load on. */
  const rareRange = () => {
    const after = addDays(firstDay(), 50);
    const rare = rows.filter((row) => row.loadingDay >= after);
    return {
      from: rare.map((row) => row.loadingDay).sort()[0]!,
      to: rare
        .map((row) => row.loadingEnd)
        .sort()
        .at(-1)!,
    };
  };
  /** Days [10, 12] from the first: many entries load on them. */
  const commonRange = () => ({ from: addDays(firstDay(), 9), to: addDays(firstDay(), 11) });

  const byFragment = (fragment: string) => (row: Row) => row.identificationId.toLowerCase().includes(fragment.toLowerCase());
  const byDays = (from: string, to: string) => (row: Row) => row.loadingDay <= to && row.loadingEnd >= from;

  /** The expected list, computed from what the test inserted, in the list's order. */
  const expected = (ordering: Ordering, keep: (row: Row) => boolean) => uidsInOrder(rows.filter(keep), ordering);

  /** The uids of every page of the search, following `next`. */
  const pagesOf = (query: Record<string, string>) => truckPages(ctx, reader, query, PAGE);

  const filterOf = (ordering: Ordering): Partial<EntryFilter> => ({
    sort: ordering.endsWith('loading_date') ? 'loading_date' : 'modified',
    direction: ordering.startsWith('-') ? 'desc' : 'asc',
  });

  /** The EXPLAIN ANALYZE of the search statement (the product's own), one line a row. */
  const planOf = async (filter: Partial<EntryFilter>) => {
    const query = entrySearchSql({ formType: 'truck', now, limit: PAGE + 1, direction: 'desc', ...filter });
    const plan = (await ctx.database.db.execute(sql`explain analyze ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    return plan.rows.map((row) => row['QUERY PLAN']);
  };
  const ORDERINGS: Ordering[] = ['-modified_at', 'loading_date', '-loading_date'];

  it('puts the rare ids and days where the walk newest first does not reach', () => {
    expect(rows).toHaveLength(ENTRIES);
    const newest = [...rows].sort((a, b) => b.modifiedMs - a.modifiedMs).slice(0, 1000);
    expect(newest.filter(byFragment('rqz'))).toEqual([]);
    expect(newest.filter(byFragment('kvx'))).toEqual([]);
    const rare = rareRange();
    expect(newest.filter(byDays(rare.from, rare.to))).toEqual([]);
    expect(expected('-modified_at', byFragment('rqz'))).toHaveLength(RARE_ID.length);
    expect(expected('-modified_at', byFragment('kvx'))).toHaveLength(33);
    expect(expected('-modified_at', byDays(rare.from, rare.to))).toHaveLength(RARE_DAYS.length);
    expect(newest.filter(byFragment('evn')).length).toBeGreaterThan(PAGE);
    const common = commonRange();
    expect(newest.filter(byDays(common.from, common.to)).length).toBeGreaterThan(PAGE);
  });

  it('pages an id fragment many entries share from the walk, newest first (case-insensitive)', async () => {
    const all = expected('-modified_at', byFragment('evn'));
    expect(all.length).toBeGreaterThan(1_000);
    expect(await pagesOf({ identification_id: 'evn', ordering: '-modified_at' })).toEqual(all);
  }, 60_000);

  it.each(ORDERINGS)('finds every entry of an id fragment only a few old ones have (%s)', async (ordering) => {
    for (const fragment of ['rqz', 'KVX']) {
      const all = expected(ordering, byFragment(fragment));
      expect([fragment, await pagesOf({ identification_id: fragment, ordering })]).toEqual([fragment, all]);
    }
  });

  it.each(ORDERINGS)(
    'pages loading days many entries have (%s)',
    async (ordering) => {
      const { from, to } = commonRange();
      const all = expected(ordering, byDays(from, to));
      expect(all.length).toBeGreaterThan(200);
      expect(await pagesOf({ loading_date_from: from, loading_date_to: to, ordering })).toEqual(all);
      // One open end: up to a day (the walk by loading day starts at it), and from a day on.
      const early = addDays(firstDay(), 2);
      expect(await pagesOf({ loading_date_to: early, ordering })).toEqual(expected(ordering, (row) => row.loadingDay <= early));
      const late = addDays(firstDay(), 38);
      expect(await pagesOf({ loading_date_from: late, ordering })).toEqual(expected(ordering, (row) => row.loadingEnd >= late));
    },
    60_000,
  );

  it.each(ORDERINGS)('finds every entry of loading days only a few old ones have (%s)', async (ordering) => {
    const { from, to } = rareRange();
    expect(await pagesOf({ loading_date_from: from, loading_date_to: to, ordering })).toEqual(expected(ordering, byDays(from, to)));
    // The day before the rare ones start, up to their end: none of the others reaches it either.
    expect(await pagesOf({ loading_date_from: addDays(from, -5), loading_date_to: to, ordering })).toEqual(
      expected(ordering, byDays(from, to)),
    );
  });

  it.each(ORDERINGS)(
    'pages loading days with a country (no walk gate) in full (%s)',
    async (ordering) => {
      const { from, to } = commonRange();
      for (const country of ['HU', 'RO']) {
        const all = expected(ordering, (row) => byDays(from, to)(row) && row.country === country);
        expect(all.length).toBeGreaterThan(PAGE);
        expect([country, await pagesOf({ loading_date_from: from, loading_date_to: to, loading_country: country, ordering })]).toEqual([
          country,
          all,
        ]);
      }
    },
    60_000,
  );

  it('reads every match only when the walk found fewer than a page (EXPLAIN ANALYZE)', async () => {
    const common = commonRange();
    const rare = rareRange();
    for (const ordering of ORDERINGS) {
      const order = filterOf(ordering);
      const ran = async (filter: Partial<EntryFilter>) => [ordering, secondWayRan(await planOf({ ...order, ...filter }))];
      expect(await ran({ identificationId: 'evn' })).toEqual([ordering, false]);
      expect(await ran({ identificationId: 'rqz' })).toEqual([ordering, true]);
      expect(await ran({ loadingDateFrom: common.from, loadingDateTo: common.to })).toEqual([ordering, false]);
      // Latest by loading day, the walk from the asked last day down meets the rare entries first (they load
      // last) and finds them all: fewer than a page, but each row the statement keeps is among the walked
      // ones, so the semi join may never reach the other branch. Its pages are checked above.
      if (ordering !== '-loading_date') {
        expect(await ran({ loadingDateFrom: rare.from, loadingDateTo: rare.to })).toEqual([ordering, true]);
      }
    }
    // Newest first, a fragment met by 33 entries none of the newest 1000 has: more than a page, still every match.
    expect(secondWayRan(await planOf({ identificationId: 'kvx' }))).toBe(true);
    // Loading days with a country are left to the list's order: no gate at all.
    for (const ordering of ORDERINGS) {
      const plan = await planOf({ ...filterOf(ordering), loadingDateFrom: common.from, loadingDateTo: common.to, loadingCountry: 'HU' });
      expect(
        plan.some((line) => line.includes('One-Time Filter')),
        plan.join('\n'),
      ).toBe(false);
    }
  });
});
