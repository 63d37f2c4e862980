import { describe, expect, it } from 'vitest';
import { MemberLimits } from './member-limits';

describe('MemberLimits (a token bucket per key)', () => {
  it('lets a burst through, then one per refill, and says how long to wait', () => {
    const limits = new MemberLimits({ burst: 3, perSecond: 0.5 });
    const t = 1_000_000;
    expect([limits.take('a', t), limits.take('a', t), limits.take('a', t)]).toEqual([0, 0, 0]);
    // Empty: one request comes back after 2 s.
    expect(limits.take('a', t)).toBe(2);
    expect(limits.take('a', t + 1000)).toBe(1);
    expect(limits.take('a', t + 2000)).toBe(0);
    expect(limits.take('a', t + 2000)).toBe(2);
    // Another key has its own bucket.
    expect(limits.take('b', t + 2000)).toBe(0);
  });

  it('never holds more than the burst, however long the key was idle', () => {
    const limits = new MemberLimits({ burst: 2, perSecond: 1 });
    expect(limits.take('a', 0)).toBe(0);
    const later = 3_600_000;
    expect([limits.take('a', later), limits.take('a', later), limits.take('a', later)]).toEqual([0, 0, 1]);
  });

  it('a clock that steps back refills nothing and takes nothing away', () => {
    const limits = new MemberLimits({ burst: 1, perSecond: 1 });
    expect(limits.take('a', 10_000)).toBe(0);
    expect(limits.take('a', 5_000)).toBe(1);
  });

  it('forgets refilled buckets when the map grows, and keeps the ones still in use', () => {
    const limits = new MemberLimits({ burst: 2, perSecond: 0.1 });
    limits.take('busy', 0);
    for (let i = 1; i < 10_000; i += 1) limits.take(`idle-${i}`, 0);
    // Busy again 15 s later: 2 tokens, one taken.
    expect(limits.take('busy', 15_000)).toBe(0);
    expect(limits.size).toBe(10_000);
    // At 20 s every idle bucket is full again (1 + 20 s × 0.1) and busy is not (1.5): a new key sweeps the idle ones out.
    limits.take('new', 20_000);
    expect(limits.size).toBe(2);
    expect(limits.take('busy', 20_000)).toBe(0);
    expect(limits.take('busy', 20_000)).toBe(5);
  });
});
