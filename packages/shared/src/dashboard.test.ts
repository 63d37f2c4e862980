import { describe, expect, it } from 'vitest';
import { dashboardCountsSchema } from './dashboard';
import { failedPaths } from './test/issue-codes';

describe('dashboard counts (§2, §9)', () => {
  const counts = {
    trucks: { total: 4, views: 120, expiring_6h: 1, expiring_24h: 2 },
    wares: { total: 2, views: 9, expiring_4h: 0, expiring_24h: 1 },
  };

  it('count trucks expiring within 6 h and wares within 4 h, as §9 sets', () => {
    expect(dashboardCountsSchema.parse(counts)).toEqual(counts);
    const swapped = { trucks: { ...counts.trucks, expiring_6h: undefined, expiring_4h: 1 }, wares: counts.wares };
    expect(failedPaths(dashboardCountsSchema.safeParse(swapped))).toEqual(['trucks.expiring_6h']);
  });

  it('count in whole non-negative numbers', () => {
    const wrong = { ...counts, wares: { ...counts.wares, views: -1, total: 0.5 } };
    expect(failedPaths(dashboardCountsSchema.safeParse(wrong))).toEqual(['wares.total', 'wares.views']);
  });
});
