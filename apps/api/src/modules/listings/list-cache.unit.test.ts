import { describe, expect, it } from 'vitest';
import { ListCache } from './list-cache';

describe('ListCache', () => {
  it('lets concurrent misses of one question share one computation', async () => {
    const cache = new ListCache(1000);
    let runs = 0;
    const compute = async () => `answer ${++runs}`;
    expect(await Promise.all([cache.answer('q', 0, compute), cache.answer('q', 0, compute)])).toEqual(['answer 1', 'answer 1']);
    expect(await cache.answer('q', 999, compute)).toBe('answer 1');
  });

  it('serves an answer one window past its time while the next is computed, never an older one', async () => {
    const cache = new ListCache(1000);
    let runs = 0;
    const compute = async () => `answer ${++runs}`;
    await cache.answer('q', 0, compute);
    expect(await cache.answer('q', 1500, compute)).toBe('answer 1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.answer('q', 1600, compute)).toBe('answer 2');
    expect(await cache.answer('q', 5000, compute)).toBe('answer 3');
  });

  it('does not keep an answer computed across a clear (an entry event)', async () => {
    const cache = new ListCache(1000);
    let release: (value: string) => void = () => undefined;
    const slow = cache.answer('q', 0, () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('stale');
    expect(await slow).toBe('stale');
    expect(await cache.answer('q', 1, async () => 'fresh')).toBe('fresh');
  });
});
