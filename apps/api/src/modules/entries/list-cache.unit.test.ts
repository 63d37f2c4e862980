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

  it('forgets only the answers a change concerns, and keeps none computed across a change that concerns it', async () => {
    const cache = new ListCache<{ route: string }>(1000);
    let runs = 0;
    const compute = (route: string) => async () => ({ route: `${route} ${++runs}` });
    await cache.answer('ro-de', 0, compute('ro-de'));
    await cache.answer('fr-es', 0, compute('fr-es'));
    cache.forget((body) => body.route.startsWith('fr-es'));
    expect(await cache.answer('ro-de', 1, compute('ro-de'))).toEqual({ route: 'ro-de 1' });
    expect(await cache.answer('fr-es', 1, compute('fr-es'))).toEqual({ route: 'fr-es 3' });

    // Computing while two changes arrive: one concerns the answer (not kept), one does not (kept).
    for (const [concerned, expected] of [
      [true, 'hu-at 5'],
      [false, 'hu-at 6'],
    ] as const) {
      let release: () => void = () => undefined;
      const slow = cache.answer(`hu-at-${concerned}`, 2, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return { route: `hu-at ${++runs}` };
      });
      cache.forget((body) => concerned && body.route.startsWith('hu-at'));
      release();
      await slow;
      expect(await cache.answer(`hu-at-${concerned}`, 3, compute('hu-at'))).toEqual({ route: expected });
    }
  });
});
