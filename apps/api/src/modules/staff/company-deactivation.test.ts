import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeStats } from '@freight/shared/content';
import { WS_CLOSE_SESSION_ENDED } from '@freight/shared/events';
import type { EntryPage } from '@freight/shared/entries';
import { companies } from '../../db/schema';
import { latestEventId, publishEntryEvent } from '../realtime/entry-events.queries';
import { createCompany, createEntry, createUser } from '../../test/factories';
import { waitForQueuedMail } from '../../jobs/jobs.test-helpers';
import { testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { openAuthenticated, type TestSocket } from '../../test/ws-client';
import { deactivateExpiredCompanies } from './staff.service';
import { consumeResetToken } from '../auth/reset-tokens.queries';
import { computeRealtimeStats } from '../content/realtime-stats.queries';
import { bearer, insertSuperuser, outboxMails } from './staff.test-helpers';

const HOUR = 60 * 60 * 1000;

/**
 * Issue 11 item 6: a deactivated company (staff, or its subscription's end) leaves every other
 * member's search, the company pages and the realtime figures at once, its members' sockets close
 * with "session over", and re-approval brings back what is still valid. The caches are ON here
 * (list, stats and member standing kept a minute), so the test proves that they are cleared too.
 */
describe('company deactivation reaches every reader at once', () => {
  const config = testConfig({ listCacheMs: 60_000, statsCacheMs: 60_000, authCacheMs: 60_000 });
  let now = new Date();
  const ctx = useTestApp({ config, clock: () => now });
  let wsUrl: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `${address.replace('http', 'ws')}/ws/updates/`;
  });
  afterAll(() => {
    for (const client of sockets) client.socket.close();
  });

  const get = async (userId: number, url: string) => ctx.app.inject({ method: 'GET', url, headers: await bearer(ctx.app, userId) });
  const post = async (userId: number, url: string) => ctx.app.inject({ method: 'POST', url, headers: await bearer(ctx.app, userId) });
  /** The uids of a search; each test asks with its own `limit`, so it meets no answer another test left in the cache. */
  const uids = async (userId: number, formType: 'truck' | 'ware', limit = 200) => {
    const response = await get(userId, `/api/${formType}-requests/?limit=${limit}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as EntryPage).results.map((entry) => entry.uid);
  };
  const stats = async () => (await ctx.app.inject({ method: 'GET', url: '/api/realtime-stats/' })).json() as RealtimeStats;
  const connect = async (userId: number) => {
    const client = await openAuthenticated(wsUrl, await ctx.app.tokens.signAccess(userId));
    sockets.push(client);
    return client;
  };

  /** A company with an admin seen just now and the given entries (live unless told otherwise). */
  async function seller(expiringTruck = false) {
    const db = ctx.database.db;
    const company = await createCompany(db);
    const admin = await createUser(db, { companyId: company.id, password: null, lastSeenAt: now });
    const entry = (formType: 'truck' | 'ware', overrides: { loadingEndsAt?: Date } = {}) =>
      createEntry(db, { companyId: company.id, userId: admin.id, formType, ...overrides });
    const truck = await entry('truck');
    const ware = await entry('ware');
    const expiring = expiringTruck ? await entry('truck', { loadingEndsAt: new Date(now.getTime() + 2 * HOUR) }) : null;
    return { company, admin, truck, ware, expiring };
  }

  it('staff deactivation: gone from search, single reads, company pages and stats; its socket closed; back on re-approval', async () => {
    const db = ctx.database.db;
    const staff = (await insertSuperuser(db)).id;
    const reader = (await createUser(db, { password: null })).id;
    const x = await seller(true);

    // Before: the other member finds everything, and every cache has the answer.
    expect(await uids(reader, 'truck')).toEqual(expect.arrayContaining([x.truck.uid, x.expiring!.uid]));
    expect(await uids(reader, 'ware')).toContain(x.ware.uid);
    expect((await get(reader, `/api/truck-requests/${x.truck.uid}/`)).statusCode).toBe(200);
    expect((await get(reader, `/api/companies/?search=${encodeURIComponent(x.company.name)}`)).json().count).toBe(1);
    expect((await get(reader, `/api/companies/${x.company.id}/`)).statusCode).toBe(200);
    expect((await get(x.admin.id, '/api/dashboard-counts/')).statusCode).toBe(200);
    const before = await stats();
    const own = await connect(x.admin.id);
    const other = await connect(reader);

    expect((await post(staff, `/api/staff/companies/${x.company.id}/deactivate/`)).statusCode).toBe(200);

    // The very next reads, from the caches' point of view still fresh, omit the company.
    const trucksAfter = await uids(reader, 'truck');
    expect(trucksAfter).not.toContain(x.truck.uid);
    expect(trucksAfter).not.toContain(x.expiring!.uid);
    expect(await uids(reader, 'ware')).not.toContain(x.ware.uid);
    expect((await get(reader, `/api/truck-requests/${x.truck.uid}/`)).statusCode).toBe(404);
    expect((await get(reader, `/api/ware-requests/${x.ware.uid}/`)).statusCode).toBe(404);
    expect((await post(reader, `/api/truck-requests/${x.truck.uid}/view/`)).statusCode).toBe(404);
    expect((await get(reader, `/api/companies/?search=${encodeURIComponent(x.company.name)}`)).json().count).toBe(0);
    expect((await get(reader, `/api/companies/${x.company.id}/`)).statusCode).toBe(404);
    // Staff still see the company.
    expect((await get(staff, `/api/companies/${x.company.id}/`)).statusCode).toBe(200);
    // Its own members are out at once, although their standing was cached for a minute.
    const counts = await get(x.admin.id, '/api/dashboard-counts/');
    expect([counts.statusCode, counts.json().code]).toEqual([401, 'token_not_valid']);
    expect(await stats()).toEqual({
      ...before,
      available_trucks: before.available_trucks - 2,
      available_wares: before.available_wares - 1,
      truck_last_24h: before.truck_last_24h - 2,
      ware_last_24h: before.ware_last_24h - 1,
      active_users: before.active_users - 1,
    });

    // Its member's socket is closed as "session over"; the other reader's stays and is told to re-read.
    expect(await own.closed).toBe(WS_CLOSE_SESSION_ENDED);
    await expect.poll(() => other.messages.some((message) => message.type === 'resync')).toBe(true);
    expect(other.socket.readyState).toBe(other.socket.OPEN);

    // Three hours later one truck's loading window is over; re-approval brings back only what is still valid.
    now = new Date(now.getTime() + 3 * HOUR);
    expect((await post(staff, `/api/staff/companies/${x.company.id}/approve/`)).statusCode).toBe(200);
    const trucks = await uids(reader, 'truck');
    expect(trucks).toContain(x.truck.uid);
    expect(trucks).not.toContain(x.expiring!.uid);
    expect(await uids(reader, 'ware')).toContain(x.ware.uid);
    expect((await get(reader, `/api/truck-requests/${x.truck.uid}/`)).statusCode).toBe(200);
    expect((await get(reader, `/api/companies/${x.company.id}/`)).statusCode).toBe(200);
    expect((await get(x.admin.id, '/api/dashboard-counts/')).statusCode).toBe(200);
    const after = await stats();
    expect(after.available_trucks).toBe(before.available_trucks - 1);
    expect(after.available_wares).toBe(before.available_wares);
  });

  it('subscription end: the sweep closes the members’ sockets and clears every cache through the NOTIFY', async () => {
    const db = ctx.database.db;
    const reader = (await createUser(db, { password: null })).id;
    const z = await seller();
    expect(await uids(reader, 'truck', 150)).toContain(z.truck.uid);
    expect(await uids(reader, 'ware', 150)).toContain(z.ware.uid);
    // The stats kept from the test before do not know of z yet (its rows were written straight in the table).
    ctx.app.realtimeStats.forget();
    const before = await stats();
    const own = await connect(z.admin.id);

    // The paid period ran out (12 months started 13 months ago); the hourly sweep finds it.
    const started = new Date(now);
    started.setUTCMonth(started.getUTCMonth() - 13);
    await db.update(companies).set({ subscriptionStartedAt: started }).where(eq(companies.id, z.company.id));
    expect(await deactivateExpiredCompanies(db, now)).toContain(z.company.id);

    // No staff route ran: the company_status NOTIFY alone told this process.
    expect(await own.closed).toBe(WS_CLOSE_SESSION_ENDED);
    expect(await uids(reader, 'truck', 150)).not.toContain(z.truck.uid);
    expect(await uids(reader, 'ware', 150)).not.toContain(z.ware.uid);
    expect((await stats()).available_trucks).toBe(before.available_trucks - 1);
    expect((await get(z.admin.id, '/api/dashboard-counts/')).statusCode).toBe(401);
  });

  it('a reconnecting reader does not catch up on what a company deactivated since then published', async () => {
    const db = ctx.database.db;
    const staff = (await insertSuperuser(db)).id;
    const reader = (await createUser(db, { password: null })).id;
    const banned = await seller();
    const kept = await seller();
    const since = await latestEventId(db);
    const event = (kind: 'create' | 'delete', uid: string, companyId: number) =>
      publishEntryEvent(db, { kind, formType: 'truck', companyId, entryData: { uid } });
    await event('create', banned.truck.uid, banned.company.id);
    await event('delete', banned.ware.uid, banned.company.id);
    await event('create', kept.truck.uid, kept.company.id);
    expect((await post(staff, `/api/staff/companies/${banned.company.id}/deactivate/`)).statusCode).toBe(200);

    // The reader's browser comes back with the id of the last event it saw before these.
    const again = await openAuthenticated(wsUrl, await ctx.app.tokens.signAccess(reader), since);
    sockets.push(again);
    // The catch-up comes between `ready` and the stats.
    await expect.poll(() => again.messages.some((message) => message.type === 'stats')).toBe(true);
    const caughtUp = again.messages.filter((message) => message.entry_data).map((message) => `${message.type} ${message.entry_data?.uid}`);
    expect(caughtUp).toEqual([`truck_delete ${banned.ware.uid}`, `truck_create ${kept.truck.uid}`]);
  });

  it('a company past its subscription end leaves the search before the sweep sets it inactive', async () => {
    const db = ctx.database.db;
    const reader = (await createUser(db, { password: null })).id;
    const started = new Date(now);
    started.setUTCMonth(started.getUTCMonth() - 7);
    const before = await computeRealtimeStats(db, now);
    const lapsed = await createCompany(db, { subscriptionMonths: 6, subscriptionStartedAt: started });
    const admin = await createUser(db, { companyId: lapsed.id, password: null, lastSeenAt: now });
    const truck = await createEntry(db, { companyId: lapsed.id, userId: admin.id });
    expect(await uids(reader, 'truck', 100)).not.toContain(truck.uid);
    expect((await get(reader, `/api/truck-requests/${truck.uid}/`)).statusCode).toBe(404);
    // Neither its entry nor its member count (the reader, seen just now, does).
    expect(await computeRealtimeStats(db, now)).toEqual({ ...before, active_users: before.active_users + 1 });
  });
});

/** Issue 11 item 12: approving an active company again is a no-op (200 with the company, no mail). */
describe('approving an already active company', () => {
  const config = testConfig({ publicUrl: 'https://exchange.example' });
  const ctx = useTestApp({ config });
  /** The outbox once every queued mail was sent (mail is a job: issue 16). */
  const sentMails = async () => {
    await waitForQueuedMail(ctx.database.db);
    return outboxMails(config.dataDir);
  };
  let staffHeaders: { authorization: string };

  beforeAll(async () => {
    staffHeaders = await bearer(ctx.app, (await insertSuperuser(ctx.database.db)).id);
  });

  const approve = (companyId: number) =>
    ctx.app.inject({ method: 'POST', url: `/api/staff/companies/${companyId}/approve/`, headers: staffHeaders });

  it('sends no second mail and keeps the first set-password link working', async () => {
    const db = ctx.database.db;
    const company = await createCompany(db, { status: 'pending' });
    const admin = await createUser(db, { companyId: company.id, password: null });

    const first = await approve(company.id);
    expect(first.statusCode).toBe(200);
    const mails = async () => (await sentMails()).filter((mail) => mail.to === admin.email);
    expect(await mails()).toHaveLength(1);
    const [row] = await db.select().from(companies).where(eq(companies.id, company.id));

    const again = await approve(company.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await mails()).toHaveLength(1);
    const [unchanged] = await db.select().from(companies).where(eq(companies.id, company.id));
    expect(unchanged).toEqual(row);

    const link = /https:\/\/exchange\.example\/reset-password\/(\S+)/.exec((await mails())[0]?.text ?? '');
    expect(await consumeResetToken(db, decodeURIComponent(link![1]!), new Date())).toBe(admin.id);
  });

  it('two approvals at once mail once', async () => {
    const db = ctx.database.db;
    const company = await createCompany(db, { status: 'pending' });
    const admin = await createUser(db, { companyId: company.id, password: null });
    const answers = await Promise.all([approve(company.id), approve(company.id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await sentMails()).filter((mail) => mail.to === admin.email)).toHaveLength(1);
  });
});
