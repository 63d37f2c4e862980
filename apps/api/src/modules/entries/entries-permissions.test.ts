import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entry, EntryPage } from '@freight/shared/entries';
import { entries } from '../../db/schema-entries';
import { createCompany, createUser } from '../../test/factories';
import { seedTestCities } from '../../test/fixtures/seed-cities';
import { testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { openAuthenticated, type TestSocket } from '../../test/ws-client';
import { bearer, entryBody } from './entries.test-helpers';

/**
 * §6 entry permissions (decision 012): the poster and the admins of the poster's company may edit, delete
 * and refresh an entry; the other employees of the company read it; other companies do not know it exists.
 */
describe('entry permissions (§6)', () => {
  let now = new Date();
  let admin: number;
  let secondAdmin: number;
  let employee: number;
  let colleague: number;
  let outsider: number;
  const sockets: TestSocket[] = [];

  // Answers are cached and shared between readers here, as in production: the flags must still be per reader.
  const ctx = useTestApp({ clock: () => now, config: testConfig({ listCacheMs: 60_000 }) });
  beforeAll(async () => {
    await seedTestCities(ctx.database.db);
    const db = ctx.database.db;
    const company = await createCompany(db, { name: 'Carpați Test SRL' });
    admin = (await createUser(db, { companyId: company.id, password: null })).id;
    secondAdmin = (await createUser(db, { companyId: company.id, password: null })).id;
    employee = (await createUser(db, { companyId: company.id, password: null, role: 'employee' })).id;
    colleague = (await createUser(db, { companyId: company.id, password: null, role: 'employee' })).id;
    outsider = (await createUser(db, { password: null })).id;
  });
  afterAll(() => {
    for (const client of sockets) client.socket.close();
  });

  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, userId: number, payload?: object) =>
    ctx.app.inject({ method, url, headers: await bearer(ctx.app, userId), ...(payload ? { payload } : {}) });
  const create = async (userId: number) => {
    const response = await call('POST', '/api/truck-requests/create/', userId, entryBody('truck', now));
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Entry;
  };
  const rowOf = async (uid: string) => (await ctx.database.db.select().from(entries).where(eq(entries.uid, uid)))[0];
  const later = () => (now = new Date(now.getTime() + 16 * 60_000));

  /** PATCH, refresh and DELETE by `userId`, in that order; answers the three status codes. */
  const tryAll = async (uid: string, userId: number) => {
    const patch = await call('PATCH', `/api/truck-requests/${uid}/`, userId, { ...entryBody('truck', now), notes: `by ${userId}` });
    const refresh = await call('POST', `/api/truck-requests/${uid}/refresh/`, userId);
    const del = await call('DELETE', `/api/truck-requests/${uid}/`, userId);
    return [patch, refresh, del].map((response) =>
      `${response.statusCode} ${response.statusCode < 300 ? '' : response.json().code}`.trim(),
    );
  };

  it("refuses an employee's edit, refresh and delete of the admin's entry with 403, leaving it unchanged", async () => {
    const entry = await create(admin);
    later();
    const before = await rowOf(entry.uid);
    expect(await tryAll(entry.uid, employee)).toEqual(['403 permission_denied', '403 permission_denied', '403 permission_denied']);
    expect(await rowOf(entry.uid)).toEqual(before);
    // Another company's entry stays unknown (404), not forbidden.
    expect(await tryAll(entry.uid, outsider)).toEqual(['404 not_found', '404 not_found', '404 not_found']);
    expect(await rowOf(entry.uid)).toEqual(before);
  });

  it('lets the poster manage their own entry, and every admin of the company manage an employee’s', async () => {
    const own = await create(employee);
    later();
    expect(await tryAll(own.uid, employee)).toEqual(['200', '200', '204']);
    const employees = await create(employee);
    later();
    expect(await tryAll(employees.uid, secondAdmin)).toEqual(['200', '200', '204']);
    // A fellow employee only reads it.
    const other = await create(employee);
    expect(await tryAll(other.uid, colleague)).toEqual(['403 permission_denied', '403 permission_denied', '403 permission_denied']);
  });

  it('leaves the entry of a deleted account to the admins', async () => {
    const entry = await create(employee);
    await ctx.database.db.update(entries).set({ userId: null }).where(eq(entries.uid, entry.uid));
    later();
    expect(await tryAll(entry.uid, employee)).toEqual(['403 permission_denied', '403 permission_denied', '403 permission_denied']);
    expect((await call('GET', `/api/truck-requests/${entry.uid}/`, admin)).json()).toMatchObject({ user: null, can_manage: true });
    expect(await tryAll(entry.uid, admin)).toEqual(['200', '200', '204']);
  });

  it('tells each reader what they may do: on one entry, in the shared list answers, and in the answers of its changes', async () => {
    const byAdmin = await create(admin);
    const byEmployee = await create(employee);
    expect(byAdmin).toMatchObject({ is_own: true, can_manage: true });
    const flags = async (userId: number, uid: string) => {
      const one = (await call('GET', `/api/truck-requests/${uid}/`, userId)).json() as Entry;
      return [one.is_own, one.can_manage];
    };
    expect(await flags(employee, byAdmin.uid)).toEqual([true, false]);
    expect(await flags(employee, byEmployee.uid)).toEqual([true, true]);
    expect(await flags(secondAdmin, byEmployee.uid)).toEqual([true, true]);
    expect(await flags(colleague, byEmployee.uid)).toEqual([true, false]);
    expect(await flags(outsider, byAdmin.uid)).toEqual([false, false]);

    // The admin's read fills the shared cache first; every other reader must still get their own flags.
    const listed = async (userId: number, my: boolean) => {
      const response = await call('GET', `/api/truck-requests/?limit=200${my ? '&my=true' : ''}`, userId);
      const page = response.json() as EntryPage;
      return Object.fromEntries(
        page.results.filter((entry) => [byAdmin.uid, byEmployee.uid].includes(entry.uid)).map((entry) => [entry.uid, entry.can_manage]),
      );
    };
    for (const my of [true, false]) {
      expect(await listed(admin, my)).toEqual({ [byAdmin.uid]: true, [byEmployee.uid]: true });
      expect(await listed(employee, my)).toEqual({ [byAdmin.uid]: false, [byEmployee.uid]: true });
      expect(await listed(colleague, my)).toEqual({ [byAdmin.uid]: false, [byEmployee.uid]: false });
    }
    expect(await listed(outsider, false)).toEqual({ [byAdmin.uid]: false, [byEmployee.uid]: false });

    // The admin's edit of the employee's entry answers the admin's flags.
    const patched = await call('PATCH', `/api/truck-requests/${byEmployee.uid}/`, admin, entryBody('truck', now));
    expect(patched.json()).toMatchObject({ is_own: true, can_manage: true, user: { id: employee } });
  });

  it("sends each socket the reader's own flags with an entry event", async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address.replace('http', 'ws')}/ws/updates/`;
    const connect = async (userId: number) => {
      const client = await openAuthenticated(url, (await bearer(ctx.app, userId)).authorization.slice('Bearer '.length));
      sockets.push(client);
      return client;
    };
    const [adminSocket, employeeSocket, outsiderSocket] = [await connect(admin), await connect(employee), await connect(outsider)];
    const entry = await create(admin);
    const created = async (client: TestSocket) => {
      await expect.poll(() => client.messages.some((message) => message.entry_data?.uid === entry.uid)).toBe(true);
      const data = client.messages.find((message) => message.entry_data?.uid === entry.uid)?.entry_data;
      return [data?.is_own, data?.can_manage];
    };
    expect(await created(adminSocket)).toEqual([true, true]);
    expect(await created(employeeSocket)).toEqual([true, false]);
    expect(await created(outsiderSocket)).toEqual([false, false]);
  });
});
