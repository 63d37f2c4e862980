import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Entry } from '@freight/shared/entries';
import { entries } from '../../db/schema-entries';
import { entryEvents } from '../../db/schema-realtime';
import { createCompany, createUser } from '../../test/factories';
import { seedTestCities } from '../../test/fixtures/seed-cities';
import { useTestApp } from '../../test/use-test-app';
import { bearer, entryBody } from './entries.test-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How entry writes keep their promises: validity on edit, idempotent publishing, change and event together. */
describe('entry writes', () => {
  const ctx = useTestApp({ clock: () => now });
  let now = new Date();
  let admin: number;
  let colleague: number;
  let otherCompany: number;

  beforeAll(async () => {
    await seedTestCities(ctx.database.db);
    const db = ctx.database.db;
    const company = await createCompany(db);
    admin = (await createUser(db, { companyId: company.id, password: null })).id;
    colleague = (await createUser(db, { companyId: company.id, password: null, role: 'employee' })).id;
    otherCompany = (await createUser(db, { password: null })).id;
  });

  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, userId: number, payload?: object) =>
    ctx.app.inject({ method, url, headers: await bearer(ctx.app, userId), ...(payload ? { payload } : {}) });
  const create = async (body: object = entryBody('truck', now), userId = admin) => {
    const response = await call('POST', '/api/truck-requests/create/', userId, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Entry;
  };
  const rowOf = async (uid: string) => (await ctx.database.db.select().from(entries).where(eq(entries.uid, uid)))[0];
  const eventsOf = async (uid: string) =>
    (await ctx.database.db.select().from(entryEvents).where(eq(entryEvents.entryUid, uid))).map((event) => event.type);

  describe('validity on edit', () => {
    it('keeps the stored valid_until when the PATCH names no validity (a 45-day entry edited on day 23)', async () => {
      const entry = await create(entryBody('truck', now, { validity_days: 45 }));
      expect(Date.parse(entry.valid_until) - Date.parse(entry.created_at)).toBe(45 * DAY_MS);
      now = new Date(now.getTime() + 23 * DAY_MS);
      const { validity_days: _unchanged, ...body } = entryBody('truck', now, { notes: 'Day 23' });
      const patched = await call('PATCH', `/api/truck-requests/${entry.uid}/`, admin, body);
      expect(patched.statusCode, patched.body).toBe(200);
      expect(patched.json()).toMatchObject({ notes: 'Day 23', valid_until: entry.valid_until, expired: false });
      expect((await rowOf(entry.uid))?.validUntil.toISOString()).toBe(entry.valid_until);

      // Nor is a shorter validity lengthened to the 45-day default.
      const short = await create(entryBody('truck', now, { validity_days: 15 }));
      now = new Date(now.getTime() + 5 * DAY_MS);
      const { validity_days: _none, ...edit } = entryBody('truck', now);
      expect((await call('PATCH', `/api/truck-requests/${short.uid}/`, admin, edit)).json()).toMatchObject({
        valid_until: short.valid_until,
      });
    });

    it('counts a validity the member chose on edit from the save', async () => {
      const entry = await create();
      now = new Date(now.getTime() + 10 * DAY_MS);
      const patched = await call('PATCH', `/api/truck-requests/${entry.uid}/`, admin, entryBody('truck', now, { validity_days: 15 }));
      expect(patched.statusCode, patched.body).toBe(200);
      expect((patched.json() as Entry).valid_until).toBe(new Date(now.getTime() + 15 * DAY_MS).toISOString());
      const refused = await call('PATCH', `/api/truck-requests/${entry.uid}/`, admin, entryBody('truck', now, { validity_days: 20 as 15 }));
      expect([refused.statusCode, refused.json().fields]).toEqual([400, { validity_days: ['validity_invalid'] }]);
    });

    it('answers when the entry expires: the end of loading or of validity, whichever is first', async () => {
      const entry = await create(entryBody('truck', now, { validity_days: 15 }));
      // Loading ends tomorrow, long before the 15 days of validity.
      const row = await rowOf(entry.uid);
      expect(entry.expires_at).toBe(row?.loadingEndsAt.toISOString());
      await ctx.database.db
        .update(entries)
        .set({ validUntil: new Date(now.getTime() + 60_000) })
        .where(eq(entries.uid, entry.uid));
      const again = (await call('GET', `/api/truck-requests/${entry.uid}/`, admin)).json() as Entry;
      expect(again.expires_at).toBe(new Date(now.getTime() + 60_000).toISOString());
    });
  });

  describe('publishing is idempotent by uid', () => {
    it('answers a resent create of the same company with the stored entry (200), without a second entry or event', async () => {
      const uid = crypto.randomUUID();
      const body = entryBody('truck', now, { uid });
      const first = await create(body);
      const again = await call('POST', '/api/truck-requests/create/', admin, body);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(first);
      // A colleague's resend (the same company) is the same create too.
      expect((await call('POST', '/api/truck-requests/create/', colleague, body)).statusCode).toBe(200);
      expect(await ctx.database.db.select({ id: entries.id }).from(entries).where(eq(entries.uid, uid))).toHaveLength(1);
      expect(await eventsOf(uid)).toEqual(['create']);
    });

    it("answers 409 uid_conflict for another company's uid, and for the same uid on the other form type", async () => {
      const uid = crypto.randomUUID();
      await create(entryBody('truck', now, { uid }));
      const foreign = await call('POST', '/api/truck-requests/create/', otherCompany, entryBody('truck', now, { uid }));
      expect([foreign.statusCode, foreign.json().code]).toEqual([409, 'uid_conflict']);
      const otherForm = await call('POST', '/api/ware-requests/create/', admin, entryBody('ware', now, { uid }));
      expect([otherForm.statusCode, otherForm.json().code]).toEqual([409, 'uid_conflict']);
      expect((await rowOf(uid))?.formType).toBe('truck');
      expect(await eventsOf(uid)).toEqual(['create']);
    });

    it('stores one entry when the same create arrives twice at once', async () => {
      const uid = crypto.randomUUID();
      const body = entryBody('truck', now, { uid });
      const answers = await Promise.all([1, 2, 3].map(() => call('POST', '/api/truck-requests/create/', admin, body)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
      expect(new Set(answers.map((answer) => (answer.json() as Entry).identification_id)).size).toBe(1);
      expect(await eventsOf(uid)).toEqual(['create']);
    });
  });

  describe('an entry change and its event are one transaction', () => {
    /** A real database fault, not a mocked one: a trigger refuses every entry event while `task` runs. */
    const withEventsRefused = async (task: () => Promise<void>) => {
      const { db } = ctx.database;
      await db.execute(sql`create function refuse_entry_events() returns trigger language plpgsql as $$
        begin raise exception 'entry events refused for the test'; end $$`);
      await db.execute(sql`create trigger refuse_entry_events before insert on entry_events
        for each row execute function refuse_entry_events()`);
      try {
        await task();
      } finally {
        await db.execute(sql`drop trigger refuse_entry_events on entry_events`);
        await db.execute(sql`drop function refuse_entry_events()`);
      }
    };
    const failed = (response: { statusCode: number; json: () => { code?: string } }) => [response.statusCode, response.json().code];

    it('rolls the create, edit, refresh and delete back when their event cannot be stored', async () => {
      const entry = await create();
      now = new Date(now.getTime() + 60 * 60_000);
      const before = await rowOf(entry.uid);
      const uid = crypto.randomUUID();
      await withEventsRefused(async () => {
        expect(failed(await call('POST', '/api/truck-requests/create/', admin, entryBody('truck', now, { uid })))).toEqual([
          500,
          'server_error',
        ]);
        const patch = await call('PATCH', `/api/truck-requests/${entry.uid}/`, admin, { ...entryBody('truck', now), notes: 'lost' });
        expect(failed(patch)).toEqual([500, 'server_error']);
        expect(failed(await call('POST', `/api/truck-requests/${entry.uid}/refresh/`, admin))).toEqual([500, 'server_error']);
        expect(failed(await call('DELETE', `/api/truck-requests/${entry.uid}/`, admin))).toEqual([500, 'server_error']);
      });
      expect(await rowOf(uid)).toBeUndefined();
      expect(await rowOf(entry.uid)).toEqual(before);
      expect(await eventsOf(entry.uid)).toEqual(['create']);

      // Nothing was half done: the refresh cooldown was not used up, and every change now comes with its event.
      expect((await call('POST', `/api/truck-requests/${entry.uid}/refresh/`, admin)).statusCode).toBe(200);
      expect((await call('PATCH', `/api/truck-requests/${entry.uid}/`, admin, entryBody('truck', now))).statusCode).toBe(200);
      expect((await call('DELETE', `/api/truck-requests/${entry.uid}/`, admin)).statusCode).toBe(204);
      expect(await eventsOf(entry.uid)).toEqual(['create', 'refresh', 'update', 'delete']);
    });
  });
});
