import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entry, EntryLocation, EntryPage, EntryInput } from '@freight/shared/entries';
import { createCompany, createUser } from '../../test/factories';
import { seedTestCities, TEST_CITY_IDS } from '../../test/fixtures/seed-cities';
import { testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { openAuthenticated, type TestSocket } from '../../test/ws-client';
import { EVENT_CITY_NAMES } from './entry-places.service';
import { bearer, entryBody } from './entries.test-helpers';

/** Issue 12 / decision 015: lists, single entries and events name places in the reader's interface language. */
describe('places in the reader language', () => {
  let url: string;
  let poster: number;
  let reader: number;
  let munichToHandAdded: Entry;
  const sockets: TestSocket[] = [];
  const now = new Date();

  /** München (typed by the poster as "Muenchen") → a village the poster added by hand, in Germany. */
  const body = (): EntryInput => {
    const base = entryBody('truck', now);
    return {
      ...base,
      loading_location: { ...base.loading_location, country: 'DE', external_city_id: TEST_CITY_IDS.munich, city_display_name: 'Muenchen' },
      unloading_location: { ...base.unloading_location, country: 'DE', external_city_id: null, city_display_name: 'Kleinhausen am Bach' },
    };
  };

  // The list cache is on: a second language must not get the first one's cached answer.
  const ctx = useTestApp({ config: testConfig({ listCacheMs: 60_000 }), clock: () => now });
  beforeAll(async () => {
    await seedTestCities(ctx.database.db);
    const a = await createCompany(ctx.database.db);
    poster = (await createUser(ctx.database.db, { companyId: a.id, password: null })).id;
    reader = (await createUser(ctx.database.db, { password: null })).id;
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address.replace('http', 'ws')}/ws/updates/`;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/truck-requests/create/?lang=de',
      headers: await bearer(ctx.app, poster),
      payload: body(),
    });
    expect(created.statusCode, created.body).toBe(201);
    munichToHandAdded = created.json() as Entry;
  });
  afterAll(() => {
    for (const client of sockets) client.socket.close();
  });

  const places = (entry: Pick<Entry, 'loading_location' | 'unloading_location'>) =>
    [entry.loading_location, entry.unloading_location].map((l: EntryLocation) => `${l.cityName}, ${l.countryName.name}`);

  const list = async (query: string, headers: Record<string, string> = {}) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/truck-requests/?limit=50${query}`,
      headers: { ...(await bearer(ctx.app, reader)), ...headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const listed = async (query: string, headers: Record<string, string> = {}) => {
    const page = (await list(query, headers)).json() as EntryPage;
    const entry = page.results.find((item) => item.uid === munichToHandAdded.uid);
    if (!entry) throw new Error('entry not listed');
    return entry;
  };

  it('names a GeoNames city and the countries in the list reader’s language; a hand-added city keeps its typed name', async () => {
    expect(places(await listed('&lang=de'))).toEqual(['München, Deutschland', 'Kleinhausen am Bach, Deutschland']);
    expect(places(await listed('&lang=ro'))).toEqual(['München, Germania', 'Kleinhausen am Bach, Germania']);
    expect(places(await listed('&lang=en'))).toEqual(['Munich, Germany', 'Kleinhausen am Bach, Germany']);
    expect(places(await listed('&lang=hu'))).toEqual(['München, Németország', 'Kleinhausen am Bach, Németország']);
    expect(places(await listed('&lang=fr'))).toEqual(['Munich, Allemagne', 'Kleinhausen am Bach, Allemagne']);
  });

  it('keeps city_display_name as the poster typed it, in every language', async () => {
    for (const lang of ['de', 'en', 'ro']) {
      const entry = await listed(`&lang=${lang}`);
      expect([entry.loading_location.city_display_name, entry.unloading_location.city_display_name]).toEqual([
        'Muenchen',
        'Kleinhausen am Bach',
      ]);
      expect(entry.loading_location.external_city_id).toBe(TEST_CITY_IDS.munich);
    }
  });

  it('answers each language from the shared cache with its own names, gzipped too', async () => {
    // Same filters, three languages one after the other: each gets its own cached answer.
    expect(places(await listed('&ordering=modified_at&lang=en'))[0]).toBe('Munich, Germany');
    expect(places(await listed('&ordering=modified_at&lang=de'))[0]).toBe('München, Deutschland');
    const zipped = await list('&ordering=modified_at&lang=ro', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const page = JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8')) as EntryPage;
    expect(places(page.results.find((entry) => entry.uid === munichToHandAdded.uid)!)[0]).toBe('München, Germania');
    expect(places(await listed('&ordering=modified_at&lang=en'))[0]).toBe('Munich, Germany');
  });

  it('takes Accept-Language when the request names no language, English when neither does', async () => {
    expect(places(await listed('', { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' }))[0]).toBe('München, Deutschland');
    expect(places(await listed('', { 'accept-language': 'pt-BR' }))[0]).toBe('Munich, Germany');
    // ?lang= wins over the browser's language.
    expect(places(await listed('&lang=ro', { 'accept-language': 'de' }))[0]).toBe('München, Germania');
  });

  it('names the places of a single entry, and of a create or edit answer, in the reader’s language', async () => {
    const get = async (lang: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/truck-requests/${munichToHandAdded.uid}/?lang=${lang}`,
        headers: await bearer(ctx.app, reader),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Entry;
    };
    expect(places(await get('de'))).toEqual(['München, Deutschland', 'Kleinhausen am Bach, Deutschland']);
    expect(places(await get('ro'))).toEqual(['München, Germania', 'Kleinhausen am Bach, Germania']);
    expect(places(await get('en'))).toEqual(['Munich, Germany', 'Kleinhausen am Bach, Germany']);
    // The poster created it with ?lang=de.
    expect(places(munichToHandAdded)).toEqual(['München, Deutschland', 'Kleinhausen am Bach, Deutschland']);
  });

  it('sends each socket the event with places in its language, without the carried names', async () => {
    const connect = async (lang?: string) => {
      const token = (await bearer(ctx.app, reader)).authorization.slice('Bearer '.length);
      const client = await openAuthenticated(url, token, undefined, lang);
      sockets.push(client);
      return client;
    };
    const [de, ro, en, none] = [await connect('de'), await connect('ro'), await connect('en'), await connect()];
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/truck-requests/${munichToHandAdded.uid}/`,
      headers: await bearer(ctx.app, poster),
      payload: { ...body(), notes: 'Edited' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const updateOf = async (client: TestSocket) => {
      await expect.poll(() => client.messages.some((message) => message.type === 'truck_update')).toBe(true);
      return client.messages.find((message) => message.type === 'truck_update')!.entry_data as unknown as Entry;
    };
    expect(places(await updateOf(de))).toEqual(['München, Deutschland', 'Kleinhausen am Bach, Deutschland']);
    expect(places(await updateOf(ro))).toEqual(['München, Germania', 'Kleinhausen am Bach, Germania']);
    expect(places(await updateOf(en))).toEqual(['Munich, Germany', 'Kleinhausen am Bach, Germany']);
    // No language told: English.
    expect(places(await updateOf(none))).toEqual(['Munich, Germany', 'Kleinhausen am Bach, Germany']);
    expect(Object.keys(await updateOf(de))).not.toContain(EVENT_CITY_NAMES);
    expect((await updateOf(de)).loading_location.city_display_name).toBe('Muenchen');

    // A later auth message switches the socket's language; it is read asynchronously, so edits repeat until one shows it.
    const token = (await bearer(ctx.app, reader)).authorization.slice('Bearer '.length);
    en.socket.send(JSON.stringify({ type: 'auth', token, lang: 'hu' }));
    await expect
      .poll(async () => {
        await ctx.app.inject({
          method: 'PATCH',
          url: `/api/truck-requests/${munichToHandAdded.uid}/`,
          headers: await bearer(ctx.app, poster),
          payload: { ...body(), notes: 'Edited again' },
        });
        const last = en.messages.filter((message) => message.type === 'truck_update').at(-1)!.entry_data as unknown as Entry;
        return places(last);
      })
      .toEqual(['München, Németország', 'Kleinhausen am Bach, Németország']);
  });
});
