import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type DbHandle } from '../../db/client';
import { createCompany, createUser } from '../../test/factories';
import { seedTestCities } from '../../test/fixtures/seed-cities';
import { createPostgresTestDatabase, createTestApp, testConfig, type TestContext } from '../../test/test-app';
import { openAuthenticated, type TestSocket, type WsMessage } from '../../test/ws-client';
import { bearer, listingBody } from '../listings/listings.test-helpers';
import { createAgentAs, publishAs } from './agents.test-helpers';

type AgentMatch = WsMessage & {
  agent_id: number;
  entry_data: { uid: string; is_own: boolean; can_manage: boolean } & Record<string, unknown>;
};

const agentMatchesOf = (client: TestSocket) => client.messages.filter((message) => message.type === 'agent_match') as AgentMatch[];

/** Waits until each socket got `count` agent matches, then a little longer, so that a second copy would have come. */
async function settle(clients: TestSocket[], count: number): Promise<void> {
  for (let waited = 0; clients.some((client) => agentMatchesOf(client).length < count); waited += 20) {
    if (waited > 5000) throw new Error('agent_match did not arrive');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
}

const connect = async (app: FastifyInstance, url: string, userId: number, lang = 'en') =>
  openAuthenticated(url, (await bearer(app, userId)).authorization.slice('Bearer '.length), undefined, lang);

const wsUrlOf = async (app: FastifyInstance) => `${(await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/ws/updates/`;

/** Issue 17 item 2: a matching write reaches the agent's member live, once per socket, never the publisher's company. */
describe('search agents: live matches', () => {
  let ctx: TestContext;
  let url = '';
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTestCities(ctx.database.db);
    url = await wsUrlOf(ctx.app);
  });
  afterAll(async () => {
    for (const client of sockets) client.socket.close();
    await ctx.close();
  });

  it('sends agent_match with the agent and the entry to each of the member’s sockets exactly once', async () => {
    const db = ctx.database.db;
    const publishing = await createCompany(db);
    const publisher = (await createUser(db, { companyId: publishing.id, password: null })).id;
    const colleague = (await createUser(db, { companyId: publishing.id, password: null })).id;
    const member = (await createUser(db, { companyId: (await createCompany(db)).id, password: null })).id;
    const bystander = (await createUser(db, { companyId: (await createCompany(db)).id, password: null })).id;

    const agent = await createAgentAs(ctx.app, member, { name: 'To Hungary', form_type: 'truck', filters: { unloading_country: 'HU' } });
    await createAgentAs(ctx.app, member, { name: 'Paused', form_type: 'truck', filters: { unloading_country: 'HU' }, paused: true });
    const wares = await createAgentAs(ctx.app, member, { name: 'Wares only', form_type: 'ware' });
    // The publisher's colleague has a fitting agent: their own company's entry never matches it.
    await createAgentAs(ctx.app, colleague, { name: 'Own', form_type: 'truck' });

    const [english, german] = [await connect(ctx.app, url, member, 'en'), await connect(ctx.app, url, member, 'de')];
    const [own, other] = [await connect(ctx.app, url, colleague), await connect(ctx.app, url, bystander)];
    sockets.push(english, german, own, other);

    const entry = await publishAs(ctx.app, publisher, listingBody('truck', new Date()));
    await settle([english, german], 1);
    for (const client of [english, german]) {
      expect(agentMatchesOf(client).map((message) => [message.agent_id, message.entry_data.uid])).toEqual([[agent.id, entry.uid]]);
      expect(agentMatchesOf(client)[0]?.entry_data).toMatchObject({
        is_own: false,
        can_manage: false,
        identification_id: entry.identification_id,
      });
    }
    const countryOf = (client: TestSocket) =>
      (agentMatchesOf(client)[0]?.entry_data.unloading_location as { countryName: { name: string } }).countryName.name;
    expect([countryOf(english), countryOf(german)]).toEqual(['Hungary', 'Ungarn']);
    expect(agentMatchesOf(own)).toEqual([]);
    expect(agentMatchesOf(other)).toEqual([]);
    // The entry event itself still reaches every socket as before.
    expect(other.messages.some((message) => message.type === 'truck_create' && message.entry_data?.uid === entry.uid)).toBe(true);

    // A ware to Hungary matches the ware agent only, not the truck one.
    const ware = await publishAs(ctx.app, publisher, listingBody('ware', new Date()));
    await settle([english], 2);
    expect(agentMatchesOf(english).map((message) => [message.agent_id, message.entry_data.uid])).toEqual([
      [agent.id, entry.uid],
      [wares.id, ware.uid],
    ]);
  });
});

/**
 * DESIGN §4 scale-out: two API processes on one PostgreSQL. A publish through one process reaches, as one
 * agent_match, a member whose socket is held by the other (PostgreSQL only: an embedded database has one process).
 */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('search agents: live matches across two processes', () => {
  const handles: DbHandle[] = [];
  const apps: FastifyInstance[] = [];
  const sockets: TestSocket[] = [];
  let close: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const created = await createPostgresTestDatabase();
    close = () => created.handle.close();
    handles.push(created.handle, await openDatabase({ databaseUrl: created.url }));
    for (const database of handles) {
      const app = await buildApp({ config: testConfig(), database });
      await app.ready();
      apps.push(app);
    }
    await seedTestCities(created.handle.db);
  });
  afterAll(async () => {
    for (const client of sockets) client.socket.close();
    for (const app of apps) await app.close();
    await handles[1]?.close();
    await close();
  });

  it('tells each member once, from the process that holds their socket', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const db = handles[0]!.db;
    const publisher = (await createUser(db, { companyId: (await createCompany(db)).id, password: null })).id;
    const near = (await createUser(db, { companyId: (await createCompany(db)).id, password: null })).id;
    const far = (await createUser(db, { companyId: (await createCompany(db)).id, password: null })).id;
    const nearAgent = await createAgentAs(first, near, { name: 'Trucks', form_type: 'truck' });
    const farAgent = await createAgentAs(first, far, { name: 'Trucks', form_type: 'truck' });
    const onFirst = await connect(first, await wsUrlOf(first), near);
    const onSecond = await connect(second, await wsUrlOf(second), far);
    sockets.push(onFirst, onSecond);

    const entry = await publishAs(first, publisher, listingBody('truck', new Date()));
    await settle([onFirst, onSecond], 1);
    expect(agentMatchesOf(onFirst).map((message) => [message.agent_id, message.entry_data.uid])).toEqual([[nearAgent.id, entry.uid]]);
    expect(agentMatchesOf(onSecond).map((message) => [message.agent_id, message.entry_data.uid])).toEqual([[farAgent.id, entry.uid]]);
  });
});
