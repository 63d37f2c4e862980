import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WS_CLOSE_SESSION_ENDED } from '@freight/shared/events';
import type { EntryPage } from '@freight/shared/entries';
import { buildApp } from '../../app';
import { openDatabase, type DbHandle } from '../../db/client';
import { createCompany, createEntry, createUser } from '../../test/factories';
import { createPostgresTestDatabase, testConfig } from '../../test/test-app';
import { openAuthenticated, type TestSocket } from '../../test/ws-client';
import { insertSuperuser } from '../staff/staff.test-helpers';

/**
 * Several API processes on one PostgreSQL (DESIGN §4 scale-out): staff deactivate a company through
 * process A; process B, which keeps its own list cache, member standings and sockets, hears of it by
 * the company_status NOTIFY alone, closes the member's socket and forgets its cached answers.
 */
describe('company deactivation across two API processes', () => {
  const apps: FastifyInstance[] = [];
  const handles: DbHandle[] = [];
  const sockets: TestSocket[] = [];
  let wsUrlB = '';

  beforeAll(async () => {
    const created = await createPostgresTestDatabase();
    handles.push(created.handle, await openDatabase({ databaseUrl: created.url }));
    // Caches on, as in production: a minute, so only the notification can explain a changed answer.
    const config = testConfig({ listCacheMs: 60_000, statsCacheMs: 60_000, authCacheMs: 60_000 });
    for (const database of handles) {
      const app = await buildApp({ config, database });
      await app.ready();
      apps.push(app);
    }
    const address = await apps[1]!.listen({ port: 0, host: '127.0.0.1' });
    wsUrlB = `${address.replace('http', 'ws')}/ws/updates/`;
  });
  afterAll(async () => {
    for (const client of sockets) client.socket.close();
    for (const app of apps) await app.close();
    // The second handle first: closing the first drops the database.
    for (const handle of handles.reverse()) await handle.close();
  });

  it('closes the member’s socket and clears the search cache of the other process', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const db = handles[0]!.db;
    const staff = await insertSuperuser(db);
    const company = await createCompany(db);
    const member = await createUser(db, { companyId: company.id, password: null });
    const reader = await createUser(db, { password: null });
    const entry = await createEntry(db, { companyId: company.id, userId: member.id });
    const search = async (app: FastifyInstance) => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/truck-requests/?limit=200',
        headers: { authorization: `Bearer ${await app.tokens.signAccess(reader.id)}` },
      });
      return (response.json() as EntryPage).results.map((row) => row.uid);
    };
    expect(await search(b)).toContain(entry.uid);
    const own = await openAuthenticated(wsUrlB, await b.tokens.signAccess(member.id));
    const other = await openAuthenticated(wsUrlB, await b.tokens.signAccess(reader.id));
    sockets.push(own, other);

    const deactivated = await a.inject({
      method: 'POST',
      url: `/api/staff/companies/${company.id}/deactivate/`,
      headers: { authorization: `Bearer ${await a.tokens.signAccess(staff.id)}` },
    });
    expect(deactivated.statusCode).toBe(200);

    expect(await own.closed).toBe(WS_CLOSE_SESSION_ENDED);
    // B cleared its caches before closing the socket: its very next answer omits the company.
    expect(await search(b)).not.toContain(entry.uid);
    await expect.poll(() => other.messages.some((message) => message.type === 'resync')).toBe(true);
    const refused = await b.inject({
      method: 'GET',
      url: '/api/dashboard-counts/',
      headers: { authorization: `Bearer ${await b.tokens.signAccess(member.id)}` },
    });
    expect(refused.statusCode).toBe(401);
  });
});
