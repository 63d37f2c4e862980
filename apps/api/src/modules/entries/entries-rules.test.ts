import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COUNTRY_TIME_ZONES } from '@freight/shared/country-time-zones';
import type { DashboardCounts } from '@freight/shared/dashboard';
import type { Entry, EntryInput } from '@freight/shared/entries';
import { entries, userAddedCities } from '../../db/schema-entries';
import { createCompany, createUser } from '../../test/factories';
import { seedTestCities } from '../../test/fixtures/seed-cities';
import { useTestApp } from '../../test/use-test-app';
import { bearer, entryBody } from './entries.test-helpers';

/**
 * Decision 010 (plausible entries) and 011 (expiry in the loading place's local time), on the API with
 * its injectable clock. The clock stands in the middle of a January (winter time in all of Europe).
 */
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const YEAR = new Date().getUTCFullYear() + 1;
const D = (day: number) => `${YEAR}-01-${String(day).padStart(2, '0')}`;
const at = (iso: string) => new Date(`${iso}Z`);

describe('plausible entries and local expiry (decisions 010, 011)', () => {
  const ctx = useTestApp({ clock: () => now });
  let now = at(`${D(15)}T10:00:00`);
  let owner: number;
  let other: number;

  beforeAll(async () => {
    await seedTestCities(ctx.database.db);
    // Paid from before the clock, so the company is active at the clock's time and at the real time.
    const paid = { subscriptionStartedAt: new Date(now.getTime() - 30 * DAY) };
    owner = (await createUser(ctx.database.db, { companyId: (await createCompany(ctx.database.db, paid)).id, password: null })).id;
    other = (await createUser(ctx.database.db, { companyId: (await createCompany(ctx.database.db, paid)).id, password: null })).id;
  });
  beforeEach(() => {
    now = at(`${D(15)}T10:00:00`);
  });

  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, userId: number, payload?: object) =>
    ctx.app.inject({ method, url, headers: await bearer(ctx.app, userId), ...(payload ? { payload } : {}) });

  /** Timișoara (RO) → Budapest (HU) on the given days, no times unless given. */
  const body = (
    formType: 'truck' | 'ware',
    loading: { start: string; end?: string; timeStart?: string | null; timeEnd?: string | null; country?: string },
    unloading: { start: string; end?: string; timeEnd?: string | null },
    overrides: Partial<EntryInput> = {},
  ): EntryInput => {
    const base = entryBody(formType, now);
    const loadingEnd = loading.end ?? loading.start;
    const unloadingEnd = unloading.end ?? unloading.start;
    return {
      ...base,
      loading_location: {
        ...base.loading_location,
        ...(loading.country ? { country: loading.country as 'PT', external_city_id: '', city_display_name: 'Porto' } : {}),
        date_start: loading.start,
        date_end: loadingEnd,
        date: [loading.start],
        time_start: loading.timeStart ?? null,
        time_end: loading.timeEnd ?? null,
      },
      unloading_location: {
        ...base.unloading_location,
        date_start: unloading.start,
        date_end: unloadingEnd,
        date: [unloading.start],
        time_start: null,
        time_end: unloading.timeEnd ?? null,
      },
      ...overrides,
    };
  };

  const entryCount = async () => (await ctx.database.db.select({ id: entries.id }).from(entries)).length;

  /** Posts a body that must be refused: 400 with exactly these field codes, and nothing stored. */
  const refused = async (payload: EntryInput, fields: Record<string, string[]>) => {
    const before = await entryCount();
    const cities = (await ctx.database.db.select().from(userAddedCities)).length;
    const response = await call('POST', `/api/${payload.form_type}-requests/create/`, owner, payload);
    expect([response.statusCode, response.json().code, response.json().fields]).toEqual([400, 'validation_failed', fields]);
    expect(await entryCount()).toBe(before);
    expect((await ctx.database.db.select().from(userAddedCities)).length).toBe(cities);
  };

  const created = async (payload: EntryInput, userId = owner) => {
    const response = await call('POST', `/api/${payload.form_type}-requests/create/`, userId, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Entry;
  };

  describe('dates (decision 010)', () => {
    it('refuses a loading date before today at the loading place', async () => {
      await refused(body('truck', { start: D(14) }, { start: D(16) }), { 'loading_location.date_start': ['date_in_past'] });
    });

    it("judges 'today' in the loading place's zone with the API's clock: 22:30 UTC is tomorrow in Romania, not in Portugal", async () => {
      now = at(`${D(15)}T22:30:00`);
      await refused(body('truck', { start: D(15) }, { start: D(17) }), { 'loading_location.date_start': ['date_in_past'] });
      const porto = await created(body('truck', { start: D(15), country: 'PT' }, { start: D(17) }));
      expect(porto.loading_location).toMatchObject({ country: 'PT', date_start: D(15) });
    });

    it('refuses a loading window that ended earlier today, on its end time', async () => {
      // 10:00 UTC is 12:00 in Timișoara.
      await refused(body('ware', { start: D(15), timeStart: '08:00', timeEnd: '11:30' }, { start: D(16) }), {
        'loading_location.time_end': ['time_in_past'],
      });
      await created(body('ware', { start: D(15), timeStart: '08:00', timeEnd: '12:30' }, { start: D(16) }));
    });

    it('refuses unloading on an earlier day than loading, and an unloading window ending before loading begins', async () => {
      await refused(body('truck', { start: D(18) }, { start: D(17), end: D(19) }), {
        'unloading_location.date_start': ['unloading_before_loading'],
      });
      await refused(body('truck', { start: D(18), timeStart: '10:00', timeEnd: '12:00' }, { start: D(18), timeEnd: '08:30' }), {
        'unloading_location.time_end': ['unloading_before_loading'],
      });
      // Budapest is an hour behind Timișoara: 09:30 there is 10:30 at the loading place, after the 10:00 start.
      await created(body('truck', { start: D(18), timeStart: '10:00', timeEnd: '12:00' }, { start: D(18), timeEnd: '09:30' }));
    });

    it('answers every refused field at once with a user-added city, and stores neither entry nor city', async () => {
      const payload = body('truck', { start: D(14) }, { start: D(13) });
      payload.unloading_location = { ...payload.unloading_location, external_city_id: '', city_display_name: 'Nowhere Plausible' };
      payload.info = { ...payload.info, weight: -2, volume: 500, mdp: 40 };
      await refused(payload, {
        'info.weight': ['negative'],
        'info.volume': ['too_large'],
        'info.mdp': ['too_large'],
      });
      payload.info = entryBody('truck', now).info;
      await refused(payload, {
        'loading_location.date_start': ['date_in_past'],
        'unloading_location.date_start': ['unloading_before_loading'],
      });
    });

    it('lets a live entry whose loading began yesterday be edited without touching its dates; a changed past date is refused', async () => {
      const entry = await created(body('truck', { start: D(15), end: D(17) }, { start: D(18) }));
      now = at(`${D(16)}T09:00:00`);
      const same = body('truck', { start: D(15), end: D(17) }, { start: D(18) }, { notes: 'edited after loading began' });
      const patched = await call('PATCH', `/api/truck-requests/${entry.uid}/`, owner, same);
      expect([patched.statusCode, (patched.json() as Entry).notes], patched.body).toEqual([200, 'edited after loading began']);
      const moved = await call(
        'PATCH',
        `/api/truck-requests/${entry.uid}/`,
        owner,
        body('truck', { start: D(14), end: D(17) }, { start: D(18) }),
      );
      expect([moved.statusCode, moved.json().fields]).toEqual([400, { 'loading_location.date_start': ['date_in_past'] }]);
      const [row] = await ctx.database.db.select().from(entries).where(eq(entries.uid, entry.uid));
      expect([row?.loadingDateStart, row?.notes]).toEqual([D(15), 'edited after loading began']);
    });
  });

  describe('numbers (decision 010)', () => {
    it('refuses a negative weight and numbers above the road-transport bounds, accepts the bounds themselves', async () => {
      const plain = body('ware', { start: D(16) }, { start: D(17) });
      await refused({ ...plain, info: { ...plain.info, weight: -0.5 } }, { 'info.weight': ['negative'] });
      await refused(
        { ...plain, info: { ...plain.info, weight: 40.1, volume: 120.5, mdp: 15.7 } },
        {
          'info.weight': ['too_large'],
          'info.volume': ['too_large'],
          'info.mdp': ['too_large'],
        },
      );
      const biggest = await created({ ...plain, info: { ...plain.info, weight: 40, volume: 120, mdp: 15.65 } });
      expect(biggest.info).toMatchObject({ weight: 40, volume: 120, mdp: 15.65 });
    });

    it('keeps the list filters max_weight and max_mdp working, also above the bounds', async () => {
      const entry = await created(body('truck', { start: D(16) }, { start: D(17) }), owner);
      for (const query of ['max_weight=100&max_mdp=50', 'max_weight=12.5&max_mdp=7.2']) {
        const list = await call('GET', `/api/truck-requests/?${query}&limit=200`, other);
        expect(list.statusCode).toBe(200);
        expect((list.json() as { results: Entry[] }).results.map((e) => e.uid)).toContain(entry.uid);
      }
      const tooLight = await call('GET', '/api/truck-requests/?max_weight=12&limit=200', other);
      expect((tooLight.json() as { results: Entry[] }).results.map((e) => e.uid)).not.toContain(entry.uid);
    });
  });

  describe('expiry in local time (decision 011)', () => {
    it('stores the loading end of a Romanian entry at 23:59 local: 21:59 UTC in winter', async () => {
      const entry = await created(body('truck', { start: D(20) }, { start: D(21) }));
      const timed = await created(body('truck', { start: D(20), timeStart: '08:00', timeEnd: '16:00' }, { start: D(21) }));
      const rowOf = async (uid: string) => (await ctx.database.db.select().from(entries).where(eq(entries.uid, uid)))[0];
      expect((await rowOf(entry.uid))?.loadingEndsAt.toISOString()).toBe(`${D(20)}T21:59:00.000Z`);
      expect((await rowOf(timed.uid))?.loadingEndsAt.toISOString()).toBe(`${D(20)}T14:00:00.000Z`);
    });

    it('the list, the single entry and the dashboard windows agree: expired at 22:00 UTC, not at 23:59 UTC', async () => {
      const truck = await created(body('truck', { start: D(22) }, { start: D(23) }));
      const ware = await created(body('ware', { start: D(22) }, { start: D(23) }));
      const listed = async (formType: 'truck' | 'ware', uid: string) =>
        ((await call('GET', `/api/${formType}-requests/?limit=200`, other)).json() as { results: Entry[] }).results.some(
          (e) => e.uid === uid,
        );
      const counts = async () => (await call('GET', '/api/dashboard-counts/', owner)).json() as DashboardCounts;

      // The entries of the earlier tests load before the 22nd: by then only these two are live.
      // 15:30 UTC: loading ends in 6 h 29 min, outside the 6 h truck window. 17:00 UTC: in 4 h 59 min (local),
      // inside it; read as UTC it would be 6 h 59.
      now = at(`${D(22)}T15:30:00`);
      expect((await counts()).trucks).toMatchObject({ total: 1, expiring_6h: 0, expiring_24h: 1 });
      now = at(`${D(22)}T17:00:00`);
      expect((await counts()).trucks).toMatchObject({ total: 1, expiring_6h: 1 });
      // 18:30 UTC: 3 h 29 min, inside the 4 h ware window; read as UTC it would be 5 h 29.
      expect((await counts()).wares).toMatchObject({ total: 1, expiring_4h: 0 });
      now = at(`${D(22)}T18:30:00`);
      expect((await counts()).wares).toMatchObject({ total: 1, expiring_4h: 1 });
      expect([await listed('truck', truck.uid), await listed('ware', ware.uid)]).toEqual([true, true]);

      now = at(`${D(22)}T22:00:00`);
      expect([await listed('truck', truck.uid), await listed('ware', ware.uid)]).toEqual([false, false]);
      const own = await call('GET', `/api/truck-requests/${truck.uid}/`, owner);
      expect([own.statusCode, (own.json() as Entry).expired]).toEqual([200, true]);
      expect((await call('GET', `/api/truck-requests/${truck.uid}/`, other)).statusCode).toBe(404);
      const after = await counts();
      expect([after.trucks.total, after.wares.total]).toEqual([0, 0]);
    });
  });

  describe('migration 0007', () => {
    const migration = fs.readFileSync(new URL('../../db/migrations/0007_entry_local_expiry.sql', import.meta.url), 'utf8');

    it('names the same zone for every country as the shared table', () => {
      const pairs = Object.fromEntries([...migration.matchAll(/\('([A-Z]{2})', '([^']+)'\)/g)].map((m) => [m[1], m[2]]));
      expect(pairs).toEqual(COUNTRY_TIME_ZONES);
    });

    it('recomputes the loading end of entries saved with the UTC reading', async () => {
      const entry = await created(body('truck', { start: D(25), timeEnd: '18:00' }, { start: D(26) }));
      const untimed = await created(body('ware', { start: D(25) }, { start: D(26) }));
      // As an entry saved with the UTC reading holds it: the wall time read as UTC.
      await ctx.database.db
        .update(entries)
        .set({ loadingEndsAt: at(`${D(25)}T18:00:00`) })
        .where(eq(entries.uid, entry.uid));
      await ctx.database.db
        .update(entries)
        .set({ loadingEndsAt: at(`${D(25)}T23:59:00`) })
        .where(eq(entries.uid, untimed.uid));
      await ctx.database.db.execute(sql.raw(migration));
      const rows = await ctx.database.db.select().from(entries);
      const endOf = (uid: string) => rows.find((row) => row.uid === uid)?.loadingEndsAt.toISOString();
      expect([endOf(entry.uid), endOf(untimed.uid)]).toEqual([`${D(25)}T16:00:00.000Z`, `${D(25)}T21:59:00.000Z`]);
    });
  });
});
