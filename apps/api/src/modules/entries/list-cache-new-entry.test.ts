import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntryPage } from '@freight/shared/entries';
import { buildApp } from '../../app';
import { openDatabase, type DbHandle } from '../../db/client';
import { createCompany, createEntry, createUser } from '../../test/factories';
import { seedTestCities, TEST_CITY_IDS } from '../../test/fixtures/seed-cities';
import { createPostgresTestDatabase, testConfig } from '../../test/test-app';
import { bearer, entryBody } from './entries.test-helpers';

/**
 * Issue 30 item 5: a publish takes the new entry into the cached first pages it surely belongs on,
 * rather than making their next readers wait for the database. Two processes keep caches (the
 * publisher's, told at once, and another, told by NOTIFY); a third keeps none and says what a read
 * of the database gives. Every page is compared whole, for a reader of another company and for the
 * publisher's company, in three languages.
 */
describe('a new entry on the cached first pages', () => {
  const apps: FastifyInstance[] = [];
  const handles: DbHandle[] = [];
  const people = { owner: 0, ownerAdmin: 0, reader: 0 };
  let ownerCompany = 0;

  beforeAll(async () => {
    const created = await createPostgresTestDatabase();
    handles.push(created.handle, await openDatabase({ databaseUrl: created.url }), await openDatabase({ databaseUrl: created.url }));
    await seedTestCities(created.handle.db);
    // A minute: within a test only the change itself can alter a cached answer.
    const cached = testConfig({ listCacheMs: 60_000 });
    for (const [index, database] of handles.entries()) {
      const app = await buildApp({ config: index < 2 ? cached : testConfig({ listCacheMs: 0 }), database });
      await app.ready();
      apps.push(app);
    }
    const db = created.handle.db;
    ownerCompany = (await createCompany(db)).id;
    people.owner = (await createUser(db, { companyId: ownerCompany, password: null, role: 'employee' })).id;
    people.ownerAdmin = (await createUser(db, { companyId: ownerCompany, password: null, role: 'admin' })).id;
    people.reader = (await createUser(db, { password: null })).id;
    const other = await createCompany(db);
    const otherPoster = (await createUser(db, { companyId: other.id, password: null })).id;
    // Entries before any answer is cached: pages of three are full and have a next page.
    for (let n = 0; n < 3; n++) await createEntry(db, { companyId: other.id, userId: otherPoster });
    await createEntry(db, { companyId: ownerCompany, userId: people.owner, loadingCountry: 'DE' });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles.reverse()) await handle.close();
  });

  const [publisherProcess, otherProcess, database] = [0, 1, 2] as const;
  const read = async (process: number, userId: number, query: string, gzip = false) => {
    const app = apps[process]!;
    const response = await app.inject({
      method: 'GET',
      url: `/api/truck-requests/?${query}`,
      headers: { ...(await bearer(app, userId)), ...(gzip ? { 'accept-encoding': 'gzip' } : {}) },
    });
    expect(response.statusCode).toBe(200);
    const text = gzip ? gunzipSync(response.rawPayload).toString('utf8') : response.body;
    return JSON.parse(text) as EntryPage;
  };
  const publish = async (overrides: Parameters<typeof entryBody>[2] = {}) => {
    const app = apps[publisherProcess]!;
    const response = await app.inject({
      method: 'POST',
      url: '/api/truck-requests/create/',
      headers: await bearer(app, people.owner),
      payload: entryBody('truck', new Date(), overrides),
    });
    expect(response.statusCode).toBe(201);
    return (response.json() as { uid: string }).uid;
  };
  const uidsOf = (page: EntryPage) => page.results.map((entry) => entry.uid);

  /** Searches the new entries (Timișoara → Budapest) meet, as the filters bar asks them. */
  const joined = [
    'limit=3&lang=en',
    'limit=3&lang=de',
    'limit=50&lang=ro',
    'limit=3&lang=en&loading_country=RO&max_weight=20',
    `limit=2&lang=hu&loading_city=${TEST_CITY_IDS.timisoara}&loading_radius=50`,
    `limit=3&lang=en&unloading_city=${TEST_CITY_IDS.budapest}&loading_date_from=2000-01-01`,
  ];

  it('shows each page as a read of the database does, on both processes, to every reader', async () => {
    for (const query of joined) for (const process of [publisherProcess, otherProcess]) await read(process, people.reader, query);
    const masked = await publish({ notes: 'Call +40 722 123 456 before loading' });
    const plain = await publish();
    // The other process hears of both publishes by NOTIFY.
    await expect.poll(async () => uidsOf(await read(otherProcess, people.reader, joined[0]!))).toContain(plain);

    for (const query of joined)
      for (const userId of [people.reader, people.owner, people.ownerAdmin]) {
        const truth = await read(database, userId, query);
        expect(uidsOf(truth).slice(0, 2)).toEqual([plain, masked]);
        for (const process of [publisherProcess, otherProcess]) {
          expect(await read(process, userId, query), `${query}, process ${process}, user ${userId}`).toEqual(truth);
          expect(await read(process, userId, query, true)).toEqual(truth);
        }
      }
    // What the publisher's company reads of its own entry: notes as written, managed by its poster and admin.
    const own = (await read(publisherProcess, people.owner, joined[0]!)).results.find((entry) => entry.uid === masked)!;
    expect([own.is_own, own.can_manage, own.notes, own.gone_reports]).toEqual([true, true, 'Call +40 722 123 456 before loading', 0]);
    const seen = (await read(publisherProcess, people.reader, joined[0]!)).results.find((entry) => entry.uid === masked)!;
    expect([seen.is_own, seen.can_manage, seen.notes.includes('722'), seen.notes_contacts_hidden]).toEqual([false, false, false, true]);
  });

  it('takes the entry in without reading the database: an entry written behind its back stays unseen', async () => {
    const query = 'limit=3&lang=fr&loading_country=RO';
    await read(publisherProcess, people.reader, query);
    const silent = await createEntry(handles[0]!.db, { companyId: ownerCompany, userId: people.owner });
    const published = await publish();
    const page = await read(publisherProcess, people.reader, query);
    expect(uidsOf(page)[0]).toBe(published);
    expect(uidsOf(page)).not.toContain(silent.uid);
    expect(uidsOf(await read(database, people.reader, query)).slice(0, 2)).toEqual([published, silent.uid]);
  });

  it('reads again the pages only the database can place it on: a radius around another city, a later page, an own list', async () => {
    const around = `limit=3&lang=en&loading_city=${TEST_CITY_IDS.bucharest}&loading_radius=200`;
    const later = (await read(publisherProcess, people.reader, 'limit=3&lang=en')).next!;
    const laterPage = `limit=3&lang=en&cursor=${later}`;
    const own = 'limit=3&lang=en&my=true';
    for (const query of [around, laterPage]) await read(publisherProcess, people.reader, query);
    await read(publisherProcess, people.owner, own);
    const silent = await createEntry(handles[0]!.db, { companyId: ownerCompany, userId: people.owner });
    await publish();
    // A recomputed answer knows the silent entry: Timișoara is 400 km from Bucharest, so that search stays as it was.
    expect(await read(publisherProcess, people.reader, around)).toEqual(await read(database, people.reader, around));
    expect(await read(publisherProcess, people.reader, laterPage)).toEqual(await read(database, people.reader, laterPage));
    expect(uidsOf(await read(publisherProcess, people.owner, own))).toContain(silent.uid);
  });
});
