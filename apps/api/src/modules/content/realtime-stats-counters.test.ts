import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';
import { entries } from '../../db/schema-entries';
import { createCompany, createEntry, createUser } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { computeRealtimeStats } from './realtime-stats.queries';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The live figures come from hourly expiry counters kept by triggers (migration 0011), not from reading
 * every entry; they must still agree with a plain count of live entries of active companies at every
 * moment: inside the hour under way, across hour boundaries, after edits, deletes and deactivations.
 */
describe('realtime stats counters agree with a full count', () => {
  const ctx = useTestApp({ clock: () => now });
  // Twenty minutes into an hour, so entries expire on both sides of "now" within the hour under way.
  const now = new Date(Math.floor(Date.now() / HOUR) * HOUR + 20 * MINUTE);
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

  /** The rule of the entry search, counted the slow way. */
  async function fullCount(moment: Date) {
    const db = ctx.database.db;
    const result = await db.execute(sql`
      select e.form_type, count(*)::int as n from ${entries} e join ${companies} c on c.id = e.company_id
      where e.loading_ends_at >= ${moment.toISOString()}::timestamptz and e.valid_until >= ${moment.toISOString()}::timestamptz
        and c.status = 'active' and c.subscription_started_at + make_interval(months => c.subscription_months) > ${moment.toISOString()}::timestamptz
      group by 1`);
    const rows = (result as unknown as { rows: { form_type: string; n: number }[] }).rows;
    const of = (form: string) => rows.find((row) => row.form_type === form)?.n ?? 0;
    return { available_trucks: of('truck'), available_wares: of('ware') };
  }

  async function expectAgreement(moments: Date[]) {
    for (const moment of moments) {
      const stats = await computeRealtimeStats(ctx.database.db, moment);
      expect({ available_trucks: stats.available_trucks, available_wares: stats.available_wares }).toEqual(await fullCount(moment));
    }
  }

  it('counts entries expiring before, at and after now, in this hour and later ones, and follows edits, deletes and deactivations', async () => {
    const db = ctx.database.db;
    const member = await createUser(db, { password: null });
    const other = await createUser(db, { password: null });
    const entry = (
      formType: 'truck' | 'ware',
      loadingEndsInMs: number,
      validForMs = 30 * DAY,
      userId = member.id,
      companyId = member.companyId!,
    ) => createEntry(db, { formType, companyId, userId, loadingEndsAt: at(loadingEndsInMs), validUntil: at(validForMs) });
    // In the hour under way: already over, ending exactly now, ending later in the hour.
    await entry('truck', -10 * MINUTE);
    await entry('truck', 0);
    await entry('truck', 30 * MINUTE);
    // The next hours, days, and an offer whose validity ends first.
    await entry('truck', 40 * MINUTE + 1);
    await entry('ware', 2 * HOUR);
    await entry('ware', 3 * DAY, 50 * MINUTE);
    const moved = await entry('ware', 5 * DAY);
    const removed = await entry('truck', 6 * DAY);
    const ofOther = await entry('ware', 2 * DAY, 30 * DAY, other.id, other.companyId!);

    const moments = [at(0), at(-20 * MINUTE), at(39 * MINUTE), at(41 * MINUTE), at(2 * HOUR), at(2 * DAY + 1)];
    expect(await fullCount(now)).toEqual({ available_trucks: 4, available_wares: 4 });
    await expectAgreement(moments);

    // An edit that moves the loading end into the past, and one that changes the form type; a delete.
    await db
      .update(entries)
      .set({ loadingEndsAt: at(-HOUR) })
      .where(eq(entries.id, moved.id));
    await db.update(entries).set({ formType: 'truck' }).where(eq(entries.id, ofOther.id));
    await db.delete(entries).where(eq(entries.id, removed.id));
    // A refresh moves no expiry and writes no counter.
    await db
      .update(entries)
      .set({ modifiedAt: at(0) })
      .where(eq(entries.id, ofOther.id));
    await expectAgreement(moments);

    // A deactivated company's live entries leave the figures at once; re-approval brings them back.
    await db.update(companies).set({ status: 'inactive' }).where(eq(companies.id, other.companyId!));
    expect((await computeRealtimeStats(db, now)).available_trucks).toBe((await fullCount(now)).available_trucks);
    await expectAgreement(moments);
    await db
      .update(companies)
      .set({ status: 'active' })
      .where(and(eq(companies.id, other.companyId!)));
    await expectAgreement(moments);

    // A subscription that runs out between two moments (no sweep has run yet).
    const lapsing = await createCompany(db, { status: 'active', subscriptionMonths: 1, subscriptionStartedAt: at(-30 * DAY + HOUR) });
    const lapsingMember = await createUser(db, { password: null, companyId: lapsing.id });
    await entry('truck', 3 * DAY, 30 * DAY, lapsingMember.id, lapsing.id);
    await expectAgreement([...moments, at(3 * HOUR)]);
  });
});
