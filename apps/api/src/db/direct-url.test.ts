import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntryPage } from '@freight/shared/entries';
import { buildApp } from '../app';
import { bearer, entryBody } from '../modules/entries/entries.test-helpers';
import { createCompany, createEntry, createUser } from '../test/factories';
import { seedTestCities } from '../test/fixtures/seed-cities';
import { createPostgresTestDatabase, testConfig } from '../test/test-app';
import { openDatabase, type DbHandle } from './client';

/** The same database under another `application_name`, so pg_stat_activity tells the connections apart. */
const named = (url: string, applicationName: string) => {
  const withName = new URL(url);
  withName.searchParams.set('application_name', applicationName);
  return withName.toString();
};

/**
 * Issue 16 item 4: with DATABASE_DIRECT_URL, LISTEN, session advisory locks and migrations use it,
 * and DATABASE_URL serves only the pool, which may then go through a transaction-mode pooler.
 */
describe('DATABASE_DIRECT_URL beside a pooled DATABASE_URL', () => {
  let created: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let admin: pg.Client;
  const opened: DbHandle[] = [];
  const open = async (...args: Parameters<typeof openDatabase>) => {
    const handle = await openDatabase(...args);
    opened.push(handle);
    return handle;
  };

  beforeAll(async () => {
    created = await createPostgresTestDatabase();
    admin = new pg.Client({ connectionString: created.url });
    await admin.connect();
  });
  afterAll(async () => {
    for (const handle of opened) await handle.close().catch(() => undefined);
    await admin.end();
    await created.handle.close();
  });

  /** The sessions of this test's database opened under `applicationName`, with their last statement. */
  const sessions = async (applicationName: string) =>
    (
      await admin.query<{ pid: number; query: string }>(
        'select pid, query from pg_stat_activity where datname = current_database() and application_name = $1',
        [applicationName],
      )
    ).rows;

  it('listens and holds advisory locks on the direct URL while queries use the pool URL', async () => {
    const handle = await open({ databaseUrl: named(created.url, 'freight_pool'), directUrl: named(created.url, 'freight_direct') });
    const received: string[] = [];
    const stop = await handle.listen('direct_url_test', (payload) => received.push(payload));

    expect((await sessions('freight_direct')).map((session) => session.query)).toContain('listen "direct_url_test"');
    await handle.ping();
    expect((await sessions('freight_pool')).length).toBeGreaterThan(0);
    expect((await sessions('freight_pool')).some((session) => /^listen/i.test(session.query))).toBe(false);

    await admin.query("select pg_notify('direct_url_test', 'through the direct connection')");
    await expect.poll(() => received).toEqual(['through the direct connection']);

    const holders = await handle.exclusive('test:direct-url', async () => {
      const { rows } = await admin.query<{ application_name: string }>(
        `select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
         where l.locktype = 'advisory' and l.granted and a.datname = current_database()`,
      );
      return rows.map((row) => row.application_name);
    });
    expect(holders).toEqual(['freight_direct']);
    await stop();
  });

  it('migrates, listens and locks through the direct URL alone: a pool URL nobody answers fails only the queries', async () => {
    const timeouts = { connectMs: 1000, statementMs: 1000, idleInTransactionMs: 2000 };
    const handle = await open({ databaseUrl: 'postgres://postgres@127.0.0.1:1/nowhere', directUrl: created.url, timeouts });
    const stop = await handle.listen('direct_url_alone', () => undefined);
    expect(await handle.exclusive('test:direct-url-alone', () => Promise.resolve('ran'))).toBe('ran');
    await expect(handle.ping()).rejects.toThrow();
    await stop();

    // And the other way round: a direct URL nobody answers stops the start (migrations need it).
    await expect(open({ databaseUrl: created.url, directUrl: 'postgres://postgres@127.0.0.1:1/nowhere', timeouts })).rejects.toThrow();
  });

  it('sends no server settings in the pool start-up message behind a pooler (pgbouncer refuses them), and sends them without one', async () => {
    const serverDefault = (await admin.query<{ statement_timeout: string }>('show statement_timeout')).rows[0]?.statement_timeout;
    const statementTimeout = async (handle: DbHandle) => {
      const client = (handle.db as unknown as { $client: pg.Pool }).$client;
      return (await client.query<{ statement_timeout: string }>('show statement_timeout')).rows[0]?.statement_timeout;
    };
    const timeouts = { connectMs: 5000, statementMs: 7000, idleInTransactionMs: 9000 };
    expect(await statementTimeout(await open({ databaseUrl: created.url, timeouts }))).toBe('7s');
    expect(await statementTimeout(await open({ databaseUrl: created.url, directUrl: created.url, timeouts }))).toBe(serverDefault);
  });

  it('searches and publishes entries without named statements when they are off, and prepares them when they are on', async () => {
    await seedTestCities(created.handle.db);
    const company = await createCompany(created.handle.db);
    const user = await createUser(created.handle.db, { companyId: company.id });
    const entry = await createEntry(created.handle.db, { companyId: company.id, userId: user.id, formType: 'truck' });

    for (const preparedStatements of [false, true]) {
      // One connection, so the statements the search left behind are the ones this session sees.
      const handle = await open({ databaseUrl: created.url, directUrl: created.url, preparedStatements, poolSize: 1 });
      const app = await buildApp({ config: testConfig(), database: handle });
      await app.ready();
      try {
        const response = await app.inject({ method: 'GET', url: '/api/truck-requests/', headers: await bearer(app, user.id) });
        expect(response.statusCode).toBe(200);
        expect((response.json() as EntryPage).results.map((result) => result.uid)).toContain(entry.uid);
        // Publishing too: a pooler in transaction mode keeps no named statement from one transaction to the next.
        const published = await app.inject({
          method: 'POST',
          url: '/api/truck-requests/create/',
          headers: await bearer(app, user.id),
          payload: entryBody('truck', new Date()),
        });
        expect(published.statusCode, published.body).toBe(201);
        const client = (handle.db as unknown as { $client: pg.Pool }).$client;
        const { rows } = await client.query<{ count: number }>(
          "select count(*)::int as count from pg_prepared_statements where name like 'entry_search_%' or name = 'entries_publish'",
        );
        expect(rows[0]?.count ?? 0).toBe(preparedStatements ? 2 : 0);
      } finally {
        await app.close();
      }
    }
  });
});
