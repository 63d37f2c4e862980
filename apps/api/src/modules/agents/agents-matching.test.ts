import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchAgent, SearchAgentCreateInput } from '@freight/shared/agents';
import type { EntryInput } from '@freight/shared/entries';
import { agentMatches } from '../../db/schema-agents';
import { cities } from '../../db/schema-entries';
import { createCompany, createUser } from '../../test/factories';
import { seedTestCities, TEST_CITY_IDS } from '../../test/fixtures/seed-cities';
import { useTestApp } from '../../test/use-test-app';
import { EARTH_RADIUS_KM, type GeoPoint } from '../geo/distance';
import { bearer, entryBody } from '../entries/entries.test-helpers';
import { pruneExpiredMatches } from './agents.service';
import { agentEntryUids, createAgentAs, listAgentsOf, publishAs } from './agents.test-helpers';

/** The point `km` north of `from` on the sphere of distance.ts. */
const north = (from: GeoPoint, km: number): GeoPoint => ({
  latitude: from.latitude + (km / EARTH_RADIUS_KM) * (180 / Math.PI),
  longitude: from.longitude,
});

const CENTRE = { latitude: 46.77, longitude: 23.59 };
/** Made-up towns at known distances north of CENTRE (ids far from GeoNames' small ones). */
const TOWNS = {
  centre: { id: 991_001, ...CENTRE },
  in49_9: { id: 991_002, ...north(CENTRE, 49.9) },
  out50_1: { id: 991_003, ...north(CENTRE, 50.1) },
} as const;
type Town = keyof typeof TOWNS;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Issue 17 items 1, 2 and 4: which writes match an agent, at each filter's boundary, computed in SQL by the write. */
describe('search agents: matching', () => {
  const ctx = useTestApp({ clock: () => now });
  let now = new Date('2026-03-02T09:00:00Z');
  const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  let member = 0;
  let colleague = 0;
  let publisher = 0;

  const loadingIn = (town: Town): Partial<EntryInput['loading_location']> => ({
    country: 'RO',
    external_city_id: TOWNS[town].id,
    city_display_name: `Town ${town}`,
  });
  const truck = (loading: Partial<EntryInput['loading_location']> = {}, overrides: Partial<EntryInput> = {}): EntryInput => {
    const base = entryBody('truck', now, overrides);
    return { ...base, loading_location: { ...base.loading_location, ...loading } };
  };
  const agentOf = async (userId: number, body: SearchAgentCreateInput) => createAgentAs(ctx.app, userId, body);
  const matchesOf = (agent: SearchAgent, userId = member) => agentEntryUids(ctx.app, userId, agent.id);

  beforeAll(async () => {
    const db = ctx.database.db;
    await seedTestCities(db);
    await db.insert(cities).values(Object.entries(TOWNS).map(([name, town]) => ({ ...town, name: `Town ${name}`, country: 'RO' })));
    const memberCompany = await createCompany(db);
    member = (await createUser(db, { companyId: memberCompany.id, password: null })).id;
    colleague = (await createUser(db, { companyId: memberCompany.id, password: null })).id;
    publisher = (await createUser(db, { companyId: (await createCompany(db)).id, password: null })).id;
  });

  it('matches within the radius exactly as the search measures it: 49.9 km in, 50.1 km out, a hand-added city never', async () => {
    const agent = await agentOf(member, {
      name: 'Around the centre',
      form_type: 'truck',
      filters: { loading_city: TOWNS.centre.id, loading_radius: 50 },
    });
    // A radius with an unloading side: found by both (the trucks unload in Budapest).
    const toHungary = await agentOf(member, {
      name: 'Around the centre, to Hungary',
      form_type: 'truck',
      filters: { loading_city: TOWNS.centre.id, loading_radius: 50, unloading_country: 'HU' },
    });
    const toBudapest = await agentOf(member, {
      name: 'Around the centre, to Budapest',
      form_type: 'truck',
      filters: { loading_city: TOWNS.centre.id, loading_radius: 50, unloading_city: TEST_CITY_IDS.budapest },
    });
    const toGermany = await agentOf(member, {
      name: 'Around the centre, to Germany',
      form_type: 'truck',
      filters: { loading_city: TOWNS.centre.id, loading_radius: 50, unloading_country: 'DE' },
    });
    const inside = await publishAs(ctx.app, publisher, truck(loadingIn('in49_9')));
    await publishAs(ctx.app, publisher, truck(loadingIn('out50_1')));
    await publishAs(ctx.app, publisher, truck({ country: 'RO', external_city_id: null, city_display_name: 'Town centre' }));
    const atCentre = await publishAs(ctx.app, publisher, truck(loadingIn('centre')));
    expect(await matchesOf(agent)).toEqual([atCentre.uid, inside.uid]);
    expect(await matchesOf(toHungary)).toEqual([atCentre.uid, inside.uid]);
    expect(await matchesOf(toBudapest)).toEqual([atCentre.uid, inside.uid]);
    expect(await matchesOf(toGermany)).toEqual([]);
    // The search with the same filters finds the same entries.
    const search = await ctx.app.inject({
      method: 'GET',
      url: `/api/truck-requests/?loading_city=${TOWNS.centre.id}&loading_radius=50`,
      headers: await bearer(ctx.app, member),
    });
    expect(search.json<{ results: { uid: string }[] }>().results.map((entry) => entry.uid)).toEqual([atCentre.uid, inside.uid]);
  });

  it('matches the loading-date range at its edges (the loading window overlaps it)', async () => {
    const agent = await agentOf(member, {
      name: 'Dates',
      form_type: 'truck',
      filters: { loading_country: 'RO', loading_date_from: day(2), loading_date_to: day(3) },
    });
    const window = (start: number, end: number) => ({
      date_start: day(start),
      date_end: day(end),
      date: Array.from({ length: end - start + 1 }, (_, index) => day(start + index)),
    });
    const unloadingLater = { unloading_location: { ...entryBody('truck', now).unloading_location, ...window(5, 5) } };
    await publishAs(ctx.app, publisher, truck(window(1, 1), unloadingLater));
    const endsOnFrom = await publishAs(ctx.app, publisher, truck(window(1, 2), unloadingLater));
    const startsOnTo = await publishAs(ctx.app, publisher, truck(window(3, 4), unloadingLater));
    await publishAs(ctx.app, publisher, truck(window(4, 4), unloadingLater));
    expect((await matchesOf(agent)).sort()).toEqual([endsOnFrom.uid, startsOnTo.uid].sort());
  });

  it('matches weight and loading metres up to the bound, and the chosen truck or platform types', async () => {
    const heavy = await agentOf(member, {
      name: 'Up to 12.5 t',
      form_type: 'truck',
      filters: { max_weight: 12.5, max_mdp: 7.2, truck_type: [5] },
    });
    const info = (weight: number, mdp = 7.2) => ({ info: { ...entryBody('truck', now).info, weight, mdp } });
    const atBound = await publishAs(ctx.app, publisher, truck({}, info(12.5)));
    const over = await publishAs(ctx.app, publisher, truck({}, info(12.51)));
    const longer = await publishAs(ctx.app, publisher, truck({}, info(12, 7.21)));
    const sprinter = { transport_options: { ...entryBody('truck', now).transport_options, truck_type: 1 as const } };
    const small = await publishAs(ctx.app, publisher, truck({}, { ...info(3), ...sprinter }));
    // Earlier tests' trucks (12.5 t, 7.2 m, trailers) were listed when the agent was saved; this test's come on top.
    const ofThisTest = new Set([atBound.uid, over.uid, longer.uid, small.uid]);
    expect((await matchesOf(heavy)).filter((uid) => ofThisTest.has(uid))).toEqual([atBound.uid]);

    const vans = await agentOf(member, { name: 'Vans', form_type: 'ware', filters: { platform_type: [3] } });
    const ware = (platforms: (1 | 2 | 3 | 4 | 5)[]) => entryBody('ware', now, { transport_options: { platform_type: platforms } });
    const van = await publishAs(ctx.app, publisher, ware([1, 3]));
    await publishAs(ctx.app, publisher, ware([2]));
    expect(await matchesOf(vans)).toEqual([van.uid]);
  });

  it("never matches the member's own company's entries, and a paused agent records nothing", async () => {
    const agent = await agentOf(member, { name: 'To Hungary', form_type: 'truck', filters: { unloading_country: 'HU' } });
    const paused = await agentOf(member, { name: 'Paused', form_type: 'truck', filters: { unloading_country: 'HU' }, paused: true });
    // The writes below come after the pause (a broad agent lists the entries changed up to it).
    now = new Date(now.getTime() + 1000);
    await publishAs(ctx.app, colleague, truck());
    await publishAs(ctx.app, member, truck());
    const other = await publishAs(ctx.app, publisher, truck());
    // Earlier tests' trucks to Hungary match too (listed when the agent was saved): the newest is the other company's.
    expect((await matchesOf(agent))[0]).toBe(other.uid);
    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/truck-requests/?my=true&limit=200',
      headers: await bearer(ctx.app, member),
    });
    const ownUids = new Set(own.json<{ results: { uid: string }[] }>().results.map((entry) => entry.uid));
    expect((await matchesOf(agent)).filter((uid) => ownUids.has(uid))).toEqual([]);
    // A paused agent lists what matched when it was saved, but records no write made while it is paused.
    expect(await matchesOf(paused)).not.toContain(other.uid);
    // Both are broad (one country, one side): their matches are read from the entries, never stored (migration 0018).
    const stored = await ctx.database.db
      .select()
      .from(agentMatches)
      .where(inArray(agentMatches.agentId, [agent.id, paused.id]));
    expect(stored).toEqual([]);
  });

  it('counts new matches until the agent is opened; a refresh puts the entry on top, an edit that no longer fits takes it out', async () => {
    const db = ctx.database.db;
    const reader = (await createUser(db, { companyId: (await createCompany(db)).id, password: null })).id;
    const before = await publishAs(ctx.app, publisher, truck(loadingIn('centre')));
    // What is live when the agent is saved is listed at once, but not new.
    const agent = await agentOf(reader, { name: 'Centre', form_type: 'truck', filters: { loading_city: TOWNS.centre.id } });
    expect(agent.new_matches).toBe(0);
    expect(await matchesOf(agent, reader)).toContain(before.uid);

    now = new Date(now.getTime() + 60_000);
    const first = await publishAs(ctx.app, publisher, truck(loadingIn('centre')));
    now = new Date(now.getTime() + 60_000);
    const second = await publishAs(ctx.app, publisher, truck(loadingIn('centre')));
    const newMatches = async () => (await listAgentsOf(ctx.app, reader)).find((one) => one.id === agent.id)?.new_matches;
    expect(await newMatches()).toBe(2);
    expect((await matchesOf(agent, reader)).slice(0, 3)).toEqual([second.uid, first.uid, before.uid]);
    expect(await newMatches()).toBe(0);

    now = new Date(now.getTime() + 60_000);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: `/api/truck-requests/${before.uid}/refresh/`,
      headers: await bearer(ctx.app, publisher),
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(await newMatches()).toBe(1);
    expect((await matchesOf(agent, reader))[0]).toBe(before.uid);

    now = new Date(now.getTime() + 60_000);
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/truck-requests/${first.uid}/`,
      headers: await bearer(ctx.app, publisher),
      payload: truck(loadingIn('in49_9')),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await matchesOf(agent, reader)).not.toContain(first.uid);

    // Pages follow DESIGN §3: `limit` and an opaque cursor, newest match first.
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/api/search-agents/${agent.id}/entries/?limit=1`,
      headers: await bearer(ctx.app, reader),
    });
    const { results, next } = page.json<{ results: { uid: string }[]; next: string }>();
    expect(results.map((entry) => entry.uid)).toEqual([before.uid]);
    const rest = await ctx.app.inject({
      method: 'GET',
      url: `/api/search-agents/${agent.id}/matches/?limit=1&cursor=${next}`,
      headers: await bearer(ctx.app, reader),
    });
    expect(rest.json<{ results: { uid: string }[] }>().results.map((entry) => entry.uid)).toEqual([second.uid]);

    // A deleted entry or agent takes its matches along (the table has no foreign keys, migration 0016).
    const matchesOfAgent = async () => (await db.select().from(agentMatches).where(eq(agentMatches.agentId, agent.id))).length;
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/truck-requests/${second.uid}/`,
      headers: await bearer(ctx.app, publisher),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await matchesOf(agent, reader)).not.toContain(second.uid);
    expect(await matchesOfAgent()).toBe((await matchesOf(agent, reader)).length);
    await ctx.app.inject({ method: 'DELETE', url: `/api/search-agents/${agent.id}/`, headers: await bearer(ctx.app, reader) });
    expect(await matchesOfAgent()).toBe(0);
  });

  it('counts and lists a broad agent’s matches from the entries: new until opened, nothing gained while paused', async () => {
    const db = ctx.database.db;
    const reader = (await createUser(db, { companyId: (await createCompany(db)).id, password: null })).id;
    const agent = await agentOf(reader, { name: 'From Romania', form_type: 'truck', filters: { loading_country: 'RO' } });
    const newMatches = async () => (await listAgentsOf(ctx.app, reader)).find((one) => one.id === agent.id)?.new_matches;
    const patch = async (paused: boolean) => {
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/search-agents/${agent.id}/`,
        headers: await bearer(ctx.app, reader),
        payload: { paused },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    now = new Date(now.getTime() + 60_000);
    const first = await publishAs(ctx.app, publisher, truck(loadingIn('centre')));
    now = new Date(now.getTime() + 60_000);
    const second = await publishAs(ctx.app, publisher, truck(loadingIn('out50_1')));
    expect(await newMatches()).toBe(2);
    expect((await matchesOf(agent, reader)).slice(0, 2)).toEqual([second.uid, first.uid]);
    expect(await newMatches()).toBe(0);
    expect(await db.select().from(agentMatches).where(eq(agentMatches.agentId, agent.id))).toEqual([]);

    await patch(true);
    now = new Date(now.getTime() + 60_000);
    const whilePaused = await publishAs(ctx.app, publisher, truck(loadingIn('centre')));
    expect(await newMatches()).toBe(0);
    expect(await matchesOf(agent, reader)).not.toContain(whilePaused.uid);
    // Going on, it is the search of its country again: what was written meanwhile is listed, on top.
    await patch(false);
    expect((await matchesOf(agent, reader))[0]).toBe(whilePaused.uid);
  });

  it('pages a broad agent’s matches newest first past the entries of its country that do not fit', async () => {
    const reader = (await createUser(ctx.database.db, { companyId: (await createCompany(ctx.database.db)).id, password: null })).id;
    const agent = await agentOf(reader, {
      name: 'Light trucks from Romania',
      form_type: 'truck',
      filters: { loading_country: 'RO', max_weight: 20 },
    });
    const publish = async (weight: number) => {
      now = new Date(now.getTime() + 60_000);
      const body = truck(loadingIn('centre'));
      return (await publishAs(ctx.app, publisher, { ...body, info: { ...body.info, weight } })).uid;
    };
    // Newest last: the page walks the country newest first and passes over the heavy ones.
    const light = [await publish(10), await publish(20)];
    const heavy = [await publish(24)];
    const lightest = await publish(5);
    heavy.push(await publish(22));
    const page = async (query: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/search-agents/${agent.id}/entries/?${query}`,
        headers: await bearer(ctx.app, reader),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ results: { uid: string }[]; next: string | null }>();
    };
    const first = await page('limit=2');
    expect(first.results.map((entry) => entry.uid)).toEqual([lightest, light[1]]);
    const second = await page(`limit=2&cursor=${first.next}`);
    // Older matches of earlier tests may follow on the second page; the heavy trucks appear on neither.
    expect(second.results.map((entry) => entry.uid).slice(0, 1)).toEqual([light[0]]);
    const listed = [...first.results, ...second.results].map((entry) => entry.uid);
    expect(heavy.filter((uid) => listed.includes(uid))).toEqual([]);
  });

  it('forgets, hourly, the matches of entries whose last write is older than the longest validity', async () => {
    const db = ctx.database.db;
    const count = async () => (await db.select().from(agentMatches)).length;
    expect(await count()).toBeGreaterThan(0);
    await pruneExpiredMatches(db, new Date(now.getTime() + 45 * DAY_MS));
    expect(await count()).toBeGreaterThan(0);
    await pruneExpiredMatches(db, new Date(now.getTime() + 47 * DAY_MS));
    expect(await count()).toBe(0);
  });

  it('lists the matches as the entry lists show entries, places named in the reader’s language', async () => {
    const db = ctx.database.db;
    const reader = (await createUser(db, { companyId: (await createCompany(db)).id, password: null })).id;
    const agent = await agentOf(reader, { name: 'Hungary', form_type: 'truck', filters: { unloading_country: 'HU' } });
    const entry = await publishAs(ctx.app, publisher, truck());
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/search-agents/${agent.id}/entries/?lang=de`,
      headers: await bearer(ctx.app, reader),
    });
    const listed = response.json<{ results: Record<string, unknown>[] }>().results.find((one) => one.uid === entry.uid);
    const search = await ctx.app.inject({
      method: 'GET',
      url: '/api/truck-requests/?lang=de&limit=200',
      headers: await bearer(ctx.app, reader),
    });
    const inSearch = search.json<{ results: Record<string, unknown>[] }>().results.find((one) => one.uid === entry.uid);
    expect(listed).toEqual(inSearch);
    expect((listed?.unloading_location as { countryName: { name: string } }).countryName.name).toBe('Ungarn');
  });
});
