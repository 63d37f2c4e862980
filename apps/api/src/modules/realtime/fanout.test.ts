import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { Entry } from '@freight/shared/entries';
import { bearer, entryBody } from '../entries/entries.test-helpers';
import { createCompany, createUser } from '../../test/factories';
import { seedTestCities, TEST_CITY_IDS } from '../../test/fixtures/seed-cities';
import { useTestApp } from '../../test/use-test-app';
import { entryEventsOf, openAuthenticated, type TestSocket } from '../../test/ws-client';
import { recordEntryEvent } from './entry-events.queries';

/** ws keeps each connection's TCP socket here; the hub writes its frames to it. */
const tcpOf = (socket: WebSocket) => (socket as unknown as { _socket: Socket })._socket;

/**
 * Issue 15 item 4: an event is encoded and framed once per reader class and language, and those very
 * bytes are written to every socket of that class and language — no copy, conversion or framing per socket.
 */
describe('websocket fan-out', () => {
  const ctx = useTestApp();
  let url: string;
  let poster: number;
  let admin: number;
  let colleague: number;
  let reader: number;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    await seedTestCities(ctx.database.db);
    const publisher = await createCompany(ctx.database.db);
    poster = (await createUser(ctx.database.db, { companyId: publisher.id, role: 'employee', password: null })).id;
    admin = (await createUser(ctx.database.db, { companyId: publisher.id, role: 'admin', password: null })).id;
    colleague = (await createUser(ctx.database.db, { companyId: publisher.id, role: 'employee', password: null })).id;
    reader = (await createUser(ctx.database.db, { password: null })).id;
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address.replace('http', 'ws')}/ws/updates/`;
  });
  afterAll(() => {
    for (const client of sockets) client.socket.close();
  });

  const connect = async (userId: number, lang: string) => {
    const token = (await bearer(ctx.app, userId)).authorization.slice('Bearer '.length);
    const client = await openAuthenticated(url, token, undefined, lang);
    sockets.push(client);
    return client;
  };

  it('writes the same bytes to every socket of a reader class and language, other bytes to the others', async () => {
    const clients = {
      otherEn: [await connect(reader, 'en'), await connect(reader, 'en'), await connect(reader, 'en')],
      otherDe: [await connect(reader, 'de'), await connect(reader, 'de')],
      colleagueEn: [await connect(colleague, 'en')],
      managingEn: [await connect(poster, 'en'), await connect(admin, 'en')],
    };
    // What the server writes to each client's TCP socket, found by the client's port.
    const written = new Map<TestSocket, unknown[]>();
    const serverSockets = [...ctx.app.websocketServer.clients];
    for (const client of Object.values(clients).flat()) {
      const server = serverSockets.find((socket) => tcpOf(socket).remotePort === tcpOf(client.socket).localPort)!;
      const chunks: unknown[] = [];
      written.set(client, chunks);
      const tcp = tcpOf(server);
      const write = tcp.write.bind(tcp) as (chunk: unknown, ...rest: unknown[]) => boolean;
      tcp.write = ((chunk: unknown, ...rest: unknown[]) => {
        chunks.push(chunk);
        return write(chunk, ...rest);
      }) as typeof tcp.write;
    }

    const base = entryBody('truck', new Date());
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/truck-requests/create/',
      headers: await bearer(ctx.app, poster),
      payload: { ...base, loading_location: { ...base.loading_location, country: 'DE', external_city_id: TEST_CITY_IDS.munich } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { uid } = created.json() as Entry;

    const eventOf = (client: TestSocket) => client.messages.find((message) => message.entry_data?.uid === uid)?.entry_data;
    for (const client of Object.values(clients).flat()) await expect.poll(() => eventOf(client)).toBeDefined();
    // The event's write: a complete text frame (FIN + text opcode, then the payload), never a string to convert.
    const bytesOf = (client: TestSocket) => {
      const chunk = written.get(client)!.find((item) => (Buffer.isBuffer(item) || typeof item === 'string') && item.includes(uid));
      expect(Buffer.isBuffer(chunk)).toBe(true);
      expect((chunk as Buffer)[0]).toBe(0x81);
      return chunk as Buffer;
    };

    // One buffer per class and language, written as it is to each of its sockets.
    for (const group of Object.values(clients)) {
      for (const client of group) expect(bytesOf(client)).toBe(bytesOf(group[0]!));
    }
    const distinct = new Set(Object.values(clients).map((group) => bytesOf(group[0]!).toString('latin1')));
    expect(distinct.size).toBe(Object.keys(clients).length);

    // Each class and language reads its own view of the entry.
    const view = (client: TestSocket) => {
      const entry = eventOf(client) as unknown as Entry & { is_own: boolean; can_manage: boolean };
      return { is_own: entry.is_own, can_manage: entry.can_manage, city: entry.loading_location.cityName };
    };
    expect(view(clients.otherEn[0]!)).toEqual({ is_own: false, can_manage: false, city: 'Munich' });
    expect(view(clients.otherDe[1]!)).toEqual({ is_own: false, can_manage: false, city: 'München' });
    expect(view(clients.colleagueEn[0]!)).toEqual({ is_own: true, can_manage: false, city: 'Munich' });
    for (const client of clients.managingEn) expect(view(client)).toEqual({ is_own: true, can_manage: true, city: 'Munich' });
  });

  it('keeps the order of events when one of them is read back from the table (too large for a NOTIFY)', async () => {
    const client = await connect(reader, 'en');
    const companyId = (await createCompany(ctx.database.db)).id;
    const event = (uid: string, notes: string) => ({
      kind: 'delete' as const,
      formType: 'ware' as const,
      companyId,
      entryData: { uid, notes },
    });
    // One transaction: its NOTIFYs reach the hub together, the large one (its id only) first.
    await ctx.database.db.transaction(async (tx) => {
      await recordEntryEvent(tx, event('order-large', 'Ș'.repeat(6000)));
      await recordEntryEvent(tx, event('order-small-1', ''));
      await recordEntryEvent(tx, event('order-small-2', ''));
    });
    await expect
      .poll(() => entryEventsOf(client))
      .toEqual(['ware_delete order-large', 'ware_delete order-small-1', 'ware_delete order-small-2']);
  });
});
