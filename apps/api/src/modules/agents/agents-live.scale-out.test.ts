import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type DbHandle } from '../../db/client';
import { createCompany, createUser } from '../../test/factories';
import { seedTestCities } from '../../test/fixtures/seed-cities';
import { createPostgresTestDatabase, testConfig } from '../../test/test-app';
import type { TestSocket } from '../../test/ws-client';
import { entryBody } from '../entries/entries.test-helpers';
import { agentMatchesOf, connect, createAgentAs, publishAs, settle, wsUrlOf } from './agents.test-helpers';

/**
 * DESIGN §4 scale-out: two API processes on one PostgreSQL. A publish through one process reaches, as one
 * agent_match, a member whose socket is held by the other (PostgreSQL only: an embedded database has one process).
 */
describe('search agents: live matches across two processes', () => {
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

    const entry = await publishAs(first, publisher, entryBody('truck', new Date()));
    await settle([onFirst, onSecond], 1);
    expect(agentMatchesOf(onFirst).map((message) => [message.agent_id, message.entry_data.uid])).toEqual([[nearAgent.id, entry.uid]]);
    expect(agentMatchesOf(onSecond).map((message) => [message.agent_id, message.entry_data.uid])).toEqual([[farAgent.id, entry.uid]]);
  });
});
