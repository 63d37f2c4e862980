import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { bearer, insertMember, insertSuperuser } from '../staff/staff.test-helpers';

describe('update notices (§4, §7)', () => {
  let ctx: TestContext;
  let now = new Date('2026-05-04T09:00:00.000Z');
  beforeAll(async () => {
    ctx = await createTestApp({ clock: () => now });
  });
  afterAll(() => ctx.close());

  // Tokens are signed at call time: the clock moves by days between calls and access tokens live 5 minutes.
  const call = async (method: 'GET' | 'PATCH' | 'POST', url: string, userId: number, payload?: object) =>
    ctx.app.inject({ method, url, headers: await bearer(ctx.app, userId), payload });

  it('refuses guests and answers nulls while nothing was published; ack then records now', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/update-info/' })).json().code).toBe('not_authenticated');
    expect((await ctx.app.inject({ method: 'PATCH', url: '/api/update-info/ack/' })).statusCode).toBe(401);

    const { user } = await insertMember(ctx.database.db);
    const member = user.id;
    const current = await call('GET', '/api/update-info/', member);
    expect([current.statusCode, current.json()]).toEqual([200, { timestamp: null, type: null }]);

    const ack = await call('PATCH', '/api/update-info/ack/', member);
    expect([ack.statusCode, ack.json()]).toEqual([200, { last_seen_update: '2026-05-04T09:00:00.000Z' }]);
  });

  it('serves the newest published update and acknowledges exactly its timestamp', async () => {
    const staff = (await insertSuperuser(ctx.database.db)).id;
    const { user } = await insertMember(ctx.database.db);
    const member = user.id;

    now = new Date('2026-05-05T10:00:00.000Z');
    expect((await call('POST', '/api/staff/update-info/', staff, { type: 'major' })).json()).toEqual({
      timestamp: '2026-05-05T10:00:00.000Z',
      type: 'major',
    });
    now = new Date('2026-05-06T11:30:00.000Z');
    await call('POST', '/api/staff/update-info/', staff, { type: 'minor' });

    now = new Date('2026-05-07T08:00:00.000Z');
    expect((await call('GET', '/api/update-info/', member)).json()).toEqual({ timestamp: '2026-05-06T11:30:00.000Z', type: 'minor' });
    const ack = await call('PATCH', '/api/update-info/ack/', member);
    expect(ack.json()).toEqual({ last_seen_update: '2026-05-06T11:30:00.000Z' });
    const [row] = await ctx.database.db.select({ seen: users.lastSeenUpdate }).from(users).where(eq(users.id, user.id));
    expect(row?.seen?.toISOString()).toBe('2026-05-06T11:30:00.000Z');

    // A superuser gets the notices too (staff use the same web app).
    expect((await call('GET', '/api/update-info/', staff)).json().type).toBe('minor');
  });
});
