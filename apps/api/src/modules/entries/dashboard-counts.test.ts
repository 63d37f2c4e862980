import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardCounts } from '@freight/shared/dashboard';
import type { Entry } from '@freight/shared/entries';
import { wallTimeIn } from '@freight/shared/zoned-time';
import { createEntry, createUser } from '../../test/factories';
import { seedTestCities } from '../../test/fixtures/seed-cities';
import { useTestApp } from '../../test/use-test-app';
import { bearer, entryBody } from './entries.test-helpers';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('dashboard counts (§2 /dashboard, §9 expiry windows)', () => {
  const ctx = useTestApp({ clock: () => now });
  // A fixed instant on the minute (factories and tokens read the injectable clock); tests move it forward.
  let now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  let owner: number;
  let companyId: number;
  let outsider: number;
  let outsiderCompanyId: number;

  beforeAll(async () => {
    await seedTestCities(ctx.database.db);
    const ownerRow = await createUser(ctx.database.db, { password: null });
    owner = ownerRow.id;
    companyId = ownerRow.companyId!;
    const outsiderRow = await createUser(ctx.database.db, { password: null });
    outsider = outsiderRow.id;
    outsiderCompanyId = outsiderRow.companyId!;
  });

  const countsOf = async (userId: number) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dashboard-counts/', headers: await bearer(ctx.app, userId) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as DashboardCounts;
  };

  /** An entry of `company` whose loading window ends `loadingInMs` from now (validity 30 days unless given). */
  const entry = (
    formType: 'truck' | 'ware',
    loadingInMs: number,
    extra: { viewCount?: number; validForMs?: number; company?: number; user?: number } = {},
  ) =>
    createEntry(ctx.database.db, {
      formType,
      companyId: extra.company ?? companyId,
      userId: extra.user ?? owner,
      loadingEndsAt: new Date(now.getTime() + loadingInMs),
      validUntil: new Date(now.getTime() + (extra.validForMs ?? 30 * DAY)),
      viewCount: extra.viewCount ?? 0,
    });

  it('refuses guests and staff without a company', async () => {
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/dashboard-counts/' });
    expect([guest.statusCode, guest.json().code]).toEqual([401, 'not_authenticated']);
    const staff = await createUser(ctx.database.db, { companyId: null, isSuperuser: true, password: null });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dashboard-counts/', headers: await bearer(ctx.app, staff.id) });
    expect([response.statusCode, response.json().code]).toEqual([403, 'permission_denied']);
  });

  it('answers zeros for a company without entries', async () => {
    expect(await countsOf(owner)).toEqual({
      trucks: { total: 0, views: 0, expiring_6h: 0, expiring_24h: 0 },
      wares: { total: 0, views: 0, expiring_4h: 0, expiring_24h: 0 },
    });
  });

  it('counts live entries, their views and those expiring within 6 h / 24 h (trucks) and 4 h / 24 h (wares)', async () => {
    // Trucks of the company.
    await entry('truck', 3 * HOUR, { viewCount: 5 }); // 6 h and 24 h
    await entry('truck', 6 * HOUR, { viewCount: 1 }); // exactly on the 6 h edge: still within
    await entry('truck', 10 * HOUR, { viewCount: 2 }); // 24 h only
    await entry('truck', 3 * DAY, { viewCount: 7, validForMs: 5 * HOUR }); // the offer validity ends first: 6 h and 24 h
    await entry('truck', 30 * HOUR, { viewCount: 4 }); // neither window
    await entry('truck', -60_000, { viewCount: 100 }); // loading window over: expired, counts nowhere
    await entry('truck', 2 * DAY, { viewCount: 100, validForMs: -HOUR }); // validity over: expired
    // Wares of the company: the short window is 4 h, not 6 h.
    await entry('ware', 3 * HOUR, { viewCount: 3 }); // 4 h and 24 h
    await entry('ware', 5 * HOUR, { viewCount: 1 }); // 24 h only (it would be inside a 6 h window)
    await entry('ware', 25 * HOUR); // neither
    await entry('ware', -HOUR, { viewCount: 50 }); // expired
    // Another company's entries, inside every window, are not counted.
    for (const formType of ['truck', 'ware'] as const) {
      await entry(formType, HOUR, { viewCount: 9, company: outsiderCompanyId, user: outsider });
    }

    expect(await countsOf(owner)).toEqual({
      trucks: { total: 5, views: 19, expiring_6h: 3, expiring_24h: 4 },
      wares: { total: 3, views: 4, expiring_4h: 1, expiring_24h: 2 },
    });
    expect(await countsOf(outsider)).toEqual({
      trucks: { total: 1, views: 9, expiring_6h: 1, expiring_24h: 1 },
      wares: { total: 1, views: 9, expiring_4h: 1, expiring_24h: 1 },
    });
  });

  it('follows the clock: entries move into the windows and then out of the counts', async () => {
    const start = now;
    try {
      now = new Date(start.getTime() + 7 * HOUR);
      // Left: the 10 h truck (3 h to go), the 30 h truck (23 h), the 25 h ware (18 h).
      expect(await countsOf(owner)).toEqual({
        trucks: { total: 2, views: 6, expiring_6h: 1, expiring_24h: 2 },
        wares: { total: 1, views: 0, expiring_4h: 0, expiring_24h: 1 },
      });
    } finally {
      now = start;
    }
  });

  it('counts entries published through the API by their loading end date and end time', async () => {
    const before = await countsOf(owner);
    const publish = async (dateEnd: string, timeEnd: string | null) => {
      const base = entryBody('ware', now);
      const loading = {
        ...base.loading_location,
        date_start: dateEnd,
        date_end: dateEnd,
        date: [dateEnd],
        time_start: null,
        time_end: timeEnd,
      };
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/ware-requests/create/',
        headers: await bearer(ctx.app, owner),
        payload: { ...base, loading_location: loading },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect((response.json() as Entry).expired).toBe(false);
    };
    // Loading ends 3 h from now, as the clock in Timișoara shows it (decision 011): inside both ware windows.
    const soon = wallTimeIn(new Date(now.getTime() + 3 * HOUR), 'Europe/Bucharest');
    await publish(soon.date, soon.time);
    // No end time: the loading ends at 23:59 of the end date, here the day after tomorrow, beyond 24 h.
    await publish(new Date(now.getTime() + 2 * DAY).toISOString().slice(0, 10), null);

    const after = await countsOf(owner);
    expect(after.wares).toEqual({
      total: before.wares.total + 2,
      views: before.wares.views,
      expiring_4h: before.wares.expiring_4h + 1,
      expiring_24h: before.wares.expiring_24h + 1,
    });
    expect(after.trucks).toEqual(before.trucks);
  });
});
