import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dealSchema, type Deal } from '@freight/shared/deals';
import { entryPageSchema } from '@freight/shared/entries';
import { lanePriceSchema } from '@freight/shared/lane-prices';
import { companyReputationSchema, REPUTATION_MIN_DEALS } from '@freight/shared/reputation';
import { statisticsSchema } from '@freight/shared/statistics';
import { companies, users } from '../../db/schema';
import { dealEvents, dealRatings, deals } from '../../db/schema-deals';
import { useTestApp } from '../../test/use-test-app';
import { getLanePrice, refreshLeavingLanes } from '../lane-prices/lane-prices.service';
import { bearer } from '../staff/staff.test-helpers';
import { DEMO_COMPANIES } from './demo.data';
import { DEMO_DEALS } from './demo.deals';
import { seedDemoDataIfEmpty } from './demo.service';
import { insertDemoPlaces } from './demo.test-helpers';

const DAY = 24 * 60 * 60 * 1000;
const ANDREI = DEMO_COMPANIES[0]!.users[0].email;
const MARKUS = DEMO_COMPANIES[1]!.users[0].email;
const RO_DE_TRUCKS = '/api/lane-prices/?form_type=truck&loading_country=RO&unloading_country=DE&truck_type=5';

/** The median as PostgreSQL's percentile_cont(0.5) takes it: the middle value, or the mean of the two middle ones. */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  return (sorted[Math.floor(middle)]! + sorted[Math.ceil(middle)]!) / 2;
};

/** Issue 32's trust loop on a first start: the history of demo.deals.ts, with the real cities of its lanes. */
describe('demo deal history', () => {
  const now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const today = now.toISOString().slice(0, 10);
  const ctx = useTestApp({ clock: () => now });
  const as: Record<string, { headers: Record<string, string>; companyId: number }> = {};
  const get = async (email: string, url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: as[email]!.headers });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as unknown;
  };
  const dealsOf = async (email: string) => (await get(email, '/api/deals/?limit=200')) as { results: Deal[] };

  beforeAll(async () => {
    await insertDemoPlaces(ctx.db);
    expect(await seedDemoDataIfEmpty(ctx.db, now)).not.toBeNull();
    for (const email of [ANDREI, MARKUS]) {
      const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
      as[email] = { headers: await bearer(ctx.app, user!.id), companyId: user!.companyId! };
    }
  });

  it('went through the deal services: every deal on its own entry, every step an event with its audit row, all in the past', async () => {
    const rows = await ctx.db.select().from(deals);
    expect(rows).toHaveLength(DEMO_DEALS.length);
    expect(new Set(rows.map((row) => row.entryId)).size).toBe(rows.length);
    const events = await ctx.db.select().from(dealEvents);
    expect(events.every((event) => event.createdAt <= now)).toBe(true);
    // Six months of history: the oldest deal is at most about half a year old.
    expect(Math.min(...rows.map((row) => row.createdAt.getTime()))).toBeGreaterThan(now.getTime() - 186 * DAY);
    const audited = (await ctx.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'deal_state_changed'`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(audited.rows[0]!.n).toBe(events.length);
    // Agreed deals took their entries, which left every search list.
    for (const [email, form] of [
      [MARKUS, 'truck'],
      [ANDREI, 'ware'],
    ] as const) {
      const page = entryPageSchema.parse(await get(email, `/api/${form}-requests/?limit=200`));
      const taken = new Set(rows.filter((row) => row.agreedAt !== null).map((row) => row.entryUid));
      expect(page.results.filter((entry) => taken.has(entry.uid))).toEqual([]);
      expect(page.results.every((entry) => !entry.expired)).toBe(true);
    }
  });

  it('gives Carpați Trans and Rhein Spedition a deal in every state a dispatcher meets', async () => {
    for (const email of [ANDREI, MARKUS]) {
      const list = (await dealsOf(email)).results.map((deal) => dealSchema.parse(deal));
      const after = (deal: Deal) => deal.aftermath;
      const states = {
        // An offer the member's company is to answer, and one it sent and waits on.
        awaitingMyAnswer: list.some((deal) => deal.status === 'open' && deal.actions.includes('accept')),
        awaitingTheirAnswer: list.some((deal) => deal.status === 'open' && !deal.actions.includes('accept')),
        countered: list.some((deal) => deal.status === 'open' && deal.terms_by === 'owner'),
        declined: list.some((deal) => deal.status === 'declined' && deal.closed_reason !== ''),
        upcoming: list.some((deal) => deal.status === 'agreed' && after(deal)?.delivery_state === null && deal.terms.loading_date > today),
        awaitingConfirmation: list.some((deal) => after(deal)?.delivery_state === 'reported'),
        invoicedNotDue: list.some((deal) => after(deal)?.invoice_date && !after(deal)?.paid_date && !after(deal)?.overdue),
        overdue: list.some((deal) => after(deal)?.overdue && after(deal)!.overdue_days > 0),
        paidOnTime: list.filter((deal) => after(deal)?.late === false).length >= 2,
        paidLate: list.some((deal) => after(deal)?.late === true),
        ratedBothWays: list.some((deal) => after(deal)?.ratings.length === 2 && after(deal)!.ratings.every((rating) => rating.comment)),
        replied: list.some((deal) => after(deal)?.ratings.some((rating) => rating.reply !== null)),
      };
      expect(Object.entries(states).filter(([, met]) => !met)).toEqual([]);
      // The carrier of the overdue invoice is offered the one-step payment incident.
      if (email === ANDREI) {
        expect(list.some((deal) => deal.aftermath?.overdue && deal.actions.includes('report_payment_incident'))).toBe(true);
      }
      // Amounts as dispatchers agree them: 1.05–1.35 EUR/km or 1,050–2,400 EUR per transport, on 30 to 60 days.
      for (const deal of list) {
        expect(deal.terms.currency).toBe('EUR');
        if (deal.terms.price_unit === 'per_km') expect(deal.terms.price).toSatisfy((price: number) => price >= 1.05 && price <= 1.35);
        else expect(deal.terms.price).toSatisfy((price: number) => price >= 1050 && price <= 2400);
        expect([30, 45, 60]).toContain(deal.terms.payment_term_days);
      }
      // A conversation on the agreed transport ahead.
      const upcoming = list.find((deal) => deal.status === 'agreed' && deal.terms.loading_date > today)!;
      const messages = (await get(email, `/api/deals/${upcoming.id}/messages/`)) as { results: { side: string; text: string }[] };
      expect(new Set(messages.results.map((message) => message.side))).toEqual(new Set(['owner', 'bidder']));
    }
  });

  it('shows both companies reputation figures, equal to what their deals give when counted again', async () => {
    const carpati = as[ANDREI]!.companyId;
    const rhein = as[MARKUS]!.companyId;
    const since = new Date(now.getTime() - 365 * DAY);
    const agreed = (await ctx.db.select().from(deals)).filter((deal) => deal.status === 'agreed' && deal.agreedAt! >= since);
    for (const [email, companyId] of [
      [MARKUS, carpati],
      [ANDREI, rhein],
    ] as const) {
      const reputation = companyReputationSchema.parse(await get(email, `/api/companies/${companyId}/reputation/`));
      const own = agreed.filter((deal) => deal.carrierCompanyId === companyId || deal.payerCompanyId === companyId);
      expect(reputation.deals.agreed).toBe(own.length);
      expect(reputation.deals.completed).toBe(own.filter((deal) => deal.deliveryState === 'confirmed').length);
      expect(reputation.deals.agreed).toBeGreaterThanOrEqual(3);

      // Payment figures: the invoices the company paid as payer, counted from the deals themselves.
      const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);
      // (Carpați Trans, a carrier, paid one invoice: its payment figures are the one "not enough data" left.)
      const paid = own.filter((deal) => deal.payerCompanyId === companyId && deal.paidDate !== null);
      const onTime = paid.filter((deal) => days(deal.invoiceDate!, deal.paidDate!) <= deal.paymentTermDays);
      const enough = paid.length >= REPUTATION_MIN_DEALS;
      expect(reputation.payment.paid_on_time_share).toEqual({
        ...reputation.period,
        insufficient_data: !enough,
        count: paid.length,
        value: enough ? Math.round((onTime.length * 100) / paid.length) : null,
      });
      if (enough) {
        expect(reputation.payment.median_days_to_pay.value).toBe(median(paid.map((deal) => days(deal.invoiceDate!, deal.paidDate!))));
      }
      const unpaidPastTerm = agreed.filter(
        (deal) =>
          deal.payerCompanyId === companyId &&
          deal.invoiceDate !== null &&
          deal.paidDate === null &&
          new Date(Date.parse(deal.invoiceDate) + deal.paymentTermDays * DAY).toISOString().slice(0, 10) < today,
      );
      expect(reputation.payment.overdue_now).toBe(unpaidPastTerm.length);

      // Ratings received, averaged as the figure is (one decimal).
      const received = await ctx.db.select().from(dealRatings).where(eq(dealRatings.ratedCompanyId, companyId));
      expect(reputation.ratings.punctuality).toMatchObject({ insufficient_data: false, count: received.length });
      const sum = received.reduce((total, rating) => total + rating.punctuality, 0);
      expect(reputation.ratings.punctuality.value).toBe(Math.round((sum * 10) / received.length) / 10);
      expect(reputation.compact.rating.insufficient_data).toBe(false);
    }
    // Rhein Spedition, the payer, shows its payment figures, and owes the overdue invoice; its badge warns of it.
    const rheinFigures = companyReputationSchema.parse(await get(ANDREI, `/api/companies/${rhein}/reputation/`));
    expect(rheinFigures.payment.overdue_now).toBe(1);
    expect(rheinFigures.payment.paid_on_time_share.insufficient_data).toBe(false);
    expect(rheinFigures.payment.paid_on_time_share.value).toBeLessThan(100);
    const wares = entryPageSchema.parse(await get(ANDREI, '/api/ware-requests/?limit=200'));
    const rheinWare = wares.results.find((entry) => entry.company.id === rhein);
    expect(rheinWare?.company.reputation).toMatchObject({ overdue_now: 1, paid_on_time: { insufficient_data: false } });
  });

  it('shows the Romania → Germany truck lane price to both (decision 065 withholds nothing), as its deals give it', async () => {
    const since = now.getTime() - 90 * DAY;
    const lane = (
      await ctx.db
        .select()
        .from(deals)
        .where(and(eq(deals.formType, 'truck'), eq(deals.status, 'agreed')))
    ).filter(
      (deal) =>
        deal.agreedAt!.getTime() > since &&
        (deal.entrySnapshot as { loading: { country: string }; unloading: { country: string } }).loading.country === 'RO' &&
        (deal.entrySnapshot as { unloading: { country: string } }).unloading.country === 'DE',
    );
    expect(lane.length).toBeGreaterThanOrEqual(7);
    const carriers = new Set(lane.map((deal) => deal.carrierCompanyId));
    const payers = new Set(lane.map((deal) => deal.payerCompanyId));
    expect(Math.min(carriers.size, payers.size)).toBeGreaterThanOrEqual(3);
    const perKm = median(lane.map((deal) => deal.priceMinor / 100));

    const places = (await ctx.db.execute(
      sql`select distinct on (country) id from cities where (country, name) in (('RO', 'Bucharest'), ('DE', 'Munich')) order by country desc, population desc`,
    )) as unknown as { rows: { id: number }[] };
    const [bucharest, munich] = places.rows;
    for (const email of [ANDREI, MARKUS]) {
      for (const url of [RO_DE_TRUCKS, `${RO_DE_TRUCKS}&loading_city=${bucharest!.id}&unloading_city=${munich!.id}`]) {
        const price = lanePriceSchema.parse(await get(email, url));
        expect(price).toMatchObject({ insufficient_data: false, withheld: false, deals: lane.length, currency: 'EUR' });
        expect(price.companies).toBeGreaterThanOrEqual(3);
        expect(price.median_per_km).toBeCloseTo(perKm, 4);
      }
      // The Statistics page sets the company's own prices on the lane beside the lane median.
      const statistics = statisticsSchema.parse(await get(email, '/api/statistics/'));
      const own = statistics.lanes.find(
        (row) => row.form_type === 'truck' && row.loading_country === 'RO' && row.unloading_country === 'DE',
      );
      expect(own).toMatchObject({ insufficient_data: false, withheld: false });
      expect(own?.lane_median_per_km).toBeCloseTo(perKm, 4);
      expect(statistics.months.reduce((total, month) => total + month.deals_agreed, 0)).toBeGreaterThanOrEqual(5);
    }
    // Decision 065 at work: without Alpes Fret's own deals fewer than 7 remain, so its members are shown none.
    const [alpes] = await ctx.db.select().from(companies).where(eq(companies.name, DEMO_COMPANIES[4]!.name));
    const laneQuery = { form_type: 'truck', loading_country: 'RO', unloading_country: 'DE', truck_type: 5 } as const;
    expect(await getLanePrice(ctx.db, laneQuery, now, alpes!.id)).toMatchObject({ insufficient_data: true, withheld: true });
    // A demo kept a month after its first start still shows the lane, once the hourly job has moved its window.
    const later = new Date(now.getTime() + 30 * DAY);
    await refreshLeavingLanes(ctx.db, later);
    for (const email of [ANDREI, MARKUS]) {
      expect(await getLanePrice(ctx.db, laneQuery, later, as[email]!.companyId)).toMatchObject({
        insufficient_data: false,
        withheld: false,
      });
    }
  });

  it('is written once: a second start adds no deal', async () => {
    const before = await ctx.db.select({ id: deals.id }).from(deals);
    expect(await seedDemoDataIfEmpty(ctx.db, new Date())).toBeNull();
    expect(await ctx.db.select({ id: deals.id }).from(deals)).toHaveLength(before.length);
    expect(await ctx.db.select().from(companies)).toHaveLength(DEMO_COMPANIES.length);
  });
});
