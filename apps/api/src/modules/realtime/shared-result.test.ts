import { describe, expect, it } from 'vitest';
import { sharedFor } from './shared-result';

describe('sharedFor', () => {
  it('computes once for every caller within the time, then again', async () => {
    let now = 0;
    let runs = 0;
    const shared = sharedFor(
      5000,
      async () => ++runs,
      () => now,
    );
    expect(await Promise.all([shared(), shared(), shared()])).toEqual([1, 1, 1]);
    now = 4999;
    expect(await shared()).toBe(1);
    now = 5000;
    expect(await shared()).toBe(2);
  });

  it('does not keep a failure, and computes every time with 0', async () => {
    let runs = 0;
    const failing = sharedFor(5000, async () => {
      runs += 1;
      if (runs === 1) throw new Error('database away');
      return runs;
    });
    await expect(failing()).rejects.toThrow('database away');
    expect(await failing()).toBe(2);
    let count = 0;
    const uncached = sharedFor(0, async () => ++count);
    expect([await uncached(), await uncached()]).toEqual([1, 2]);
  });
});

describe('sharedFor forget', () => {
  it('computes afresh after forget(), within the time', async () => {
    let runs = 0;
    const shared = sharedFor(
      5000,
      async () => ++runs,
      () => 0,
    );
    expect(await shared()).toBe(1);
    expect(await shared()).toBe(1);
    shared.forget();
    expect(await shared()).toBe(2);
  });
});
