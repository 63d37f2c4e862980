import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyReputation } from '@freight/shared/reputation';
import type { Entry } from '@freight/shared/entries';
import { companyReputation } from '../../db/schema-reputation';
import { paymentIncidents } from '../../db/schema-incidents';
import { createEntry, createUser } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { act, company, offer, ware } from '../deals/deals.test-helpers';
import { bearer } from '../entries/entries.test-helpers';
import { refreshReputation, sweepReputation } from './reputation.service';
import { insertDeal, insertRating, type DealFacts } from './reputation.test-helpers';

type Company = Awaited<ReturnType<typeof company>>;
const DAY = 24 * 3600 * 1000;

/** Days between two ISO dates, as the test computes them (independently of the SQL). */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => isoDay(new Date(Date.parse(day) + days * DAY));
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Issue 32 items 3 and 4: a company's figures from its deals, their thresholds, the sweep and the badges. */
describe('reputation', () => {
  const ctx = useTestApp({ clock: () => now });
  const now = new Date();
  let reader: Company;

  const get = async (companyId: number, userId = reader.admin) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/companies/${companyId}/reputation/`,
      headers: await bearer(ctx.app, userId),
    });
    return { status: response.statusCode, body: response.json() as CompanyReputation };
  };
  const deal = async (facts: DealFacts) => insertDeal(ctx.database.db, facts);
  const refresh = (ids: number[]) => ctx.database.db.transaction((tx) => refreshReputation(tx, ids, now));

  beforeAll(async () => {
    reader = await company(ctx.database.db, 'Reader Logistik GmbH');
  });

  it('shows no number below three paid invoices or three ratings, and a number at three', async () => {
    const db = ctx.database.db;
    const payer = await company(db, 'Threshold Payer SRL');
    const carrier = await company(db, 'Threshold Carrier Kft');
    const agreedAt = new Date(now.getTime() - 60 * DAY);
    const invoice = isoDay(agreedAt);
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      ids.push(
        await deal({
          payer: payer.id,
          carrier: carrier.id,
          agreedAt,
          delivery: 'confirmed',
          invoiceDate: invoice,
          paidDate: addDays(invoice, 10),
        }),
      );
      await insertRating(db, { dealId: ids[i]!, rater: carrier.id, rated: payer.id, punctuality: 5, communication: 4, payment: 5 });
    }
    await refresh([payer.id, carrier.id]);
    const two = (await get(payer.id)).body;
    expect(two.deals).toEqual({ agreed: 2, completed: 2 });
    expect(two.payment.paid_on_time_share).toMatchObject({ value: null, insufficient_data: true, count: 2 });
    expect(two.payment.median_days_to_pay).toMatchObject({ value: null, insufficient_data: true, count: 2 });
    expect(two.ratings.punctuality).toMatchObject({ value: null, insufficient_data: true, count: 2 });
    expect(two.compact.rating).toEqual({ value: null, count: 2, insufficient_data: true });
    expect(two.compact.paid_on_time).toEqual({ value: null, count: 2, insufficient_data: true });

    const third = await deal({
      payer: payer.id,
      carrier: carrier.id,
      agreedAt,
      delivery: 'confirmed',
      invoiceDate: invoice,
      paidDate: addDays(invoice, 40),
    });
    await insertRating(db, { dealId: third, rater: carrier.id, rated: payer.id, punctuality: 3, communication: 4, payment: 2 });
    await refresh([payer.id, carrier.id]);
    const three = (await get(payer.id)).body;
    expect(three.payment.paid_on_time_share).toMatchObject({ value: 67, insufficient_data: false, count: 3 });
    expect(three.payment.median_days_to_pay).toMatchObject({ value: 10, insufficient_data: false, count: 3 });
    expect(three.ratings.punctuality).toMatchObject({ value: 4.3, insufficient_data: false, count: 3 });
    expect(three.ratings.payment).toMatchObject({ value: 4, count: 3 });
    expect(three.compact.rating).toEqual({ value: 4.1, count: 3, insufficient_data: false });
    // The carrier was rated by nobody and paid nothing: its figures stay "not enough data", its deals count.
    const carried = (await get(carrier.id)).body;
    expect(carried.deals.agreed).toBe(3);
    expect(carried.ratings.communication).toMatchObject({ value: null, insufficient_data: true, count: 0 });
  });

  it('computes every figure from a fixed set of deals as an independent computation does', async () => {
    const db = ctx.database.db;
    const subject = await company(db, 'Fixed Set Spedition SRL');
    const partner = await company(db, 'Fixed Set Partner Kft');
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
    // As payer: [agreed days ago, term, days to pay or null (unpaid), delivery]
    const asPayer: [number, number, number | null, DealFacts['delivery']][] = [
      [300, 30, 12, 'confirmed'],
      [250, 30, 31, 'confirmed'],
      [200, 14, 14, 'confirmed'],
      [150, 60, 45, 'disputed'],
      [120, 30, 90, 'confirmed'],
      [90, 30, 7, 'confirmed'],
      [40, 30, null, 'reported'],
      [10, 30, null, null],
    ];
    const facts: DealFacts[] = asPayer.map(([ago, term, days, delivery]) => {
      const invoice = days === null && delivery === null ? null : isoDay(daysAgo(ago - 5));
      return {
        payer: subject.id,
        carrier: partner.id,
        agreedAt: daysAgo(ago),
        termDays: term,
        delivery,
        invoiceDate: invoice,
        paidDate: invoice && days !== null ? addDays(invoice, days) : null,
      };
    });
    // As carrier, and deals that must not count: cancelled, and agreed thirteen months ago.
    facts.push({ payer: partner.id, carrier: subject.id, agreedAt: daysAgo(30), delivery: 'confirmed' });
    facts.push({ payer: partner.id, carrier: subject.id, agreedAt: daysAgo(20), status: 'cancelled' });
    facts.push({
      payer: subject.id,
      carrier: partner.id,
      agreedAt: daysAgo(400),
      delivery: 'confirmed',
      invoiceDate: isoDay(daysAgo(395)),
      paidDate: isoDay(daysAgo(200)),
    });
    const dealIds = [];
    for (const fact of facts) dealIds.push(await deal(fact));
    const scores: [number, number, number | null][] = [
      [5, 4, 5],
      [4, 4, 3],
      [2, 5, 4],
      [5, 5, null],
    ];
    for (const [i, [punctuality, communication, payment]] of scores.entries()) {
      await insertRating(db, { dealId: dealIds[i]!, rater: partner.id, rated: subject.id, punctuality, communication, payment });
    }
    // A rating of the deal from thirteen months ago does not count.
    await insertRating(db, { dealId: dealIds.at(-1)!, rater: partner.id, rated: subject.id, punctuality: 1, communication: 1, payment: 1 });
    await refresh([subject.id, partner.id]);

    const inWindow = facts.filter((f) => f.status !== 'cancelled' && now.getTime() - f.agreedAt.getTime() < 365 * DAY);
    const paid = inWindow.filter((f) => f.payer === subject.id && f.paidDate);
    const days = paid.map((f) => daysBetween(f.invoiceDate!, f.paidDate!));
    const within = paid.filter((f, i) => days[i]! <= (f.termDays ?? 30)).length;
    const today = isoDay(now);
    const overdue = facts.filter(
      (f) => f.payer === subject.id && f.invoiceDate && !f.paidDate && addDays(f.invoiceDate, f.termDays ?? 30) < today,
    );
    const avg = (values: number[]) => Math.round((values.reduce((a, b) => a + b, 0) * 10) / values.length) / 10;

    const body = (await get(subject.id)).body;
    expect(body.deals).toEqual({ agreed: inWindow.length, completed: inWindow.filter((f) => f.delivery === 'confirmed').length });
    expect(body.payment.paid_on_time_share).toMatchObject({ value: Math.round((within * 100) / paid.length), count: paid.length });
    expect(body.payment.median_days_to_pay).toMatchObject({ value: median(days), count: paid.length });
    expect(body.payment.overdue_now).toBe(overdue.length);
    expect(body.ratings.punctuality).toMatchObject({ value: avg(scores.map((s) => s[0])), count: 4 });
    expect(body.ratings.communication).toMatchObject({ value: avg(scores.map((s) => s[1])), count: 4 });
    const payments = scores.flatMap((s) => (s[2] === null ? [] : [s[2]]));
    expect(body.ratings.payment).toMatchObject({ value: avg(payments), count: payments.length });
    expect(body.period).toEqual({ from: body.ratings.punctuality.from, to: today });
    expect(body.trend).toHaveLength(12);
    expect(body.trend.at(-1)!.month).toBe(today.slice(0, 7));
    const trendDeals = inWindow.filter((f) => f.agreedAt.toISOString().slice(0, 7) >= body.trend[0]!.month).length;
    expect(body.trend.reduce((sum, month) => sum + month.deals, 0)).toBe(trendDeals);
    // Stored as integers and numeric: the median is exact.
    const [row] = await db.select().from(companyReputation).where(eq(companyReputation.companyId, subject.id));
    expect(row!.medianDaysToPay).toBe(median(days).toFixed(1));
  });

  it('counts an invoice overdue the day after its term ends, not on its last day, and the sweep moves it there', async () => {
    const db = ctx.database.db;
    const payer = await company(db, 'Boundary Payer SRL');
    const carrier = await company(db, 'Boundary Carrier Kft');
    const bystander = await company(db, 'Bystander SRL');
    const today = isoDay(now);
    // Term ends today (invoice 30 days ago, 30 days' term): not overdue yet.
    await deal({
      payer: payer.id,
      carrier: carrier.id,
      agreedAt: new Date(now.getTime() - 40 * DAY),
      invoiceDate: addDays(today, -30),
      delivery: 'confirmed',
    });
    // Term ended yesterday: overdue.
    await deal({
      payer: payer.id,
      carrier: carrier.id,
      agreedAt: new Date(now.getTime() - 40 * DAY),
      invoiceDate: addDays(today, -31),
      delivery: 'confirmed',
    });
    await refresh([payer.id, carrier.id, bystander.id]);
    expect((await get(payer.id)).body.payment.overdue_now).toBe(1);
    // The carrier is the creditor, not the debtor: nothing overdue of its own.
    expect((await get(carrier.id)).body.payment.overdue_now).toBe(0);
    const [due] = await db.select().from(companyReputation).where(eq(companyReputation.companyId, payer.id));
    expect(due!.nextChangeAt!.toISOString()).toBe(`${addDays(today, 1)}T00:00:00.000Z`);

    const [before] = await db.select().from(companyReputation).where(eq(companyReputation.companyId, bystander.id));
    const later = new Date(`${addDays(today, 1)}T00:30:00Z`);
    expect(await sweepReputation(db, new Date(`${today}T23:59:59Z`))).toBe(0);
    const swept = await sweepReputation(db, later);
    expect(swept).toBeGreaterThanOrEqual(1);
    const [after] = await db.select().from(companyReputation).where(eq(companyReputation.companyId, payer.id));
    expect(after!.overdueNow).toBe(2);
    // A company whose figures time cannot change is not touched.
    const [untouched] = await db.select().from(companyReputation).where(eq(companyReputation.companyId, bystander.id));
    expect(untouched!.computedAt).toEqual(before!.computedAt);
    expect(untouched!.nextChangeAt).toBeNull();
  });

  it('lets a deal leave the twelve months through the sweep', async () => {
    const db = ctx.database.db;
    const payer = await company(db, 'Window Payer SRL');
    const carrier = await company(db, 'Window Carrier Kft');
    const agreedAt = new Date(now.getTime() - 364 * DAY);
    await deal({ payer: payer.id, carrier: carrier.id, agreedAt, delivery: 'confirmed' });
    await refresh([payer.id, carrier.id]);
    expect((await get(payer.id)).body.deals.agreed).toBe(1);
    const [row] = await db.select().from(companyReputation).where(eq(companyReputation.companyId, payer.id));
    expect(row!.nextChangeAt!.getTime()).toBeLessThan(now.getTime() + 3 * DAY);
    await sweepReputation(db, new Date(now.getTime() + 3 * DAY));
    const [after] = await db.select().from(companyReputation).where(eq(companyReputation.companyId, payer.id));
    expect(after!.dealsAgreed).toBe(0);
    expect(after!.nextChangeAt).toBeNull();
  });

  it('carries the compact reputation on a search page and on the entry page, with decided payment incidents', async () => {
    const db = ctx.database.db;
    const poster = await company(db, 'Badge Poster SRL');
    const carrier = await company(db, 'Badge Carrier Kft');
    const agreedAt = new Date(now.getTime() - 50 * DAY);
    const invoice = isoDay(agreedAt);
    for (const days of [5, 10, 50]) {
      const id = await deal({
        payer: poster.id,
        carrier: carrier.id,
        agreedAt,
        delivery: 'confirmed',
        invoiceDate: invoice,
        paidDate: addDays(invoice, days),
      });
      await insertRating(db, { dealId: id, rater: carrier.id, rated: poster.id, punctuality: 5, communication: 5, payment: 4 });
    }
    await db.insert(paymentIncidents).values({
      companyId: poster.id,
      createdByCompanyId: carrier.id,
      description: 'Invoice unpaid for four months.',
      pendingValue: '1200.00',
      currency: 'EUR',
      deadline: invoice,
      status: 'approved',
    });
    await refresh([poster.id]);
    const entry = await createEntry(db, { formType: 'ware', companyId: poster.id, userId: poster.admin });
    const other = await createEntry(db, { formType: 'ware', companyId: carrier.id, userId: carrier.admin });
    const headers = await bearer(ctx.app, reader.admin);
    const page = (await ctx.app.inject({ method: 'GET', url: '/api/ware-requests/?limit=100', headers })).json() as { results: Entry[] };
    const expected = {
      rating: { value: 4.7, count: 3, insufficient_data: false },
      paid_on_time: { value: 67, count: 3, insufficient_data: false },
      overdue_now: 0,
      payment_incidents_decided: 1,
    };
    expect(page.results.find((e) => e.uid === entry.uid)?.company.reputation).toEqual(expected);
    expect(page.results.find((e) => e.uid === other.uid)?.company.reputation).toMatchObject({
      rating: { value: null, insufficient_data: true },
      paid_on_time: { value: null, insufficient_data: true },
    });
    const single = (await ctx.app.inject({ method: 'GET', url: `/api/ware-requests/${entry.uid}/`, headers })).json() as Entry;
    expect(single.company.reputation).toEqual(expected);
  });

  it('is kept current by the deals module: an accepted offer counts at once for both sides, a cancellation no more', async () => {
    const db = ctx.database.db;
    const owner = await company(db, 'Live Owner SRL');
    const bidder = await company(db, 'Live Bidder Kft');
    // Read first, so the rows exist: what follows is the deals module's refresh, not a first computation on read.
    expect((await get(owner.id)).body.deals.agreed).toBe(0);
    expect((await get(bidder.id)).body.deals.agreed).toBe(0);
    const made = await offer(ctx.app, bidder.admin, (await ware(db, owner)).uid);
    expect(made.status).toBe(201);
    expect((await act(ctx.app, owner.admin, made.body.id, 'accept')).status).toBe(200);
    expect((await get(owner.id)).body.deals.agreed).toBe(1);
    expect((await get(bidder.id)).body.deals.agreed).toBe(1);
    expect((await act(ctx.app, owner.admin, made.body.id, 'cancel', { reason: 'Truck broke down.' })).status).toBe(200);
    expect((await get(bidder.id)).body.deals.agreed).toBe(0);
  });

  it('counts a payment incident once staff decide it against the company', async () => {
    const db = ctx.database.db;
    const debtor = await company(db, 'Incident Debtor SRL');
    const creditor = await company(db, 'Incident Creditor Kft');
    expect((await get(debtor.id)).body.compact.payment_incidents_decided).toBe(0);
    const [incident] = await db
      .insert(paymentIncidents)
      .values({
        companyId: debtor.id,
        createdByCompanyId: creditor.id,
        description: 'Invoice unpaid for three months.',
        pendingValue: '800.00',
        currency: 'EUR',
        deadline: isoDay(now),
      })
      .returning({ id: paymentIncidents.id });
    expect((await get(debtor.id)).body.incidents.payment).toEqual({ open: 1, decided: 0 });
    const staff = await createUser(db, { companyId: null, isSuperuser: true });
    const decided = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/staff/payment-incidents/${incident!.id}/`,
      headers: await bearer(ctx.app, staff.id),
      payload: { status: 'approved', reason: 'Invoice and reminders seen.' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const after = (await get(debtor.id)).body;
    expect(after.incidents.payment).toEqual({ open: 0, decided: 1 });
    expect(after.compact.payment_incidents_decided).toBe(1);
  });

  it('answers as the company page does: 401 without a token, 404 for an unknown company; staff may read', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `/api/companies/${reader.id}/reputation/` })).statusCode).toBe(401);
    expect((await get(9_999_999)).status).toBe(404);
    const staff = await createUser(ctx.database.db, { companyId: null, isSuperuser: true });
    const seen = await get(reader.id, staff.id);
    expect(seen.status).toBe(200);
    expect(seen.body.deals).toEqual({ agreed: 0, completed: 0 });
    expect(seen.body.member_since).toMatch(/^\d{4}-/);
  });
});
