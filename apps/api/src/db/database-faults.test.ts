import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createUser, loginAs } from '../test/factories';
import { testConfig } from '../test/test-app';
import { startThrowawayCluster, type ThrowawayCluster } from '../test/throwaway-cluster';
import { openDatabase, type DbHandle } from './client';
import type { DbTimeouts } from './timeouts';

/** Short limits, so a frozen server is noticed quickly in the test. */
const TIMEOUTS: DbTimeouts = { connectMs: 1000, statementMs: 1000, idleInTransactionMs: 2000 };
/** connect, then one statement and the client's grace, plus room for a slow machine. */
const WORST_CASE_MS = TIMEOUTS.connectMs + TIMEOUTS.statementMs + 1000 + 3000;

/**
 * Issue 14 items 6 and 7, on a PostgreSQL server the test owns (never the machine's shared one):
 * stopped, every route answers 503 with Retry-After and health names the database; started again,
 * the same process serves again; frozen (accepting connections, answering nothing), requests
 * answer 503 within the configured limits instead of hanging.
 */
describe('PostgreSQL unavailable', () => {
  let cluster: ThrowawayCluster;
  let database: DbHandle;
  let app: FastifyInstance;
  let member: { authorization: string };

  beforeAll(async () => {
    cluster = await startThrowawayCluster();
    database = await openDatabase({ databaseUrl: cluster.url, timeouts: TIMEOUTS });
    app = await buildApp({ config: testConfig({ databaseUrl: cluster.url, dbTimeouts: TIMEOUTS, jwtSecret: 'x'.repeat(40) }), database });
    await app.ready();
    const user = await createUser(database.db);
    member = { authorization: `Bearer ${(await loginAs(app, user.email)).access}` };
  });
  afterAll(async () => {
    cluster.thaw();
    await app.close();
    await database.close().catch(() => undefined);
    cluster.destroy();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  const expectUnavailable = (response: Awaited<ReturnType<typeof get>>) => {
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'service_unavailable', detail: expect.any(String) });
    expect(response.headers['retry-after']).toBe('5');
  };

  it('answers 503 with Retry-After while the database is down, and serves again once it is back', async () => {
    expect((await get('/api/useful-links/')).statusCode).toBe(200);
    expect((await get('/api/dashboard-counts/', member)).statusCode).toBe(200);

    cluster.stop();
    expectUnavailable(await get('/api/useful-links/'));
    expectUnavailable(await get('/api/dashboard-counts/', member));
    const login = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: 'a@b.eu', password: 'whatever-1' } });
    expectUnavailable(login);
    const health = await get('/api/health/');
    expectUnavailable(health);
    expect(health.json()).toMatchObject({ dependencies: { database: 'down' } });
    // The LISTEN connections went down with the server: not ready until they are back and caught up.
    await expect.poll(async () => (await get('/api/health/')).json().dependencies.listen, { timeout: 5000 }).toBe('down');

    cluster.start();
    await expect.poll(async () => (await get('/api/health/')).statusCode, { timeout: 15_000, interval: 250 }).toBe(200);
    expect((await get('/api/useful-links/')).statusCode).toBe(200);
    expect((await get('/api/dashboard-counts/', member)).statusCode).toBe(200);
  }, 60_000);

  it('answers 503 within the configured limits when the database accepts connections but answers nothing', async () => {
    cluster.freeze();
    try {
      for (const request of [() => get('/api/useful-links/'), () => get('/api/dashboard-counts/', member), () => get('/api/health/')]) {
        const started = Date.now();
        const response = await request();
        expect(response.statusCode).toBe(503);
        expect(Date.now() - started).toBeLessThan(WORST_CASE_MS);
      }
    } finally {
      cluster.thaw();
    }
  }, 60_000);
});
