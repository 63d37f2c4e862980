import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Entry, EntryPage } from '@freight/shared/entries';
import { entries } from '../../db/schema-entries';
import { createCompany, createUser, entryValues } from '../../test/factories';
import { seedTestCities, TEST_CITY_IDS } from '../../test/fixtures/seed-cities';
import { useTestApp } from '../../test/use-test-app';
import { bearer } from './entries.test-helpers';

type Row = typeof entries.$inferSelect;

/** GET lists (§2 entry list screen): filters and both sort orders in SQL, keyset pages, expiry. */
describe('entry lists', () => {
  const ctx = useTestApp({ clock: () => now });
  const now = new Date();
  const HOUR = 60 * 60 * 1000;
  let ownerA: number;
  let companyA: number;
  let memberB: number;
  let trucks: Row[] = [];

  beforeAll(async () => {
    await seedTestCities(ctx.database.db);
    const db = ctx.database.db;
    companyA = (await createCompany(db)).id;
    ownerA = (await createUser(db, { companyId: companyA, password: null })).id;
    memberB = (await createUser(db, { password: null })).id;
    const memberBCompany = (await createUser(db, { password: null })).companyId ?? 0;

    // 60 truck offers of two companies: every combination of route, city, weight and mdp appears,
    // modified one minute apart (some share the same instant: ties are ordered by id).
    const countries = ['RO', 'HU', 'DE'] as const;
    const loadingCities = [TEST_CITY_IDS.timisoara, TEST_CITY_IDS.brasov, null];
    const values = Array.from({ length: 60 }, (_, i) =>
      entryValues({
        companyId: i % 2 === 0 ? companyA : memberBCompany,
        userId: ownerA,
        formType: 'truck',
        identificationId: `TR-${String.fromCharCode(65 + (i % 26))}${String(i).padStart(5, '0')}`,
        loadingCountry: countries[i % 3],
        loadingCityId: loadingCities[i % 3 === 0 ? i % 2 : 2] ?? null,
        unloadingCountry: countries[(i + 1) % 3],
        unloadingCityId: i % 4 === 0 ? TEST_CITY_IDS.budapest : null,
        weight: (i % 24) + 0.5,
        mdp: (i % 13) + 0.2,
        modifiedAt: new Date(now.getTime() - HOUR + Math.floor(i / 2) * 60_000),
        // Every 7th has its loading window over, every 11th its validity: expired, out of search lists.
        loadingEndsAt: i % 7 === 3 ? new Date(now.getTime() - 60_000) : new Date(now.getTime() + 24 * HOUR),
        validUntil: i % 11 === 5 ? new Date(now.getTime() - 60_000) : new Date(now.getTime() + 30 * 24 * HOUR),
      }),
    );
    // The users of memberB's company own its rows: fix the user id per company.
    const ownerB = (await createUser(db, { companyId: memberBCompany, password: null })).id;
    trucks = await db
      .insert(entries)
      .values(values.map((v) => (v.companyId === companyA ? v : { ...v, userId: ownerB })))
      .returning();
    // A ware request that must never show in truck lists.
    await db.insert(entries).values(entryValues({ companyId: companyA, userId: ownerA, formType: 'ware' }));
  });

  const get = async (url: string, userId = memberB) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: await bearer(ctx.app, userId) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as EntryPage;
  };

  const isExpired = (row: Row) => row.loadingEndsAt < now || row.validUntil < now;
  const newestFirst = (a: Row, b: Row) => b.modifiedAt.getTime() - a.modifiedAt.getTime() || b.id - a.id;
  const uids = (rows: Row[]) => rows.map((row) => row.uid);
  const resultUids = (page: EntryPage) => page.results.map((entry: Entry) => entry.uid);

  it('lists live truck offers newest first (ties by id), with user and company, expired ones left out', async () => {
    const page = await get('/api/truck-requests/?limit=200');
    const expected = trucks.filter((row) => !isExpired(row)).sort(newestFirst);
    expect(expected.length).toBeGreaterThan(40);
    expect(expected.length).toBeLessThan(60);
    expect(resultUids(page)).toEqual(uids(expected));
    expect(page.next).toBeNull();
    for (const entry of page.results) {
      expect(entry.expired).toBe(false);
      expect(entry.form_type).toBe('truck');
      expect(entry.user?.id).toBeGreaterThan(0);
      expect(entry.company.name).toMatch(/Test Transport/);
    }
  });

  it('sorts oldest first with ordering=modified_at', async () => {
    const page = await get('/api/truck-requests/?limit=200&ordering=modified_at');
    expect(resultUids(page)).toEqual(uids(trucks.filter((row) => !isExpired(row)).sort((a, b) => newestFirst(b, a))));
  });

  const cases: { name: string; query: Record<string, string>; match: (row: Row) => boolean }[] = [
    { name: 'loading country', query: { loading_country: 'HU' }, match: (r) => r.loadingCountry === 'HU' },
    { name: 'unloading country', query: { unloading_country: 'DE' }, match: (r) => r.unloadingCountry === 'DE' },
    { name: 'loading city', query: { loading_city: String(TEST_CITY_IDS.brasov) }, match: (r) => r.loadingCityId === TEST_CITY_IDS.brasov },
    {
      name: 'unloading city',
      query: { unloading_city: String(TEST_CITY_IDS.budapest) },
      match: (r) => r.unloadingCityId === TEST_CITY_IDS.budapest,
    },
    { name: 'max weight (at most)', query: { max_weight: '10.5' }, match: (r) => r.weight <= 10.5 },
    { name: 'max mdp (at most)', query: { max_mdp: '4.2' }, match: (r) => r.mdp <= 4.2 },
    {
      name: 'identification id (trimmed, any case, substring)',
      query: { identification_id: '  c0000 ' },
      match: (r) => /C0000/.test(r.identificationId),
    },
    { name: 'identification id with a LIKE wildcard matches literally', query: { identification_id: 'TR-%' }, match: () => false },
    {
      name: 'combined',
      query: { loading_country: 'RO', unloading_country: 'HU', max_weight: '20', max_mdp: '10' },
      match: (r) => r.loadingCountry === 'RO' && r.unloadingCountry === 'HU' && r.weight <= 20 && r.mdp <= 10,
    },
    {
      name: 'combined with city',
      query: { loading_city: String(TEST_CITY_IDS.timisoara), unloading_city: String(TEST_CITY_IDS.budapest), max_weight: '23' },
      match: (r) => r.loadingCityId === TEST_CITY_IDS.timisoara && r.unloadingCityId === TEST_CITY_IDS.budapest && r.weight <= 23,
    },
  ];

  for (const { name, query, match } of cases) {
    it(`filters by ${name}, in both orders, exactly`, async () => {
      const expected = trucks.filter((row) => !isExpired(row) && match(row)).sort(newestFirst);
      // A filter that matched everything or nothing would prove little (the wildcard case must match nothing).
      expect(expected.length).toBeLessThan(trucks.filter((row) => !isExpired(row)).length);
      if (!name.includes('wildcard')) expect(expected.length).toBeGreaterThan(0);
      const desc = await get(`/api/truck-requests/?${new URLSearchParams({ ...query, limit: '200' })}`);
      expect(resultUids(desc)).toEqual(uids(expected));
      const asc = await get(`/api/truck-requests/?${new URLSearchParams({ ...query, limit: '200', ordering: 'modified_at' })}`);
      expect(resultUids(asc)).toEqual(uids([...expected].reverse()));
    });
  }

  it('shows expired entries in my list only, marked expired; search never shows them', async () => {
    const mine = await get('/api/truck-requests/?my=true&limit=200', ownerA);
    const expected = trucks.filter((row) => row.companyId === companyA).sort(newestFirst);
    expect(resultUids(mine)).toEqual(uids(expected));
    const expiredUids = trucks.filter(isExpired).map((row) => row.uid);
    expect(expiredUids.length).toBeGreaterThan(5);
    for (const entry of mine.results) {
      expect(entry.expired).toBe(expiredUids.includes(entry.uid));
      expect(entry.is_own).toBe(true);
    }
    expect(mine.results.some((entry) => entry.expired)).toBe(true);
    const search = await get('/api/truck-requests/?limit=200', ownerA);
    expect(search.results.filter((entry) => expiredUids.includes(entry.uid))).toEqual([]);
  });

  it('refuses a cursor it did not write and bad filters', async () => {
    const headers = await bearer(ctx.app, memberB);
    for (const query of ['cursor=abc', 'max_weight=-1', 'loading_country=US', 'limit=0', 'limit=201', 'ordering=id']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/truck-requests/?${query}`, headers });
      expect([query, response.statusCode, response.json().code]).toEqual([query, 400, 'validation_failed']);
    }
  });

  it('refuses an identification id of one or two characters (no index narrows them, issue 15) and takes an empty one as no filter', async () => {
    const headers = await bearer(ctx.app, memberB);
    for (const value of ['c', ' c0 ']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/truck-requests/?identification_id=${encodeURIComponent(value)}`,
        headers,
      });
      expect([value, response.statusCode, Object.keys(response.json().fields ?? {})]).toEqual([value, 400, ['identification_id']]);
    }
    const empty = await ctx.app.inject({ method: 'GET', url: '/api/truck-requests/?identification_id=%20&limit=5', headers });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().results).toHaveLength(5);
  });

  it('keeps rows apart that differ only in microseconds (the cursor keeps them)', async () => {
    const db = ctx.database.db;
    const company = await createCompany(db);
    const user = (await createUser(db, { companyId: company.id, password: null })).id;
    const base = new Date(now.getTime() - 3 * HOUR).toISOString().slice(0, 23);
    // Inserted in an order that differs from both the time order and the id order.
    const rows = await db
      .insert(entries)
      .values(
        ['500', '100', '900', '300'].map((micros) =>
          entryValues({
            companyId: company.id,
            userId: user,
            // Expired, so the search-list tests above never see them (my lists still do).
            validUntil: new Date(now.getTime() - HOUR),
            modifiedAt: sql`${`${base}${micros}Z`}::timestamptz` as unknown as Date,
          }),
        ),
      )
      .returning();
    for (const ordering of ['-modified_at', 'modified_at']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await get(
          `/api/truck-requests/?${new URLSearchParams({ limit: '1', my: 'true', ordering, ...(cursor ? { cursor } : {}) })}`,
          user,
        );
        seen.push(...resultUids(page));
        cursor = page.next;
      } while (cursor);
      const byMicros = [rows[1], rows[3], rows[0], rows[2]].map((row) => row?.uid);
      expect(seen).toEqual(ordering === 'modified_at' ? byMicros : [...byMicros].reverse());
    }
  });

  it('walks 500 entries page by page without gaps or repeats, in both orders', async () => {
    const db = ctx.database.db;
    const company = await createCompany(db);
    const user = (await createUser(db, { companyId: company.id, password: null })).id;
    // Pairs share the same modified_at: the id decides. One INSERT for all 500.
    const rows = await db
      .insert(entries)
      .values(
        Array.from({ length: 500 }, (_, i) =>
          entryValues({
            companyId: company.id,
            userId: user,
            formType: 'ware',
            modifiedAt: new Date(now.getTime() - 2 * HOUR + Math.floor(i / 2) * 1000),
          }),
        ),
      )
      .returning();

    for (const ordering of ['-modified_at', 'modified_at']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query = new URLSearchParams({ limit: '37', ordering, my: 'true', ...(cursor ? { cursor } : {}) });
        const page = await get(`/api/ware-requests/?${query}`, user);
        expect(page.results.length).toBeLessThanOrEqual(37);
        seen.push(...resultUids(page));
        cursor = page.next;
        pages++;
      } while (cursor);
      const expected = [...rows].sort(newestFirst);
      expect(seen).toEqual(uids(ordering === 'modified_at' ? expected.reverse() : expected));
      expect(new Set(seen).size).toBe(500);
      expect(pages).toBe(14);
    }

    // The search list walks the same way (the 500 plus the ware request made before).
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(`/api/ware-requests/?${new URLSearchParams({ limit: '50', ...(cursor ? { cursor } : {}) })}`);
      seen.push(...resultUids(page));
      cursor = page.next;
    } while (cursor);
    expect(seen).toHaveLength(501);
    expect(new Set(seen).size).toBe(501);
  });
});
