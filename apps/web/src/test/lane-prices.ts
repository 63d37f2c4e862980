import type { LanePrice } from '@freight/shared/lane-prices';

/** A lane price answer; by default an empty lane (below the thresholds). */
export function testLanePrice(overrides: Partial<LanePrice> = {}): LanePrice {
  return {
    insufficient_data: true,
    withheld: false,
    level: 'country',
    median_per_km: null,
    p25: null,
    p75: null,
    deals: 0,
    companies: 0,
    currency: 'EUR',
    excluded_other_currency: 0,
    min_deals: 7,
    min_companies: 3,
    from: '2026-08-30',
    to: '2026-11-28',
    ...overrides,
  };
}
