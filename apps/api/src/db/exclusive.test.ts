import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './client';
import { createTestDatabase } from '../test/test-app';

/** Start-up seeding runs under `exclusive`: two callers of one name never overlap, a failure frees the turn. */
describe('DbHandle.exclusive', () => {
  let database: DbHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('lets tasks of one name take turns, and a failed task does not block the next', async () => {
    const steps: string[] = [];
    const task =
      (label: string, fail = false) =>
      async () => {
        steps.push(`${label} start`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        steps.push(`${label} end`);
        if (fail) throw new Error(`${label} failed`);
        return label;
      };
    const results = await Promise.allSettled([
      database.exclusive('test:seed', task('a', true)),
      database.exclusive('test:seed', task('b')),
      database.exclusive('test:seed', task('c')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(steps).toHaveLength(6);
    for (let i = 0; i < 6; i += 2) expect(steps[i + 1]).toBe(steps[i]!.replace('start', 'end'));
  });
});
