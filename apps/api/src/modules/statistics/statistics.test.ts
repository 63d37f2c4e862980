import type { Statistics } from '@freight/shared/statistics';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentMatches } from '../../db/schema-agents';
import { deals } from '../../db/schema-deals';
import { entryViews } from '../../db/schema-entries';
import { createEntry, createUser } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { as, company } from '../deals/deals.test-helpers';
import { agreedDeal } from '../lane-prices/lane-prices.test-helpers';
import { lastMonths } from './statistics.service';

type Company = Awaited<ReturnType<typeof company>>;
const NOW = new Date('2026-06-15T12:00:00Z');

/** Issue 32 item 7: a company's figures by month from a fixed set of entries, views, agent hits and deals. */
describe('statistics', () => {
  const ctx = useTestApp({ clock: () => NOW });
  let a: Company;
  let b: Company;
  let c: Company;
  let d: Company;

  beforeAll(async () => {
    const db = ctx.database.db;
    [a, b, c, d] = [
      await company(db, 'Alpha SRL'),
      await company(db, 'Beta Kft'),
      await company(db, 'Gamma GmbH'),
      await company(db, 'Delta SA'),
    ];
    const entry = (companyId: number, userId: number, createdAt: string, formType: 'truck' | 'ware' = 'ware') =>
      createEntry(db, { companyId, userId, formType, createdAt: new Date(createdAt) });
    const may1 = await entry(a.id, a.admin, '2026-05-02T08:00:00Z');
    const may2 = await entry(a.id, a.admin, '2026-05-31T23:30:00Z');
    const june = await entry(a.id, a.admin, '2026-06-01T00:10:00Z', 'truck');
    await entry(a.id, a.admin, '2025-06-30T10:00:00Z'); // before the twelve months
    await entry(b.id, b.admin, '2026-05-05T10:00:00Z'); // another company's
    const viewer = await createUser(db, { companyId: b.id });
    await db.insert(entryViews).values([
      { entryId: may1.id, userId: viewer.id, day: '2026-05-10' },
      { entryId: may1.id, userId: b.admin, day: '2026-05-10' },
      { entryId: may2.id, userId: viewer.id, day: '2026-06-01' },
    ]);
    await db.insert(agentMatches).values([
      { agentId: 1, entryId: june.id, userId: viewer.id, matchedAt: new Date('2026-06-02T10:00:00Z') },
      { agentId: 2, entryId: june.id, userId: b.admin, matchedAt: new Date('2026-06-02T10:00:00Z') },
    ]);

    // A carries (bids on ware requests of B, C, D); A pays (its own ware request, C carries).
    const asCarrier = [
      {
        owner: b,
        agreedAt: '2026-05-04T09:00:00Z',
        invoice: '2026-05-20',
        paid: '2026-06-09',
        settled: '2026-05-20T10:00:00Z',
        price: 1000,
      },
      { owner: c, agreedAt: '2026-06-02T09:00:00Z', invoice: '2026-06-05', paid: '2026-06-10', settled: null, price: 1200 },
      { owner: d, agreedAt: '2026-06-03T09:00:00Z', invoice: null, paid: null, settled: null, price: 1400 },
    ];
    for (const deal of asCarrier) {
      const id = await agreedDeal(db, {
        owner: deal.owner,
        bidder: a,
        price: deal.price,
        distanceKm: 1000,
        agreedAt: new Date(deal.agreedAt),
        now: NOW,
      });
      await db
        .update(deals)
        .set({
          createdAt: new Date(deal.agreedAt),
          invoiceDate: deal.invoice,
          paidDate: deal.paid,
          deliveryState: deal.settled ? 'confirmed' : null,
          deliverySettledAt: deal.settled ? new Date(deal.settled) : null,
        })
        .where(eqId(id));
    }
    const payer = await agreedDeal(db, {
      owner: a,
      bidder: c,
      price: 900,
      distanceKm: 1000,
      agreedAt: new Date('2026-06-02T12:00:00Z'),
      now: NOW,
    });
    await db
      .update(deals)
      .set({ createdAt: new Date('2026-05-30T12:00:00Z'), invoiceDate: '2026-06-03', paidDate: '2026-06-13' })
      .where(eqId(payer));
    // An offer received in June, still open: counted as received, not accepted.
    await db.insert(deals).values({
      entryId: may1.id,
      entryUid: may1.uid,
      formType: 'ware',
      entrySnapshot: {},
      ownerCompanyId: a.id,
      bidderCompanyId: d.id,
      priceMinor: 50000,
      priceUnit: 'total',
      currency: 'EUR',
      paymentTermDays: 30,
      loadingDate: '2026-06-20',
      unloadingDate: '2026-06-21',
      termsBy: 'bidder',
      createdAt: new Date('2026-06-04T12:00:00Z'),
    });
  });

  it('answers twelve months, oldest first, with each figure in the month it belongs to', async () => {
    const response = await as(ctx.app, a.employee, { method: 'GET', url: '/api/statistics/' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const stats = response.body as unknown as Statistics;
    expect(stats.months.map((m) => m.month)).toEqual(lastMonths(NOW));
    expect(stats.months[0]!.month).toBe('2025-07');
    expect(stats).toMatchObject({ from: '2025-07-01', to: '2026-06-15', lanes_from: '2026-03-17', lanes_to: '2026-06-15' });
    const may = stats.months.find((m) => m.month === '2026-05')!;
    const june = stats.months.find((m) => m.month === '2026-06')!;
    expect(may).toEqual({
      month: '2026-05',
      entries_published: 2,
      views: 2,
      agent_hits: 0,
      offers_sent: 1,
      offers_received: 1,
      offers_accepted: 2,
      acceptance_rate: 1,
      deals_agreed: 1,
      deals_completed: 1,
      median_days_to_be_paid: null,
      invoices_paid_to_company: 0,
      median_days_to_pay: null,
      invoices_paid_by_company: 0,
    });
    expect(june).toEqual({
      month: '2026-06',
      entries_published: 1,
      views: 1,
      agent_hits: 2,
      offers_sent: 2,
      offers_received: 1,
      offers_accepted: 2,
      acceptance_rate: 2 / 3,
      deals_agreed: 3,
      deals_completed: 0,
      // Paid in June as carrier: 20 and 5 days; as payer: 10 days.
      median_days_to_be_paid: 12.5,
      invoices_paid_to_company: 2,
      median_days_to_pay: 10,
      invoices_paid_by_company: 1,
    });
    expect(stats.months.filter((m) => m.month < '2026-05').every((m) => m.entries_published === 0 && m.acceptance_rate === null)).toBe(
      true,
    );
    // Its one lane (RO → HU ware): its own median of 0.9, 1.0, 1.2, 1.4 EUR/km; the lane has too few deals to show.
    expect(stats.lanes).toEqual([
      {
        form_type: 'ware',
        loading_country: 'RO',
        unloading_country: 'HU',
        own_deals: 4,
        own_median_per_km: 1.1,
        lane_median_per_km: null,
        lane_deals: 4,
        // Carriers A and C, payers B, C, D and A: the smaller side counts (decision 040).
        lane_companies: 2,
        insufficient_data: true,
        // Below the thresholds on its own, not withheld for this company.
        withheld: false,
      },
    ]);
  });

  it('shows another company only its own figures, and refuses staff and anonymous callers', async () => {
    const other = (await as(ctx.app, d.admin, { method: 'GET', url: '/api/statistics/' })).body as unknown as Statistics;
    expect(other.months.find((m) => m.month === '2026-06')).toMatchObject({
      entries_published: 0,
      offers_sent: 1,
      offers_accepted: 1,
      deals_agreed: 1,
    });
    const staff = await createUser(ctx.database.db, { companyId: null, isSuperuser: true });
    expect((await as(ctx.app, staff.id, { method: 'GET', url: '/api/statistics/' })).status).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/statistics/' })).statusCode).toBe(401);
  });
});

function eqId(id: number) {
  return sql`${deals.id} = ${id}`;
}
