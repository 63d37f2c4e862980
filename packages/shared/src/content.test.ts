import { describe, expect, it } from 'vitest';
import { healthDownSchema, healthSchema, policySectionSchema, policyTypeSchema, realtimeStatsSchema, usefulLinkSchema } from './content';
import { failedPaths } from './test/issue-codes';

const allUp = { database: 'up', listen: 'up', storage: 'up', jobs: 'up' } as const;

describe('content answers', () => {
  it('know the three policy pages', () => {
    expect(['terms', 'privacy', 'about'].map((type) => policyTypeSchema.safeParse(type).success)).toEqual([true, true, true]);
    expect(policyTypeSchema.safeParse('cookies').success).toBe(false);
  });

  it('give a policy section an ISO timestamp and a useful link a URL', () => {
    const section = { id: 1, title: 'Terms', content: '…', last_updated: '2027-01-01T00:00:00.000Z' };
    expect(policySectionSchema.safeParse(section).success).toBe(true);
    expect(failedPaths(policySectionSchema.safeParse({ ...section, last_updated: '2027-01-01' }))).toEqual(['last_updated']);
    const link = { id: 1, title: 'ANAF', description: 'Tax office', url: 'https://www.anaf.ro/' };
    expect(usefulLinkSchema.safeParse(link).success).toBe(true);
    expect(failedPaths(usefulLinkSchema.safeParse({ ...link, url: 'www.anaf.ro' }))).toEqual(['url']);
  });

  it('count realtime stats in whole non-negative numbers', () => {
    const stats = { truck_last_24h: 3, ware_last_24h: 0, active_users: 12, available_trucks: 40, available_wares: 7 };
    expect(realtimeStatsSchema.safeParse(stats).success).toBe(true);
    expect(failedPaths(realtimeStatsSchema.safeParse({ ...stats, active_users: -1, available_trucks: 1.5 }))).toEqual([
      'active_users',
      'available_trucks',
    ]);
  });
});

describe('health answers', () => {
  it('say ok with every dependency, and name the down ones in the 503 answer', () => {
    expect(healthSchema.safeParse({ status: 'ok', dependencies: allUp }).success).toBe(true);
    expect(failedPaths(healthSchema.safeParse({ status: 'ok', dependencies: { ...allUp, jobs: 'slow' } }))).toEqual(['dependencies.jobs']);
    const down = { code: 'service_unavailable', detail: 'The database is unreachable.', dependencies: { ...allUp, database: 'down' } };
    expect(healthDownSchema.safeParse(down).success).toBe(true);
    expect(failedPaths(healthDownSchema.safeParse({ ...down, code: 'server_error' }))).toEqual(['code']);
  });
});
