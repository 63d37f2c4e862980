import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entry, FormType, EntryInput } from '@freight/shared/entries';
import type { RealtimeView } from '@freight/shared/realtime-views';
import { createCompany, createUser } from '../../test/factories';
import { destination } from '../../test/geo-points';
import { insertTowns, seedTestCities, TEST_CITY_IDS } from '../../test/fixtures/seed-cities';
import { useTestApp } from '../../test/use-test-app';
import { openSocket, type TestSocket } from '../../test/ws-client';
import { bearer, entryBody } from '../entries/entries.test-helpers';

const CENTRE = { latitude: 47.5, longitude: 21.6 };
/** Made-up towns at known distances from CENTRE (ids apart from the other radius tests'). */
const TOWNS = {
  centre: { id: 991_001, country: 'RO', ...CENTRE },
  in49_9: { id: 991_002, country: 'RO', ...destination(CENTRE, 49.9, 10) },
  out50_1: { id: 991_003, country: 'RO', ...destination(CENTRE, 50.1, 200) },
} as const;
type Town = keyof typeof TOWNS;

/**
 * Issue 30 item 1: a socket says what it shows and is sent only the entry events that can change it:
 * every event that does, at each filter's boundary (radius included), and none that cannot.
 */
describe('websocket subscriptions', () => {
  const ctx = useTestApp({ clock: () => now });
  let url: string;
  const now = new Date();
  let publisher: number;
  let colleague: number;
  let reader: number;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    const db = ctx.database.db;
    await seedTestCities(db);
    await insertTowns(db, TOWNS);
    const company = await createCompany(db);
    publisher = (await createUser(db, { companyId: company.id, password: null })).id;
    colleague = (await createUser(db, { companyId: company.id, password: null })).id;
    reader = (await createUser(db, { password: null })).id;
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address.replace('http', 'ws')}/ws/updates/`;
  });
  afterAll(() => {
    for (const client of sockets) client.socket.close();
  });

  /** A socket of `userId` that authenticates with these views (none: it never subscribes), once it is ready. */
  const connect = async (userId: number, views?: RealtimeView[], since?: number) => {
    const token = (await bearer(ctx.app, userId)).authorization.slice('Bearer '.length);
    const client = await openSocket(url);
    sockets.push(client);
    client.socket.send(JSON.stringify({ type: 'auth', token, ...(views ? { views } : {}), ...(since === undefined ? {} : { since }) }));
    await expect.poll(() => client.messages.some((message) => message.type === 'ready')).toBe(true);
    return client;
  };
  const subscribe = (client: TestSocket, views: RealtimeView[]) => client.socket.send(JSON.stringify({ type: 'subscribe', views }));

  type Place = Partial<EntryInput['loading_location']>;
  type Change = { loading?: Place; unloading?: Place };
  const at = (town: Town): Place => ({ country: TOWNS[town].country, external_city_id: TOWNS[town].id, city_display_name: `Town ${town}` });
  const body = (formType: FormType, info: Partial<EntryInput['info']> = {}, change: Change = {}): EntryInput => {
    const base = entryBody(formType, now);
    return {
      ...base,
      loading_location: { ...base.loading_location, ...change.loading },
      unloading_location: { ...base.unloading_location, ...change.unloading },
      info: { ...base.info, ...info },
    };
  };
  const publish = async (input: EntryInput, userId = publisher) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/${input.form_type}-requests/create/`,
      headers: await bearer(ctx.app, userId),
      payload: input,
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as Entry).uid;
  };
  const edit = async (uid: string, input: EntryInput) => {
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/${input.form_type}-requests/${uid}/`,
      headers: await bearer(ctx.app, publisher),
      payload: input,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const remove = async (formType: FormType, uid: string) => {
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/${formType}-requests/${uid}/`,
      headers: await bearer(ctx.app, publisher),
    });
    expect(response.statusCode, response.body).toBe(204);
  };

  /** The `type uid` lines a socket received. */
  const received = (client: TestSocket) =>
    client.messages.filter((message) => message.entry_data).map((message) => `${message.type} ${message.entry_data!.uid}`);
  /**
   * Events reach each socket in the order they were published: once `last` arrived, every event before it
   * was either sent or left out, so what the socket holds is final.
   */
  const settled = async (client: TestSocket, last: string) => {
    await expect.poll(() => received(client).some((line) => line.endsWith(last))).toBe(true);
    return received(client);
  };

  const list = (filters: Record<string, string>, uids: string[] = [], formType: FormType = 'truck', my = false): RealtimeView => ({
    kind: 'list',
    form_type: formType,
    my,
    filters,
    uids,
  });

  it('sends every event to a socket that never subscribed (DESIGN §3), none to one that shows no list', async () => {
    const everything = await connect(reader);
    const nothing = await connect(reader, []);
    const probe = await connect(reader, [list({})]);
    const ware = await publish(body('ware'));
    const truck = await publish(body('truck'));
    expect(await settled(everything, truck)).toEqual([`ware_create ${ware}`, `truck_create ${truck}`]);
    expect(await settled(probe, truck)).toEqual([`truck_create ${truck}`]);
    expect(received(nothing)).toEqual([]);
  });

  it('keeps to each filter at its boundary: countries, cities, weight, loading metres, dates, id', async () => {
    const inside: Change = { loading: at('centre'), unloading: { country: 'HU', external_city_id: TEST_CITY_IDS.budapest } };
    const client = await connect(reader, [
      list({
        loading_country: 'RO',
        loading_city: String(TOWNS.centre.id),
        unloading_country: 'HU',
        unloading_city: String(TEST_CITY_IDS.budapest),
        max_weight: '12.5',
        max_mdp: '7.2',
        loading_date_from: entryBody('truck', now).loading_location.date_start,
        loading_date_to: entryBody('truck', now).loading_location.date_end,
      }),
    ]);
    const fits = await publish(body('truck', { weight: 12.5, mdp: 7.2 }, inside));
    const left = [
      await publish(body('truck', { weight: 12.6, mdp: 7.2 }, inside)),
      await publish(body('truck', { weight: 12.5, mdp: 7.3 }, inside)),
      await publish(body('truck', {}, { ...inside, loading: at('in49_9') })),
      await publish(body('truck', {}, { ...inside, unloading: { country: 'HU', external_city_id: TEST_CITY_IDS.gyor } })),
      await publish(body('ware', {}, inside)),
    ];
    const last = await publish(body('truck', { weight: 1, mdp: 1 }, inside));
    const lines = await settled(client, last);
    expect(lines).toEqual([`truck_create ${fits}`, `truck_create ${last}`]);
    for (const uid of left) expect(lines.join(' ')).not.toContain(uid);
  });

  it('measures a radius as the search does: 49.9 km in, 50.1 km out, on either side', async () => {
    const client = await connect(reader, [
      list({ loading_city: String(TOWNS.centre.id), loading_radius: '50' }),
      list({ unloading_city: String(TOWNS.centre.id), unloading_radius: '50' }, [], 'ware'),
    ]);
    const loadingIn = await publish(body('truck', {}, { loading: at('in49_9') }));
    const loadingOut = await publish(body('truck', {}, { loading: at('out50_1') }));
    const unloadingIn = await publish(body('ware', {}, { unloading: at('in49_9') }));
    const unloadingOut = await publish(body('ware', {}, { unloading: at('out50_1') }));
    const handAdded = await publish(
      body('truck', {}, { loading: { country: 'RO', external_city_id: null, city_display_name: 'Town centre' } }),
    );
    const last = await publish(body('truck', {}, { loading: at('centre') }));
    const lines = await settled(client, last);
    expect(lines).toEqual([`truck_create ${loadingIn}`, `ware_create ${unloadingIn}`, `truck_create ${last}`]);
    for (const uid of [loadingOut, unloadingOut, handAdded]) expect(lines.join(' ')).not.toContain(uid);
  });

  it('follows an entry it shows out of the filters and to its delete, and ignores others that leave', async () => {
    const shown = await publish(body('truck', { weight: 5 }));
    const notShown = await publish(body('truck', { weight: 30 }));
    const client = await connect(reader, [list({ max_weight: '10' }, [shown])]);
    const arrived = await publish(body('truck', { weight: 6 }));
    await edit(shown, body('truck', { weight: 25 }));
    await edit(arrived, body('truck', { weight: 26 }));
    await edit(notShown, body('truck', { weight: 31 }));
    await remove('truck', notShown);
    await remove('truck', shown);
    const last = await publish(body('truck', { weight: 1 }));
    expect(await settled(client, last)).toEqual([
      `truck_create ${arrived}`,
      `truck_update ${shown}`,
      // Sent to the list once it arrived there, it is followed like the ones the list was read with.
      `truck_update ${arrived}`,
      `truck_delete ${shown}`,
      `truck_create ${last}`,
    ]);
  });

  it("gives My trucks the company's own entries, a colleague's too, and no other company's", async () => {
    const client = await connect(publisher, [list({}, [], 'truck', true)]);
    const others = await publish(body('truck'), reader);
    const colleagues = await publish(body('truck'), colleague);
    const last = await publish(body('truck'));
    expect(await settled(client, last)).toEqual([`truck_create ${colleagues}`, `truck_create ${last}`]);
    expect(received(client).join(' ')).not.toContain(others);
  });

  it("counts matches: a new ware that may match an own truck's window and load, not one too heavy", async () => {
    const truck = body('truck', { weight: 10, mdp: 6 });
    const client = await connect(publisher, [
      {
        kind: 'matches',
        form_type: 'truck',
        entries: [{ date_start: truck.loading_location.date_start, date_end: truck.loading_location.date_end, weight: 10, mdp: 6 }],
      },
    ]);
    const tooHeavy = await publish(body('ware', { weight: 11, mdp: 6 }), reader);
    const fits = await publish(body('ware', { weight: 10, mdp: 6 }), reader);
    const truckOfOthers = await publish(body('truck', { weight: 10, mdp: 6 }), reader);
    // The company's own wares are never its trucks' matches.
    const ownWare = await publish(body('ware', { weight: 10, mdp: 6 }), colleague);
    const last = await publish(body('ware', { weight: 1, mdp: 1 }), reader);
    const lines = await settled(client, last);
    expect(lines).toEqual([`ware_create ${fits}`, `ware_create ${last}`]);
    for (const uid of [tooHeavy, truckOfOthers, ownWare]) expect(lines.join(' ')).not.toContain(uid);
  });

  it('misses nothing on a reconnect: the catch-up is filtered by the views the new socket sends', async () => {
    const views = [list({ max_weight: '10' })];
    const first = await connect(reader, views);
    const before = await publish(body('truck', { weight: 2 }));
    await settled(first, before);
    const lastSeen = first.messages.find((message) => message.entry_data?.uid === before)!.id!;
    first.socket.close();
    await first.closed;
    const missed = await publish(body('truck', { weight: 3 }));
    const heavy = await publish(body('truck', { weight: 20 }));
    const again = await connect(reader, views, lastSeen);
    const last = await publish(body('truck', { weight: 4 }));
    const lines = await settled(again, last);
    expect(lines).toEqual([`truck_create ${missed}`, `truck_create ${last}`]);
    expect(lines.join(' ')).not.toContain(heavy);
  });

  it('sends a new view what it wants of the last seconds (its list was read just before), then follows it', async () => {
    const client = await connect(reader, []);
    // Loading in Poland, where no other test loads, so the replay holds this test's events only.
    const poland: Change = { loading: { country: 'PL', external_city_id: TEST_CITY_IDS.krakow, city_display_name: 'Kraków' } };
    const justBefore = await publish(body('truck', { weight: 7 }, poland));
    const heavy = await publish(body('truck', { weight: 24 }, poland));
    subscribe(client, [list({ loading_country: 'PL', max_weight: '10' })]);
    await expect.poll(() => received(client)).toEqual([`truck_create ${justBefore}`]);
    const after = await publish(body('truck', { weight: 8 }, poland));
    expect(await settled(client, after)).toEqual([`truck_create ${justBefore}`, `truck_create ${after}`]);
    expect(received(client).join(' ')).not.toContain(heavy);
    // Back to no list: nothing more.
    subscribe(client, []);
    const probe = await connect(reader, [list({})]);
    const later = await publish(body('truck', { weight: 9 }));
    await settled(probe, later);
    expect(received(client).join(' ')).not.toContain(later);
  });

  it('answers views it cannot read with a validation error and sends no entry events for them', async () => {
    const client = await connect(reader, [list({ loading_radius: '50' })]);
    await expect.poll(() => client.messages.find((message) => message.type === 'error')).toMatchObject({ code: 'validation_error' });
    subscribe(client, [{ kind: 'list', form_type: 'boat' } as unknown as RealtimeView]);
    await expect.poll(() => client.messages.filter((message) => message.type === 'error').length).toBe(2);
    // Views it cannot read in the first auth: the socket is authenticated all the same, and told.
    const unreadable = await connect(reader, [{ kind: 'telescope' } as unknown as RealtimeView]);
    await expect.poll(() => unreadable.messages.find((message) => message.type === 'error')).toMatchObject({ code: 'validation_error' });
    const probe = await connect(reader, [list({})]);
    const truck = await publish(body('truck'));
    await settled(probe, truck);
    expect(received(client)).toEqual([]);
    expect(received(unreadable)).toEqual([]);
  });
});
