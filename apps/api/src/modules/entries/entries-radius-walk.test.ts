import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../test/factories';
import { insertTowns, seedTestCities } from '../../test/fixtures/seed-cities';
import { useTestApp } from '../../test/use-test-app';
import { destination } from '../../test/geo-points';
import { greatCircleKm } from '../geo/distance';
import type { EntryFilter } from './entry-filter';
import { entrySearchSql } from './entry-search.queries';
import { secondWayRan, truckPages, uidsInOrder, type Ordering } from './walk-gate.test-helpers';

const CENTRE = { latitude: 45.75, longitude: 21.23 };
/** Made-up towns at known distances from CENTRE (ids far from GeoNames' small ones and from entries-radius.test.ts'). */
const TOWNS = {
  centre: { id: 991_001, country: 'RO', ...CENTRE, km: 0 },
  north20: { id: 991_002, country: 'RO', ...destination(CENTRE, 20, 0), km: 20 },
  east45: { id: 991_003, country: 'RO', ...destination(CENTRE, 45, 90), km: 45 },
  hu30: { id: 991_004, country: 'HU', ...destination(CENTRE, 30, 300), km: 30 },
  north60: { id: 991_005, country: 'RO', ...destination(CENTRE, 60, 0), km: 60 },
  south150: { id: 991_006, country: 'RO', ...destination(CENTRE, 150, 180), km: 150 },
  hu80: { id: 991_007, country: 'HU', ...destination(CENTRE, 80, 300), km: 80 },
} as const;
type Town = keyof typeof TOWNS;
const RADIUS_KM = 50;
/** The town of entry g is SPREAD[g % 10]: six in ten load within RADIUS_KM of the centre, one in ten of them in Hungary. */
const SPREAD: Town[] = ['centre', 'centre', 'north20', 'east45', 'hu30', 'north60', 'north60', 'south150', 'hu80', 'east45'];
const ENTRIES = 4_000;
const PAGE = 20;

type Row = { id: number; uid: string; town: Town; modifiedMs: number; loadingDay: string; weight: number };

/**
 * A radius search first walks the newest (or earliest) 1000 entries and keeps those in the circle; only when
 * fewer than a page are found does it go city by city. Both ways must give the same pages.
 */
describe('entry search around a city: the walk, then city by city', () => {
  const ctx = useTestApp({ clock: () => now });
  const now = new Date();
  let reader: number;
  const rows: Row[] = [];

  beforeAll(async () => {
    const db = ctx.database.db;
    await seedTestCities(db);
    await insertTowns(db, TOWNS);
    const company = await createCompany(db);
    const publisher = (await createUser(db, { companyId: company.id, password: null })).id;
    reader = (await createUser(db, { password: null })).id;
    const townIds = sql.raw(`array[${SPREAD.map((town) => TOWNS[town].id).join(',')}]::int[]`);
    // Entry g changed g seconds before now (distinct, newest is g = 1), loads on one of 40 days, and weighs
    // 3 t for a few old ones in the middle of the loading days (g > 2000, days 15 to 25), 10 t otherwise.
    // Its coordinates are its city's. 2,000 a statement: well within the statement timeout on a busy machine.
    for (let first = 1; first <= ENTRIES; first += 2_000) {
      const result = (await db.execute(sql`
        insert into entries (uid, identification_id, form_type, company_id, user_id, valid_until, loading_ends_at,
          modified_at, loading_country, loading_city_id, loading_city_name, loading_postal_code,
          loading_date_start, loading_date_end, loading_latitude, loading_longitude,
          unloading_country, unloading_city_name, unloading_postal_code, unloading_date_start, unloading_date_end, weight, mdp)
        select md5('walk-' || g)::uuid::text, 'TR-W' || g, 'truck', ${company.id}, ${publisher},
          ${now.toISOString()}::timestamptz + interval '90 days', ${now.toISOString()}::timestamptz + interval '60 days',
          ${now.toISOString()}::timestamptz - g * interval '1 second', c.country, c.id, c.name, '1',
          current_date + 1 + (g * 7) % 40, current_date + 1 + (g * 7) % 40 + g % 3, c.latitude, c.longitude,
          'HU', 'Elsewhere', '2', current_date + 50, current_date + 50,
          case when g > 2000 and g % 53 = 0 and (g * 7) % 40 between 14 and 24 then 3 else 10 end, 6
        from generate_series(${first}::int, ${first + 1_999}::int) as g
        inner join cities c on c.id = (${townIds})[1 + g % 10]
        returning id, uid, loading_city_id, floor(extract(epoch from modified_at) * 1000)::float8 as modified_ms,
          loading_date_start::text as loading_day, weight::float8 as weight`)) as unknown as {
        rows: { id: unknown; uid: string; loading_city_id: unknown; modified_ms: unknown; loading_day: string; weight: unknown }[];
      };
      for (const row of result.rows) {
        const town = (Object.keys(TOWNS) as Town[]).find((name) => TOWNS[name].id === Number(row.loading_city_id))!;
        rows.push({
          id: Number(row.id),
          uid: row.uid,
          town,
          modifiedMs: Number(row.modified_ms),
          loadingDay: row.loading_day,
          weight: Number(row.weight),
        });
      }
    }
    await db.execute(sql`analyze entries`);
    // 4,000 rows inserted and analyzed on the embedded database: slow on a busy machine.
  }, 90_000);

  /** The expected list, computed from what the test inserted: in the circle by the towns' known distances, in the list's order. */
  const expected = (ordering: Ordering, keep: (row: Row) => boolean = () => true) =>
    uidsInOrder(
      rows.filter((row) => TOWNS[row.town].km <= RADIUS_KM && keep(row)),
      ordering,
    );

  /** The uids of `pages` pages of the search around the centre (all of them when undefined), following `next`. */
  const pagesOf = (query: Record<string, string>, pages?: number) =>
    truckPages(ctx, reader, { loading_city: String(TOWNS.centre.id), loading_radius: String(RADIUS_KM), ...query }, PAGE, pages);

  /** The EXPLAIN ANALYZE of the search statement (the product's own), one line a row. */
  const planOf = async (filter: Partial<EntryFilter>) => {
    const query = entrySearchSql({
      formType: 'truck',
      now,
      limit: PAGE + 1,
      direction: 'desc',
      loadingCityId: TOWNS.centre.id,
      loadingRadiusKm: RADIUS_KM,
      ...filter,
    });
    const plan = (await ctx.database.db.execute(sql`explain analyze ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    return plan.rows.map((row) => row['QUERY PLAN']);
  };
  it('places the made-up towns where the test says, and the rare light entries where the walk does not reach', () => {
    for (const town of Object.values(TOWNS)) expect(greatCircleKm(CENTRE, town)).toBeCloseTo(town.km, 6);
    expect(rows).toHaveLength(ENTRIES);
    const light = rows.filter((row) => row.weight < 5);
    expect(light.length).toBe(11);
    // Older than the newest 1000, and past the first (and before the last) 1000 by loading day.
    const newest = [...rows].sort((a, b) => b.modifiedMs - a.modifiedMs).slice(0, 1000);
    const byDay = [...rows].sort((a, b) => a.loadingDay.localeCompare(b.loadingDay) || a.id - b.id);
    for (const walked of [newest, byDay.slice(0, 1000), byDay.slice(-1000)]) expect(walked.filter((row) => row.weight < 5)).toEqual([]);
    expect(expected('-modified_at', (row) => row.weight < 5)).toHaveLength(7);
  });

  it.each<Ordering>(['-modified_at', 'loading_date', '-loading_date'])(
    'serves the pages from the walk when the circle holds many of the entries (%s)',
    async (ordering) => {
      const all = expected(ordering);
      expect(all.length).toBeGreaterThan(2_000);
      // The first pages, then from deep in the list on: each its own walk from the cursor.
      expect(await pagesOf({ ordering }, 4)).toEqual(all.slice(0, 4 * PAGE));
      // With the side's country (newest first the walk keeps to that country).
      for (const country of ['RO', 'HU'] as const) {
        const inCountry = expected(ordering, (row) => TOWNS[row.town].country === country);
        expect(await pagesOf({ ordering, loading_country: country }, 3)).toEqual(inCountry.slice(0, 3 * PAGE));
      }
    },
  );

  it('pages through every entry in the circle newest first, without gaps or repeats', async () => {
    // 100 entries a page: the walk from each cursor, and city by city for the last page.
    const seen = await truckPages(
      ctx,
      reader,
      { ordering: '-modified_at', loading_city: String(TOWNS.centre.id), loading_radius: String(RADIUS_KM) },
      100,
    );
    expect(seen).toEqual(expected('-modified_at'));
  }, 60_000);

  it.each<Ordering>(['-modified_at', 'loading_date', '-loading_date'])(
    'goes city by city when a filter few entries meet leaves the walk short (%s)',
    async (ordering) => {
      const light = (row: Row) => row.weight <= 5;
      expect(await pagesOf({ ordering, max_weight: '5' })).toEqual(expected(ordering, light));
      for (const country of ['RO', 'HU'] as const) {
        const inCountry = expected(ordering, (row) => light(row) && TOWNS[row.town].country === country);
        expect(inCountry.length).toBeGreaterThan(0);
        expect(await pagesOf({ ordering, max_weight: '5', loading_country: country })).toEqual(inCountry);
      }
    },
  );

  it('runs the city-by-city branch only when the walk found fewer than a page (EXPLAIN ANALYZE)', async () => {
    for (const sort of ['modified', 'loading_date'] as const) {
      for (const direction of ['desc', 'asc'] as const) {
        const label = `${sort} ${direction}`;
        expect([label, secondWayRan(await planOf({ sort, direction }))]).toEqual([label, false]);
        expect([label, secondWayRan(await planOf({ sort, direction, loadingCountry: 'RO' }))]).toEqual([label, false]);
        expect([label, secondWayRan(await planOf({ sort, direction, maxWeight: 5 }))]).toEqual([label, true]);
        expect([label, secondWayRan(await planOf({ sort, direction, maxWeight: 5, loadingCountry: 'HU' }))]).toEqual([label, true]);
      }
    }
  });

  it('reads each city of the circle on its index alone when the walk falls short (migration 0021)', async () => {
    // Index-only needs pages the visibility map knows are all visible, as autovacuum leaves them.
    await ctx.database.db.execute(sql`vacuum analyze entries`);
    const cases = [
      { sort: 'modified', index: 'entries_loading_city' },
      { sort: 'loading_date', index: 'entries_loading_city_start' },
    ] as const;
    for (const { sort, index } of cases) {
      // A bound few entries meet and the other side's country: both checked on the index's own columns.
      const plan = await planOf({ sort, maxWeight: 5, unloadingCountry: 'HU' });
      expect(secondWayRan(plan), plan.join('\n')).toBe(true);
      expect(
        plan.some((line) => new RegExp(`Index Only Scan (Backward )?using ${index} on entries`).test(line)),
        plan.join('\n'),
      ).toBe(true);
    }
  });
});
