import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Entry } from '@freight/shared/entries';
import { zonedDateTimeToInstant } from '@freight/shared/zoned-time';
import { entries, entryViews, userAddedCities } from '../../db/schema-entries';
import { createCompany, createUser } from '../../test/factories';
import { seedTestCities, TEST_CITY_IDS } from '../../test/fixtures/seed-cities';
import { useTestApp } from '../../test/use-test-app';
import { roadDistanceKm } from '../geo/distance';
import { bearer, entryBody } from './entries.test-helpers';

describe('entries API (§7 entry calls)', () => {
  const ctx = useTestApp({ clock: () => now });
  // The clock starts at the real time (factories write real timestamps) and tests move it forward.
  let now = new Date();
  let ownerA: number; // admin of company A
  let colleagueA: number; // employee of company A
  let memberB: number; // member of company B
  let memberC: number; // member of company C

  beforeAll(async () => {
    await seedTestCities(ctx.database.db);
    const db = ctx.database.db;
    const a = await createCompany(db, { name: 'Alfa Trans SRL' });
    ownerA = (await createUser(db, { companyId: a.id, password: null, firstName: 'Ana', lastName: 'Pop' })).id;
    colleagueA = (await createUser(db, { companyId: a.id, password: null, role: 'employee' })).id;
    memberB = (await createUser(db, { password: null })).id;
    memberC = (await createUser(db, { password: null })).id;
  });

  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, userId: number, payload?: object) =>
    ctx.app.inject({ method, url, headers: await bearer(ctx.app, userId), ...(payload ? { payload } : {}) });

  const create = async (formType: 'truck' | 'ware', userId = ownerA, body: object = entryBody(formType, now)) => {
    const response = await call('POST', `/api/${formType}-requests/create/`, userId, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Entry;
  };

  const rowOf = async (uid: string) => (await ctx.database.db.select().from(entries).where(eq(entries.uid, uid)))[0];

  describe('access', () => {
    it('refuses guests with 401 on every entry route', async () => {
      const uid = crypto.randomUUID();
      for (const type of ['truck', 'ware']) {
        const routes = [
          { method: 'GET' as const, url: `/api/${type}-requests/` },
          { method: 'GET' as const, url: `/api/${type}-requests/?my=true` },
          { method: 'POST' as const, url: `/api/${type}-requests/create/` },
          { method: 'PATCH' as const, url: `/api/${type}-requests/${uid}/` },
          { method: 'DELETE' as const, url: `/api/${type}-requests/${uid}/` },
          { method: 'POST' as const, url: `/api/${type}-requests/${uid}/view/` },
          { method: 'POST' as const, url: `/api/${type}-requests/${uid}/refresh/` },
        ];
        for (const route of routes) {
          const response = await ctx.app.inject({ ...route, payload: route.method === 'GET' ? undefined : entryBody('truck', now) });
          expect([route.url, response.statusCode, response.json().code]).toEqual([route.url, 401, 'not_authenticated']);
        }
      }
      expect(await ctx.database.db.select().from(entries)).toEqual([]);
    });
  });

  describe('create (§5 entry form rules)', () => {
    it('answers the full truck entry with a TR- id, the poster and company, and the road distance', async () => {
      const body = entryBody('truck', now);
      const entry = await create('truck', ownerA, body);
      expect(entry.identification_id).toMatch(/^TR-[2-9A-HJKMNP-Z]{6}$/);
      expect(entry.uid).toMatch(/^[0-9a-f-]{36}$/);
      expect(entry).toMatchObject({
        form_type: 'truck',
        is_own: true,
        expired: false,
        view_count: 0,
        notes: 'Loading ramp at gate 2',
        user: { id: ownerA, first_name: 'Ana', last_name: 'Pop', hasWhatsApp: false, hasSignalApp: false },
        company: { name: 'Alfa Trans SRL' },
        loading_location: {
          country: 'RO',
          countryName: { code: 'RO', name: 'Romania' },
          external_city_id: TEST_CITY_IDS.timisoara,
          city_display_name: 'Timișoara',
          // Named for the reader (no language asked: English), as GeoNames writes it (decision 015).
          cityName: 'Timişoara',
          postal_code: '300001',
          date: body.loading_location.date,
          time_start: '08:00',
          time_end: '16:00',
        },
        unloading_location: { country: 'HU', external_city_id: TEST_CITY_IDS.budapest, time_end: null },
        transport_options: {
          truck_transport_type: 1,
          truck_coating: 2,
          truck_type: 5,
          truck_special_features: [2, 4],
          platform_type: [],
          dangerous_load: true,
        },
        info: { weight: 12.5, volume: 40, mdp: 7.2, price: 1.1, currency: 'EUR', vat_type: false, payment_term: 30 },
      });
      // Timișoara → Budapest is about 255 km in a straight line, ~306 km with the road factor.
      expect(entry.distance).toBeGreaterThan(280);
      expect(entry.distance).toBeLessThan(330);
      expect(Date.parse(entry.valid_until) - Date.parse(entry.created_at)).toBe(45 * 24 * 60 * 60 * 1000);

      const row = await rowOf(entry.uid);
      // Loading end = date_end + time_end, read as UTC.
      // Loading end = date_end + time_end in the loading place's time (Timișoara: Europe/Bucharest, decision 011).
      expect(row?.loadingEndsAt.toISOString()).toBe(
        zonedDateTimeToInstant(body.loading_location.date_end, '16:00', 'Europe/Bucharest').toISOString(),
      );
      expect(row?.companyId).not.toBe(undefined);
    });

    it('answers a ware entry with a WR- id, platform types and escrow; defaults fill the omitted fields', async () => {
      const body = entryBody('ware', now, { validity_days: 15 });
      body.info = { weight: 3, mdp: 2 };
      body.unloading_location = { ...body.unloading_location, time_end: null };
      const entry = await create('ware', ownerA, body);
      expect(entry.identification_id).toMatch(/^WR-[2-9A-HJKMNP-Z]{6}$/);
      expect(entry.transport_options).toMatchObject({
        truck_type: null,
        platform_type: [1, 3],
        escrow_account: true,
        truck_transport_type: 1,
        truck_coating: 1,
      });
      expect(entry.info).toMatchObject({ weight: 3, volume: null, mdp: 2, price: null, currency: 'EUR', vat_type: false, payment_term: 1 });
      expect(Date.parse(entry.valid_until) - Date.parse(entry.created_at)).toBe(15 * 24 * 60 * 60 * 1000);
    });

    it('takes the company from the token, never from the body', async () => {
      const response = await call('POST', '/api/truck-requests/create/', memberB, { ...entryBody('truck', now), company: 1 });
      expect(response.statusCode).toBe(400);
      const entry = await create('truck', memberB);
      expect(entry.user?.id).toBe(memberB);
      expect(entry.company.id).not.toBe((await create('truck', ownerA)).company.id);
    });

    it('refuses a body whose form type does not match the path', async () => {
      const response = await call('POST', '/api/ware-requests/create/', ownerA, entryBody('truck', now));
      expect([response.statusCode, response.json().code, response.json().fields]).toEqual([
        400,
        'validation_failed',
        { form_type: ['form_type_mismatch'] },
      ]);
      const other = await call('POST', '/api/truck-requests/create/', ownerA, entryBody('ware', now));
      expect(other.statusCode).toBe(400);
    });

    it('answers every empty required field of the truck form at once (country, city, postal code, date, weight, mdp, truck type)', async () => {
      const body = entryBody('truck', now);
      const { country: _c, city_display_name: _n, postal_code: _p, ...loading } = body.loading_location;
      const response = await call('POST', '/api/truck-requests/create/', ownerA, {
        ...body,
        loading_location: { ...loading, date: [] },
        info: { volume: 1 },
        transport_options: { truck_type: null },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        fields: {
          'loading_location.country': ['required'],
          'loading_location.city_display_name': ['required'],
          'loading_location.postal_code': ['required'],
          'loading_location.date': ['required'],
          'info.weight': ['required'],
          'info.mdp': ['required'],
          'transport_options.truck_type': ['required'],
        },
      });
    });

    it('answers an empty platform type on the ware form, and empty unloading fields', async () => {
      const body = entryBody('ware', now);
      const response = await call('POST', '/api/ware-requests/create/', ownerA, {
        ...body,
        unloading_location: { ...body.unloading_location, country: '', city_display_name: ' ', postal_code: '' },
        transport_options: { platform_type: [] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        'unloading_location.country': ['required'],
        'unloading_location.city_display_name': ['required'],
        'unloading_location.postal_code': ['required'],
        'transport_options.platform_type': ['required'],
      });
    });

    it('refuses negative numbers, an end date before the start, notes over 150 characters and a bad validity', async () => {
      const body = entryBody('truck', now);
      const response = await call('POST', '/api/truck-requests/create/', ownerA, {
        ...body,
        validity_days: 20,
        loading_location: { ...body.loading_location, date_start: body.unloading_location.date_start },
        info: { ...body.info, weight: -1 },
        notes: 'x'.repeat(151),
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields as object).sort()).toEqual([
        'info.weight',
        'loading_location.date_end',
        'notes',
        'validity_days',
      ]);
      const dates = await call('POST', '/api/truck-requests/create/', ownerA, {
        ...body,
        loading_location: { ...body.loading_location, date_start: body.unloading_location.date_start },
      });
      expect(dates.json().fields).toEqual({ 'loading_location.date_end': ['date_end_before_start'] });
    });

    it('refuses an unknown city id, and a known city in another country', async () => {
      const body = entryBody('truck', now);
      const response = await call('POST', '/api/truck-requests/create/', ownerA, {
        ...body,
        loading_location: { ...body.loading_location, external_city_id: 999999999 },
        unloading_location: { ...body.unloading_location, external_city_id: TEST_CITY_IDS.timisoara },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        'loading_location.external_city_id': ['city_unknown'],
        'unloading_location.external_city_id': ['city_unknown'],
      });
    });

    it('creates a user-added city once for an empty city id; the distance is then unknown', async () => {
      const body = entryBody('truck', now);
      const manual = { ...body.loading_location, external_city_id: '' as const, city_display_name: 'Sânmihaiu Român' };
      const first = await create('truck', ownerA, { ...body, loading_location: manual });
      const second = await create('truck', memberB, {
        ...body,
        loading_location: { ...manual, external_city_id: null, city_display_name: 'sanmihaiu roman' },
      });
      expect(first.loading_location).toMatchObject({ external_city_id: null, city_display_name: 'Sânmihaiu Român' });
      expect(first.distance).toBeNull();
      expect(second.distance).toBeNull();
      expect(second.loading_location.city_display_name).toBe('Sânmihaiu Român');
      const added = await ctx.database.db.select().from(userAddedCities).where(eq(userAddedCities.country, 'RO'));
      expect(added.map((city) => city.name)).toEqual(['Sânmihaiu Român']);
    });

    it("keeps a client uid of 36 characters; another company's uid is a conflict; a malformed one is refused", async () => {
      const uid = crypto.randomUUID();
      const entry = await create('truck', ownerA, { ...entryBody('truck', now), uid });
      expect(entry.uid).toBe(uid);
      const taken = await call('POST', '/api/ware-requests/create/', memberB, { ...entryBody('ware', now), uid });
      expect([taken.statusCode, taken.json().code]).toEqual([409, 'uid_conflict']);
      const malformed = await call('POST', '/api/truck-requests/create/', ownerA, { ...entryBody('truck', now), uid: 'abc' });
      expect([malformed.statusCode, malformed.json().fields]).toEqual([400, { uid: ['uid_invalid'] }]);
    });
  });

  describe('owner rights (§6)', () => {
    it("lets an admin of the owner company edit a colleague's entry; the patch recomputes expiry and distance", async () => {
      const entry = await create('truck', colleagueA);
      const body = entryBody('truck', now);
      const patched = await call('PATCH', `/api/truck-requests/${entry.uid}/`, ownerA, {
        ...body,
        unloading_location: {
          ...body.unloading_location,
          country: 'FR',
          external_city_id: TEST_CITY_IDS.paris,
          city_display_name: 'Paris',
        },
        loading_location: { ...body.loading_location, time_end: null },
        notes: 'changed',
        validity_days: 30,
      });
      expect(patched.statusCode, patched.body).toBe(200);
      const answer = patched.json() as Entry;
      expect(answer).toMatchObject({
        uid: entry.uid,
        identification_id: entry.identification_id,
        notes: 'changed',
        user: { id: colleagueA },
      });
      expect(answer.distance).toBe(roadDistanceKm({ latitude: 45.75372, longitude: 21.22571 }, { latitude: 48.85341, longitude: 2.3488 }));
      // A validity chosen on edit counts from the save (decision 013).
      expect(Date.parse(answer.valid_until) - Date.parse(answer.modified_at)).toBe(30 * 24 * 60 * 60 * 1000);
      expect((await rowOf(entry.uid))?.loadingEndsAt.toISOString()).toBe(
        zonedDateTimeToInstant(body.loading_location.date_end, '23:59', 'Europe/Bucharest').toISOString(),
      );
    });

    it("answers 404 for another company's entry on patch, delete and refresh, leaving it unchanged", async () => {
      const entry = await create('truck');
      const before = await rowOf(entry.uid);
      const patch = await call('PATCH', `/api/truck-requests/${entry.uid}/`, memberB, { ...entryBody('truck', now), notes: 'hijacked' });
      const del = await call('DELETE', `/api/truck-requests/${entry.uid}/`, memberB);
      const refresh = await call('POST', `/api/truck-requests/${entry.uid}/refresh/`, memberB);
      for (const response of [patch, del, refresh]) expect([response.statusCode, response.json().code]).toEqual([404, 'not_found']);
      expect(await rowOf(entry.uid)).toEqual(before);
      // The wrong form type in the path is not found either.
      expect((await call('DELETE', `/api/ware-requests/${entry.uid}/`, ownerA)).statusCode).toBe(404);
    });

    it("answers one entry: own entries also once expired, other companies' only while live", async () => {
      const live = await create('truck');
      // Loading dates in the past cannot be published (decision 010): the loading of this one ended since.
      const expired = await create('truck', ownerA);
      const past = new Date(now.getTime() - 3 * 24 * 60 * 60 * 1000);
      const pastDate = past.toISOString().slice(0, 10);
      await ctx.database.db
        .update(entries)
        .set({
          loadingDateStart: pastDate,
          loadingDateEnd: pastDate,
          unloadingDateStart: pastDate,
          unloadingDateEnd: pastDate,
          loadingEndsAt: past,
        })
        .where(eq(entries.uid, expired.uid));

      const ownView = await call('GET', `/api/truck-requests/${expired.uid}/`, colleagueA);
      expect([ownView.statusCode, ownView.json().expired, ownView.json().is_own]).toEqual([200, true, true]);
      const otherLive = await call('GET', `/api/truck-requests/${live.uid}/`, memberB);
      expect([otherLive.statusCode, otherLive.json().uid, otherLive.json().is_own]).toEqual([200, live.uid, false]);
      expect((await call('GET', `/api/truck-requests/${expired.uid}/`, memberB)).statusCode).toBe(404);
      expect((await call('GET', `/api/ware-requests/${live.uid}/`, memberB)).statusCode).toBe(404);
    });

    it('deletes an own entry (204), then it is gone', async () => {
      const entry = await create('ware', colleagueA);
      expect((await call('DELETE', `/api/ware-requests/${entry.uid}/`, colleagueA)).statusCode).toBe(204);
      expect(await rowOf(entry.uid)).toBeUndefined();
      expect((await call('DELETE', `/api/ware-requests/${entry.uid}/`, ownerA)).statusCode).toBe(404);
    });
  });

  describe('refresh (§4)', () => {
    it('bumps modified_at, and a second refresh within 15 minutes answers 429 with Retry-After', async () => {
      const entry = await create('truck');
      now = new Date(now.getTime() + 60_000);
      const first = await call('POST', `/api/truck-requests/${entry.uid}/refresh/`, ownerA);
      expect([first.statusCode, first.json()]).toEqual([200, { updated_at: now.toISOString() }]);
      expect((await rowOf(entry.uid))?.modifiedAt.toISOString()).toBe(now.toISOString());

      const refreshedAt = now;
      now = new Date(now.getTime() + 14 * 60_000);
      const second = await call('POST', `/api/truck-requests/${entry.uid}/refresh/`, ownerA);
      expect([second.statusCode, second.json().code]).toEqual([429, 'rate_limited']);
      expect(Number(second.headers['retry-after'])).toBe(60);
      expect((await rowOf(entry.uid))?.modifiedAt.toISOString()).toBe(refreshedAt.toISOString());

      // Another entry has its own cooldown.
      const other = await create('truck');
      expect((await call('POST', `/api/truck-requests/${other.uid}/refresh/`, ownerA)).statusCode).toBe(200);

      now = new Date(now.getTime() + 61_000);
      const third = await call('POST', `/api/truck-requests/${entry.uid}/refresh/`, ownerA);
      expect([third.statusCode, third.json()]).toEqual([200, { updated_at: now.toISOString() }]);
    });
  });

  describe('views (§7)', () => {
    it('counts a member once per entry per day, never the owner company, and any member may record a view', async () => {
      const entry = await create('ware');
      const view = async (userId: number) => {
        const response = await call('POST', `/api/ware-requests/${entry.uid}/view/`, userId);
        expect(response.statusCode).toBe(200);
        return (response.json() as { view_count: number }).view_count;
      };
      expect(await view(ownerA)).toBe(0);
      expect(await view(colleagueA)).toBe(0);
      expect(await view(memberB)).toBe(1);
      expect(await view(memberB)).toBe(1);
      expect(await view(memberC)).toBe(2);
      // The next day the entry must still be live to be viewed: its loading window is moved a week out.
      const later = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000);
      await ctx.database.db.update(entries).set({ loadingEndsAt: later }).where(eq(entries.uid, entry.uid));
      now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
      expect(await view(memberB)).toBe(3);
      expect(await view(memberB)).toBe(3);
      const row = await rowOf(entry.uid);
      expect(row?.viewCount).toBe(3);
      expect(
        await ctx.database.db
          .select()
          .from(entryViews)
          .where(eq(entryViews.entryId, row?.id ?? 0)),
      ).toHaveLength(3);
      expect((await call('POST', `/api/truck-requests/${entry.uid}/view/`, memberB)).statusCode).toBe(404);
      // Once expired, another company's entry is out of the search and cannot be viewed (counted) any more.
      now = new Date(later.getTime() + 60 * 1000);
      expect((await call('POST', `/api/ware-requests/${entry.uid}/view/`, memberB)).statusCode).toBe(404);
      expect((await rowOf(entry.uid))?.viewCount).toBe(3);
    });
  });
});
