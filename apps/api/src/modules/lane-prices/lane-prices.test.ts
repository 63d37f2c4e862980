import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { LanePrice } from '@freight/shared/lane-prices';
import { beforeAll, describe, expect, it } from 'vitest';
import { lanePriceDeals, lanePriceStats } from '../../db/schema-lane-prices';
import { cities } from '../../db/schema-entries';
import { useTestApp } from '../../test/use-test-app';
import { act, as, company, offer, ware } from '../deals/deals.test-helpers';
import { agreedDeal, type AgreedDeal } from './lane-prices.test-helpers';
import { getLanePrice, rebuildLanePrices, refreshLeavingLanes, windowStart } from './lane-prices.service';

type Company = Awaited<ReturnType<typeof company>>;
const DAY = 24 * 60 * 60 * 1000;

/** percentile_cont on exact ten-thousandths: linear interpolation between the closest ranks, half rounded up. */
function percentile(sortedUnits: number[], fraction: number): number {
  const position = fraction * (sortedUnits.length - 1);
  const lo = sortedUnits[Math.floor(position)]!;
  const hi = sortedUnits[Math.ceil(position)]!;
  // Quarter fractions of integers are exact in floating point, so Math.round rounds the true value.
  return Math.round(lo + (position - Math.floor(position)) * (hi - lo)) / 10_000;
}

/** A total in cents over a distance, per km in ten-thousandths rounded half up (integers only). */
const perKmUnits = (cents: number, km: number) => Math.floor((2 * cents * 100 + km) / (2 * km));

/** Issue 32 item 5: lane prices from agreed EUR deals, thresholds, window and figures, on PostgreSQL. */
describe('lane prices', () => {
  const ctx = useTestApp();
  let payers: Company[];
  let carriers: Company[];
  /** A member without deals on the lanes read: its own prices take nothing out of the figures it sees. */
  let reader: Company;
  const now = new Date();
  const recent = (days: number) => new Date(now.getTime() - days * DAY);

  beforeAll(async () => {
    const db = ctx.database.db;
    payers = [];
    carriers = [];
    for (const n of [1, 2, 3, 4]) payers.push(await company(db, `Payer ${n} SRL`));
    for (const n of [1, 2, 3, 4]) carriers.push(await company(db, `Carrier ${n} Kft`));
    reader = await company(db, 'Reader Spedition GmbH');
  });

  // A ware request: its owner pays, the bidder carries.
  const deal = (payer: number, carrier: number, rest: Omit<AgreedDeal, 'owner' | 'bidder'>) =>
    agreedDeal(ctx.database.db, { owner: payers[payer]!, bidder: carriers[carrier]!, ...rest });

  const read = async (query: string): Promise<LanePrice> => {
    const response = await as(ctx.app, reader.admin, { method: 'GET', url: `/api/lane-prices/?${query}` });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as unknown as LanePrice;
  };

  it('shows nothing with 6 deals and the figures from the 7th; other currencies are left out and counted', async () => {
    for (let i = 0; i < 6; i++)
      await deal(i % 3, i % 3, {
        price: 1000 + i * 10,
        distanceKm: 1000,
        loadingCountry: 'DE',
        unloadingCountry: 'FR',
        agreedAt: recent(1),
      });
    const six = await read('form_type=ware&loading_country=DE&unloading_country=FR');
    expect(six).toMatchObject({
      insufficient_data: true,
      deals: 6,
      companies: 3,
      median_per_km: null,
      p25: null,
      p75: null,
      min_deals: 7,
      min_companies: 3,
    });
    await deal(0, 1, { price: 1060, distanceKm: 1000, loadingCountry: 'DE', unloadingCountry: 'FR', agreedAt: recent(1) });
    const seven = await read('form_type=ware&loading_country=DE&unloading_country=FR');
    expect(seven).toMatchObject({
      insufficient_data: false,
      level: 'country',
      deals: 7,
      companies: 3,
      median_per_km: 1.03,
      currency: 'EUR',
      excluded_other_currency: 0,
    });
    await deal(1, 2, {
      price: 99999,
      currency: 'HUF',
      distanceKm: 1000,
      loadingCountry: 'DE',
      unloadingCountry: 'FR',
      agreedAt: recent(1),
    });
    const withForint = await read('form_type=ware&loading_country=DE&unloading_country=FR');
    expect(withForint).toMatchObject({ deals: 7, median_per_km: 1.03, excluded_other_currency: 1 });
    // Another vehicle type or the other form type is another lane.
    expect(await read('form_type=ware&loading_country=DE&unloading_country=FR&truck_type=1')).toMatchObject({
      insufficient_data: true,
      deals: 0,
    });
    expect(await read('form_type=truck&loading_country=DE&unloading_country=FR')).toMatchObject({ insufficient_data: true, deals: 0 });
    expect(await read('form_type=ware&loading_country=DE&unloading_country=FR&truck_type=5')).toMatchObject({
      insufficient_data: false,
      deals: 7,
    });
  });

  it('needs 3 companies on each side: 7 deals of 2 payers are not shown, a third payer shows them', async () => {
    for (let i = 0; i < 7; i++)
      await deal(i % 2, i % 3, { price: 800, distanceKm: 1000, loadingCountry: 'DE', unloadingCountry: 'AT', agreedAt: recent(2) });
    expect(await read('form_type=ware&loading_country=DE&unloading_country=AT')).toMatchObject({
      insufficient_data: true,
      deals: 7,
      companies: 2,
    });
    await deal(2, 0, { price: 800, distanceKm: 1000, loadingCountry: 'DE', unloadingCountry: 'AT', agreedAt: recent(2) });
    expect(await read('form_type=ware&loading_country=DE&unloading_country=AT')).toMatchObject({
      insufficient_data: false,
      deals: 8,
      companies: 3,
      median_per_km: 0.8,
    });
  });

  it('computes the median and quartiles as percentile_cont does, per km from totals and per-km prices', async () => {
    const totals: [number, number][] = [
      [1000, 800],
      [1500, 1000],
      [999, 700],
      [2333.33, 1700],
      [640, 512],
      [1234.56, 987],
      [777.77, 444],
    ];
    const perKm = [1.11, 0.97, 1.68];
    const units: number[] = [];
    for (const [i, [price, km]] of totals.entries()) {
      await deal(i % 4, (i + 1) % 4, { price, distanceKm: km, loadingCountry: 'PL', unloadingCountry: 'CZ', agreedAt: recent(3 + i) });
      units.push(perKmUnits(Math.round(price * 100), km));
    }
    for (const [i, price] of perKm.entries()) {
      // A per-km price is used as is, with or without a distance.
      await deal(i % 4, i % 4, {
        price,
        unit: 'per_km',
        distanceKm: i === 0 ? null : 300,
        loadingCountry: 'PL',
        unloadingCountry: 'CZ',
        agreedAt: recent(20),
      });
      units.push(price * 10_000);
    }
    // A total without a road distance (a member-typed city) cannot be priced per km.
    await deal(3, 2, { price: 5000, distanceKm: null, loadingCountry: 'PL', unloadingCountry: 'CZ', agreedAt: recent(4) });
    units.sort((a, b) => a - b);
    const figures = await read('form_type=ware&loading_country=PL&unloading_country=CZ');
    expect(figures).toMatchObject({ insufficient_data: false, deals: 10, companies: 4 });
    expect([figures.p25, figures.median_per_km, figures.p75]).toEqual([
      percentile(units, 0.25),
      percentile(units, 0.5),
      percentile(units, 0.75),
    ]);
  });

  it('counts a deal agreed after the window start only, and drops it when the window moves past it', async () => {
    const db = ctx.database.db;
    const at = new Date('2026-06-01T12:00:00Z');
    const edge = new Date(at.getTime() - 90 * DAY);
    const lane = { loadingCountry: 'IT', unloadingCountry: 'ES', now: at };
    await deal(0, 0, { price: 900, distanceKm: 1000, agreedAt: edge, ...lane });
    for (let i = 1; i < 7; i++)
      await deal(i % 3, i % 3, { price: 1000, distanceKm: 1000, agreedAt: new Date(edge.getTime() + i * 1000), ...lane });
    const query = { form_type: 'ware', loading_country: 'IT', unloading_country: 'ES' } as const;
    expect(await getLanePrice(db, query, at)).toMatchObject({ deals: 6, insufficient_data: true, from: '2026-03-03', to: '2026-06-01' });
    await deal(1, 2, { price: 1100, distanceKm: 1000, agreedAt: new Date(edge.getTime() + 7000), ...lane });
    expect(await getLanePrice(db, query, at)).toMatchObject({ deals: 7, insufficient_data: false, median_per_km: 1 });
    // Three seconds later the deals of the first three seconds have left the window too: the job recomputes the lane.
    expect(await refreshLeavingLanes(db, new Date(at.getTime() + 3000))).toBeGreaterThan(0);
    expect(await getLanePrice(db, query, at)).toMatchObject({ deals: 4, insufficient_data: true });
    expect(await refreshLeavingLanes(db, new Date(at.getTime() + 3000))).toBe(0);
  });

  it('narrows to region → region when both cities are given and that lane has enough deals', async () => {
    const db = ctx.database.db;
    await db.insert(cities).values([
      { id: 990001, name: 'Cluj-Napoca', country: 'RO', latitude: 46.77, longitude: 23.6, admin1: '13' },
      { id: 990002, name: 'Debrecen', country: 'HU', latitude: 47.53, longitude: 21.63, admin1: '08' },
      { id: 990003, name: 'Iași', country: 'RO', latitude: 47.16, longitude: 27.59, admin1: '25' },
    ]);
    const lane = { loadingCountry: 'RO', unloadingCountry: 'HU', loadingCityId: 990001, unloadingCityId: 990002, distanceKm: 400 };
    for (let i = 0; i < 7; i++) await deal(i % 3, i % 3, { price: 600, agreedAt: recent(5), ...lane });
    // Outside the region (so that the region's figures cannot be told from the country's, see the privacy test):
    // six from Iași and one from a city without a region.
    for (let i = 0; i < 7; i++)
      await deal(i % 3, i % 3, { price: 2000, agreedAt: recent(5), ...lane, loadingCityId: i < 6 ? 990003 : null });
    const region = await read('form_type=ware&loading_country=RO&unloading_country=HU&loading_city=990001&unloading_city=990002');
    expect(region).toMatchObject({ level: 'region', deals: 7, median_per_km: 1.5 });
    const other = await read('form_type=ware&loading_country=RO&unloading_country=HU&loading_city=990003&unloading_city=990002');
    expect(other).toMatchObject({ level: 'country', deals: 14, median_per_km: 3.25 });
  });

  it('follows acceptance and cancellation of a real deal, authenticates first and validates the query', async () => {
    const db = ctx.database.db;
    const entry = await ware(db, payers[0]!, { distanceKm: 400, loadingCountry: 'BG', unloadingCountry: 'GR' });
    const made = await offer(ctx.app, carriers[0]!.admin, entry.uid, { price: 600 });
    expect((await act(ctx.app, payers[0]!.admin, made.body.id, 'accept')).status).toBe(200);
    expect(await read('form_type=ware&loading_country=BG&unloading_country=GR')).toMatchObject({ deals: 1, companies: 1 });
    expect((await act(ctx.app, payers[0]!.admin, made.body.id, 'cancel', { reason: 'Truck broke down' })).status).toBe(200);
    expect(await read('form_type=ware&loading_country=BG&unloading_country=GR')).toMatchObject({ deals: 0, insufficient_data: true });

    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/lane-prices/?form_type=nope' });
    expect(anonymous.statusCode).toBe(401);
    const invalid = await as(ctx.app, payers[0]!.admin, {
      method: 'GET',
      url: '/api/lane-prices/?form_type=ware&loading_country=XX&unloading_country=HU',
    });
    expect(invalid.status).toBe(400);
  });

  it('rebuilds every lane at once to the same figures the deals kept current one by one', async () => {
    const db = ctx.database.db;
    const at = new Date();
    const kept = async () =>
      (await db.select().from(lanePriceStats))
        .filter((row) => row.oldestAgreedAt > windowStart(at))
        .map(({ computedAt: _c, windowFrom: _w, ...row }) => row)
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    const incremental = await kept();
    expect(incremental.length).toBeGreaterThan(10);
    await rebuildLanePrices(db, at);
    expect(await kept()).toEqual(incremental);
  });

  it('backfills in migration 0030 the rows and figures that accepting the deals kept', async () => {
    const db = ctx.database.db;
    const migration = fs.readFileSync(path.resolve(import.meta.dirname, '../../db/migrations/0030_lane_prices.sql'), 'utf8');
    const [backfillRows, backfillStats] = migration.split('--> statement-breakpoint').slice(-2);
    const rows = async () => (await db.select().from(lanePriceDeals)).sort((a, b) => a.dealId - b.dealId);
    const stats = async () =>
      (await db.select().from(lanePriceStats))
        .filter((row) => row.oldestAgreedAt > windowStart(new Date()))
        .map(({ computedAt: _c, windowFrom: _w, ...row }) => row)
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    await rebuildLanePrices(db, new Date());
    const [keptRows, keptStats] = [await rows(), await stats()];
    expect(keptRows.length).toBeGreaterThan(30);
    await db.execute(sql`delete from lane_price_stats`);
    await db.execute(sql`delete from lane_price_deals`);
    await db.execute(sql.raw(backfillRows!));
    await db.execute(sql.raw(backfillStats!));
    expect(await rows()).toEqual(keptRows);
    expect(await stats()).toEqual(keptStats);
  });
});
