import type { Statistics } from '@freight/shared/statistics';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { as, company } from '../deals/deals.test-helpers';
import { agreedDeal } from '../lane-prices/lane-prices.test-helpers';

type Company = Awaited<ReturnType<typeof company>>;
const DAY = 24 * 60 * 60 * 1000;

/** Issue 32 items 5 and 7: the Statistics page's lane medians keep the lane prices' promise that no company's prices can be read back. */
describe('statistics: lanes', () => {
  const ctx = useTestApp();
  const payers: Company[] = [];
  const carriers: Company[] = [];
  const agreedAt = new Date(Date.now() - 3 * DAY);

  beforeAll(async () => {
    const db = ctx.database.db;
    for (let n = 0; n < 8; n++) payers.push(await company(db, `Lane Payer ${n} SRL`));
    for (let n = 0; n < 6; n++) carriers.push(await company(db, `Lane Carrier ${n} Kft`));
  });

  const deal = (payer: number, carrier: number, perKm: number) =>
    agreedDeal(ctx.database.db, {
      owner: payers[payer]!,
      bidder: carriers[carrier]!,
      price: perKm * 1000,
      distanceKm: 1000,
      loadingCountry: 'SI',
      unloadingCountry: 'HR',
      agreedAt,
    });
  const statistics = async (userId: number, query = '') => {
    const response = await as(ctx.app, userId, { method: 'GET', url: `/api/statistics/${query}` });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as unknown as Statistics;
  };

  it('hides the lane median from a member whose own deals leave fewer than 7 deals of 3 companies behind it', async () => {
    // The dominant carrier's five deals and two of two other carriers: 1, 1, 2, 3, 5, 5, 5 (7 deals, 3 carriers, 7 payers).
    for (const [i, perKm] of [1, 1, 5, 5, 5].entries()) await deal(i, 0, perKm);
    await deal(5, 1, 2);
    await deal(6, 2, 3);
    // Beside its own 1, 1, 5, 5, 5 the lane median 3 would be another carrier's price.
    const dominant = await statistics(carriers[0]!.admin);
    expect(dominant.lanes).toEqual([
      expect.objectContaining({
        own_deals: 5,
        own_median_per_km: 5,
        lane_deals: 7,
        lane_companies: 3,
        lane_median_per_km: null,
        insufficient_data: true,
        withheld: true,
      }),
    ]);
    // Whatever company the request names, the answer is the caller's.
    expect(await statistics(carriers[0]!.admin, `?company_id=${carriers[1]!.id}&company=${carriers[1]!.id}`)).toEqual(dominant);
    expect((await statistics(carriers[1]!.admin)).lanes).toEqual([
      expect.objectContaining({ own_deals: 1, lane_median_per_km: null, insufficient_data: true }),
    ]);

    for (const [payer, carrier] of [
      [7, 3],
      [7, 4],
      [7, 5],
      [6, 3],
      [5, 4],
    ] as const)
      await deal(payer, carrier, 4);
    // Seven deals of others now: 1, 1, 2, 3, 4, 4, 4, 4, 4, 5, 5, 5.
    expect((await statistics(carriers[0]!.admin)).lanes).toEqual([
      expect.objectContaining({ own_deals: 5, lane_deals: 12, lane_median_per_km: 4, insufficient_data: false, withheld: false }),
    ]);
  });

  it('says how many of the company’s deals in other currencies the lanes leave out, and counts no one else’s', async () => {
    const db = ctx.database.db;
    const [carrier, payer, other] = [
      await company(db, 'Currency Carrier Kft'),
      await company(db, 'Currency Payer SRL'),
      await company(db, 'Currency Other Kft'),
    ];
    const agreed = (bidder: Company, currency: 'EUR' | 'RON', at = agreedAt) =>
      agreedDeal(db, { owner: payer, bidder, price: 1500, distanceKm: 1000, currency, agreedAt: at });
    // The carrier's deals of the window: two in RON, one in EUR; the payer's RON deal with another carrier is not its concern.
    await agreed(carrier, 'RON');
    await agreed(carrier, 'RON');
    await agreed(carrier, 'EUR');
    await agreed(other, 'RON');
    // Older than the lanes' 90 days: outside the window, so not counted either.
    await agreed(carrier, 'RON', new Date(Date.now() - 120 * DAY));
    const ofCarrier = await statistics(carrier.admin);
    expect(ofCarrier.lanes_excluded_other_currency).toBe(2);
    expect(ofCarrier.lanes.map((lane) => lane.own_deals)).toEqual([1]);
    expect((await statistics(payer.admin)).lanes_excluded_other_currency).toBe(3);
    expect((await statistics(carriers[0]!.admin)).lanes_excluded_other_currency).toBe(0);
  });
});
