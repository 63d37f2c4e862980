import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createUser, loginAs } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { bearer, insertMember, insertSuperuser } from '../staff/staff.test-helpers';

describe('update notices (§4, §7)', () => {
  const ctx = useTestApp({ clock: () => now });
  let now = new Date('2026-05-04T09:00:00.000Z');

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

  it('marks updates published before a login as seen by it; a session that began earlier still sees them', async () => {
    const staff = (await insertSuperuser(ctx.database.db)).id;
    // A member who never acknowledged anything (as for an account made before update notices existed).
    now = new Date('2026-06-01T08:00:00.000Z');
    const member = await createUser(ctx.database.db, { lastSeenUpdate: null });
    const earlier = await loginAs(ctx.app, member.email);

    now = new Date('2026-06-01T09:00:00.000Z');
    await call('POST', '/api/staff/update-info/', staff, { type: 'major' });

    // The session that began before the major update has not seen it: that one is logged out (§4).
    const seenUpTo = (value: string | null) => (value === null ? -Infinity : Date.parse(value));
    expect(seenUpTo(earlier.user.last_seen_update)).toBeLessThan(Date.parse('2026-06-01T09:00:00.000Z'));
    // A login after it is not sent straight back to the login page.
    now = new Date('2026-06-01T09:05:00.000Z');
    const later = await loginAs(ctx.app, member.email);
    expect(later.user.last_seen_update).toBe('2026-06-01T09:00:00.000Z');
    const [row] = await ctx.database.db.select({ seen: users.lastSeenUpdate }).from(users).where(eq(users.id, member.id));
    expect(row?.seen?.toISOString()).toBe('2026-06-01T09:00:00.000Z');

    // An update published after that login stays unseen for it.
    now = new Date('2026-06-01T10:00:00.000Z');
    await call('POST', '/api/staff/update-info/', staff, { type: 'major' });
    const current = (await call('GET', '/api/update-info/', member.id)).json() as { timestamp: string };
    expect(Date.parse(current.timestamp)).toBeGreaterThan(Date.parse(later.user.last_seen_update ?? ''));
  });

  it('never moves an acknowledgement back at login', async () => {
    now = new Date('2026-07-01T08:00:00.000Z');
    const member = await createUser(ctx.database.db, { lastSeenUpdate: new Date('2030-01-01T00:00:00.000Z') });
    expect((await loginAs(ctx.app, member.email)).user.last_seen_update).toBe('2030-01-01T00:00:00.000Z');
  });
});
