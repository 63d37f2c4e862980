import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Entry, EntryPage, EntryInput } from '@freight/shared/entries';
import { createCompany, createUser } from '../../test/factories';
import { insertTowns, seedTestCities, TEST_CITY_IDS } from '../../test/fixtures/seed-cities';
import { useTestApp } from '../../test/use-test-app';
import { destination } from '../../test/geo-points';
import { greatCircleKm } from '../geo/distance';
import { entrySearchSql } from './entry-search.queries';
import { bearer, entryBody } from './entries.test-helpers';

const CENTRE = { latitude: 46.77, longitude: 23.59 };
/** Made-up towns at known distances from CENTRE (ids far from GeoNames' small ones). */
const TOWNS = {
  centre: { id: 990_001, country: 'RO', ...CENTRE, km: 0 },
  north49_9: { id: 990_002, country: 'RO', ...destination(CENTRE, 49.9, 0), km: 49.9 },
  north50_1: { id: 990_003, country: 'RO', ...destination(CENTRE, 50.1, 0), km: 50.1 },
  east49_9: { id: 990_004, country: 'RO', ...destination(CENTRE, 49.9, 90), km: 49.9 },
  west50_1: { id: 990_005, country: 'RO', ...destination(CENTRE, 50.1, 270), km: 50.1 },
  south90: { id: 990_006, country: 'RO', ...destination(CENTRE, 90, 180), km: 90 },
  // Across the border (the country filter still applies).
  hungary30: { id: 990_007, country: 'HU', ...destination(CENTRE, 30, 300), km: 30 },
  far300: { id: 990_008, country: 'RO', ...destination(CENTRE, 300, 120), km: 300 },
} as const;
type Town = keyof typeof TOWNS;

/** Search around a city (issue 12): loading/unloading within R km of a city, exact at the boundary, in SQL on the GiST index. */
describe('entry search around a city', () => {
  const ctx = useTestApp({ clock: () => now });
  const now = new Date();
  let publisher: number;
  let reader: number;
  /** uid of the truck loading in each town (unloading in Budapest unless said otherwise). */
  const loadingIn = new Map<Town, string>();
  let handAddedUid = '';
  let movedUid = '';

  const post = async (userId: number, body: EntryInput) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/truck-requests/create/',
      headers: await bearer(ctx.app, userId),
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Entry;
  };
  const at = (town: Town) => ({
    country: TOWNS[town].country,
    external_city_id: TOWNS[town].id,
    city_display_name: `Town ${town}`,
    city_type: 'PPL',
  });
  const body = (loading: Partial<EntryInput['loading_location']>, unloading: Partial<EntryInput['unloading_location']> = {}) => {
    const base = entryBody('truck', now);
    return {
      ...base,
      loading_location: { ...base.loading_location, ...loading },
      unloading_location: { ...base.unloading_location, ...unloading },
    };
  };
  const search = async (query: string, userId = reader) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/truck-requests/?limit=200&${query}`,
      headers: await bearer(ctx.app, userId),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as EntryPage).results.map((entry) => entry.uid);
  };
  const uidsOf = (...towns: Town[]) => towns.map((town) => loadingIn.get(town)).sort();

  beforeAll(async () => {
    const db = ctx.database.db;
    await seedTestCities(db);
    await insertTowns(db, TOWNS);
    const company = await createCompany(db);
    publisher = (await createUser(db, { companyId: company.id, password: null })).id;
    reader = (await createUser(db, { password: null })).id;
    // Published through the API, so the coordinates are the ones the service copies from the city.
    for (const town of Object.keys(TOWNS) as Town[]) loadingIn.set(town, (await post(publisher, body(at(town)))).uid);
    // A city added by hand, even one named like the centre, has no coordinates: never in a radius.
    handAddedUid = (await post(publisher, body({ country: 'RO', external_city_id: null, city_display_name: 'Town centre' }))).uid;
    movedUid = (await post(publisher, body(at('far300')))).uid;
  });

  it('places the made-up towns where the test says (the distance of distance.ts)', () => {
    for (const town of Object.values(TOWNS)) expect(greatCircleKm(CENTRE, town)).toBeCloseTo(town.km, 6);
  });

  it('finds entries loading within the radius, exactly at the boundary: 49.9 km in, 50.1 km out', async () => {
    const centre = TOWNS.centre.id;
    expect((await search(`loading_city=${centre}&loading_radius=50`)).sort()).toEqual(
      uidsOf('centre', 'north49_9', 'east49_9', 'hungary30'),
    );
    expect((await search(`loading_city=${centre}&loading_radius=100`)).sort()).toEqual(
      uidsOf('centre', 'north49_9', 'north50_1', 'east49_9', 'west50_1', 'south90', 'hungary30'),
    );
    expect((await search(`loading_city=${centre}&loading_radius=25`)).sort()).toEqual(uidsOf('centre'));
    // Without a radius the city filter stays exact.
    expect(await search(`loading_city=${centre}`)).toEqual(uidsOf('centre'));
    expect(await search(`loading_city=${centre}&loading_radius=200`)).not.toContain(handAddedUid);
  });

  it('combines with the country filters and the other side', async () => {
    const centre = TOWNS.centre.id;
    expect((await search(`loading_country=RO&loading_city=${centre}&loading_radius=50`)).sort()).toEqual(
      uidsOf('centre', 'north49_9', 'east49_9'),
    );
    expect(await search(`loading_city=${centre}&loading_radius=50&unloading_country=DE`)).toEqual([]);
    // The side's country leaves out the cities of other countries, in either order.
    for (const ordering of ['-modified_at', 'loading_date']) {
      expect(await search(`ordering=${ordering}&loading_country=HU&loading_city=${centre}&loading_radius=50`)).toEqual(uidsOf('hungary30'));
      expect((await search(`ordering=${ordering}&loading_country=RO&loading_city=${centre}&loading_radius=50`)).sort()).toEqual(
        uidsOf('centre', 'north49_9', 'east49_9'),
      );
    }
    // Unloading around a city: Győr is about 110 km from Budapest, where every test truck unloads.
    expect(
      (await search(`loading_city=${centre}&loading_radius=50&unloading_city=${TEST_CITY_IDS.gyor}&unloading_radius=200`)).sort(),
    ).toEqual(uidsOf('centre', 'north49_9', 'east49_9', 'hungary30'));
    expect(await search(`loading_city=${centre}&loading_radius=50&unloading_city=${TEST_CITY_IDS.gyor}&unloading_radius=100`)).toEqual([]);
    expect(await search(`loading_city=${centre}&loading_radius=50&unloading_city=${TEST_CITY_IDS.gyor}`)).toEqual([]);
  });

  it('follows an edit: the entry moved near the city is found around it', async () => {
    const centre = TOWNS.centre.id;
    expect(await search(`loading_city=${centre}&loading_radius=200`)).not.toContain(movedUid);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/truck-requests/${movedUid}/`,
      headers: await bearer(ctx.app, publisher),
      payload: body(at('south90')),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await search(`loading_city=${centre}&loading_radius=100`)).toContain(movedUid);
    expect(await search(`loading_city=${centre}&loading_radius=50`)).not.toContain(movedUid);
  });

  it.each(['-modified_at', 'loading_date', '-loading_date'])(
    'pages through radius results without gaps or repeats (%s)',
    async (ordering) => {
      const all = await search(`ordering=${ordering}&loading_city=${TOWNS.centre.id}&loading_radius=200`);
      expect(all.length).toBeGreaterThanOrEqual(8);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query = new URLSearchParams({
          ordering,
          limit: '3',
          loading_city: String(TOWNS.centre.id),
          loading_radius: '200',
          ...(cursor ? { cursor } : {}),
        });
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/truck-requests/?${query}`,
          headers: await bearer(ctx.app, reader),
        });
        const page = response.json() as EntryPage;
        expect(page.results.length).toBeLessThanOrEqual(3);
        seen.push(...page.results.map((entry) => entry.uid));
        cursor = page.next;
      } while (cursor);
      expect(seen).toEqual(all);
    },
  );

  it('refuses other radii and a radius without its city', async () => {
    const headers = await bearer(ctx.app, reader);
    for (const query of [
      'loading_city=990001&loading_radius=30',
      'loading_radius=50',
      'unloading_radius=100',
      'loading_city=990001&loading_radius=abc',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/truck-requests/?${query}`, headers });
      expect([query, response.statusCode, response.json().code]).toEqual([query, 400, 'validation_failed']);
    }
    // An unknown city has no place to measure from: nothing matches.
    expect(await search('loading_city=999999&loading_radius=200')).toEqual([]);
  });

  it('serves the radius on indexes once there are many entries: city by city, newest first or by loading day', async () => {
    const db = ctx.database.db;
    // 20,000 trucks spread over Europe (about one in a thousand near the centre), 2,000 a statement: the
    // arrangement, not what the test measures, stays well within the statement timeout on a busy machine.
    for (let first = 1; first <= 20_000; first += 2_000) {
      await db.execute(sql`
        insert into entries (uid, identification_id, form_type, company_id, user_id, valid_until, loading_ends_at,
          loading_country, loading_city_name, loading_postal_code, loading_date_start, loading_date_end,
          loading_latitude, loading_longitude,
          unloading_country, unloading_city_name, unloading_postal_code, unloading_date_start, unloading_date_end,
          unloading_latitude, unloading_longitude, weight, mdp)
        select md5('radius-' || g)::uuid::text, 'TR-R' || g, 'truck', u.company_id, u.id,
          now() + interval '30 days', now() + interval '2 days',
          'RO', 'Somewhere', '1', current_date + 1, current_date + 1,
          36 + (g::bigint * 7919 % 3400) / 100.0, -9 + (g::bigint * 104729 % 4000) / 100.0,
          'HU', 'Elsewhere', '2', current_date + 2, current_date + 2,
          36 + (g::bigint * 15485863 % 3400) / 100.0, -9 + (g::bigint * 32452843 % 4000) / 100.0, 10, 6
        from generate_series(${first}::int, ${first + 1_999}::int) as g, users u where u.id = ${publisher}`);
    }
    await db.execute(sql`analyze entries`);
    const planOf = async (side: 'loading' | 'unloading', sort: 'modified' | 'loading_date') => {
      const query = entrySearchSql({
        formType: 'truck',
        now,
        limit: 21,
        direction: 'desc',
        sort,
        [side === 'loading' ? 'loadingCityId' : 'unloadingCityId']: TOWNS.centre.id,
        [side === 'loading' ? 'loadingRadiusKm' : 'unloadingRadiusKm']: 25,
      });
      const plan = (await db.execute(sql`explain ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    };
    for (const side of ['loading', 'unloading'] as const) {
      // Issue 15: the cities within the radius, then each city's first entries in the list's order.
      const newest = await planOf(side, 'modified');
      expect(newest).toContain('cities_earth');
      expect(newest).toMatch(new RegExp(`entries_${side}_city\\b(?!_start)`));
      const byLoadingDay = await planOf(side, 'loading_date');
      expect(byLoadingDay).toContain('cities_earth');
      expect(byLoadingDay).toContain(`entries_${side}_city_start`);
    }
    // 20,000 rows inserted and analyzed on the embedded database: slow on a busy machine.
  }, 90_000);
});
