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

  it('has an answer take in a revision when it is next read, in order, and never for an answer not read again', async () => {
    const cache = new ListCache<string[]>(1000);
    const compute = (body: string[]) => async () => body;
    await cache.answer('read', 0, compute(['a']));
    await cache.answer('unread', 0, compute(['z']));
    const applied: string[] = [];
    const add = (item: string) => (body: string[]) => (applied.push(item), [item, ...body]);
    cache.revise(() => true, add('b'), 'b', 10);
    cache.revise((body) => body.includes('a'), add('c'), 'c', 20);
    expect(applied).toEqual([]);
    expect(await cache.answer('read', 30, compute(['computed']))).toEqual(['c', 'b', 'a']);
    expect(applied).toEqual(['b', 'c']);
    expect(await cache.answer('read', 40, compute(['computed']))).toEqual(['c', 'b', 'a']);
    expect(applied).toEqual(['b', 'c']);
  });

  it('computes an answer again when a revision cannot be applied, when too many wait, or when a later change is about the same subject', async () => {
    const cache = new ListCache<string[]>(1000);
    let runs = 0;
    const compute = async () => [`computed ${++runs}`];
    await cache.answer('q', 0, compute);
    cache.revise(
      () => true,
      () => null,
      'x',
      1,
    );
    expect(await cache.answer('q', 2, compute)).toEqual(['computed 2']);

    for (let n = 0; n < 21; n++)
      cache.revise(
        () => true,
        (body) => [...body, `n${n}`],
        `n${n}`,
        3,
      );
    expect(await cache.answer('q', 4, compute)).toEqual(['computed 3']);

    // The delete of an entry the answer has yet to take in: the answer as it was does not show it.
    cache.revise(
      () => true,
      (body) => ['new', ...body],
      'new',
      5,
    );
    cache.forget((body) => body.includes('new'), 'new');
    expect(await cache.answer('q', 6, compute)).toEqual(['computed 4']);
    // A change of another subject leaves the waiting revision to be applied.
    cache.revise(
      () => true,
      (body) => ['newer', ...body],
      'newer',
      7,
    );
    cache.forget(() => false, 'other');
    expect(await cache.answer('q', 8, compute)).toEqual(['newer', 'computed 4']);
  });

  it('drops at a revision the answers past the window in which they could still be served', async () => {
    const cache = new ListCache<string[]>(1000);
    let runs = 0;
    await cache.answer('q', 0, async () => [`computed ${++runs}`]);
    let revised = 0;
    cache.revise(
      () => true,
      (body) => (revised++, body),
      'x',
      2000,
    );
    expect(await cache.answer('q', 2001, async () => [`computed ${++runs}`])).toEqual(['computed 2']);
    expect(revised).toBe(0);
  });
});
