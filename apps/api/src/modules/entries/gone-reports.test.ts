import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyDetails } from '@freight/shared/companies';
import type { Entry, EntryPage } from '@freight/shared/entries';
import { createCompany, createUser } from '../../test/factories';
import { seedTestCities } from '../../test/fixtures/seed-cities';
import { useTestApp } from '../../test/use-test-app';
import { entryEventsOf, openAuthenticated, type TestSocket } from '../../test/ws-client';
import { bearer, entryBody } from './entries.test-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Issue 33 items 5 and 6: "already gone" reports, hiding at three companies, reconfirmation, offer accuracy. */
describe('already gone reports', () => {
  const ctx = useTestApp({ clock: () => now });
  let url: string;
  let now = new Date();
  let poster: number;
  let posterCompany: number;
  const reporters: number[] = [];
  let reporterColleague: number;
  let bystander: number;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    const db = ctx.database.db;
    await seedTestCities(db);
    posterCompany = (await createCompany(db)).id;
    poster = (await createUser(db, { companyId: posterCompany, password: null })).id;
    const firstReporter = await createUser(db, { password: null });
    reporters.push(firstReporter.id);
    for (let i = 0; i < 2; i += 1) reporters.push((await createUser(db, { password: null })).id);
    reporterColleague = (await createUser(db, { companyId: firstReporter.companyId, password: null, role: 'employee' })).id;
    bystander = (await createUser(db, { password: null })).id;
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address.replace('http', 'ws')}/ws/updates/`;
  });
  afterAll(() => {
    for (const client of sockets) client.socket.close();
  });

  const call = async (method: 'GET' | 'POST', path: string, userId?: number, payload?: object) =>
    ctx.app.inject({ method, url: path, headers: userId ? await bearer(ctx.app, userId) : {}, ...(payload ? { payload } : {}) });
  const create = async () => {
    const response = await call('POST', '/api/ware-requests/create/', poster, entryBody('ware', now));
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Entry;
  };
  const report = (uid: string, userId?: number) => call('POST', `/api/ware-requests/${uid}/gone/`, userId);
  const searchUids = async (userId: number) =>
    ((await call('GET', '/api/ware-requests/?limit=100', userId)).json() as EntryPage).results.map((entry) => entry.uid);
  const mine = async (uid: string) => {
    const page = (await call('GET', '/api/ware-requests/?my=true&limit=100', poster)).json() as EntryPage;
    return page.results.find((entry) => entry.uid === uid);
  };

  it('authenticates first, refuses the own entry, takes one report per company', async () => {
    const entry = await create();
    expect((await report(entry.uid)).statusCode).toBe(401);
    expect((await report('no-such-entry', reporters[0])).statusCode).toBe(404);
    const own = await report(entry.uid, poster);
    expect([own.statusCode, own.json().code]).toEqual([400, 'own_entry']);
    expect((await report(entry.uid, reporters[0])).statusCode).toBe(204);
    // Once per company: the reporter again, or a colleague of its company.
    for (const again of [reporters[0]!, reporterColleague]) {
      const answer = await report(entry.uid, again);
      expect([answer.statusCode, answer.json().code]).toEqual([409, 'already_reported']);
    }
    expect((await mine(entry.uid))?.gone_reports).toBe(1);
  });

  it('hides at three companies (not at two) with a live delete, keeps it for the owner, and a refresh un-hides it', async () => {
    const entry = await create();
    const connect = async (userId: number) => {
      const client = await openAuthenticated(url, (await bearer(ctx.app, userId)).authorization.slice('Bearer '.length));
      sockets.push(client);
      return client;
    };
    const watcher = await connect(bystander);
    const owner = await connect(poster);

    for (const reporter of reporters.slice(0, 2)) expect((await report(entry.uid, reporter)).statusCode).toBe(204);
    expect(await searchUids(bystander)).toContain(entry.uid);
    expect((await call('GET', `/api/ware-requests/${entry.uid}/`, bystander)).statusCode).toBe(200);
    expect(entryEventsOf(watcher)).not.toContain(`ware_delete ${entry.uid}`);

    // The poster is told live (an update with the count); nobody outside its company sees the count.
    const updatesOf = (client: TestSocket) =>
      client.messages.filter((message) => message.type === 'ware_update' && message.entry_data?.uid === entry.uid);
    await expect.poll(() => updatesOf(owner).map((message) => message.entry_data?.gone_reports)).toEqual([1, 2]);
    await expect.poll(() => updatesOf(watcher).length).toBe(2);
    expect(updatesOf(watcher).map((message) => message.entry_data?.gone_reports)).toEqual([undefined, undefined]);

    expect((await report(entry.uid, reporters[2])).statusCode).toBe(204);
    await expect.poll(() => entryEventsOf(watcher)).toContain(`ware_delete ${entry.uid}`);
    expect(await searchUids(bystander)).not.toContain(entry.uid);
    expect((await call('GET', `/api/ware-requests/${entry.uid}/`, bystander)).statusCode).toBe(404);
    expect((await report(entry.uid, bystander)).statusCode).toBe(404);
    expect((await mine(entry.uid))?.gone_reports).toBe(3);

    // The poster reconfirms with the refresh: back in the search, the reports cleared (but still counted below).
    expect((await call('POST', `/api/ware-requests/${entry.uid}/refresh/`, poster)).statusCode).toBe(200);
    expect(await searchUids(bystander)).toContain(entry.uid);
    expect((await mine(entry.uid))?.gone_reports).toBe(0);
    await expect.poll(() => entryEventsOf(watcher)).toContain(`ware_refresh ${entry.uid}`);
  });

  it('shows the offer accuracy of the last 90 days on the company page', async () => {
    // A fresh company: 4 entries now, one of them reported; one entry 91 days old (reported) is outside the window.
    const company = (await createCompany(ctx.database.db)).id;
    const owner = (await createUser(ctx.database.db, { companyId: company, password: null })).id;
    const accuracyOf = async () => ((await call('GET', `/api/companies/${company}/`, bystander)).json() as CompanyDetails).offer_accuracy;
    const post = async () => {
      const response = await call('POST', '/api/ware-requests/create/', owner, entryBody('ware', now));
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as Entry).uid;
    };
    const old = await post();
    expect((await report(old, reporters[0])).statusCode).toBe(204);
    now = new Date(now.getTime() + 91 * DAY_MS);
    const uids = [await post(), await post()];
    expect(await accuracyOf()).toEqual({ entries: 2, accurate: 2, percent: null });
    uids.push(await post(), await post());
    expect((await report(uids[0]!, reporters[1])).statusCode).toBe(204);
    const reported = 1;
    expect(await accuracyOf()).toEqual({
      entries: uids.length,
      accurate: uids.length - reported,
      percent: Math.round(((uids.length - reported) / uids.length) * 100),
    });
  });
});
