import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type DbHandle } from '../../db/client';
import { entryEvents } from '../../db/schema-realtime';
import { createCompany } from '../../test/factories';
import { createPostgresTestDatabase, testConfig } from '../../test/test-app';

const LISTEN_APP_NAME = 'freight_listen_readiness';

/**
 * Readiness (issue 16 item 5): a process that lost its LISTEN connection may have missed events, so
 * /api/health/ answers 503 from the loss until the connection is back and the missed events are read.
 */
describe('health after a lost LISTEN connection', () => {
  let created: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let handle: DbHandle;
  let app: FastifyInstance;
  let admin: pg.Client;

  beforeAll(async () => {
    created = await createPostgresTestDatabase();
    const direct = new URL(created.url);
    direct.searchParams.set('application_name', LISTEN_APP_NAME);
    // The listening connections go through the direct URL, so pg_stat_activity tells them apart.
    handle = await openDatabase({ databaseUrl: created.url, directUrl: direct.toString() });
    app = await buildApp({ config: testConfig(), database: handle });
    await app.ready();
    admin = new pg.Client({ connectionString: created.url });
    await admin.connect();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    await admin.end();
    await created.handle.close();
  });

  const health = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health/' });
    return { status: response.statusCode, body: response.json() as { detail?: string; dependencies: Record<string, string> } };
  };
  const listeningPids = async () =>
    (
      await admin.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = current_database() and application_name = $1 and query ilike 'listen %'",
        [LISTEN_APP_NAME],
      )
    ).rows.map((row) => row.pid);

  it('answers 503 (listen down) from the loss until the missed events are caught up, then 200', async () => {
    const ready = await health();
    expect(ready.status).toBe(200);
    expect(ready.body.dependencies).toMatchObject({ database: 'up', listen: 'up' });
    const before = await listeningPids();
    // Entry events, company and member standing (decision 058), session ends and deal notices (issue 31): one connection each.
    expect(before).toHaveLength(5);

    const company = await createCompany(created.handle.db);
    const delivered: string[] = [];
    app.realtime.onEvent((event) => delivered.push(String(event.entry_data.uid)));
    // An event stored without its NOTIFY: as if published while this process was not listening.
    await created.handle.db.insert(entryEvents).values({
      type: 'delete',
      formType: 'truck',
      entryUid: 'missed-while-away',
      companyId: company.id,
      entryData: { uid: 'missed-while-away' },
    });

    // The catch-up waits for this lock, so the connection is back before the catch-up can end.
    const blocker = new pg.Client({ connectionString: created.url });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table entry_events in access exclusive mode');
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where pid = any($1::int[])', [before]);
      await expect.poll(() => health().then((answer) => answer.body.dependencies.listen), { timeout: 5000 }).toBe('down');

      // Listening again on new connections…
      await expect
        .poll(async () => (await listeningPids()).filter((pid) => !before.includes(pid)).length, { timeout: 10_000, interval: 100 })
        .toBe(5);
      // …but what was published meanwhile is not read yet: still not ready, though the database answers.
      const catchingUp = await health();
      expect(catchingUp.status).toBe(503);
      expect(catchingUp.body).toMatchObject({ code: 'service_unavailable', dependencies: { database: 'up', listen: 'down' } });
      expect(catchingUp.body.detail).toContain('listen');
      expect(delivered).not.toContain('missed-while-away');
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }
    // Ready again once the catch-up has read the missed event and handed it on.
    await expect.poll(async () => (await health()).status, { timeout: 10_000, interval: 100 }).toBe(200);
    expect(delivered).toContain('missed-while-away');
  });
});
