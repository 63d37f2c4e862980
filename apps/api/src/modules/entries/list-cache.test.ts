import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EntryPage } from '@freight/shared/entries';
import { publishEntryEvent } from '../realtime/entry-events.queries';
import { createCompany, createEntry, createUser } from '../../test/factories';
import { seedTestCities, TEST_CITY_IDS } from '../../test/fixtures/seed-cities';
import { testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { bearer, entryBody } from './entries.test-helpers';

/** The entry-list cache (LIST_CACHE_MS): repeated searches are served from memory until any entry event. */
describe('entry list cache', () => {
  const ctx = useTestApp({ config: testConfig({ listCacheMs: 60_000 }) });
  let owner: { userId: number; companyId: number };
  let other: { userId: number; companyId: number };

  beforeAll(async () => {
    await seedTestCities(ctx.database.db);
    const a = await createCompany(ctx.database.db);
    owner = { userId: (await createUser(ctx.database.db, { companyId: a.id, password: null })).id, companyId: a.id };
    const b = await createCompany(ctx.database.db);
    other = { userId: (await createUser(ctx.database.db, { companyId: b.id, password: null })).id, companyId: b.id };
  });

  const list = async (userId: number) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/truck-requests/?limit=200', headers: await bearer(ctx.app, userId) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return (response.json() as EntryPage).results;
  };
  const uids = async (userId: number) => (await list(userId)).map((entry) => entry.uid).sort();

  it('answers a repeated search from memory for every company (is_own per reader), takes a new entry in, and forgets it at a change', async () => {
    const first = await createEntry(ctx.database.db, owner);
    expect(await uids(other.userId)).toEqual([first.uid]);
    expect((await list(owner.userId))[0]?.is_own).toBe(true);
    expect((await list(other.userId))[0]?.is_own).toBe(false);

    // Written behind the API's back: the cached answer, shared by both companies, does not know it yet.
    const silent = await createEntry(ctx.database.db, owner);
    expect(await uids(other.userId)).toEqual([first.uid]);
    expect(await uids(owner.userId)).toEqual([first.uid]);
    expect((await list(owner.userId))[0]?.is_own).toBe(true);

    // A publish through the API joins this process's answer at once, from its event: the database is not read.
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/truck-requests/create/',
      headers: await bearer(ctx.app, owner.userId),
      payload: entryBody('truck', new Date()),
    });
    expect(created.statusCode).toBe(201);
    const createdUid = (created.json() as { uid: string }).uid;
    expect(await uids(other.userId)).toEqual([first.uid, createdUid].sort());

    // Any other change (a delete) makes the answers it concerns be read again.
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/truck-requests/${first.uid}/`,
      headers: await bearer(ctx.app, owner.userId),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await uids(other.userId)).toEqual([silent.uid, createdUid].sort());
  });

  it("keeps an entry's gone reports to its own company when its member computed the shared answer", async () => {
    const reporter = (await createUser(ctx.database.db, { password: null })).id;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/truck-requests/create/',
      headers: await bearer(ctx.app, owner.userId),
      payload: entryBody('truck', new Date()),
    });
    const uid = (created.json() as { uid: string }).uid;
    const reported = await ctx.app.inject({
      method: 'POST',
      url: `/api/truck-requests/${uid}/gone/`,
      headers: await bearer(ctx.app, reporter),
    });
    expect(reported.statusCode).toBe(204);
    // The owner's member asks first (computing the answer every company then shares), the other company second.
    expect((await list(owner.userId)).find((entry) => entry.uid === uid)?.gone_reports).toBe(1);
    const seenByOther = (await list(other.userId)).find((entry) => entry.uid === uid);
    expect(seenByOther).toBeDefined();
    expect(seenByOther).not.toHaveProperty('gone_reports');
    expect((await list(owner.userId)).find((entry) => entry.uid === uid)?.gone_reports).toBe(1);
  });

  it('sends the answer gzipped to a browser that accepts it, the same JSON', async () => {
    const headers = await bearer(ctx.app, other.userId);
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/truck-requests/?limit=200', headers });
    const zipped = await ctx.app.inject({
      method: 'GET',
      url: '/api/truck-requests/?limit=200',
      headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect([zipped.headers['content-encoding'], zipped.headers.vary]).toEqual(['gzip', 'accept-encoding']);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    // A browser that refuses gzip by weight (q=0) gets the plain JSON.
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/truck-requests/?limit=200',
      headers: { ...headers, 'accept-encoding': 'gzip;q=0, br' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(plain.json());
  });

  it('keys an answer by the parsed question: another order, another spelling of a number or an unknown parameter share it', async () => {
    const headers = await bearer(ctx.app, other.userId);
    const search = async (query: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/truck-requests/?${query}`, headers });
      expect(response.statusCode).toBe(200);
      return (response.json() as EntryPage).results.map((entry) => entry.uid);
    };
    const asked = await search('limit=150&loading_country=RO&max_weight=20&lang=de');
    // Behind the API's back: only a computed answer would show it.
    const silent = await createEntry(ctx.database.db, { ...owner, loadingCountry: 'RO' });
    for (const same of [
      'max_weight=20&loading_country=RO&limit=150&lang=de',
      'limit=150&loading_country=RO&max_weight=20.0&lang=de&junk=1',
    ])
      expect(await search(same)).toEqual(asked);
    // Another language is another answer (its places are named in it).
    expect(await search('limit=150&loading_country=RO&max_weight=20&lang=fr')).toContain(silent.uid);
  });

  it('forgets its answers when another process publishes an event (NOTIFY)', async () => {
    const before = await uids(other.userId);
    const silent = await createEntry(ctx.database.db, owner);
    expect(await uids(other.userId)).toEqual(before);
    await publishEntryEvent(ctx.database.db, {
      kind: 'create',
      formType: 'truck',
      companyId: owner.companyId,
      entryData: { uid: silent.uid },
    });
    await expect.poll(() => uids(other.userId)).toContain(silent.uid);
  });

  it('keeps the answers a change cannot alter (issue 15) and forgets those it can: matching filters, showing the entry, own lists', async () => {
    const headers = await bearer(ctx.app, other.userId);
    const search = async (query: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/truck-requests/?limit=200&${query}`, headers });
      expect(response.statusCode).toBe(200);
      return (response.json() as EntryPage).results.map((entry) => entry.uid);
    };
    const publish = async (overrides: Parameters<typeof entryBody>[2] = {}) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/truck-requests/create/',
        headers: await bearer(ctx.app, owner.userId),
        payload: entryBody('truck', new Date(), overrides),
      });
      expect(response.statusCode).toBe(201);
      return (response.json() as { uid: string }).uid;
    };
    const fromRomania = await search('loading_country=RO');
    // Behind the API's back: only an event that concerns the cached answer can show it.
    const silent = await createEntry(ctx.database.db, { ...owner, loadingCountry: 'RO' });
    const germanLoading = entryBody('truck', new Date()).loading_location;
    await publish({
      loading_location: { ...germanLoading, country: 'DE', external_city_id: TEST_CITY_IDS.munich, city_display_name: 'München' },
    });
    expect(await search('loading_country=RO')).toEqual(fromRomania);
    // Too heavy for an "at most 10 t" search: that answer stays as well.
    const light = await search('max_weight=10');
    const heavy = await publish({ info: { ...entryBody('truck', new Date()).info, weight: 12.5 } });
    expect(await search('max_weight=10')).toEqual(light);
    // A truck loading in Romania joins the Romanian search at once, on top (issue 30 item 5: from its event, so the
    // silent one stays unseen), and the search without filters too.
    const everything = await search('');
    const romanian = await publish();
    expect(await search('loading_country=RO')).toEqual([romanian, heavy, ...fromRomania]);
    expect(await search('loading_country=RO')).not.toContain(silent.uid);
    expect(await search('')).toEqual([romanian, ...everything]);

    // Deleting an entry forgets the answers that show it, however they were filtered.
    const idQuery = `identification_id=${(await list(other.userId)).find((entry) => entry.uid === romanian)!.identification_id}`;
    expect(await search(idQuery)).toEqual([romanian]);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/truck-requests/${romanian}/`,
      headers: await bearer(ctx.app, owner.userId),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await search(idQuery)).toEqual([]);
  });
});
