import { describe, expect, it } from 'vitest';
import { MemberLimits } from './member-limits';

/** The seconds to wait only (the onset has a test of its own). */
const wait = (limits: MemberLimits, key: string, nowMs: number) => limits.take(key, nowMs).wait;

describe('MemberLimits (a token bucket per key)', () => {
  it('lets a burst through, then one per refill, and says how long to wait', () => {
    const limits = new MemberLimits({ burst: 3, perSecond: 0.5 });
    const t = 1_000_000;
    expect([wait(limits, 'a', t), wait(limits, 'a', t), wait(limits, 'a', t)]).toEqual([0, 0, 0]);
    // Empty: one request comes back after 2 s.
    expect(wait(limits, 'a', t)).toBe(2);
    expect(wait(limits, 'a', t + 1000)).toBe(1);
    expect(wait(limits, 'a', t + 2000)).toBe(0);
    expect(wait(limits, 'a', t + 2000)).toBe(2);
    // Another key has its own bucket.
    expect(wait(limits, 'b', t + 2000)).toBe(0);
  });

  it('never holds more than the burst, however long the key was idle', () => {
    const limits = new MemberLimits({ burst: 2, perSecond: 1 });
    expect(wait(limits, 'a', 0)).toBe(0);
    const later = 3_600_000;
    expect([wait(limits, 'a', later), wait(limits, 'a', later), wait(limits, 'a', later)]).toEqual([0, 0, 1]);
  });

  it('a clock that steps back refills nothing and takes nothing away', () => {
    const limits = new MemberLimits({ burst: 1, perSecond: 1 });
    expect(wait(limits, 'a', 10_000)).toBe(0);
    expect(wait(limits, 'a', 5_000)).toBe(1);
  });

  it('forgets refilled buckets when the map grows, and keeps the ones still in use', () => {
    const limits = new MemberLimits({ burst: 2, perSecond: 0.1 });
    wait(limits, 'busy', 0);
    for (let i = 1; i < 10_000; i += 1) wait(limits, `idle-${i}`, 0);
    // Busy again 15 s later: 2 tokens, one taken.
    expect(wait(limits, 'busy', 15_000)).toBe(0);
    expect(limits.size).toBe(10_000);
    // At 20 s every idle bucket is full again (1 + 20 s × 0.1) and busy is not (1.5): a new key sweeps the idle ones out.
    wait(limits, 'new', 20_000);
    expect(limits.size).toBe(2);
    expect(wait(limits, 'busy', 20_000)).toBe(0);
    expect(wait(limits, 'busy', 20_000)).toBe(5);
  });

  it('names the first refusal after an allowed request as an onset, and only that one', () => {
    const limits = new MemberLimits({ burst: 1, perSecond: 1 });
    expect(limits.take('a', 0)).toEqual({ wait: 0, onset: false });
    expect(limits.take('a', 0)).toEqual({ wait: 1, onset: true });
    expect(limits.take('a', 500)).toEqual({ wait: 1, onset: false });
    expect(limits.take('a', 1500)).toEqual({ wait: 0, onset: false });
    expect(limits.take('a', 1500)).toEqual({ wait: 1, onset: true });
  });
});
