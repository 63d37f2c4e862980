import type { LanePrice } from '@freight/shared/lane-prices';
import { beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../../db/schema-entries';
import { useTestApp } from '../../test/use-test-app';
import { as, company } from '../deals/deals.test-helpers';
import { agreedDeal, type AgreedDeal } from './lane-prices.test-helpers';

type Company = Awaited<ReturnType<typeof company>>;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Issue 32 item 5, "no single company's prices can be read back": not by differencing a lane with a narrower
 * lane inside it (region, vehicle type), nor by a member removing its own deals from a lane it dealt on.
 */
describe('lane prices: no price read back', () => {
  const ctx = useTestApp();
  const payers: Company[] = [];
  const carriers: Company[] = [];
  let reader: Company;
  const now = new Date();
  const recent = (days: number) => new Date(now.getTime() - days * DAY);

  beforeAll(async () => {
    const db = ctx.database.db;
    for (let n = 0; n < 8; n++) payers.push(await company(db, `Privacy Payer ${n} SRL`));
    for (let n = 0; n < 8; n++) carriers.push(await company(db, `Privacy Carrier ${n} Kft`));
    reader = await company(db, 'Privacy Reader GmbH');
    await db.insert(cities).values([
      { id: 990101, name: 'Cluj-Napoca', country: 'RO', latitude: 46.77, longitude: 23.6, admin1: '13' },
      { id: 990102, name: 'Košice', country: 'SK', latitude: 48.72, longitude: 21.26, admin1: '03' },
      { id: 990103, name: 'Iași', country: 'RO', latitude: 47.16, longitude: 27.59, admin1: '25' },
    ]);
  });

  // A ware request: its owner pays, the bidder carries; prices per km over 1000 km.
  const deal = (payer: number, carrier: number, perKm: number, rest: Partial<AgreedDeal> = {}) =>
    agreedDeal(ctx.database.db, {
      owner: payers[payer]!,
      bidder: carriers[carrier]!,
      price: perKm * 1000,
      distanceKm: 1000,
      agreedAt: recent(2),
      ...rest,
    });
  const read = async (query: string, userId = reader.admin): Promise<LanePrice> => {
    const response = await as(ctx.app, userId, { method: 'GET', url: `/api/lane-prices/?${query}` });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as unknown as LanePrice;
  };

  it('never shows a region lane that one or a few deals, or one company, set apart from its country lane', async () => {
    const region = { loadingCountry: 'RO', unloadingCountry: 'SK', loadingCityId: 990101, unloadingCityId: 990102 };
    const elsewhere = { ...region, loadingCityId: 990103 };
    for (const [i, perKm] of [1, 1, 1, 2, 3, 3, 3].entries()) await deal(i % 3, i % 3, perKm, region);
    // One deal outside the region: region 1,1,1,2,3,3,3 (median 2) and country with x (median (2 + x) / 2)
    // would give x = 2 × country median − 2, the price of that one deal.
    await deal(3, 3, 2.5, elsewhere);
    const withCities = 'form_type=ware&loading_country=RO&unloading_country=SK&loading_city=990101&unloading_city=990102';
    const country = await read('form_type=ware&loading_country=RO&unloading_country=SK');
    expect(country).toMatchObject({ level: 'country', deals: 8, median_per_km: 2.25 });
    expect(await read(withCities)).toEqual(country);

    // Seven more deals outside the region, but all of one pair of companies: still one company's prices.
    for (let i = 0; i < 6; i++) await deal(3, 3, 2.5, elsewhere);
    expect(await read(withCities)).toMatchObject({ level: 'country', deals: 14 });

    // From three companies on each side, the region's figures no longer single anyone out.
    await deal(4, 4, 2.5, elsewhere);
    await deal(5, 5, 2.5, elsewhere);
    expect(await read(withCities)).toMatchObject({ level: 'region', deals: 7, companies: 3, median_per_km: 2 });
  });

  it('never shows a vehicle type that one or a few deals of other types set apart from all types', async () => {
    const lane = { loadingCountry: 'PL', unloadingCountry: 'CZ', truckType: 5 };
    for (const [i, perKm] of [1, 1, 1, 2, 3, 3, 3].entries()) await deal(i % 3, i % 3, perKm, lane);
    await deal(3, 3, 2.5, { ...lane, truckType: 1 });
    const all = await read('form_type=ware&loading_country=PL&unloading_country=CZ');
    expect(all).toMatchObject({ insufficient_data: false, withheld: false, deals: 8, median_per_km: 2.25 });
    // Above the thresholds on its own, withheld beside all types (and said so).
    expect(await read('form_type=ware&loading_country=PL&unloading_country=CZ&truck_type=5')).toMatchObject({
      insufficient_data: true,
      withheld: true,
      deals: 7,
      median_per_km: null,
      p25: null,
      p75: null,
    });

    for (const [payer, carrier] of [
      [3, 3],
      [4, 4],
      [5, 5],
      [4, 3],
      [5, 4],
      [3, 5],
    ] as const)
      await deal(payer, carrier, 2.5, { ...lane, truckType: 1 });
    expect(await read('form_type=ware&loading_country=PL&unloading_country=CZ&truck_type=5')).toMatchObject({
      insufficient_data: false,
      withheld: false,
      deals: 7,
      median_per_km: 2,
    });
  });

  it('never shows a member a lane whose other deals, without its own, are below the thresholds', async () => {
    const lane = { loadingCountry: 'HU', unloadingCountry: 'AT' };
    // The dominant carrier's five deals, with five payers, and two deals of two other carriers.
    for (const [i, perKm] of [1, 1, 5, 5, 5].entries()) await deal(i, 0, perKm, lane);
    await deal(5, 1, 2, lane);
    await deal(6, 2, 3, lane);
    const query = 'form_type=ware&loading_country=HU&unloading_country=AT';
    // 1, 1, 2, 3, 5, 5, 5: to an outsider seven deals of three carriers and seven payers.
    expect(await read(query)).toMatchObject({ insufficient_data: false, deals: 7, companies: 3, p25: 1.5, median_per_km: 3 });
    // The dominant carrier knows 1, 1, 5, 5, 5: p25 = (1 + x) / 2 and the median y would be the others' two prices.
    expect(await read(query, carriers[0]!.employee)).toMatchObject({
      insufficient_data: true,
      withheld: true,
      median_per_km: null,
      p25: null,
      p75: null,
    });
    // A payer of one deal still has only six deals of others behind the figure.
    expect(await read(query, payers[0]!.admin)).toMatchObject({ insufficient_data: true, median_per_km: null });

    for (const [payer, carrier] of [
      [7, 3],
      [7, 4],
      [7, 5],
      [6, 3],
      [5, 4],
    ] as const)
      await deal(payer, carrier, 4, lane);
    // Seven deals of carriers 1–5 and payers 5–7 besides the dominant carrier's: it may see the lane now.
    expect(await read(query, carriers[0]!.admin)).toMatchObject({ insufficient_data: false, deals: 12, median_per_km: 4 });
  });

  it('refuses a city it does not know or one outside the lane’s country, with the field named', async () => {
    const base = 'form_type=ware&loading_country=RO&unloading_country=SK';
    const unknown = await as(ctx.app, reader.admin, {
      method: 'GET',
      url: `/api/lane-prices/?${base}&loading_city=987654321&unloading_city=990102`,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'validation_failed', fields: { loading_city: ['city_unknown'] } });
    const foreign = await as(ctx.app, reader.admin, {
      method: 'GET',
      url: `/api/lane-prices/?${base}&loading_city=990101&unloading_city=990103`,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ code: 'validation_failed', fields: { unloading_city: ['city_unknown'] } });
    for (const bad of ['truck_type=99', 'loading_city=abc&unloading_city=990102', 'loading_city=-1&unloading_city=990102']) {
      const response = await as(ctx.app, reader.admin, { method: 'GET', url: `/api/lane-prices/?${base}&${bad}` });
      expect(response.status, bad).toBe(400);
      expect(response.body.code).toBe('validation_failed');
    }
    const lower = await as(ctx.app, reader.admin, {
      method: 'GET',
      url: '/api/lane-prices/?form_type=ware&loading_country=ro&unloading_country=SK',
    });
    expect(lower.body).toMatchObject({ code: 'validation_failed', fields: { loading_country: ['country_invalid'] } });
    // Authentication comes before validation: an anonymous caller learns nothing about the parameters.
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/lane-prices/?loading_city=abc' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'not_authenticated' });
  });
});
