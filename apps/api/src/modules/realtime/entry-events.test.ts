import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entry } from '@freight/shared/entries';
import { bearer, entryBody } from '../entries/entries.test-helpers';
import { createCompany, createUser } from '../../test/factories';
import { seedTestCities } from '../../test/fixtures/seed-cities';
import { useTestApp } from '../../test/use-test-app';
import { entryEventsOf, openAuthenticated, openSocket, type TestSocket } from '../../test/ws-client';
import { publishEntryEvent } from './entry-events.queries';

/** §4 / DESIGN §3: entry changes reach every authenticated socket, as events of their form type. */
describe('entry events over /ws/updates/', () => {
  const ctx = useTestApp();
  let url: string;
  let ownerA: number;
  let memberB: number;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    await seedTestCities(ctx.database.db);
    const a = await createCompany(ctx.database.db);
    ownerA = (await createUser(ctx.database.db, { companyId: a.id, password: null })).id;
    memberB = (await createUser(ctx.database.db, { password: null })).id;
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address.replace('http', 'ws')}/ws/updates/`;
  });
  afterAll(() => {
    for (const client of sockets) client.socket.close();
  });

  const connect = async (userId: number, since?: number) => {
    const token = (await bearer(ctx.app, userId)).authorization.slice('Bearer '.length);
    const client = await openAuthenticated(url, token, since);
    sockets.push(client);
    return client;
  };
  const call = async (method: 'POST' | 'PATCH' | 'DELETE', path: string, userId: number, payload?: object) => {
    const response = await ctx.app.inject({ method, url: path, headers: await bearer(ctx.app, userId), ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response;
  };

  it('sends create, update, refresh and delete to every member, with is_own for the reader', async () => {
    const owner = await connect(ownerA);
    const other = await connect(memberB);
    const entry = (await call('POST', '/api/truck-requests/create/', ownerA, entryBody('truck', new Date()))).json() as Entry;
    await call('PATCH', `/api/truck-requests/${entry.uid}/`, ownerA, { ...entryBody('truck', new Date()), notes: 'Changed' });
    await call('POST', `/api/truck-requests/${entry.uid}/refresh/`, ownerA);
    await call('DELETE', `/api/truck-requests/${entry.uid}/`, ownerA);

    const expected = ['create', 'update', 'refresh', 'delete'].map((kind) => `truck_${kind} ${entry.uid}`);
    await expect.poll(() => entryEventsOf(other)).toEqual(expected);
    await expect.poll(() => entryEventsOf(owner)).toEqual(expected);
    const created = (client: TestSocket) => client.messages.find((message) => message.type === 'truck_create')?.entry_data;
    expect(created(owner)).toMatchObject({ uid: entry.uid, identification_id: entry.identification_id, is_own: true });
    expect(created(other)).toMatchObject({ uid: entry.uid, is_own: false, company: { id: entry.company.id } });
    expect(other.messages.find((message) => message.type === 'truck_update')?.entry_data).toMatchObject({ notes: 'Changed' });
    expect(other.messages.find((message) => message.type === 'truck_delete')?.entry_data).toEqual({
      uid: entry.uid,
      identification_id: entry.identification_id,
      form_type: 'truck',
    });
    // Ids grow, so a client can tell where it stopped.
    const ids = other.messages.filter((message) => message.entry_data).map((message) => message.id ?? 0);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
  });

  it('pushes the realtime stats after ready and again after changes', async () => {
    const client = await connect(memberB);
    // The stats follow `ready` once they are counted: they may arrive a moment after it.
    await expect.poll(() => client.messages.map((message) => message.type).slice(0, 2)).toEqual(['ready', 'stats']);
    await call('POST', '/api/ware-requests/create/', ownerA, entryBody('ware', new Date()));
    await expect.poll(() => client.messages.filter((message) => message.type === 'stats').length, { timeout: 5000 }).toBe(2);
    expect(client.messages.at(-1)?.data).toMatchObject({ available_wares: expect.any(Number) });
  });

  it('never sends events to a socket that did not authenticate', async () => {
    const silent = await openSocket(url);
    sockets.push(silent);
    await call('POST', '/api/ware-requests/create/', ownerA, entryBody('ware', new Date()));
    const listener = await connect(memberB);
    await call('POST', '/api/ware-requests/create/', ownerA, entryBody('ware', new Date()));
    await expect.poll(() => entryEventsOf(listener).length).toBe(1);
    expect(silent.messages).toEqual([]);
  });

  it('sends a reconnecting client what it missed since its last event, the delete included', async () => {
    const first = await connect(memberB);
    const entry = (await call('POST', '/api/truck-requests/create/', ownerA, entryBody('truck', new Date()))).json() as Entry;
    // An earlier test's last event may still be on its way to every socket (NOTIFY under load): this entry's are read.
    await expect.poll(() => entryEventsOf(first).filter((event) => event.endsWith(entry.uid))).toEqual([`truck_create ${entry.uid}`]);
    const lastSeen = first.messages.find((message) => message.type === 'truck_create')?.id;
    first.socket.close();
    await first.closed;

    await call('DELETE', `/api/truck-requests/${entry.uid}/`, ownerA);
    const again = await connect(memberB, lastSeen);
    await expect.poll(() => entryEventsOf(again)).toEqual([`truck_delete ${entry.uid}`]);
  });

  it('delivers an event too large for a NOTIFY payload whole, read back from the outbox table', async () => {
    const reader = await connect(memberB);
    const companyId = (await createCompany(ctx.database.db)).id;
    // Over PostgreSQL's 8000-byte NOTIFY limit: the payload carries only the id, the hub reads the row.
    const notes = 'Ș'.repeat(6000);
    const event = await publishEntryEvent(ctx.database.db, {
      kind: 'delete',
      formType: 'ware',
      companyId,
      entryData: { uid: 'large-event', notes },
    });
    await expect.poll(() => entryEventsOf(reader)).toEqual(['ware_delete large-event']);
    const received = reader.messages.find((message) => message.type === 'ware_delete');
    expect(received?.id).toBe(event.id);
    expect(received?.entry_data).toMatchObject({ uid: 'large-event', notes });
  });
});
