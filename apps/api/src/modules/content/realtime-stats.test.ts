import type { RealtimeStats } from '@freight/shared/content';
import { describe, expect, it } from 'vitest';
import { createEntry, createUser } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { computeRealtimeStats } from './realtime-stats.queries';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('realtime stats (§3 Others) from live data', () => {
  const ctx = useTestApp({ clock: () => now });
  // The injectable clock, fixed on the minute: the stats read it, not the database's now().
  const now = new Date(Math.floor(Date.now() / MINUTE) * MINUTE);

  const stats = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/realtime-stats/' });
    expect(response.statusCode).toBe(200);
    return response.json() as RealtimeStats;
  };

  it('answers zeros on an empty exchange', async () => {
    expect(await stats()).toEqual({ truck_last_24h: 0, ware_last_24h: 0, active_users: 0, available_trucks: 0, available_wares: 0 });
  });

  it('counts live entries, those created in the last 24 h, and members seen in the last 15 minutes', async () => {
    const db = ctx.database.db;
    const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
    const member = await createUser(db, { password: null, lastSeenAt: at(-5 * MINUTE) });
    const colleague = await createUser(db, { password: null, companyId: member.companyId, role: 'employee', lastSeenAt: at(-14 * MINUTE) });
    await createUser(db, { password: null, lastSeenAt: at(-16 * MINUTE) }); // seen too long ago
    await createUser(db, { password: null }); // never seen
    await createUser(db, { password: null, lastSeenAt: at(-MINUTE), isActive: false }); // deactivated
    await createUser(db, { password: null, companyId: null, isSuperuser: true, lastSeenAt: at(-MINUTE) }); // staff, not a member

    const entry = (formType: 'truck' | 'ware', createdAgoMs: number, expired: 'no' | 'loading' | 'validity' = 'no') =>
      createEntry(db, {
        formType,
        companyId: member.companyId!,
        userId: colleague.id,
        createdAt: at(-createdAgoMs),
        modifiedAt: at(-createdAgoMs),
        loadingEndsAt: at(expired === 'loading' ? -MINUTE : 2 * DAY),
        validUntil: at(expired === 'validity' ? -MINUTE : 30 * DAY),
      });
    await entry('truck', HOUR);
    await entry('truck', 23 * HOUR);
    await entry('truck', 25 * HOUR); // live, but older than a day
    await entry('truck', HOUR, 'loading'); // expired: counted nowhere
    await entry('truck', 2 * HOUR, 'validity'); // expired: counted nowhere
    await entry('ware', 10 * MINUTE);
    await entry('ware', 3 * DAY);
    await entry('ware', 4 * DAY);
    await entry('ware', 30 * MINUTE, 'loading');

    const expected = { truck_last_24h: 2, ware_last_24h: 1, active_users: 2, available_trucks: 3, available_wares: 3 };
    expect(await stats()).toEqual(expected);
    expect(await computeRealtimeStats(db, now)).toEqual(expected);

    // Two hours later: the 23 h truck has aged out of the last day, both members out of the 15 minutes.
    expect(await computeRealtimeStats(db, at(2 * HOUR))).toEqual({ ...expected, truck_last_24h: 1, active_users: 0 });
  });

  it('counts a member as active once they call the API with their token', async () => {
    const before = (await stats()).active_users;
    const member = await createUser(ctx.database.db, { password: null });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/update-info/',
      headers: { authorization: `Bearer ${await ctx.app.tokens.signAccess(member.id)}` },
    });
    expect(response.statusCode).toBe(200);
    expect((await stats()).active_users).toBe(before + 1);
  });
});
